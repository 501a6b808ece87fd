#include "tableref/controllers/blokus/controller.hpp"

#include <algorithm>
#include <array>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <utility>

#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/game_setup.hpp"
#include "tableref/controllers/json_input.hpp"
#include "tableref/controllers/local_time.hpp"
#include "tableref/controllers/session_export.hpp"
#include "tableref/controllers/setup_reason.hpp"
#include "tableref/db/store_reason.hpp"
#include "tableref/referee/blokus/reason.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "tableref/referee/blokus/timeout.hpp"
#include "tableref/referee/blokus/trigon_piece.hpp"

namespace tableref::controllers {
namespace {

using Json = nlohmann::ordered_json;

// The kinds of event a Blokus session stores.
constexpr std::array<std::string_view, 6> kEventKinds{"place",   "overrule", "setup",
                                                      "to_move", "undo",     "clock"};

struct VariantId {
  std::string_view id;
  blokus::Variant variant;
};
constexpr std::array kVariantIds{
    VariantId{"classic", blokus::Variant::kClassic},
    VariantId{"classic-teams", blokus::Variant::kClassicTeams},
    VariantId{"classic-2p", blokus::Variant::kClassicTwoPlayer},
    VariantId{"classic-3p", blokus::Variant::kClassicThreePlayer},
    VariantId{"duo", blokus::Variant::kDuo},
    VariantId{"solo", blokus::Variant::kSoloClassic},
    VariantId{"solo-largest-first", blokus::Variant::kSoloClassicLargestFirst},
    VariantId{"solo-tetromino", blokus::Variant::kSoloTetromino},
    VariantId{"solo-tetromino-apart", blokus::Variant::kSoloTetrominoApart},
    VariantId{"solo-pentomino", blokus::Variant::kSoloPentomino},
    VariantId{"solo-pentomino-apart", blokus::Variant::kSoloPentominoApart},
    VariantId{"junior", blokus::Variant::kJunior},
    VariantId{"trigon", blokus::Variant::kTrigon},
    VariantId{"trigon-2p", blokus::Variant::kTrigonTwoPlayer},
    VariantId{"trigon-3p", blokus::Variant::kTrigonThreePlayer},
};

// Field readers that never throw: a missing field or one of another type reads as empty / 0.
std::string text_of(const Json& json, const char* key) {
  const auto it = json.find(key);
  return it != json.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// The "clocks" rule: "M+S" (M minutes each, S seconds extra a move), or false / "false"
// for none. Sessions made before the choice existed store true: 20 minutes + 30 seconds.
std::optional<BlokusClockConfig> parse_clocks(const Json& rules) {
  const auto it = rules.find("clocks");
  if (it == rules.end()) return std::nullopt;
  if (it->is_boolean()) {
    return it->get<bool>() ? std::optional<BlokusClockConfig>(BlokusClockConfig{}) : std::nullopt;
  }
  if (!it->is_string()) return std::nullopt;
  const auto text = it->get<std::string>();
  int minutes = 0;
  int seconds = 0;
  char plus = 0;
  std::istringstream in(text);
  if (!(in >> minutes >> plus >> seconds) || plus != '+' || minutes <= 0 || seconds < 0 ||
      !in.eof()) {
    return std::nullopt;
  }
  return BlokusClockConfig{std::int64_t{minutes} * 60 * 1000, std::int64_t{seconds} * 1000};
}
std::int64_t int_of(const Json& json, const char* key) {
  const auto it = json.find(key);
  return it != json.end() && it->is_number_integer() ? it->get<std::int64_t>() : 0;
}

// What a stored event holds, read strictly: a value that does not read is reported with the
// shared input reasons (json_input.hpp) and its path ("events[3].color"), never guessed.
Violation about(InputReason reason, std::string path) {
  return Violation{reason, {Param{"key", std::move(path)}}};
}

Result<std::string> stored_text(const Json& event, const std::string& where, const char* key) {
  const std::string path = json_input::child(where, key);
  const auto it = event.find(key);
  if (it == event.end()) return about(InputReason::kMissing, path);
  if (!it->is_string()) return about(InputReason::kNotString, path);
  return it->get<std::string>();
}

Result<blokus::Color> stored_color(const Json& event, const std::string& where,
                                   blokus::Variant variant) {
  auto text = stored_text(event, where, "color");
  if (!text) return text.violations();
  if (const auto color = blokus::color_from_name(variant, text.value())) return *color;
  std::string allowed;
  for (int c = 0; c < blokus::variant_info(variant).colors; ++c) {
    allowed += (allowed.empty() ? "" : " | ") +
               std::string(blokus::color_name(variant, static_cast<blokus::Color>(c)));
  }
  return json_input::not_one_of(json_input::child(where, "color"), text.value(), allowed);
}

// The cells of an event ("a20,b20"), or nullopt.
std::optional<std::vector<GridCell>> parse_cells(const std::string& text) {
  std::vector<GridCell> cells;
  std::string part;
  for (const char c : text + ",") {
    if (c == ',') {
      auto cell = blokus::parse_cell(part);
      if (!cell) return std::nullopt;
      cells.push_back(*cell);
      part.clear();
    } else {
      part += c;
    }
  }
  return cells;
}

std::string event_payload(blokus::Variant variant, blokus::Color color,
                          const std::vector<GridCell>& cells, const char* entry,
                          std::int64_t used_ms, std::optional<std::uint64_t> seed = {},
                          bool redo = false) {
  Json json;
  json["color"] = std::string(blokus::color_name(variant, color));
  json["cells"] = blokus::format_cells(cells);
  if (entry != nullptr) {
    json["entry"] = entry;
    json["used_ms"] = used_ms;
  }
  if (seed) json["timeout_seed"] = *seed;
  if (redo) json["redo"] = true;
  return json.dump();
}

}  // namespace

std::optional<blokus::Variant> blokus_variant(std::string_view home_id) {
  for (const auto& v : kVariantIds) {
    if (v.id == home_id) return v.variant;
  }
  return std::nullopt;
}

std::string blokus_home_variant(blokus::Variant variant) {
  for (const auto& v : kVariantIds) {
    if (v.variant == variant) return std::string(v.id);
  }
  return "classic";
}

std::string blokus_color_word(blokus::Variant variant, blokus::Color color) {
  if (variant == blokus::Variant::kDuo) return color == 0 ? "purple" : "orange";
  // Junior as Pentobi colours it (its Black is green, its White orange).
  if (variant == blokus::Variant::kJunior) return color == 0 ? "green" : "orange";
  static const std::array<const char*, 4> words{"blue", "yellow", "red", "green"};
  return words[color % 4];
}

blokus::Offset blokus_grab_cell(blokus::PieceId piece, std::uint8_t orientation) {
  const auto& orientations = blokus::piece_info(piece).orientations;
  const auto& o = orientations[orientation % orientations.size()];
  // Twice the coordinates, so the middle of the bounding box is whole.
  const int mx = o.width - 1;
  const int my = o.height - 1;
  blokus::Offset best = o.cells[0];
  int best_d = 1 << 20;
  for (std::size_t i = 0; i < o.size; ++i) {
    const int dx = 2 * o.cells[i].x - mx;
    const int dy = 2 * o.cells[i].y - my;
    const int d = dx * dx + dy * dy;
    if (d < best_d) {
      best_d = d;
      best = o.cells[i];
    }
  }
  return best;
}

namespace {

// Trigon: a triangle's middle (its centroid) in units of a side, x right and y up.
std::pair<double, double> triangle_middle(blokus::Offset c) {
  constexpr double kRow = 0.8660254037844386;  // a row's height: sqrt(3) / 2
  const double up = blokus::trigon_up(c.x, c.y) ? 1.0 / 3 : 2.0 / 3;
  return {(c.x + 1) / 2.0, (c.y + up) * kRow};
}

// Trigon: the triangle of an orientation nearest the middle of its triangles' middles, among
// those pointing up (`up`), down, or either (nullopt); nullopt when none points that way.
std::optional<blokus::Offset> middle_triangle(const blokus::Orientation& o,
                                              std::optional<bool> up) {
  double mx = 0;
  double my = 0;
  for (std::size_t i = 0; i < o.size; ++i) {
    const auto [x, y] = triangle_middle(o.cells[i]);
    mx += x / o.size;
    my += y / o.size;
  }
  std::optional<blokus::Offset> best;
  double best_d = 0;
  for (std::size_t i = 0; i < o.size; ++i) {
    if (up && blokus::trigon_up(o.cells[i].x, o.cells[i].y) != *up) continue;
    const auto [x, y] = triangle_middle(o.cells[i]);
    const double d = (x - mx) * (x - mx) + (y - my) * (y - my);
    if (!best || d < best_d - 1e-9) {
      best = o.cells[i];
      best_d = d;
    }
  }
  return best;
}

}  // namespace

blokus::Offset blokus_grab_cell(const blokus::Geometry& geo, blokus::PieceId piece,
                                std::uint8_t orientation, GridCell target) {
  if (!geo.triangles()) return blokus_grab_cell(piece, orientation);
  const auto& orientations = geo.piece_table()[piece].orientations;
  const auto& o = orientations[orientation % orientations.size()];
  // Among the triangles pointing the way the target does: a shift that turned the piece's
  // triangles over would be no move. The one-triangle piece turned the other way cannot
  // cover the target as held: its triangle is put there all the same (and ruled no piece).
  return middle_triangle(o, geo.points_up(target.x, target.y)).value_or(o.cells[0]);
}

std::vector<GridCell> blokus_tray_cells(const blokus::Geometry& geo, blokus::PieceId piece,
                                        std::uint8_t orientation, GridCell target) {
  if (!geo.triangles()) return blokus_tray_cells(piece, orientation, target);
  const auto& orientations = geo.piece_table()[piece].orientations;
  const auto& o = orientations[orientation % orientations.size()];
  const auto grab = blokus_grab_cell(geo, piece, orientation, target);
  // Board columns to the canonical frame: x + up_shift (trigon_piece.hpp).
  std::vector<GridCell> cells;
  for (std::size_t i = 0; i < o.size; ++i) {
    cells.push_back(GridCell{target.x + o.cells[i].x - grab.x, target.y + o.cells[i].y - grab.y});
  }
  return cells;
}

std::vector<GridCell> blokus_tray_cells(blokus::PieceId piece, std::uint8_t orientation,
                                        GridCell target) {
  const auto& orientations = blokus::piece_info(piece).orientations;
  const auto& o = orientations[orientation % orientations.size()];
  const auto grab = blokus_grab_cell(piece, orientation);
  std::vector<GridCell> cells;
  for (std::size_t i = 0; i < o.size; ++i) {
    cells.push_back(GridCell{target.x + o.cells[i].x - grab.x, target.y + o.cells[i].y - grab.y});
  }
  return cells;
}

Status BlokusController::open(db::Store& store, std::int64_t session_id, std::int64_t now_ms) {
  auto summary = store.session(session_id);
  if (!summary) return summary.violations();
  auto rows = store.events(session_id);
  if (!rows) return rows.violations();
  if (auto loaded = load(summary.value(), rows.value(), now_ms); !loaded) return loaded;
  store_ = &store;
  session_id_ = session_id;
  // The running move's time saved by checkpoint(), when no event came after it.
  if (auto saved = store.setting(clock_key()); saved && saved.value()) {
    const Json point = Json::parse(*saved.value(), nullptr, false);
    if (point.is_object() && point.contains("events") && int_of(point, "events") == event_count_) {
      banked_ms_ = std::max(banked_ms_, int_of(point, "elapsed_ms"));
    }
  }
  return Done{};
}

Status BlokusController::load(const db::SessionSummary& s, const std::vector<db::Event>& rows,
                              std::int64_t now_ms) {
  if (s.game != "blokus") return Violation{SetupReason::kUnknownGame, {Param{"game", s.game}}};
  const auto variant = blokus_variant(s.variant);
  if (!variant) return Violation{SetupReason::kUnknownVariant, {Param{"variant", s.variant}}};
  const Json rules = Json::parse(s.rules_json, nullptr, false);
  blokus::Options options;
  online_scoring_ = false;
  clocks_ = false;
  timeout_rule_ = false;
  if (rules.is_object()) {
    // Absent in sessions stored before the rule existed: they were played without it.
    timeout_rule_ = rules.contains("timeout_piece") &&
                    (rules["timeout_piece"] == true || rules["timeout_piece"] == "true");
    if (text_of(rules, "first_move") == "any-corner") {
      options.first_move = blokus::FirstMove::kAnyFreeCorner;
    }
    online_scoring_ = text_of(rules, "scoring") == "online";
    const auto clocks = parse_clocks(rules);
    clocks_ = clocks.has_value();
    clock_config_ = clocks.value_or(BlokusClockConfig{});
  }
  blokus::GameState state(*variant, options);
  std::vector<BlokusMoveRecord> moves;
  std::vector<BlokusUndone> undone;
  bool running = true;
  std::int64_t banked = 0;
  std::int64_t position_events = 0;
  std::int64_t index = 0;
  seats_ = s.seats;
  std::sort(seats_.begin(), seats_.end(),
            [](const db::SeatEntry& a, const db::SeatEntry& b) { return a.seat < b.seat; });
  seat_of_color_.assign(blokus::kMaxColors, -1);
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    for (const auto& word : role_parts(seats_[i].role)) {
      for (int c = 0; c < state.colors(); ++c) {
        const auto color = static_cast<blokus::Color>(c);
        if (word == "all" || word == blokus_color_word(*variant, color)) {
          seat_of_color_[static_cast<std::size_t>(c)] = static_cast<int>(i);
        }
      }
    }
  }
  state_ = state;  // seat_for() below reads the state's variant

  for (const auto& row : rows) {
    ++index;
    if (row.kind != "clock") position_events = index;
    const std::string where = json_input::element("events", static_cast<std::size_t>(index - 1));
    if (std::find(kEventKinds.begin(), kEventKinds.end(), row.kind) == kEventKinds.end()) {
      return json_input::not_one_of(json_input::child(where, "kind"), row.kind,
                                    "place | overrule | setup | to_move | undo | clock");
    }
    const Json json = Json::parse(row.payload, nullptr, false);
    if (json.is_discarded()) {
      // The shared reader says where the text broke (line and column).
      if (auto diagnosed = json_input::parse(row.payload); !diagnosed) {
        return diagnosed.violations();
      }
    }
    if (!json.is_object()) return about(InputReason::kNotObject, where);
    if (row.kind == "undo") {
      const auto last = state.history().empty()
                            ? std::optional<blokus::Move>{}
                            : std::optional<blokus::Move>(state.history().back());
      if (auto taken = state.undo(); !taken) return taken.violations();
      if (!moves.empty()) {
        banked = moves.back().used_ms;
        if (last && !last->setup) {
          undone.push_back(
              BlokusUndone{moves.back(), state.describe(last->color, last->placement).cells});
        }
        moves.pop_back();
      }
      continue;
    }
    if (row.kind == "clock") {
      running = text_of(json, "action") == "resume";
      banked = int_of(json, "elapsed_ms");
      continue;
    }
    const auto read_color = stored_color(json, where, *variant);
    if (!read_color) return read_color.violations();
    const blokus::Color color = read_color.value();
    if (row.kind == "to_move") {
      state.set_to_move(color);
      continue;
    }
    const auto cells_text = stored_text(json, where, "cells");
    if (!cells_text) return cells_text.violations();
    const auto cells = parse_cells(cells_text.value());
    if (!cells) {
      return Violation{
          InputReason::kNotLike,
          {Param{"key", json_input::child(where, "cells")}, Param{"value", cells_text.value()},
           Param{"example", std::string("a20,b20")}}};
    }
    if (row.kind == "setup") {
      if (auto placed = state.setup(color, *cells); !placed) return placed.violations();
      continue;
    }
    const bool overruled = row.kind == "overrule";
    BlokusMoveRecord record;
    record.color = color;
    state_ = state;
    record.player = seat_for(color);
    record.used_ms = int_of(json, "used_ms");
    record.overruled = overruled;
    record.tray = text_of(json, "entry") == "tray";
    record.timeout = text_of(json, "entry") == "timeout";
    auto placed = overruled ? state.overrule(color, *cells) : state.play(color, *cells);
    if (!placed) return placed.violations();
    moves.push_back(record);
    banked = 0;
    if (json.contains("redo") && json["redo"] == true && !undone.empty()) {
      undone.pop_back();
    } else {
      undone.clear();
    }
  }
  store_ = nullptr;
  session_id_ = s.id;
  state_ = std::move(state);
  moves_ = std::move(moves);
  undone_ = std::move(undone);
  event_count_ = static_cast<std::int64_t>(rows.size());
  position_events_ = position_events;
  running_ = running;
  banked_ms_ = banked;
  running_since_ = now_ms;
  last_checkpoint_ = now_ms;
  end_ = SessionEnd(s);
  return Done{};
}

Result<blokus::PlacementInfo> BlokusController::check(blokus::Color color,
                                                      const std::vector<GridCell>& cells) const {
  return state_.check(color, cells);
}

std::optional<std::uint8_t> BlokusController::fitting_orientation(blokus::Color color,
                                                                  blokus::PieceId piece,
                                                                  std::uint8_t held,
                                                                  GridCell target,
                                                                  bool next) const {
  const auto& geo = state_.geometry();
  const auto count = static_cast<int>(geo.piece_table()[piece].orientations.size());
  const int first = next ? 1 : 0;
  for (int k = first; k < count + first; ++k) {
    const auto o = static_cast<std::uint8_t>((held + k) % count);
    if (check(color, blokus_tray_cells(geo, piece, o, target)).ok()) return o;
  }
  return std::nullopt;
}

std::vector<BlokusFit> BlokusController::fits_covering(blokus::Color color, blokus::PieceId piece,
                                                       GridCell cell) const {
  std::vector<BlokusFit> fits;
  const auto& geo = state_.geometry();
  const auto& orientations = geo.piece_table()[piece].orientations;
  for (std::size_t o = 0; o < orientations.size(); ++o) {
    const auto way = static_cast<std::uint8_t>(o);
    std::optional<BlokusFit> best;
    int best_d = 0;
    // Each of the piece's cells on `cell` in turn: the grab cell then lies that far off
    // (Trigon: only cells pointing the way `cell` does can cover it).
    for (std::size_t i = 0; i < orientations[o].size; ++i) {
      const auto& c = orientations[o].cells[i];
      if (geo.triangles() && blokus::trigon_up(c.x, c.y) != geo.points_up(cell.x, cell.y)) {
        continue;
      }
      // The grab cell of the piece lying there: on triangles the one nearest the middle
      // (its target then points its way, so blokus_grab_cell picks it back).
      const auto grab = geo.triangles() ? *middle_triangle(orientations[o], std::nullopt)
                                        : blokus_grab_cell(piece, way);
      const GridCell target{cell.x + grab.x - c.x, cell.y + grab.y - c.y};
      const int dx = target.x - cell.x;
      const int dy = target.y - cell.y;
      const int d = dx * dx + dy * dy;
      if (best && d >= best_d) continue;
      if (!check(color, blokus_tray_cells(geo, piece, way, target)).ok()) continue;
      best = BlokusFit{way, target};
      best_d = d;
    }
    if (best) fits.push_back(*best);
  }
  return fits;
}

BlokusDrop BlokusController::drop_fit(blokus::Color color, blokus::PieceId piece, std::uint8_t held,
                                      GridCell cell, bool turned) const {
  const BlokusFit as_held{held, cell};
  const auto fits = fits_covering(color, piece, cell);
  BlokusDrop drop{as_held, static_cast<int>(fits.size()), false};
  const auto same = std::find_if(fits.begin(), fits.end(),
                                 [held](const BlokusFit& f) { return f.orientation == held; });
  const auto off = [cell](const BlokusFit& f) {
    return (f.target.x - cell.x) * (f.target.x - cell.x) +
           (f.target.y - cell.y) * (f.target.y - cell.y);
  };
  if (same != fits.end()) {
    drop.fit = *same;
  } else if (fits.size() == 1) {
    drop.fit = fits.front();
  } else if (!turned && !fits.empty()) {
    drop.fit = *std::min_element(fits.begin(), fits.end(),
                                 [&off](const auto& a, const auto& b) { return off(a) < off(b); });
  }
  drop.moved = !(drop.fit == as_held);
  return drop;
}

std::optional<BlokusFit> BlokusController::next_fit(blokus::Color color, blokus::PieceId piece,
                                                    std::uint8_t held, GridCell cell) const {
  const auto fits = fits_covering(color, piece, cell);
  if (fits.empty()) return std::nullopt;
  for (const auto& f : fits) {
    if (f.orientation > held) return f;
  }
  return fits.front();
}

Result<blokus::PlacementInfo> BlokusController::place(blokus::Color color,
                                                      const std::vector<GridCell>& cells,
                                                      BlokusEntry entry, std::int64_t now_ms) {
  return put(color, cells, entry, false, now_ms);
}

Result<blokus::PlacementInfo> BlokusController::overrule(blokus::Color color,
                                                         const std::vector<GridCell>& cells,
                                                         BlokusEntry entry, std::int64_t now_ms) {
  return put(color, cells, entry, true, now_ms);
}

Result<blokus::PlacementInfo> BlokusController::put(blokus::Color color,
                                                    const std::vector<GridCell>& cells,
                                                    BlokusEntry entry, bool overruled,
                                                    std::int64_t now_ms,
                                                    std::optional<std::uint64_t> seed, bool redo) {
  if (!is_open()) return Violation{db::StoreReason::kNotFound};
  blokus::GameState next = state_;
  auto placed = overruled ? next.overrule(color, cells) : next.play(color, cells);
  if (!placed) return placed;
  const std::int64_t used =
      redo && !undone_.empty() ? undone_.back().record.used_ms : turn_elapsed(now_ms);
  BlokusMoveRecord record{color,
                          seat_for(color),
                          used,
                          overruled,
                          entry == BlokusEntry::kTray,
                          entry == BlokusEntry::kTimeout};
  const char* entry_name = entry == BlokusEntry::kTray      ? "tray"
                           : entry == BlokusEntry::kTimeout ? "timeout"
                                                            : "cells";
  const std::string payload =
      event_payload(state_.variant(), color, placed.value().cells, entry_name, used, seed, redo);
  auto stored = store_->append_event(session_id_, overruled ? "overrule" : "place", payload);
  if (!stored) return stored.violations();
  ++event_count_;
  position_events_ = event_count_;
  state_ = std::move(next);
  moves_.push_back(record);
  if (redo) {
    undone_.pop_back();
  } else {
    undone_.clear();
  }
  banked_ms_ = 0;
  running_since_ = now_ms;
  if (auto status = sync_status(); !status) return status.violations();
  return placed;
}

Status BlokusController::undo(std::int64_t now_ms) {
  if (!is_open()) return Violation{db::StoreReason::kNotFound};
  blokus::GameState next = state_;
  if (auto undone = next.undo(); !undone) return undone;
  auto stored = store_->append_event(session_id_, "undo", "{}");
  if (!stored) return stored.violations();
  ++event_count_;
  position_events_ = event_count_;
  const auto last = state_.history().back();
  if (!moves_.empty()) {
    banked_ms_ = moves_.back().used_ms;  // the clock goes back to where that move ended
    if (!last.setup) {
      undone_.push_back(
          BlokusUndone{moves_.back(), state_.describe(last.color, last.placement).cells});
    }
    moves_.pop_back();
  }
  state_ = std::move(next);
  running_since_ = now_ms;
  return sync_status();
}

Status BlokusController::redo(std::int64_t now_ms) {
  if (!is_open()) return Violation{db::StoreReason::kNotFound};
  if (undone_.empty()) return Violation{blokus::Reason::kBlokusNothingToRedo};
  const BlokusUndone again = undone_.back();
  const auto entry = again.record.timeout ? BlokusEntry::kTimeout
                     : again.record.tray  ? BlokusEntry::kTray
                                          : BlokusEntry::kCells;
  auto placed = put(again.record.color, again.cells, entry, again.record.overruled, now_ms,
                    std::nullopt, true);
  if (!placed) return placed.violations();
  return Done{};
}

Status BlokusController::pause(std::int64_t now_ms) {
  if (!is_open()) return Violation{db::StoreReason::kNotFound};
  if (!running_) return Done{};
  const std::int64_t elapsed = turn_elapsed(now_ms);
  Json json;
  json["action"] = "pause";
  json["elapsed_ms"] = elapsed;
  auto stored = store_->append_event(session_id_, "clock", json.dump());
  if (!stored) return stored.violations();
  ++event_count_;
  running_ = false;
  banked_ms_ = elapsed;
  return Done{};
}

Status BlokusController::resume(std::int64_t now_ms) {
  if (!is_open()) return Violation{db::StoreReason::kNotFound};
  if (running_) return Done{};
  Json json;
  json["action"] = "resume";
  json["elapsed_ms"] = banked_ms_;
  auto stored = store_->append_event(session_id_, "clock", json.dump());
  if (!stored) return stored.violations();
  ++event_count_;
  running_ = true;
  running_since_ = now_ms;
  return Done{};
}

void BlokusController::checkpoint(std::int64_t now_ms) {
  if (!is_open() || !running_ || state_.game_over()) return;
  if (now_ms - last_checkpoint_ < 1000) return;
  last_checkpoint_ = now_ms;
  Json json;
  json["events"] = event_count_;
  json["elapsed_ms"] = turn_elapsed(now_ms);
  (void)store_->set_setting(clock_key(), json.dump());
}

std::string BlokusController::clock_key() const {
  return "blokus.clock." + std::to_string(session_id_);
}

int BlokusController::seat_of_player(int player) const {
  const auto& info = state_.info();
  for (int c = 0; c < info.colors; ++c) {
    if (info.owner[static_cast<std::size_t>(c)] == player &&
        seat_of_color_[static_cast<std::size_t>(c)] >= 0) {
      return seat_of_color_[static_cast<std::size_t>(c)];
    }
  }
  return -1;
}

std::vector<std::string> BlokusController::players_of(const blokus::PlayerScore& player) const {
  std::vector<int> seen;
  std::vector<std::string> players;
  for (const auto color : player.colors) {
    const int seat = seat_for(color);
    if (seat < 0 || std::find(seen.begin(), seen.end(), seat) != seen.end()) continue;
    seen.push_back(seat);
    players.push_back(seats_[static_cast<std::size_t>(seat)].player);
  }
  return players;
}

int BlokusController::seat_for(blokus::Color color) const {
  if (color >= blokus::kMaxColors) return -1;
  if (state_.info().shared_color == color) return seat_of_player(state_.player_for(color));
  return seat_of_color_[color];
}

std::int64_t BlokusController::turn_elapsed(std::int64_t now_ms) const {
  if (!running_ || state_.game_over()) return banked_ms_;
  return banked_ms_ + std::max<std::int64_t>(0, now_ms - running_since_);
}

int BlokusController::clock_player() const {
  const auto color = state_.to_move();
  return color ? seat_for(*color) : -1;
}

std::int64_t BlokusController::total_used(int seat, std::int64_t now_ms) const {
  // The extra time of each move is used first; only the rest counts against the total.
  std::int64_t used = 0;
  for (const auto& move : moves_) {
    if (move.player == seat) used += blokus::charged_to_total(clock_config_, move.used_ms);
  }
  if (clock_player() == seat) used += blokus::charged_to_total(clock_config_, turn_elapsed(now_ms));
  return used;
}

bool BlokusController::timed_out(std::int64_t now_ms) const {
  if (!timeout_rule() || state_.game_over()) return false;
  const int player = clock_player();
  if (player < 0) return false;
  return blokus::out_of_time(clock_config_, total_used(player, now_ms), turn_elapsed(now_ms));
}

std::uint64_t BlokusController::timeout_seed() const {
  return blokus::timeout_seed(session_id_, position_events_);
}

std::optional<blokus::PlacementInfo> BlokusController::timeout_proposal() const {
  const auto color = state_.to_move();
  if (!color) return std::nullopt;
  const auto placement = blokus::timeout_placement(state_, *color, timeout_seed());
  if (!placement) return std::nullopt;
  return state_.describe(*color, *placement);
}

Result<blokus::PlacementInfo> BlokusController::confirm_timeout(std::int64_t now_ms) {
  if (!is_open()) return Violation{db::StoreReason::kNotFound};
  const auto proposal = timeout_proposal();
  if (!proposal) return Violation{blokus::Reason::kBlokusGameOver};
  return put(proposal->color, proposal->cells, BlokusEntry::kTimeout, false, now_ms,
             timeout_seed());
}

std::string BlokusController::result_json() const {
  const auto scores = blokus::score(state_);
  Json result;
  result["players"] = Json::array();
  for (std::size_t i = 0; i < seats_.size(); ++i) {
    int player = -1;
    for (int c = 0; c < state_.colors(); ++c) {
      if (seat_of_color_[static_cast<std::size_t>(c)] == static_cast<int>(i) &&
          state_.info().owner[static_cast<std::size_t>(c)] >= 0) {
        player = state_.info().owner[static_cast<std::size_t>(c)];
        break;
      }
    }
    Json row;
    row["name"] = seats_[i].player;
    int score = 0;
    int rank = 0;
    for (const auto& p : scores.players) {
      if (p.player != player) continue;
      score = online_scoring_ ? -p.remaining_squares : p.boxed;
      rank = online_scoring_ ? p.rank_online : p.rank_boxed;
    }
    row["score"] = score;
    row["rank"] = rank;
    row["winner"] = rank == 1;
    result["players"].push_back(row);
  }
  std::int64_t used = 0;
  for (const auto& move : moves_) used += move.used_ms;
  result["duration_s"] = used / 1000;
  return result.dump();
}

Status BlokusController::sync_status() {
  return end_.sync(*store_, session_id_, state_.game_over(), [this] { return result_json(); });
}

std::string blokus_seat_name(std::string_view role, std::size_t seat, const RenderText& render) {
  if (!render) return "Player " + std::to_string(seat + 1);
  if (role == "all") return render(CatalogText{"blokus.player.solo", {}, {}});
  std::string name;
  for (const auto& part : role_parts(role)) {
    if (!name.empty()) name += "+";
    name += render(CatalogText{"blokus.color." + part, {}, {}});
  }
  return name;
}

namespace {

// The record of a .blksgf game; `seat_name(seat, role)` names each seat.
Result<BlokusRecord> record_from_sgf(
    std::string_view text,
    const std::function<std::string(std::size_t, const std::string&)>& seat_name) {
  auto game = blokus::read_sgf(text);
  if (!game) return game.violations();
  const auto variant = game.value().variant;
  // Check the whole game before anything is written. A file records no first-move rule
  // (Pentobi's start corners are fixed): a game whose colours started in other corners (an
  // any-corner session, a board saved from a photo) is read under the any-corner rule when
  // the fixed corners refuse it and that rule accepts it.
  auto replayed = blokus::replay(game.value());
  bool any_corner = false;
  if (replayed.first_invalid && variant != blokus::Variant::kDuo) {
    auto corners = blokus::replay(game.value(), blokus::Options{blokus::FirstMove::kAnyFreeCorner});
    if (!corners.first_invalid) {
      replayed = std::move(corners);
      any_corner = true;
    }
  }
  if (replayed.first_invalid) return replayed.first_invalid->violations;
  const GameInfo* home = find_game("blokus");
  const controllers::VariantInfo* home_variant =
      home != nullptr ? find_variant(*home, blokus_home_variant(variant)) : nullptr;
  if (home == nullptr || home_variant == nullptr) {
    return Violation{SetupReason::kUnknownVariant,
                     {Param{"variant", blokus_home_variant(variant)}}};
  }
  SessionSetup setup = default_setup(*home, *home_variant);
  if (any_corner) setup.options["first_move"] = "any-corner";
  for (std::size_t i = 0; i < setup.seats.size(); ++i) {
    setup.seats[i].player = seat_name(i, setup.seats[i].role);
  }
  if (auto valid = validate(setup); !valid) return valid.violations();
  BlokusRecord record;
  // When it was played (the file's DT), not when it is imported. DT has no time of day: noon
  // UTC keeps the same date in every time zone from UTC-11 to UTC+11.
  if (!game.value().date.empty()) record.session.created_at = game.value().date + "T12:00:00.000Z";
  record.session.game = setup.game;
  record.session.variant = setup.variant;
  record.session.rules_json = rules_json(setup);
  for (std::size_t i = 0; i < setup.seats.size(); ++i) {
    record.session.seats.push_back(
        db::SeatEntry{static_cast<int>(i), setup.seats[i].player, setup.seats[i].role});
  }
  auto add = [&](std::string kind, const Json& json) {
    db::Event event;
    event.seq = static_cast<std::int64_t>(record.events.size()) + 1;
    event.kind = std::move(kind);
    event.payload = json.dump();
    record.events.push_back(std::move(event));
  };
  std::size_t index = 0;
  const auto& to_move = game.value().to_move;
  auto flush_to_move = [&](std::size_t before) {
    for (const auto& [at, color] : to_move) {
      if (at != before) continue;
      Json json;
      json["color"] = std::string(blokus::color_name(variant, color));
      add("to_move", json);
    }
  };
  for (const auto& placement : game.value().placements) {
    flush_to_move(index);
    Json json;
    json["color"] = std::string(blokus::color_name(variant, placement.color));
    json["cells"] = blokus::format_cells(placement.cells);
    if (!placement.setup) {
      json["entry"] = "file";
      json["used_ms"] = 0;
    }
    add(placement.setup ? "setup" : placement.overruled ? "overrule" : "place", json);
    ++index;
  }
  flush_to_move(index);
  BlokusController folded;
  if (auto loaded = folded.load(record.session, record.events, 0); !loaded) {
    return loaded.violations();
  }
  if (folded.state().game_over()) {
    record.session.status = db::SessionStatus::kFinished;
    record.session.result_json = folded.result_json();
  }
  return record;
}

}  // namespace

Result<BlokusRecord> blokus_record_from_sgf(std::string_view text,
                                            const std::vector<std::string>& player_names) {
  return record_from_sgf(text, [&](std::size_t seat, const std::string&) {
    return seat < player_names.size() ? player_names[seat] : "Player " + std::to_string(seat + 1);
  });
}

Result<BlokusRecord> blokus_import_record(std::string_view text, const RenderText& render) {
  return record_from_sgf(text, [&](std::size_t seat, const std::string& role) {
    return blokus_seat_name(role, seat, render);
  });
}

Result<std::int64_t> create_blokus_session_from_sgf(db::Store& store, std::string_view text,
                                                    const std::vector<std::string>& player_names) {
  auto record = blokus_record_from_sgf(text, player_names);
  if (!record) return record.violations();
  const auto& r = record.value();
  // A file that says when it was played keeps that date (its events get it too).
  if (!r.session.created_at.empty()) {
    return import_session(store, SessionRecord{r.session, r.events});
  }
  db::NewSession session;
  session.game = r.session.game;
  session.variant = r.session.variant;
  session.rules_json = r.session.rules_json;
  session.seats = r.session.seats;
  auto created = store.create_session(session);
  if (!created) return created;
  const std::int64_t id = created.value();
  for (const auto& event : r.events) {
    if (auto s = store.append_event(id, event.kind, event.payload); !s) return s.violations();
  }
  if (r.session.status == db::SessionStatus::kFinished) {
    if (auto s = store.set_status(id, db::SessionStatus::kFinished, r.session.result_json); !s) {
      return s.violations();
    }
  }
  return id;
}

Result<BlokusController> blokus_controller_at(const db::SessionSummary& session,
                                              const std::vector<db::Event>& events,
                                              std::size_t step) {
  const auto n = static_cast<std::ptrdiff_t>(std::min(step, events.size()));
  const std::vector<db::Event> first(events.begin(), events.begin() + n);
  BlokusController controller;
  if (auto loaded = controller.load(session, first, 0); !loaded) return loaded.violations();
  return controller;
}

Result<blokus::GameState> blokus_state_of(const db::SessionSummary& session,
                                          const std::vector<db::Event>& events) {
  BlokusController controller;
  if (auto loaded = controller.load(session, events, 0); !loaded) return loaded.violations();
  return controller.state();
}

Result<std::string> export_blksgf(db::Store& store, std::int64_t session_id) {
  auto summary = store.session(session_id);
  if (!summary) return summary.violations();
  auto rows = store.events(session_id);
  if (!rows) return rows.violations();
  return write_blksgf(summary.value(), rows.value());
}

Result<std::string> write_blksgf(const db::SessionSummary& session,
                                 const std::vector<db::Event>& events) {
  auto state = blokus_state_of(session, events);
  if (!state) return state.violations();
  // DT: the day the table played, in its own time zone (an import reads it back as that day).
  return blokus::write_sgf(state.value(), local_time_text(session.created_at, "%Y-%m-%d"));
}

}  // namespace tableref::controllers

#include "tableref/controllers/blokus/game.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>

#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/blokus/variants.hpp"
#include "tableref/controllers/game_setup.hpp"
#include "tableref/controllers/json_input.hpp"
#include "tableref/controllers/setup_reason.hpp"
#include "tableref/referee/blokus/scoring.hpp"
#include "tableref/referee/blokus/sgf.hpp"

namespace tableref::controllers {
namespace {

using Json = nlohmann::ordered_json;
using Kind = BlokusEvent::Kind;

// Field readers that never throw: a missing field or one of another type reads as empty / 0.
std::string text_of(const Json& json, const char* key) {
  const auto it = json.find(key);
  return it != json.end() && it->is_string() ? it->get<std::string>() : std::string();
}
std::int64_t int_of(const Json& json, const char* key) {
  const auto it = json.find(key);
  return it != json.end() && it->is_number_integer() ? it->get<std::int64_t>() : 0;
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

// The rules JSON as the session plays it; the referee's options beside.
BlokusSessionRules read_rules(const Json& rules, blokus::Options& options) {
  BlokusSessionRules read;
  if (!rules.is_object()) return read;
  // Absent in sessions stored before the rule existed: they were played without it.
  read.timeout_rule = rules.contains("timeout_piece") &&
                      (rules["timeout_piece"] == true || rules["timeout_piece"] == "true");
  if (text_of(rules, "first_move") == "any-corner") {
    options.first_move = blokus::FirstMove::kAnyFreeCorner;
  }
  read.online_scoring = text_of(rules, "scoring") == "online";
  const auto clocks = parse_clocks(rules);
  read.clocks = clocks.has_value();
  read.clock = clocks.value_or(BlokusClockConfig{});
  return read;
}

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

}  // namespace

int blokus_seat_of_player(const BlokusPlay& play, int player) {
  const auto& info = play.game.info();
  for (int c = 0; c < info.colors; ++c) {
    const auto at = static_cast<std::size_t>(c);
    if (info.owner[at] == player && play.seat_of_color[at] >= 0) return play.seat_of_color[at];
  }
  return -1;
}

int blokus_seat_for(const BlokusPlay& play, blokus::Color color) {
  if (color >= blokus::kMaxColors) return -1;
  if (play.game.info().shared_color == color) {
    return blokus_seat_of_player(play, play.game.player_for(color));
  }
  return play.seat_of_color[color];
}

Result<SessionStart<BlokusPlay>> BlokusGame::initial(const db::SessionSummary& session,
                                                     const std::vector<db::Event>& /*rows*/) {
  const auto variant = blokus_variant(session.variant);
  if (!variant) {
    return Violation{SetupReason::kUnknownVariant, {Param{"variant", session.variant}}};
  }
  blokus::Options options;
  BlokusPlay play;
  play.rules =
      read_rules(json_input::parse_tolerant<Json>(session.rules_json).value_or(Json()), options);
  play.game = blokus::GameState(*variant, options);
  auto seats = session.seats;
  std::sort(seats.begin(), seats.end(),
            [](const db::SeatEntry& a, const db::SeatEntry& b) { return a.seat < b.seat; });
  play.seat_of_color.assign(blokus::kMaxColors, -1);
  for (std::size_t i = 0; i < seats.size(); ++i) {
    for (const auto& word : role_parts(seats[i].role)) {
      for (int c = 0; c < play.game.colors(); ++c) {
        const auto color = static_cast<blokus::Color>(c);
        if (word == "all" || word == blokus_color_word(*variant, color)) {
          play.seat_of_color[static_cast<std::size_t>(c)] = static_cast<int>(i);
        }
      }
    }
  }
  return SessionStart<BlokusPlay>{std::move(play), 0};
}

Result<BlokusPlay> BlokusGame::apply(const BlokusPlay& state, const BlokusEvent& event) {
  BlokusPlay next = state;
  switch (event.kind) {
    case Kind::kToMove:
      next.game.set_to_move(event.color);
      return next;
    case Kind::kSetup:
      if (auto placed = next.game.setup(event.color, event.cells); !placed) {
        return placed.violations();
      }
      return next;
    case Kind::kPlace:
    case Kind::kOverrule:
      break;
  }
  const bool overruled = event.kind == Kind::kOverrule;
  const BlokusMoveRecord record{event.color,           blokus_seat_for(state, event.color),
                                event.used_ms,         overruled,
                                event.entry == "tray", event.entry == "timeout"};
  auto placed = overruled ? next.game.overrule(event.color, event.cells)
                          : next.game.play(event.color, event.cells);
  if (!placed) return placed.violations();
  next.moves.push_back(record);
  return next;
}

std::string BlokusGame::result_json(const BlokusPlay& state,
                                    const std::vector<db::SeatEntry>& seats) {
  const auto& game = state.game;
  const auto scores = blokus::score(game);
  const bool online = state.rules.online_scoring;
  Json result;
  result["players"] = Json::array();
  for (std::size_t i = 0; i < seats.size(); ++i) {
    int player = -1;
    for (int c = 0; c < game.colors(); ++c) {
      const auto at = static_cast<std::size_t>(c);
      if (state.seat_of_color[at] == static_cast<int>(i) && game.info().owner[at] >= 0) {
        player = game.info().owner[at];
        break;
      }
    }
    Json row;
    row["name"] = seats[i].player;
    int score = 0;
    int rank = 0;
    for (const auto& p : scores.players) {
      if (p.player != player) continue;
      score = online ? -p.remaining_squares : p.boxed;
      rank = online ? p.rank_online : p.rank_boxed;
    }
    row["score"] = score;
    row["rank"] = rank;
    row["winner"] = rank == 1;
    result["players"].push_back(row);
  }
  std::int64_t used = 0;
  for (const auto& move : state.moves) used += move.used_ms;
  result["duration_s"] = used / 1000;
  return result.dump();
}

std::string_view BlokusGame::kind(const BlokusEvent& event) {
  switch (event.kind) {
    case Kind::kOverrule:
      return "overrule";
    case Kind::kSetup:
      return "setup";
    case Kind::kToMove:
      return "to_move";
    case Kind::kPlace:
      break;
  }
  return "place";
}

std::string BlokusGame::payload(const BlokusEvent& event) {
  Json json;
  json["color"] = std::string(blokus::color_name(event.variant, event.color));
  if (event.kind == Kind::kToMove) return json.dump();
  json["cells"] = blokus::format_cells(event.cells);
  if (!event.entry.empty()) {
    json["entry"] = event.entry;
    json["used_ms"] = event.used_ms;
  }
  if (event.timeout_seed) json["timeout_seed"] = *event.timeout_seed;
  if (event.redo) json["redo"] = true;
  return json.dump();
}

Result<BlokusEvent> BlokusGame::decode_at(const BlokusPlay& state, std::string_view kind,
                                          std::string_view payload, std::string_view at) {
  const std::string where(at);
  BlokusEvent event;
  if (kind == "place") {
    event.kind = Kind::kPlace;
  } else if (kind == "overrule") {
    event.kind = Kind::kOverrule;
  } else if (kind == "setup") {
    event.kind = Kind::kSetup;
  } else if (kind == "to_move") {
    event.kind = Kind::kToMove;
  } else {
    return json_input::not_one_of(json_input::child(where, "kind"), kind,
                                  "place | overrule | setup | to_move | undo | clock");
  }
  // The shared reader says where the text broke (line and column).
  auto parsed = json_input::parse_ordered(payload);
  if (!parsed) return parsed.violations();
  const Json& json = parsed.value();
  if (!json.is_object()) return about(InputReason::kNotObject, where);
  event.variant = state.game.variant();
  const auto color = stored_color(json, where, event.variant);
  if (!color) return color.violations();
  event.color = color.value();
  if (event.kind == Kind::kToMove) return event;
  const auto cells_text = stored_text(json, where, "cells");
  if (!cells_text) return cells_text.violations();
  const auto cells = parse_cells(cells_text.value());
  if (!cells) {
    return Violation{
        InputReason::kNotLike,
        {Param{"key", json_input::child(where, "cells")}, Param{"value", cells_text.value()},
         Param{"example", std::string("a20,b20")}}};
  }
  event.cells = *cells;
  if (event.kind == Kind::kSetup) return event;
  // A move keeps how it was entered; one stored before the entry was recorded reads as cells.
  event.entry = json.contains("entry") ? text_of(json, "entry") : std::string("cells");
  event.used_ms = int_of(json, "used_ms");
  if (const auto seed = json.find("timeout_seed");
      seed != json.end() && seed->is_number_unsigned()) {
    event.timeout_seed = seed->get<std::uint64_t>();
  }
  event.redo = json.contains("redo") && json["redo"] == true;
  return event;
}

}  // namespace tableref::controllers

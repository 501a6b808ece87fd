// Blokus in History: the referee's position after the first `step` events (pieces placed
// and squares left per color, who is to move, the game's end) and each seat's score.
#include <algorithm>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/controllers/blokus/history.hpp"
#include "tableref/controllers/json_input.hpp"
#include "tableref/referee/blokus/geometry.hpp"
#include "tableref/referee/blokus/piece.hpp"
#include "tableref/referee/blokus/scoring.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "tableref/referee/blokus/trigon_piece.hpp"
#include "tableref/referee/blokus/variant.hpp"

namespace tableref::controllers {
namespace {

std::string text_of(const nlohmann::json& json, const char* key) {
  const auto it = json.find(key);
  return it != json.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// "a20,b20" as cells, or nullopt when a part is no cell.
std::optional<std::vector<blokus::Offset>> offsets_of(const std::string& text) {
  std::vector<blokus::Offset> cells;
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto end = std::min(text.find(',', start), text.size());
    const auto cell = blokus::parse_cell(std::string_view(text).substr(start, end - start));
    if (!cell || cell->x < 0 || cell->y < 0 || cell->x > 127 || cell->y > 127) return std::nullopt;
    cells.push_back({static_cast<std::int8_t>(cell->x), static_cast<std::int8_t>(cell->y)});
    start = end + 1;
  }
  return cells;
}

// The name of the piece on these board cells ("?" when they form none): Trigon's triangles
// are moved into the pieces' frame first (the board's columns start at another parity).
std::string piece_of(blokus::Variant variant, std::vector<blokus::Offset> cells) {
  const auto& info = blokus::variant_info(variant);
  if (info.cells == blokus::CellShape::kTriangle) {
    const int shift = blokus::Geometry::of(info).up_shift();
    for (auto& c : cells) c.x = static_cast<std::int8_t>(c.x + shift);
    const auto shape = blokus::identify_trigon_shape(cells);
    if (!shape) return "?";
    return std::string(blokus::piece_name(blokus::CellShape::kTriangle, shape->piece));
  }
  const auto shape = blokus::identify_shape(cells);
  return shape ? std::string(blokus::piece_name(shape->piece)) : std::string("?");
}

// One stored row in words, read from the row alone (a placement names its color, piece and
// squares; no fold needed). A row of a known kind that does not read says so; empty key for
// a kind Blokus does not store (the shared "Event: kind").
CatalogText describe_row(blokus::Variant variant, const db::Event& row) {
  if (row.kind == "undo") return {"replay.event.undo", {}, {}};
  const bool placement = row.kind == "place" || row.kind == "overrule" || row.kind == "setup";
  if (!placement && row.kind != "clock" && row.kind != "to_move") return {};
  const auto parsed = json_input::parse_tolerant(row.payload);
  if (!parsed || !parsed->is_object()) return unreadable_event_line(row);
  const auto& json = *parsed;
  if (row.kind == "clock") {
    const auto action = text_of(json, "action");
    // The clock is not the game: an undo takes back the last move, never a pause.
    if (action == "pause") return {"replay.event.blokus.pause", {}, {}, false};
    if (action == "resume") return {"replay.event.blokus.resume", {}, {}, false};
    return {};
  }
  const auto color = blokus::color_from_name(variant, text_of(json, "color"));
  if (!color) return unreadable_event_line(row);
  const std::vector<std::pair<std::string, std::string>> keyed{
      {"color", "blokus.color." + blokus_color_word(variant, *color)}};
  if (row.kind == "to_move") return {"replay.event.blokus.to_move", {}, keyed, false};
  const auto cells = offsets_of(text_of(json, "cells"));
  if (!cells || cells->empty()) return unreadable_event_line(row);
  const std::vector<Param> params{Param{"piece", piece_of(variant, *cells)},
                                  Param{"squares", static_cast<std::int64_t>(cells->size())}};
  // A placement the referee proposed when the seat's time ran out, confirmed by the table.
  if (row.kind == "place" && text_of(json, "entry") == "timeout") {
    return {"replay.event.blokus.timeout", params, keyed};
  }
  // A file's set-up is where the session starts: undo never takes it back.
  return {"replay.event.blokus." + row.kind, params, keyed, row.kind != "setup"};
}

class BlokusHistory final : public GameHistory {
 public:
  [[nodiscard]] std::string_view game() const override { return "blokus"; }
  [[nodiscard]] BgStatsGame bgstats() const override {
    return BgStatsGame{"Blokus", 2453, true, false, false};
  }
  [[nodiscard]] BgStatsGame bgstats_for(std::string_view variant) const override {
    if (variant == "duo") return BgStatsGame{"Blokus Duo", 16395, true, false, false};
    // BoardGameGeek's ids of Blokus Trigon and Blokus Junior are not in the reference; they
    // are logged as Blokus with their variant in the statistics (docs/blokus.md).
    return bgstats();
  }
  // One "<color>" and one "variant:<variant>" entry per color played, valued at its score.
  [[nodiscard]] std::vector<PlayerFigure> player_groups(const SessionRecord& r) const override {
    std::vector<PlayerFigure> groups;
    auto state = blokus_state_of(r.session, r.events);
    if (!state) return groups;
    const auto& s = state.value();
    const auto scores = blokus::score(s);
    for (const auto& c : scores.colors) {
      const auto* seat = seat_of(r, c.player);
      if (seat == nullptr) continue;
      const auto color =
          seat->role.empty() ? std::string(blokus::color_name(s.variant(), c.color)) : seat->role;
      groups.push_back({seat->player, color, static_cast<double>(c.boxed)});
      groups.push_back(
          {seat->player, "variant:" + r.session.variant, static_cast<double>(c.boxed)});
    }
    return groups;
  }
  [[nodiscard]] std::vector<PlayerFigure> player_figures(const SessionRecord& r) const override {
    std::vector<PlayerFigure> figures;
    auto state = blokus_state_of(r.session, r.events);
    if (!state) return figures;
    const auto& s = state.value();
    for (const auto& c : blokus::score(s).colors) {
      if (const auto* seat = seat_of(r, c.player)) {
        figures.push_back({seat->player, "score", static_cast<double>(c.boxed)});
        figures.push_back({seat->player, "squares_left", static_cast<double>(c.remaining_squares)});
      }
    }
    return figures;
  }
  // Per color "replay.blokus.color" (or ".color_out", ".color_shared" for the shared color
  // of the three-player game): pieces placed and squares (or triangles) left; then who is to
  // move.
  [[nodiscard]] std::vector<CatalogText> replay_summary(const SessionRecord& r,
                                                        std::size_t step) const override {
    auto at = blokus_controller_at(r.session, r.events, step);
    if (!at) return {};
    const auto& s = at.value().state();
    std::vector<CatalogText> lines;
    for (blokus::Color c = 0; c < static_cast<blokus::Color>(s.colors()); ++c) {
      const auto color = "blokus.color." + blokus_color_word(s.variant(), c);
      // `edge` (Trigon's hexagon, 0 on squares) says whether squares or triangles are left.
      const std::vector<Param> counts{Param{"placed", std::int64_t{s.placed_count(c)}},
                                      Param{"left", std::int64_t{s.remaining_squares(c)}},
                                      Param{"edge", std::int64_t{s.info().edge}}};
      if (const auto* seat = seat_of(r, s.player_for(c))) {
        auto params = counts;
        params.push_back(Param{"player", seat->player});
        lines.push_back({s.is_out(c) ? "replay.blokus.color_out" : "replay.blokus.color",
                         params,
                         {{"color", color}}});
      } else {
        lines.push_back({"replay.blokus.color_shared", counts, {{"color", color}}});
      }
    }
    if (s.game_over()) {
      lines.push_back({"replay.game_over", {}, {}});
    } else if (const auto next = s.to_move()) {
      lines.push_back({"replay.blokus.to_move",
                       {},
                       {{"color", "blokus.color." + blokus_color_word(s.variant(), *next)}}});
    }
    return lines;
  }
  [[nodiscard]] std::optional<LivePosition> live_position(const SessionRecord& r) const override {
    return blokus_live_position(r);
  }
  // "replay.event.blokus.place" (".overrule", ".setup", ".timeout"): color, piece and squares; the
  // clocks paused or resumed; a file's side to move.
  [[nodiscard]] std::vector<CatalogText> replay_events(const SessionRecord& r) const override {
    std::vector<CatalogText> lines(r.events.size());
    const auto variant = blokus_variant(r.session.variant);
    if (!variant) return lines;
    for (std::size_t i = 0; i < r.events.size(); ++i)
      lines[i] = describe_row(*variant, r.events[i]);
    return lines;
  }

 private:
  // The seat of the referee's player index (none for the shared color).
  static const db::SeatEntry* seat_of(const SessionRecord& r, int player) {
    for (const auto& seat : r.session.seats)
      if (seat.seat == player) return &seat;
    return nullptr;
  }
};

}  // namespace

std::unique_ptr<GameHistory> make_blokus_history() {
  return std::make_unique<BlokusHistory>();
}

}  // namespace tableref::controllers

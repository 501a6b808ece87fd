// Blokus in History: the referee's position after the first `step` events (pieces placed
// and squares left per color, who is to move, the game's end) and each seat's score.
#include <algorithm>
#include <cstdint>
#include <string>

#include "tableref/controllers/blokus_controller.hpp"
#include "tableref/controllers/blokus_history.hpp"
#include "tableref/referee/blokus/scoring.hpp"
#include "tableref/referee/blokus/variant.hpp"

namespace tableref::controllers {
namespace {

class BlokusHistory final : public GameHistory {
 public:
  [[nodiscard]] std::string_view game() const override { return "blokus"; }
  [[nodiscard]] BgStatsGame bgstats() const override {
    return BgStatsGame{"Blokus", 2453, true, false};
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
  // of the three-player game): pieces placed and squares left; then who is to move.
  [[nodiscard]] std::vector<CatalogText> replay_summary(const SessionRecord& r,
                                                        std::size_t step) const override {
    auto at = blokus_controller_at(r.session, r.events, step);
    if (!at) return {};
    const auto& s = at.value().state();
    std::vector<CatalogText> lines;
    for (blokus::Color c = 0; c < static_cast<blokus::Color>(s.colors()); ++c) {
      const auto color = "blokus.color." + blokus_color_word(s.variant(), c);
      const std::vector<Param> counts{Param{"placed", std::int64_t{s.placed_count(c)}},
                                      Param{"left", std::int64_t{s.remaining_squares(c)}}};
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

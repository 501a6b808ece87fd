#pragma once
// The statistics view's tables for one game: its groups (Smash Up factions and pairs, Blokus
// colours and variants) with plays, wins, win rate and average score, and per player its
// figures (totals and per-game averages). Read-only views of what StatisticsPage read.
#include <string>
#include <vector>

#include "tableref/controllers/game_figures.hpp"
#include "tableref/controllers/group_statistics.hpp"

namespace tableref::gui {

class AppContext;

void draw_statistics_groups(AppContext& ctx, const std::string& game,
                            const std::vector<controllers::GroupStats>& groups);
// Per player the game's figures over its finished sessions: the total, and under it the
// average per game.
void draw_statistics_figures(AppContext& ctx, const std::string& game,
                             const controllers::GameFigures& figures);

namespace statistics_parts {

// A figure that does not exist yet (no finished game, nothing scored).
inline const std::string kNoFigure = "—";
// One decimal at most ("2.5", "3").
[[nodiscard]] std::string rounded(double value);
// ASCII lower case, for matching names.
[[nodiscard]] std::string lower(std::string text);

}  // namespace statistics_parts

}  // namespace tableref::gui

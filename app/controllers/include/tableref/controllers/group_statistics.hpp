#pragma once
// Statistics by what a game's players care about (Smash Up: faction and faction pair;
// Blokus: colour and variant...): the groups come from the game's GameHistory plug-in
// (player_groups), the wins and scores from each finished session's result.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/game_history.hpp"
#include "tableref/db/store.hpp"

namespace tableref::controllers {

struct GroupStats {
  std::string key;         // "faction:Pirates", "pair:Ninjas + Pirates"
  std::int64_t plays = 0;  // player-sessions in the group (finished sessions only)
  std::int64_t wins = 0;
  std::int64_t scored = 0;
  double total_score = 0;
  [[nodiscard]] double win_rate() const {
    return plays > 0 ? static_cast<double>(wins) / static_cast<double>(plays) : 0.0;
  }
  [[nodiscard]] std::optional<double> average_score() const {
    if (scored == 0) return std::nullopt;
    return total_score / static_cast<double>(scored);
  }
};

// Every group of `game`'s finished sessions that `filter` selects (filter.game is set to
// `game`), most plays first, then by key. Empty when the game has no plug-in or no groups.
[[nodiscard]] Result<std::vector<GroupStats>> group_statistics(db::Store& store,
                                                               const std::string& game,
                                                               db::StatsFilter filter,
                                                               const HistoryRegistry& registry);

}  // namespace tableref::controllers

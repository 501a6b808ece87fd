#pragma once
// The figures a game computes from its sessions' events (Block-Killer attacks sent and
// received, plays, lines; HDCG damage dealt and taken; Blokus score and squares left),
// summed per player over the finished sessions a filter selects, for the statistics page.
// Each session's figures are computed once through the registry (GameHistory::player_figures
// and the game's FigureSources) and cached in the store (session_figures); a session is
// computed again when its event count or kFiguresVersion changes.
#include <cstdint>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/game_history.hpp"
#include "tableref/db/store.hpp"

namespace tableref::controllers {

// Raise when a game's figures change meaning: every cached session is computed again.
inline constexpr std::int64_t kFiguresVersion = 1;

struct GameFigures {
  std::vector<std::string> keys;        // in the order the game reports them
  std::vector<std::string> players;     // most sessions first, then by name
  std::vector<db::FigureTotal> totals;  // per player and key
  std::int64_t computed = 0;            // sessions whose figures this call computed
  [[nodiscard]] const db::FigureTotal* find(const std::string& player,
                                            const std::string& key) const;
};

// `game`'s figures over its finished sessions that `filter` selects (filter.game is set to
// `game`), computing and caching those not cached yet. Empty when the game reports none.
[[nodiscard]] Result<GameFigures> game_figures(db::Store& store, const std::string& game,
                                               db::StatsFilter filter,
                                               const HistoryRegistry& registry);

}  // namespace tableref::controllers

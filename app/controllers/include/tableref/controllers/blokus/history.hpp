#pragma once
// Blokus's History plug-in: replay summary, per-color groups and scores, the live position.
#include <memory>
#include <optional>

#include "tableref/controllers/game_history.hpp"

namespace tableref::controllers {

[[nodiscard]] std::unique_ptr<GameHistory> make_blokus_history();
// The board and the count as they stand, for a follower (blokus/live.cpp).
[[nodiscard]] std::optional<LivePosition> blokus_live_position(const SessionRecord& record);

}  // namespace tableref::controllers

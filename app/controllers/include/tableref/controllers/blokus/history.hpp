#pragma once
// Blokus's History plug-in: replay summary, per-color groups and scores.
#include <memory>

#include "tableref/controllers/game_history.hpp"

namespace tableref::controllers {

[[nodiscard]] std::unique_ptr<GameHistory> make_blokus_history();

}  // namespace tableref::controllers

#pragma once
// Block-Killer's History plug-in: replay summary, attacks sent and received.
#include <memory>

#include "tableref/controllers/game_history.hpp"

namespace tableref::controllers {

[[nodiscard]] std::unique_ptr<GameHistory> make_blockkiller_history();

}  // namespace tableref::controllers

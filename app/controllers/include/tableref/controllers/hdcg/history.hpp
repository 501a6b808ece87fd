#pragma once
// HDCG's History plug-in: replay summary.
#include <memory>

#include "tableref/controllers/game_history.hpp"

namespace tableref::controllers {

[[nodiscard]] std::unique_ptr<GameHistory> make_hdcg_history();

}  // namespace tableref::controllers

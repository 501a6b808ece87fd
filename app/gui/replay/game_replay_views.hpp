#pragma once
// Each game's replay view factory; make_replay_view() (replay_views.cpp) picks one by game.
#include <memory>

#include "replay_view.hpp"

namespace tableref::gui {

[[nodiscard]] std::unique_ptr<ReplayView> make_blokus_replay_view();
[[nodiscard]] std::unique_ptr<ReplayView> make_blockkiller_replay_view();
[[nodiscard]] std::unique_ptr<ReplayView> make_smashup_replay_view();
[[nodiscard]] std::unique_ptr<ReplayView> make_hdcg_replay_view();

}  // namespace tableref::gui

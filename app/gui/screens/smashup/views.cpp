// Smash Up in the GUI: its screen and its replay view.
#include "screens/game_views.hpp"
#include "screens/smashup/screen.hpp"

namespace tableref::gui {

std::unique_ptr<ReplayView> make_smashup_replay_view();  // screens/smashup/replay_view.cpp

GameViews smashup_views() {
  return {"smashup", [] { return std::make_unique<SmashupScreen>(); }, make_smashup_replay_view};
}

}  // namespace tableref::gui

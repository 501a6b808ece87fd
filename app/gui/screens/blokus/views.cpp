// Blokus in the GUI: its screen and its replay view.
#include "screens/blokus/screen.hpp"
#include "screens/game_views.hpp"

namespace tableref::gui {

std::unique_ptr<ReplayView> make_blokus_replay_view();  // screens/blokus/replay_view.cpp

GameViews blokus_views() {
  return {"blokus", [] { return std::make_unique<BlokusScreen>(); }, make_blokus_replay_view};
}

}  // namespace tableref::gui

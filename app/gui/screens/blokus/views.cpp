// Blokus in the GUI: its screen, its replay view and the photo screen.
#include "screens/blokus/photo_screen.hpp"
#include "screens/blokus/screen.hpp"
#include "screens/game_views.hpp"

namespace tableref::gui {

std::unique_ptr<ReplayView> make_blokus_replay_view();  // screens/blokus/replay_view.cpp

GameViews blokus_views() {
  GameViews views{"blokus", [] { return std::make_unique<BlokusScreen>(); },
                  make_blokus_replay_view};
  views.make_more_screens.emplace_back([] { return std::make_unique<BlokusPhotoScreen>(); });
  return views;
}

}  // namespace tableref::gui

// Block-Killer in the GUI: its screen and its replay view.
#include "screens/blockkiller/screen.hpp"
#include "screens/game_views.hpp"

namespace tableref::gui {

std::unique_ptr<ReplayView> make_blockkiller_replay_view();  // screens/blockkiller/replay_view.cpp

GameViews blockkiller_views() {
  return {"blockkiller", [] { return std::make_unique<BlockKillerScreen>(); },
          make_blockkiller_replay_view};
}

}  // namespace tableref::gui

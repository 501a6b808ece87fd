// The tests' example game in the GUI: its screen and its replay view, registered as every
// game's are (tally_views(), read through game_views()).
#include "screens/game_views.hpp"
#include "screens/tally/screen.hpp"

namespace tableref::gui {

std::unique_ptr<ReplayView> make_tally_replay_view();  // screens/tally/replay_view.cpp

GameViews tally_views() {
  return {"tally", [] { return std::make_unique<TallyScreen>(); }, make_tally_replay_view};
}

}  // namespace tableref::gui

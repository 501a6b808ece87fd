// HDCG in the GUI: its screen and its replay view.
#include "screens/game_views.hpp"
#include "screens/hdcg/screen.hpp"

namespace tableref::gui {

std::unique_ptr<ReplayView> make_hdcg_replay_view();  // screens/hdcg/replay_view.cpp

GameViews hdcg_views() {
  return {"hdcg", [] { return std::make_unique<HdcgScreen>(); }, make_hdcg_replay_view};
}

}  // namespace tableref::gui

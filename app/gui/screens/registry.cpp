#include "registry.hpp"

#include "blockkiller_screen.hpp"
#include "blokus_screen.hpp"
#include "hdcg_screen.hpp"
#include "history_screen.hpp"
#include "home_screen.hpp"
#include "replay_screen.hpp"
#include "settings_screen.hpp"
#include "smashup_screen.hpp"

namespace tableref::gui {

std::vector<std::unique_ptr<Screen>> make_screens() {
  std::vector<std::unique_ptr<Screen>> screens;
  screens.push_back(std::make_unique<HomeScreen>());
  screens.push_back(std::make_unique<SettingsScreen>());
  screens.push_back(std::make_unique<HistoryScreen>());
  screens.push_back(std::make_unique<ReplayScreen>());
  screens.push_back(std::make_unique<BlokusScreen>());
  screens.push_back(std::make_unique<BlockKillerScreen>());
  screens.push_back(std::make_unique<SmashupScreen>());
  screens.push_back(std::make_unique<HdcgScreen>());
  return screens;
}

}  // namespace tableref::gui

#include "registry.hpp"

#include "history_screen.hpp"
#include "home_screen.hpp"
#include "replay_screen.hpp"
#include "screens/game_views.hpp"
#include "settings_screen.hpp"

namespace tableref::gui {

std::vector<std::unique_ptr<Screen>> make_screens() {
  std::vector<std::unique_ptr<Screen>> screens;
  screens.push_back(std::make_unique<HomeScreen>());
  screens.push_back(std::make_unique<SettingsScreen>());
  screens.push_back(std::make_unique<HistoryScreen>());
  screens.push_back(std::make_unique<ReplayScreen>());
  for (const auto& game : game_views()) {
    screens.push_back(game.make_screen());
    for (const auto& make : game.make_more_screens) screens.push_back(make());
  }
  return screens;
}

}  // namespace tableref::gui

#include "screens/game_views.hpp"

namespace tableref::gui {

const std::vector<GameViews>& game_views() {
#define TABLEREF_GAME_VIEWS_ENTRY(game) game##_views(),
  static const std::vector<GameViews> views{TABLEREF_FOR_EACH_GAME(TABLEREF_GAME_VIEWS_ENTRY)};
#undef TABLEREF_GAME_VIEWS_ENTRY
  return views;
}

std::unique_ptr<ReplayView> make_replay_view(std::string_view game) {
  for (const auto& views : game_views()) {
    if (views.game == game && views.make_replay_view) return views.make_replay_view();
  }
  return nullptr;
}

}  // namespace tableref::gui

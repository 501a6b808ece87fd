#include "screens/game_views.hpp"

namespace tableref::gui {

const std::vector<GameViews>& game_views() {
#define TABLEREF_GAME_VIEWS_ENTRY(game) game##_views(),
  static const std::vector<GameViews> views{TABLEREF_FOR_EACH_GAME(TABLEREF_GAME_VIEWS_ENTRY)};
#undef TABLEREF_GAME_VIEWS_ENTRY
  return views;
}

}  // namespace tableref::gui

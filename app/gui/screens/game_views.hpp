#pragma once
// What a game brings to the GUI: its screen, its replay view and any screens of its own. Each game
// builds its entry in its screen folder (screens/<game>/views.cpp); game_views() lists them in the
// order of TABLEREF_FOR_EACH_GAME (tableref/app/games.hpp), and the screen registry and the
// replay screen read that list.
#include <functional>
#include <memory>
#include <string_view>
#include <vector>

#include "replay/replay_view.hpp"
#include "screens/screen.hpp"
#include "tableref/app/games.hpp"

namespace tableref::gui {

struct GameViews {
  std::string_view game;  // the game's id, as in its GameModule
  std::function<std::unique_ptr<Screen>()> make_screen;
  std::function<std::unique_ptr<ReplayView>()> make_replay_view;
  // Screens of the game's own beyond its table (Blokus: reading a board from a photo).
  std::vector<std::function<std::unique_ptr<Screen>()>> make_more_screens = {};
};

[[nodiscard]] const std::vector<GameViews>& game_views();

// The replay view of `game`, or nullptr when the game has none yet.
[[nodiscard]] std::unique_ptr<ReplayView> make_replay_view(std::string_view game);

#define TABLEREF_DECLARE_GAME_VIEWS(game) [[nodiscard]] GameViews game##_views();
TABLEREF_FOR_EACH_GAME(TABLEREF_DECLARE_GAME_VIEWS)
#undef TABLEREF_DECLARE_GAME_VIEWS

}  // namespace tableref::gui

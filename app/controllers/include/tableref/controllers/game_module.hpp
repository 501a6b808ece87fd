#pragma once
// What a game brings to the app below the screens: the choices Home offers when a session
// starts, its History plug-in, its own file formats and extra figures. Each game builds its
// module in its own folder (app/controllers/src/<game>/module.cpp); game_modules() lists
// them in the order of TABLEREF_FOR_EACH_GAME (games.hpp), and the setup, the history
// registry and the CLI read that list.
#include <functional>
#include <memory>
#include <vector>

#include "tableref/app/games.hpp"
#include "tableref/base/reason_code.hpp"
#include "tableref/controllers/game_history.hpp"
#include "tableref/controllers/game_setup.hpp"

namespace tableref::controllers {

struct GameModule {
  GameInfo setup;
  std::function<std::unique_ptr<GameHistory>()> make_history;
  std::vector<SessionFormat> formats;
  std::vector<FigureSource> figures;
  // Every reason code the game's rules raise (its referee's <game>::reasons()), so that the
  // layers above can walk them without naming the game.
  std::vector<ReasonCode> reasons;
};

[[nodiscard]] const std::vector<GameModule>& game_modules();

#define TABLEREF_DECLARE_GAME_MODULE(game) [[nodiscard]] GameModule game##_module();
TABLEREF_FOR_EACH_GAME(TABLEREF_DECLARE_GAME_MODULE)
#undef TABLEREF_DECLARE_GAME_MODULE

}  // namespace tableref::controllers

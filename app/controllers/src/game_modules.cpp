#include "tableref/controllers/game_module.hpp"

#include "tableref/app/games.hpp"

namespace tableref::controllers {

const std::vector<GameModule>& game_modules() {
#define TABLEREF_GAME_MODULE_ENTRY(game) game##_module(),
  static const std::vector<GameModule> modules{TABLEREF_FOR_EACH_GAME(TABLEREF_GAME_MODULE_ENTRY)};
#undef TABLEREF_GAME_MODULE_ENTRY
  return modules;
}

}  // namespace tableref::controllers

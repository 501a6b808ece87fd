// Smash Up in the app: what Home offers, its History plug-in, its formats and figures.
#include "tableref/controllers/game_module.hpp"
#include "tableref/controllers/smashup/history.hpp"
#include "tableref/referee/smashup/reason.hpp"

namespace tableref::controllers {

GameModule smashup_module() {
  GameModule module;
  module.setup = GameInfo{
      "smashup",
      "game.smashup",
      "setup.role.factions",
      "",
      "",
      {{"standard", "smashup.variant.standard", 2, 5, {}}},
      {RuleOption{"goal", "smashup.option.goal", {{"15", "smashup.option.goal_15"}}, "15"}}};
  module.make_history = make_smashup_history;
  module.reasons = smashup::reasons();
  return module;
}

}  // namespace tableref::controllers

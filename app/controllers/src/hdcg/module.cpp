// HDCG in the app: what Home offers, its History plug-in, its formats and figures.
#include "tableref/controllers/game_module.hpp"
#include "tableref/controllers/hdcg/history.hpp"
#include "tableref/referee/hdcg/reason.hpp"

namespace tableref::controllers {

GameModule hdcg_module() {
  GameModule module;
  module.setup = GameInfo{
      "hdcg",
      "game.hdcg",
      "setup.role.character",
      "",
      "刺客",
      {{"duel", "hdcg.variant.duel", 2, 6, {}}},
      {
          RuleOption{"defence_applies",
                     "hdcg.option.defence_applies",
                     {{"multiply", "hdcg.option.multiply"}, {"divide", "hdcg.option.divide"}},
                     "multiply"},
          RuleOption{"hp_rounding",
                     "hdcg.option.hp_rounding",
                     {{"half_up", "hdcg.option.half_up"},
                      {"none", "hdcg.option.none"},
                      {"floor", "hdcg.option.floor"},
                      {"ceil", "hdcg.option.ceil"}},
                     "half_up"},
      }};
  module.setup.blank_role_name_key = "hdcg.character.default";
  module.make_history = make_hdcg_history;
  module.reasons = hdcg::reasons();
  return module;
}

}  // namespace tableref::controllers

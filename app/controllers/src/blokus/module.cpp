// Blokus in the app: what Home offers, its History plug-in, its formats and figures.
#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/controllers/blokus/history.hpp"
#include "tableref/controllers/game_module.hpp"
#include "tableref/referee/blokus/reason.hpp"

namespace tableref::controllers {

GameModule blokus_module() {
  GameModule module;
  const std::vector<std::string> classic_colors{"blue", "yellow", "red", "green"};
  module.setup =
      GameInfo{"blokus",
               "game.blokus",
               "setup.role.color",
               "",
               "",
               {
                   {"classic", "blokus.variant.classic", 4, 4, classic_colors},
                   {"classic-teams", "blokus.variant.classic_teams", 4, 4, classic_colors},
                   {"classic-2p", "blokus.variant.classic_2p", 2, 2, {"blue+red", "yellow+green"}},
                   {"classic-3p", "blokus.variant.classic_3p", 3, 3, {"blue", "yellow", "red"}},
                   {"duo", "blokus.variant.duo", 2, 2, {"purple", "orange"}},
                   {"solo", "blokus.variant.solo", 1, 1, {"all"}},
                   {"solo-largest-first", "blokus.variant.solo_largest_first", 1, 1, {"all"}},
                   {"solo-tetromino", "blokus.variant.solo_tetromino", 1, 1, {"all"}},
                   {"solo-tetromino-apart", "blokus.variant.solo_tetromino_apart", 1, 1, {"all"}},
                   {"solo-pentomino", "blokus.variant.solo_pentomino", 1, 1, {"all"}},
                   {"solo-pentomino-apart", "blokus.variant.solo_pentomino_apart", 1, 1, {"all"}},
                   {"trigon", "blokus.variant.trigon", 4, 4, classic_colors},
                   {"trigon-3p", "blokus.variant.trigon_3p", 3, 3, {"blue", "yellow", "red"}},
                   {"trigon-2p", "blokus.variant.trigon_2p", 2, 2, {"blue+red", "yellow+green"}},
                   {"junior", "blokus.variant.junior", 2, 2, {"green", "orange"}},
               },
               {
                   RuleOption{"first_move",
                              "blokus.option.first_move",
                              {{"start-corner", "blokus.option.start_corner"},
                               {"any-corner", "blokus.option.any_corner"}},
                              "start-corner"},
                   RuleOption{"scoring",
                              "blokus.option.scoring",
                              {{"boxed", "blokus.option.scoring_boxed"},
                               {"online", "blokus.option.scoring_online"}},
                              "boxed"},
                   // Each player's total time + the extra time per move, used first.
                   RuleOption{"clocks",
                              "blokus.option.clocks",
                              {{"false", "option.off"},
                               {"10+10", "blokus.option.clocks_10_10"},
                               {"20+30", "blokus.option.clocks_20_30"},
                               {"30+60", "blokus.option.clocks_30_60"}},
                              "false"},
                   // When a seat's total time runs out, the referee proposes a random legal piece.
                   RuleOption{"timeout_piece",
                              "blokus.option.timeout_piece",
                              {{"true", "option.on"}, {"false", "option.off"}},
                              "true",
                              "clocks"},
               }};
  module.setup.role_word_key_prefix = "blokus.color.";
  module.make_history = make_blokus_history;
  module.formats = session_formats<BlokusGame>();
  module.reasons = blokus::reasons();
  return module;
}

}  // namespace tableref::controllers

// The tests' example game in the app: what Home offers, its History plug-in and its reasons,
// registered as every game is (tally_module(), read through game_modules()).
#include "tableref/controllers/game_module.hpp"
#include "tableref/controllers/tally/controller.hpp"

namespace tableref::controllers {

GameModule tally_module() {
  GameModule module;
  module.setup = GameInfo{"tally", "game.tally", "tally.role",
                          "",      "",           {{"standard", "tally.variant.standard", 2, 4, {}}},
                          {}};
  module.make_history = make_tally_history;
  for (const auto& row : tally::kReasonNames) module.reasons.emplace_back(row.reason);
  return module;
}

}  // namespace tableref::controllers

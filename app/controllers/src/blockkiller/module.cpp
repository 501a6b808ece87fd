// Block-Killer in the app: what Home offers, its History plug-in, its formats and figures.
#include "tableref/controllers/blockkiller/figures.hpp"
#include "tableref/controllers/blockkiller/game.hpp"
#include "tableref/controllers/blockkiller/history.hpp"
#include "tableref/controllers/game_module.hpp"
#include "tableref/referee/blockkiller/reason.hpp"

namespace tableref::controllers {

GameModule blockkiller_module() {
  GameModule module;
  module.setup = GameInfo{
      "blockkiller",
      "game.blockkiller",
      "setup.role.none",
      "",
      "",
      {{"standard", "blockkiller.variant.standard", 3, 6, {}}},
      {
          RuleOption{"mode",
                     "blockkiller.option.mode",
                     {{"standard", "blockkiller.option.mode_standard"},
                      {"no-mercy", "blockkiller.option.mode_no_mercy"}},
                     "standard"},
          RuleOption{"kicks",
                     "blockkiller.option.kicks",
                     {{"srs", "blockkiller.option.kicks_srs"},
                      {"srs-plus", "blockkiller.option.kicks_srs_plus"}},
                     "srs"},
          switch_option("rotate180", "blockkiller.option.rotate180", false),
          switch_option("all_spin", "blockkiller.option.all_spin", true),
          switch_option("non_t_spin_is_mini", "blockkiller.option.non_t_spin_is_mini", false),
          switch_option("mini_weakening", "blockkiller.option.mini_weakening", true),
          switch_option("carry_over", "blockkiller.option.carry_over", false),
          switch_option("merge_clears_with_first_piece", "blockkiller.option.merge_clears", true),
          RuleOption{"direction",
                     "blockkiller.option.direction",
                     {{"clockwise", "blockkiller.option.clockwise"},
                      {"counterclockwise", "blockkiller.option.counterclockwise"}},
                     "clockwise"},
      }};
  module.make_history = make_blockkiller_history;
  module.figures.push_back(FigureSource{"blockkiller", blockkiller_play_figures});
  // Export only: a fumen holds the plays, not the hands and turns a session needs.
  module.formats = session_formats<BlockKillerGame>();
  module.reasons = blockkiller::reasons();
  return module;
}

}  // namespace tableref::controllers

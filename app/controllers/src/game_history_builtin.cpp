// Every game's history plug-in, registered in one place. A game adds one line here (and
// its GameHistory / SessionFormat in its own file) when its referee lands.
#include "tableref/controllers/blockkiller_figures.hpp"
#include "tableref/controllers/blockkiller_fumen_session.hpp"
#include "tableref/controllers/blockkiller_history.hpp"
#include "tableref/controllers/blokus_controller.hpp"
#include "tableref/controllers/blokus_history.hpp"
#include "tableref/controllers/game_history.hpp"
#include "tableref/controllers/hdcg_history.hpp"
#include "tableref/controllers/smashup_history.hpp"

namespace tableref::controllers {

void register_builtin_history(HistoryRegistry& registry) {
  registry.add_game(make_smashup_history());
  registry.add_game(make_blokus_history());
  registry.add_game(make_blockkiller_history());
  registry.add_game(make_hdcg_history());
  registry.add_figures(FigureSource{"blockkiller", blockkiller_play_figures});
  registry.add_format(SessionFormat{
      "blksgf", "blokus", ".blksgf",
      [](const SessionRecord& r) { return write_blksgf(r.session, r.events); },
      [](std::string_view text) -> Result<SessionRecord> {
        auto record = blokus_record_from_sgf(text, {});
        if (!record) return record.violations();
        return SessionRecord{std::move(record.value().session), std::move(record.value().events)};
      }});
  // Export only: a fumen holds the plays, not the hands and turns a session needs.
  registry.add_format(
      SessionFormat{"fumen", "blockkiller", ".fumen", blockkiller_session_fumen, {}});
}

}  // namespace tableref::controllers

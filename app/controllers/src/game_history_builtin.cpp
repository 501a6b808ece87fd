// Every game's history plug-in, registered in one place. A game adds one line here (and
// its GameHistory / SessionFormat in its own file) when its referee lands.
#include "tableref/controllers/game_history.hpp"
#include "tableref/controllers/smashup_history.hpp"

namespace tableref::controllers {

void register_builtin_history(HistoryRegistry& registry) {
  registry.add_game(make_smashup_history());
  // blokus: registry.add_game(make_blokus_history()); registry.add_format(blksgf_format());
  // blockkiller: registry.add_game(make_blockkiller_history()); registry.add_format(fumen...);
  // hdcg: registry.add_game(make_hdcg_history());
}

}  // namespace tableref::controllers

#include "../app_context.hpp"
#include "game_replay_views.hpp"
#include "replay_view.hpp"

namespace tableref::gui {

std::string render_text(AppContext& ctx, const controllers::CatalogText& text) {
  return ctx.user_text(ctx.catalog.format(ctx.language, text.key, text.params, text.keyed));
}

// Each game's view is added here when it exists.
std::unique_ptr<ReplayView> make_replay_view(std::string_view game) {
  if (game == "blokus") return make_blokus_replay_view();
  if (game == "blockkiller") return make_blockkiller_replay_view();
  // TODO(merge replay-views2): add the two lines below when smashup_replay_view.cpp and
  // hdcg_replay_view.cpp (and their entries in app/gui/CMakeLists.txt) are merged.
  // if (game == "smashup") return make_smashup_replay_view();
  // if (game == "hdcg") return make_hdcg_replay_view();
  return nullptr;
}

}  // namespace tableref::gui

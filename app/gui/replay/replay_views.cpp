#include "../app_context.hpp"
#include "game_replay_views.hpp"
#include "replay_view.hpp"

#include "hdcg_replay_view.hpp"
#include "smashup_replay_view.hpp"

namespace tableref::gui {

std::string render_text(AppContext& ctx, const controllers::CatalogText& text) {
  if (text.key == controllers::kUndoOfKey && !text.params.empty()) {
    const auto* undone = std::get_if<std::string>(&text.params.back().value);
    if (undone != nullptr) {
      const std::string inner = ctx.catalog.format(ctx.language, *undone, text.params, text.keyed);
      return ctx.user_text(ctx.catalog.format(ctx.language, text.key, {Param{"text", inner}}));
    }
  }
  return ctx.user_text(ctx.catalog.format(ctx.language, text.key, text.params, text.keyed));
}

// Every game with a view is listed here.
std::unique_ptr<ReplayView> make_replay_view(std::string_view game) {
  if (game == "blokus") return make_blokus_replay_view();
  if (game == "blockkiller") return make_blockkiller_replay_view();
  if (game == "smashup") return make_smashup_replay_view();
  if (game == "hdcg") return make_hdcg_replay_view();
  return nullptr;
}

}  // namespace tableref::gui

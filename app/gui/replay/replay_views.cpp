#include "app_context.hpp"
#include "replay_view.hpp"
#include "screens/game_views.hpp"

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

std::unique_ptr<ReplayView> make_replay_view(std::string_view game) {
  for (const auto& views : game_views()) {
    if (views.game == game && views.make_replay_view) return views.make_replay_view();
  }
  return nullptr;
}

}  // namespace tableref::gui

#include "app_context.hpp"
#include "replay_view.hpp"

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

}  // namespace tableref::gui

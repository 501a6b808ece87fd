#include "not_built_screen.hpp"

#include <imgui.h>

#include "../app_context.hpp"
#include "../ui/widgets.hpp"

namespace tableref::gui {

void NotBuiltScreen::open(AppContext& /*ctx*/, std::int64_t session_id) {
  session_id_ = session_id;
}

void NotBuiltScreen::draw(AppContext& ctx) {
  ImGui::Spacing();
  const std::string game = ctx.tr(title_key_);
  message_box(ctx.tr("app.not_built", {Param{"game", game}}).c_str(), false, id_ + ".not_built");
  if (session_id_ != 0) {
    ImGui::Spacing();
    muted(ctx.tr("app.session_kept", {Param{"session", session_id_}}).c_str());
  }
}

}  // namespace tableref::gui

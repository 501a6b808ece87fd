// Blokus screen: the time-out's proposal in the side panel (timeout_panel.hpp), with its
// Confirm and Overrule.
#include "screens/blokus/timeout_panel.hpp"

#include <imgui.h>

#include "app_context.hpp"
#include "ui/action_button.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

void BlokusTimeoutPanel::update(BlokusTable& table, std::int64_t now) {
  const auto& session = table.session();
  const bool due = session.timed_out(now) && overruled_ != session.timeout_seed();
  if (!due) {
    showing_ = false;
    return;
  }
  if (!showing_ && !ImGui::IsMouseDown(ImGuiMouseButton_Left) && !table.move().dragging) {
    showing_ = true;
    table.clear_entry();
  }
}

std::optional<blokus::PlacementInfo> BlokusTimeoutPanel::shown(
    const controllers::BlokusController& session) const {
  if (!showing_) return std::nullopt;
  return session.timeout_proposal();
}

void BlokusTimeoutPanel::draw(AppContext& ctx, BlokusTable& table) {
  const auto& session = table.session();
  const auto proposal = shown(session);
  if (!proposal) return;
  const int seat = session.seat_for(proposal->color);
  const std::string piece(session.state().piece_table()[proposal->piece].name);
  const std::string player =
      seat >= 0 ? session.seats()[static_cast<std::size_t>(seat)].player : std::string();
  message_box(ctx.tr("blokus.timeout.proposal",
                     {Param{"color", blokus_color_label(ctx, table, proposal->color)},
                      Param{"player", ctx.user_text(player)}, Param{"piece", piece}})
                  .c_str(),
              false, "blokus.timeout");
  probe().record_text("blokus.timeout.piece", piece);
  const float width = ImGui::GetContentRegionAvail().x;
  const float bw = (width - ImGui::GetStyle().ItemSpacing.x) / 2;
  if (action_button(ctx.tr("blokus.timeout.confirm").c_str(), "blokus.timeout.confirm",
                    ImVec2(bw, scaled(56)))) {
    table.act(BlokusAct::of(BlokusAct::Kind::kConfirmTimeout));
  }
  ImGui::SameLine();
  if (action_button(ctx.tr("blokus.timeout.overrule").c_str(), "blokus.timeout.overrule",
                    ImVec2(bw, scaled(56)))) {
    overruled_ = session.timeout_seed();
    showing_ = false;
  }
}

}  // namespace tableref::gui

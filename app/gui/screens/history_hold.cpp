#include "history_hold.hpp"

#include <imgui.h>

#include "app_context.hpp"
#include "ui/widgets.hpp"

#ifdef TABLEREF_HAVE_HUB
#include "tableref/controllers/club.hpp"
#include "tableref/db/hub_link.hpp"
#else
namespace tableref::controllers {
class ClubController {};
}  // namespace tableref::controllers
#endif

namespace tableref::gui {

HistoryHold::HistoryHold() = default;
HistoryHold::~HistoryHold() = default;

#ifndef TABLEREF_HAVE_HUB

void HistoryHold::reload(AppContext& /*ctx*/, const std::vector<db::SessionSummary>& /*rows*/) {}
bool HistoryHold::poll(AppContext& /*ctx*/) {
  return false;
}
void HistoryHold::draw_row(AppContext& /*ctx*/, std::int64_t /*id*/) {}

#else

void HistoryHold::reload(AppContext& ctx, const std::vector<db::SessionSummary>& rows) {
  held_.clear();
  if (!ctx.store) return;
  for (const auto& row : rows) {
    if (auto held = db::held_elsewhere(*ctx.store, row.id); held && held.value()) {
      held_[row.id] = *held.value();
    }
  }
}

bool HistoryHold::poll(AppContext& ctx) {
  if (!controller_ || asking_ == 0) return false;
  controller_->poll();  // the browser's next run, once its fetch() settled
  if (controller_->busy()) {
    ctx.redraw_within(100);  // the idle app draws no frame unless asked: poll the worker
    return false;
  }
  auto outcome = controller_->take_outcome();
  if (!outcome) return false;
  answered_ = asking_;
  asking_ = 0;
  answer_is_error_ = outcome->error.has_value();
  answer_ = answer_is_error_ ? ctx.render(*outcome->error) : ctx.tr("history.continued");
  return true;
}

void HistoryHold::draw_row(AppContext& ctx, std::int64_t id) {
  const std::string key = std::to_string(id);
  if (answered_ == id) {
    muted(ctx.user_text(answer_).c_str());
    probe().record_text("history.hold." + key, answer_);
  }
  const auto held = held_.find(id);
  if (held == held_.end()) return;
  const std::string text = ctx.tr("history.held_by", {Param{"device", held->second}});
  muted(ctx.user_text(text).c_str());
  probe().record_text("history.held." + key, text);
  const bool busy = controller_ && controller_->busy();
  ImGui::BeginDisabled(busy);
  // As wide as the players' column, its label broken into lines to fit it (the column is
  // narrow on an upright screen).
  const float width = ImGui::GetContentRegionAvail().x;
  std::string label;
  for (const auto& line :
       wrap_text(ctx.tr(asking_ == id ? "history.continuing" : "history.continue"),
                 width - ImGui::GetStyle().FramePadding.x * 2 - scaled(8))) {
    label += (label.empty() ? "" : "\n") + line;
  }
  if (touch_button(label.c_str(), "history.continue." + key, ImVec2(width, 0))) {
    if (!controller_)
      controller_ = std::make_unique<controllers::ClubController>(
          ctx.db_path, ctx.store ? &*ctx.store : nullptr);
    if (controller_->start_continue(id)) asking_ = id;
  }
  // Held here once the hub answers: the button goes, on purpose.
  probe().mark_rearranging("history.continue." + key);
  ImGui::EndDisabled();
}

#endif

}  // namespace tableref::gui

#include "settings_club_panel.hpp"

#include <imgui.h>

#include "app_context.hpp"
#include "ui/widgets.hpp"

#ifdef TABLEREF_HAVE_HUB
#include "tableref/controllers/club.hpp"
#include "tableref/controllers/local_time.hpp"
#else
// Nothing to hold without the hub's client: the panel only says so.
namespace tableref::controllers {
class ClubController {};
struct ClubState {};
}  // namespace tableref::controllers
#endif

namespace tableref::gui {
namespace {

// Room for the longest state (three wrapped lines at the largest text size) and for a
// message: reserved whether or not there is anything to say, so nothing below moves.
constexpr float kStateLines = 3.4f;
[[maybe_unused]] constexpr float kMessageLines = 2.4f;

ImVec2 box_size(float lines) {
  return ImVec2(ImGui::GetContentRegionAvail().x,
                ImGui::GetTextLineHeightWithSpacing() * lines + scaled(16));
}

}  // namespace

#ifndef TABLEREF_HAVE_HUB

SettingsClubPanel::SettingsClubPanel() = default;
SettingsClubPanel::~SettingsClubPanel() = default;
void SettingsClubPanel::refresh(AppContext& /*ctx*/) {}
void SettingsClubPanel::draw(AppContext& ctx) {
  heading(ctx.tr("settings.club.title").c_str());
  fixed_message_box(ctx.tr("settings.club.no_support"), Tone::kNeutral, "settings.club.state",
                    box_size(kStateLines));
}

#else

using controllers::ClubStatus;

SettingsClubPanel::SettingsClubPanel() : state_(std::make_unique<controllers::ClubState>()) {}
SettingsClubPanel::~SettingsClubPanel() = default;

void SettingsClubPanel::refresh(AppContext& ctx) {
  if (!ctx.store) return;
  if (!controller_) {
    controller_ = std::make_unique<controllers::ClubController>(ctx.db_path,
                                                                ctx.store ? &*ctx.store : nullptr);
  }
  auto state = controllers::read_club_state(*ctx.store);
  if (state) {
    *state_ = state.value();
  } else {
    message_ = ctx.render(state.error());
    message_is_error_ = true;
  }
  if (device_name_.empty()) {
    device_name_ =
        state_->device_name.empty() ? controllers::default_device_name() : state_->device_name;
  }
}

std::string SettingsClubPanel::state_text(AppContext& ctx) const {
  const auto& s = *state_;
  const Param club{"club", s.club};
  const Param device{"device", s.device_name.empty() ? s.device_id : s.device_name};
  const Param waiting{"waiting", s.waiting};
  switch (s.status) {
    case ClubStatus::kNotJoined:
      return ctx.tr("settings.club.not_joined");
    case ClubStatus::kOffline:
      return ctx.tr("settings.club.joined", {club, device}) + "\n" +
             ctx.tr("settings.club.offline", {waiting});
    case ClubStatus::kRevoked:
      return ctx.tr("settings.club.joined", {club, device}) + "\n" +
             ctx.tr("settings.club.revoked");
    case ClubStatus::kJoined:
      break;
  }
  std::string text = ctx.tr("settings.club.joined", {club, device}) + "\n";
  if (s.last_sync_at.empty()) return text + ctx.tr("settings.club.never_synced", {waiting});
  const std::string at = controllers::local_time_text(s.last_sync_at, "%Y-%m-%d %H:%M");
  return text + ctx.tr("settings.club.last_sync",
                       {Param{"at", at}, Param{"pushed", s.last_pushed},
                        Param{"pulled", s.last_pulled}, Param{"from_club", s.from_club}, waiting});
}

// The worker's answer, taken by the frame that finds it there.
void SettingsClubPanel::pick_up_outcome(AppContext& ctx) {
  if (!controller_) return;
  controller_->poll();  // the browser's next run, once its fetch() settled
  if (controller_->busy()) {
    ctx.redraw_within(100);  // the idle app draws no frame unless asked: poll the worker
    return;
  }
  auto outcome = controller_->take_outcome();
  if (!outcome) return;
  if (outcome->error) {
    message_ = ctx.render(*outcome->error);
    message_is_error_ = true;
  } else if (outcome->joined) {
    message_ = ctx.tr("settings.club.welcome", {Param{"club", outcome->club}});
    message_is_error_ = false;
    code_.clear();
  } else {
    message_ = ctx.tr("settings.club.synced", {Param{"pushed", outcome->report.pushed},
                                               Param{"pulled", outcome->report.pulled}});
    message_is_error_ = false;
  }
  refresh(ctx);
}

void SettingsClubPanel::draw_join(AppContext& ctx) {
  const float width = std::min(ImGui::GetContentRegionAvail().x, scaled(520));
  text_line(ctx.tr("settings.club.url"));
  touch_input("##club.url", url_, "settings.club.url", width, "https://hub.example.org");
  text_line(ctx.tr("settings.club.code"));
  touch_input("##club.code", code_, "settings.club.code", width, "K7QD-W2MX-9HRT");
  text_line(ctx.tr("settings.club.device"));
  touch_input("##club.device", device_name_, "settings.club.device", width);
  ImGui::BeginDisabled(controller_->busy() || url_.empty() || code_.empty() ||
                       device_name_.empty());
  const std::string label =
      ctx.tr(controller_->busy() ? "settings.club.joining" : "settings.club.join");
  if (touch_button(label.c_str(), "settings.club.join", ImVec2(scaled(240), 0))) {
    std::string url = url_;
    while (!url.empty() && url.back() == '/') url.pop_back();
    controller_->start_join(url, code_, device_name_);
    message_.clear();
  }
  ImGui::EndDisabled();
  // Joined: the form gives way to Sync and Leave, on purpose.
  probe().mark_rearranging("settings.club.join");
}

void SettingsClubPanel::draw_joined(AppContext& ctx) {
  const ImVec2 size(scaled(240), 0);
  ImGui::BeginDisabled(controller_->busy());
  const std::string sync =
      ctx.tr(controller_->busy() ? "settings.club.syncing" : "settings.club.sync");
  if (touch_button(sync.c_str(), "settings.club.sync", size)) {
    controller_->start_sync();
    leave_armed_ = false;
    message_.clear();
  }
  ImGui::SameLine();
  // A first tap arms, a second (on the same spot) leaves: one stray tap forgets nothing.
  const std::string leave =
      ctx.tr(leave_armed_ ? "settings.club.leave_confirm" : "settings.club.leave");
  if (touch_button(leave.c_str(), "settings.club.leave", size)) {
    if (!leave_armed_) {
      leave_armed_ = true;
    } else if (auto left = controllers::leave_club(*ctx.store); left) {
      leave_armed_ = false;
      message_ = ctx.tr("settings.club.left", {Param{"club", state_->club}});
      message_is_error_ = false;
      refresh(ctx);
    } else {
      message_ = ctx.render(left.error());
      message_is_error_ = true;
    }
  }
  // Left: the join form comes back, on purpose.
  probe().mark_rearranging("settings.club.leave");
  ImGui::EndDisabled();
}

void SettingsClubPanel::draw(AppContext& ctx) {
  heading(ctx.tr("settings.club.title").c_str());
  if (!ctx.store) return;
  if (!controller_) refresh(ctx);
  pick_up_outcome(ctx);
  const Tone tone = state_->status == ClubStatus::kRevoked   ? Tone::kError
                    : state_->status == ClubStatus::kOffline ? Tone::kInfo
                                                             : Tone::kNeutral;
  fixed_message_box(state_text(ctx), tone, "settings.club.state", box_size(kStateLines));
  if (state_->status == ClubStatus::kNotJoined) {
    draw_join(ctx);
  } else {
    draw_joined(ctx);
  }
  const std::string message = controller_->busy() ? ctx.tr("settings.club.working") : message_;
  // Its space is there before anything is said.
  if (message.empty()) {
    ImGui::Dummy(box_size(kMessageLines));
  } else {
    fixed_message_box(ctx.user_text(message), message_is_error_ ? Tone::kError : Tone::kInfo,
                      "settings.club.message", box_size(kMessageLines));
  }
}

#endif

}  // namespace tableref::gui

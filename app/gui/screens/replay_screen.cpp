#include "replay_screen.hpp"

#include <imgui.h>

#include <algorithm>

#include "../app_context.hpp"
#include "../ui/widgets.hpp"
#include "tableref/controllers/game_history.hpp"
#include "tableref/controllers/game_setup.hpp"

namespace tableref::gui {

void ReplayScreen::open(AppContext& ctx, std::int64_t session_id) {
  record_.reset();
  error_.reset();
  view_.reset();
  summary_step_ = -1;
  shown_step_ = -1;
  if (!ctx.store || session_id == 0) return;
  auto record = controllers::load_session(*ctx.store, session_id);
  if (!record) {
    error_ = record.error();
    return;
  }
  record_ = std::move(record).value();
  step_ = static_cast<int>(record_->events.size());
  view_ = make_replay_view(record_->session.game);
  if (view_) view_->open(ctx, *record_);
}

void ReplayScreen::draw(AppContext& ctx) {
  if (error_) {
    message_box(ctx.render(*error_).c_str(), true, "replay.error");
    return;
  }
  if (!record_) {
    message_box(ctx.tr("replay.no_session").c_str(), false, "replay.no_session");
    if (touch_button(ctx.tr("history.title").c_str(), "replay.to_history")) ctx.go("history");
    return;
  }
  const auto& s = record_->session;
  const int total = static_cast<int>(record_->events.size());
  std::string players;
  for (const auto& seat : s.seats) players += (players.empty() ? "" : ", ") + seat.player;
  // The variant in the user's words when the game knows it; its id otherwise.
  std::string variant = s.variant;
  if (const auto* game = controllers::find_game(s.game)) {
    if (const auto* info = controllers::find_variant(*game, s.variant)) {
      variant = ctx.tr(info->label_key);
    }
  }
  const std::string title = ctx.tr("game." + s.game) + " · " + variant + " · " +
                            s.created_at.substr(0, 16).replace(10, 1, " ") + " · " + players;
  ImGui::TextUnformatted(ctx.user_text(title).c_str());
  probe().record_text("replay.title", title);

  if (touch_button(ctx.tr("replay.first").c_str(), "replay.first")) step_ = 0;
  ImGui::SameLine();
  if (touch_button(ctx.tr("replay.prev").c_str(), "replay.prev")) step_ = std::max(0, step_ - 1);
  ImGui::SameLine();
  if (touch_button(ctx.tr("replay.next").c_str(), "replay.next")) {
    step_ = std::min(total, step_ + 1);
  }
  ImGui::SameLine();
  if (touch_button(ctx.tr("replay.last").c_str(), "replay.last")) step_ = total;
  ImGui::SameLine();
  // A slider as tall as a finger: grab and scrub.
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                      ImVec2(scaled(8), (touch_size() - ImGui::GetTextLineHeight()) / 2));
  ImGui::PushStyleVar(ImGuiStyleVar_GrabMinSize, scaled(32));
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x);
  ImGui::SliderInt("##step", &step_, 0, std::max(total, 0), "");
  probe().record("replay.slider");
  ImGui::PopStyleVar(2);
  step_ = std::clamp(step_, 0, total);

  const std::string step_text = ctx.tr(
      "replay.step", {Param{"step", std::int64_t{step_}}, Param{"count", std::int64_t{total}}});
  ImGui::TextUnformatted(step_text.c_str());
  probe().record_text("replay.step", step_text);
  const std::string current =
      step_ == 0 ? std::string()
                 : "#" + std::to_string(record_->events[static_cast<std::size_t>(step_ - 1)].seq) +
                       " " + record_->events[static_cast<std::size_t>(step_ - 1)].kind;
  probe().record_text("replay.event", current);

  if (!view_) {
    const float half = ImGui::GetContentRegionAvail().x / 2 - scaled(6);
    draw_events(ctx, half, 160);
    ImGui::SameLine();
    ImGui::BeginChild("replay.view", ImVec2(0, 0), true);
    draw_summary(ctx);
    ImGui::EndChild();
    return;
  }
  // The game's view, big, between the events and the summary lines.
  draw_events(ctx, scaled(230), 60);
  ImGui::SameLine();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float view_w = std::clamp(view_->width_for(avail), scaled(240),
                                  std::max(scaled(240), avail.x - scaled(220)));
  ImGui::BeginChild("replay.view", ImVec2(view_w, 0), false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  view_->draw(ctx, static_cast<std::size_t>(step_));
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginChild("replay.summary", ImVec2(0, 0), true);
  touch_scroll();
  draw_summary(ctx);
  ImGui::EndChild();
}

void ReplayScreen::draw_events(AppContext& ctx, float width, std::size_t max_chars) {
  ImGui::BeginChild("replay.events", ImVec2(width, 0), true);
  touch_scroll();
  for (int i = 0; i < step_; ++i) {
    const auto& e = record_->events[static_cast<std::size_t>(i)];
    std::string line = "#" + std::to_string(e.seq) + "  " + e.kind + "  " + e.payload;
    if (line.size() > max_chars) line = line.substr(0, max_chars - 3) + "...";
    if (i + 1 == step_) {
      ImGui::TextColored(ImGui::GetStyleColorVec4(ImGuiCol_PlotLinesHovered), "%s",
                         ctx.user_text(line).c_str());
      if (shown_step_ != step_) ImGui::SetScrollHereY(1.0f);
    } else {
      ImGui::TextUnformatted(ctx.user_text(line).c_str());
    }
  }
  if (step_ == 0) {
    ImGui::PushTextWrapPos(0);
    muted(ctx.tr("replay.start").c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::EndChild();
  shown_step_ = step_;
}

void ReplayScreen::draw_summary(AppContext& ctx) {
  const auto& s = record_->session;
  if (summary_step_ != step_) {  // folded once per step, not every frame
    const auto* plugin = controllers::history_registry().game(s.game);
    summary_lines_ = plugin ? plugin->replay_summary(*record_, static_cast<std::size_t>(step_))
                            : std::vector<controllers::CatalogText>{};
    summary_step_ = step_;
  }
  const auto& lines = summary_lines_;
  std::string summary;
  ImGui::PushTextWrapPos(0);
  if (lines.empty()) {
    summary = ctx.tr("replay.no_view", {Param{"game", ctx.tr("game." + s.game)}});
    muted(summary.c_str());
  }
  for (const auto& line : lines) {
    const auto text = render_text(ctx, line);
    ImGui::TextUnformatted(text.c_str());
    summary += (summary.empty() ? "" : "\n") + text;
  }
  ImGui::PopTextWrapPos();
  probe().record_text("replay.summary", summary);
}

}  // namespace tableref::gui

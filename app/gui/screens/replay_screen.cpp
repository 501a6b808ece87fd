#include "replay_screen.hpp"

#include <imgui.h>

#include <algorithm>

#include "app_context.hpp"
#include "screens/game_views.hpp"
#include "tableref/controllers/game_history.hpp"
#include "tableref/controllers/game_setup.hpp"
#include "tableref/controllers/session_record.hpp"
#include "tableref/db/hub_link.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

void ReplayScreen::open(AppContext& ctx, std::int64_t session_id) {
  record_.reset();
  error_.reset();
  view_.reset();
  summary_step_ = -1;
  shown_step_ = -1;
  event_lines_.clear();
  row_texts_.clear();
  row_fitted_.clear();
  rows_width_ = -1;
  origin_.clear();
  if (!ctx.store || session_id == 0) return;
  if (auto origin = db::session_origin(*ctx.store, session_id); origin && origin.value()) {
    origin_ = origin.value()->device_name;
  }
  auto record = controllers::load_session(*ctx.store, session_id);
  if (!record) {
    error_ = record.error();
    return;
  }
  record_ = std::move(record).value();
  step_ = static_cast<int>(record_->events.size());
  event_lines_ = controllers::replay_event_lines(*record_);
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
  draw_title(ctx);
  const int total = static_cast<int>(record_->events.size());
  draw_stepper(ctx, total);

  const std::string step_text = ctx.tr(
      "replay.step", {Param{"step", std::int64_t{step_}}, Param{"count", std::int64_t{total}}});
  text_line(step_text);
  probe().record_text("replay.step", step_text);
  probe().record_text("replay.event", step_ == 0 ? std::string() : row_text(ctx, step_));

  if (!view_) {
    const float half = ImGui::GetContentRegionAvail().x / 2 - scaled(6);
    draw_events(ctx, half);
    ImGui::SameLine();
    ImGui::BeginChild("replay.view", ImVec2(0, 0), true);
    draw_summary(ctx);
    ImGui::EndChild();
    return;
  }
  // The game's view, big, between the events and the summary lines.
  draw_events(ctx, scaled(300));
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

// The game, its variant, when it was played and by whom.
void ReplayScreen::draw_title(AppContext& ctx) {
  const auto& s = record_->session;
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
  text_line(ctx.user_text(title));
  probe().record_text("replay.title", title);
  // A club session: which device recorded it (docs/club.md).
  if (!origin_.empty()) {
    text_line(ctx.tr("history.from_device", {Param{"device", origin_}}), "replay.origin");
  }
}

// First, previous, next, last and the slider over the `total` steps.
void ReplayScreen::draw_stepper(AppContext& ctx, int total) {
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
  // A step taken moves the event list on purpose: it follows the step, the row of the step
  // shown whole and centred.
  for (const char* id :
       {"replay.first", "replay.prev", "replay.next", "replay.last", "replay.slider"}) {
    probe().mark_rearranging(id);
  }
  ImGui::PopStyleVar(2);
  step_ = std::clamp(step_, 0, total);
}

const std::string& ReplayScreen::row_text(AppContext& ctx, int i) {
  const auto rows = event_lines_.size() + 1;
  if (row_texts_.size() != rows || rows_language_ != ctx.language) {
    row_texts_.assign(rows, std::string());
    row_texts_[0] = "0. " + ctx.tr("replay.event.start");
    for (std::size_t e = 0; e < event_lines_.size(); ++e) {
      row_texts_[e + 1] = std::to_string(e + 1) + ". " + render_text(ctx, event_lines_[e]);
    }
    rows_language_ = ctx.language;
    rows_width_ = -1;
  }
  return row_texts_[static_cast<std::size_t>(std::clamp(i, 0, static_cast<int>(rows) - 1))];
}

void ReplayScreen::draw_events(AppContext& ctx, float width) {
  // A thin scrollbar: fingers drag the list itself; the bar only says where it is.
  ImGui::PushStyleVar(ImGuiStyleVar_ScrollbarSize, scaled(12));
  ImGui::BeginChild("replay.events", ImVec2(width, 0), true);
  ImGui::PopStyleVar();
  touch_scroll();
  const int total = static_cast<int>(event_lines_.size());
  const float pad = scaled(8);
  const float bar = scaled(5);  // the marker left of the current step
  const float row_w = ImGui::GetContentRegionAvail().x;
  const float text_w = row_w - 2 * pad - bar;
  (void)row_text(ctx, 0);  // renders every row once per language
  if (rows_width_ != text_w) {
    row_fitted_.resize(row_texts_.size());
    for (std::size_t i = 0; i < row_texts_.size(); ++i) {
      row_fitted_[i] = ctx.user_text(fit_text(row_texts_[i], text_w));
    }
    rows_width_ = text_w;
  }
  auto* draw = ImGui::GetWindowDrawList();
  const ImU32 past = ImGui::GetColorU32(ImGuiCol_Text);
  const ImU32 future = ImGui::GetColorU32(ImGuiCol_TextDisabled);
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(0, scaled(2)));
  for (int i = 0; i <= total; ++i) {
    const auto row = static_cast<std::size_t>(i);
    const bool current = i == step_;
    // The current step in full (wrapped), every other row on one line.
    const auto wrapped = current ? wrap_text(row_texts_[row], text_w) : std::vector<std::string>{};
    const std::size_t line_count = current ? wrapped.size() : 1;
    const float line_h = ImGui::GetTextLineHeight();
    const ImVec2 size(text_w, line_h * static_cast<float>(line_count));
    const float h = std::max(touch_size(), size.y + 2 * pad);
    const ImVec2 min = ImGui::GetCursorScreenPos();
    const ImVec2 max(min.x + row_w, min.y + h);
    const std::string id = "replay.row." + std::to_string(i);
    if (ImGui::InvisibleButton(id.c_str(), ImVec2(row_w, h))) step_ = i;
    const bool hovered = ImGui::IsItemHovered();
    probe().record(id);
    probe().mark_rearranging(id);
    probe().record_text(id, row_texts_[row]);
    if (current && shown_step_ != step_) ImGui::SetScrollHereY(0.5f);
    if (!ImGui::IsItemVisible()) continue;  // scrolled away: nothing to draw
    if (current) {
      draw->AddRectFilled(min, max, IM_COL32(46, 84, 140, 255), scaled(4));
      draw->AddRectFilled(min, ImVec2(min.x + bar, max.y), IM_COL32(255, 200, 70, 255), scaled(2));
    } else if (hovered) {
      draw->AddRectFilled(min, max, ImGui::GetColorU32(ImGuiCol_FrameBgHovered), scaled(4));
    }
    if (!current && i + 1 <= total) {
      draw->AddLine(ImVec2(min.x + pad, max.y + scaled(1)), ImVec2(max.x - pad, max.y + scaled(1)),
                    ImGui::GetColorU32(ImGuiCol_Separator, 0.35f));
    }
    const ImVec2 at(min.x + bar + pad, min.y + (h - size.y) / 2);
    const ImU32 colour = current ? IM_COL32(255, 255, 255, 255) : (i > step_ ? future : past);
    for (std::size_t l = 0; l < line_count; ++l) {
      draw->AddText(ImVec2(at.x, at.y + line_h * static_cast<float>(l)), colour,
                    current ? wrapped[l].c_str() : row_fitted_[row].c_str());
    }
  }
  ImGui::PopStyleVar();
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
    wrapped_text(text.c_str());
    summary += (summary.empty() ? "" : "\n") + text;
  }
  ImGui::PopTextWrapPos();
  probe().record_text("replay.summary", summary);
}

}  // namespace tableref::gui

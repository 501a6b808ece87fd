#include "screens/smashup/screen.hpp"

#include <imgui.h>

#include <algorithm>

#include "app_context.hpp"
#include "screens/smashup/base_card.hpp"
#include "screens/smashup/screen_parts.hpp"
#include "screens/smashup/widgets.hpp"
#include "tableref/app/paths.hpp"
#include "tableref/db/store_reason.hpp"
#include "tableref/referee/smashup/base_choice.hpp"
#include "tableref/referee/smashup/setup.hpp"
#include "ui/action_button.hpp"
#include "ui/disabled_scope.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace smashup_screen_parts;  // NOLINT(google-build-using-namespace)

void SmashupScreen::open(AppContext& ctx, std::int64_t session_id) {
  controller_ = controllers::SmashupController{};
  load_error_.reset();
  problems_.clear();
  session_id_ = session_id;
  side_.reset();
  if (session_id == 0) return;
  if (!ctx.store) {
    load_error_ = ctx.store_error ? *ctx.store_error : Violation{db::StoreReason::kNotFound};
    return;
  }
  if (auto loaded = controller_.load_catalog(app::asset_directory(), &*ctx.store); !loaded) {
    load_error_ = loaded.error();
    return;
  }
  if (auto opened = controller_.open(*ctx.store, session_id); !opened) {
    load_error_ = opened.error();
    return;
  }
  setup_.reset(controller_);
}

void SmashupScreen::act(su::Event event) {
  pending_.push_back(std::move(event));
}

void SmashupScreen::apply_pending() {
  // Applied after the frame is drawn, so nothing drawn holds a reference into a state that
  // changed under it.
  auto events = std::move(pending_);
  pending_.clear();
  for (auto& event : events) {
    auto status = controller_.push(event);
    if (!status) {
      problems_ = status.violations();
      side_.after(event, false);
      return;
    }
    problems_.clear();
    side_.after(event, true);
  }
}

void SmashupScreen::show(SmashupPanel panel, int slot, int player) {
  problems_.clear();
  side_.show(controller_, panel, slot, player);
}

void SmashupScreen::draw(AppContext& ctx) {
  if (session_id_ == 0) {
    message_box(ctx.tr("smashup.no_session").c_str(), false, "smashup.no_session");
    if (touch_button(ctx.tr("smashup.action.go_home").c_str(), "smashup.go_home")) {
      ctx.go("home");
    }
    return;
  }
  if (load_error_) {
    message_box(ctx.tr("smashup.cannot_open",
                       {Param{"session", session_id_}, Param{"why", ctx.render(*load_error_)}})
                    .c_str(),
                true, "smashup.load_error");
    if (touch_button(ctx.tr("smashup.action.go_home").c_str(), "smashup.go_home")) {
      ctx.go("home");
    }
    return;
  }
  if (!controller_.state().started) {
    setup_.draw(ctx, controller_);
  } else {
    draw_table(ctx);
  }
  apply_pending();
}

void SmashupScreen::draw_table(AppContext& ctx) {
  draw_turn_bar(ctx);
  draw_messages(ctx);
  const auto& state = controller_.state();
  // Landscape: the bases at the left, the players' panel beside them. Portrait (a tablet
  // held upright): the bases on top at the full width, the panel under them.
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const bool upright = portrait(avail);
  const float side_w = upright ? 0.0f : scaled(270);
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float area = upright ? avail.x : avail.x - side_w - spacing;
  // The players' list needs a third of the height; a panel with more to show (scoring, a
  // base's or a player's details) takes half, the bases (scrolling) giving up their bottom.
  const float panel_share = side_.shown() == SmashupPanel::kPlayers ? 0.32f : 0.5f;
  const float bases_h = upright ? avail.y - std::max(scaled(320), avail.y * panel_share) -
                                      ImGui::GetStyle().ItemSpacing.y
                                : 0.0f;
  const int count = static_cast<int>(state.bases.size());
  const float card_spacing = scaled(8);
  // At least four finger-sized power buttons (-5 -1 +1 +5) wide; the bases scroll sideways
  // when they do not fit.
  const float card_w = std::max(scaled(232), (area - card_spacing * static_cast<float>(count - 1)) /
                                                 static_cast<float>(count));
  if (state.over) {
    // The game is over: the session's VP over its turns, large, in place of the bases.
    ImGui::BeginChild("smashup.summary", ImVec2(area, bases_h), true);
    heading(ctx.tr("smashup.label.chart").c_str());
    const float height = ImGui::GetContentRegionAvail().y - ImGui::GetTextLineHeightWithSpacing();
    draw_vp_chart(state, ImGui::GetContentRegionAvail().x, height);
    muted(ctx.tr("smashup.label.chart_axes").c_str());
    ImGui::EndChild();
  } else {
    ImGui::BeginChild("smashup.bases", ImVec2(area, bases_h), false,
                      ImGuiWindowFlags_HorizontalScrollbar);
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(card_spacing, scaled(6)));
    for (int slot = 0; slot < count; ++slot) {
      if (slot > 0) ImGui::SameLine();
      draw_smashup_base_card(ctx, *this, slot, card_w);
    }
    ImGui::PopStyleVar();
    ImGui::EndChild();
  }
  if (!upright) ImGui::SameLine();
  ImGui::BeginChild("smashup.side", ImVec2(0, 0), true);
  side_.draw(ctx, *this);
  ImGui::EndChild();
}

void SmashupScreen::draw_turn_bar(AppContext& ctx) {
  const auto& state = controller_.state();
  const std::string player =
      state.players.empty() ? "" : state.players[static_cast<std::size_t>(state.current)].name;
  const std::string turn =
      ctx.tr("smashup.label.turn_of",
             {Param{"turn", std::int64_t{state.turn}}, Param{"player", ctx.user_text(player)}});
  ImGui::AlignTextToFramePadding();
  text_line(turn);
  probe().record_text("smashup.turn", turn);
  const su::Phase phases[] = {su::Phase::kStartTurn, su::Phase::kPlayCards, su::Phase::kScoreBases,
                              su::Phase::kDraw, su::Phase::kEndTurn};
  for (const auto phase : phases) {
    ImGui::SameLine();
    const std::string key = "smashup.phase." + std::string(su::phase_name(phase));
    const bool current = phase == state.phase;
    if (current) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
      ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    } else {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0, 0, 0, 0));
    }
    const std::string label = ctx.tr(key);
    const ImVec2 size(ImGui::CalcTextSize(label.c_str()).x + scaled(16), touch_size());
    ImGui::BeginChild(("phase." + key).c_str(), size, false, ImGuiWindowFlags_NoScrollbar);
    ImGui::SetCursorPos(ImVec2(scaled(8), (size.y - ImGui::GetFontSize()) / 2));
    text_line(label);
    ImGui::EndChild();
    ImGui::PopStyleColor(2);
    if (current) probe().record_text("smashup.phase", std::string(su::phase_name(phase)));
  }
  const std::string undo = ctx.tr("smashup.action.undo");
  const std::string next = ctx.tr("smashup.action.next_phase");
  const std::string end = ctx.tr("smashup.action.end_turn");
  const float pad = ImGui::GetStyle().FramePadding.x * 2;
  const bool can_end = state.phase == su::Phase::kDraw || state.phase == su::Phase::kEndTurn;
  // End turn is always there (greyed until the draw phase): Next phase and Undo keep their
  // places whichever phase it is.
  const float right =
      ImGui::CalcTextSize(undo.c_str()).x + pad + ImGui::CalcTextSize(next.c_str()).x + pad +
      ImGui::CalcTextSize(end.c_str()).x + pad + ImGui::GetStyle().ItemSpacing.x * 3;
  // They keep to the right end of the row; where the phases leave no room for them (a
  // portrait screen) they take the right end of a row of their own.
  ImGui::SameLine();
  const float right_x = ImGui::GetWindowContentRegionMax().x - right;
  if (ImGui::GetCursorPosX() > right_x) ImGui::NewLine();
  ImGui::SetCursorPosX(right_x);
  {
    // Decided once: ending a turn can end the game (state.over changes under the buttons).
    DisabledScope over(state.over);
    if (action_button(next.c_str(), "smashup.next_phase")) act(su::NextPhase{});
    ImGui::SameLine();
    DisabledScope cannot_end(!can_end);
    if (action_button(end.c_str(), "smashup.end_turn")) act(su::EndTurn{});
  }
  ImGui::SameLine();
  DisabledScope undo_off(!controller_.can_undo());
  if (touch_button(undo.c_str(), "smashup.undo")) {
    act(su::Undo{});
  }
}

void SmashupScreen::draw_messages(AppContext& ctx) {
  const auto& state = controller_.state();
  if (state.over && !problems_.empty()) {
    std::string shown;
    for (const auto& problem : problems_) {
      if (!shown.empty()) shown += "\n";
      shown += ctx.render(problem);
    }
    message_box(shown.c_str(), true, "smashup.problems");
  }
  const float strip_h = ImGui::GetTextLineHeightWithSpacing() * 2 + scaled(16);
  if (state.over && state.winner) {
    // The winner and the final scores in the strip, at its height: nothing below moves.
    const auto& winner = state.players[static_cast<std::size_t>(*state.winner)];
    const int vp = state.last_end_check.leading_vp;
    std::string scores;
    for (const auto& score : state.last_end_check.final_scores) {
      if (!scores.empty()) scores += " · ";
      scores += state.players[static_cast<std::size_t>(score.player)].name + " " + num(score.vp);
      if (score.penalty > 0) scores += " (−" + num(score.penalty) + ")";
    }
    const std::string wins =
        ctx.tr("smashup.label.winner_is",
               {Param{"player", ctx.user_text(winner.name)}, Param{"vp", std::int64_t{vp}}});
    const std::string final_line =
        ctx.tr("smashup.label.final_scores", {Param{"scores", ctx.user_text(scores)}});
    fixed_message_box(wins + "\n" + final_line, Tone::kInfo, "smashup.messages",
                      ImVec2(ImGui::GetContentRegionAvail().x, strip_h));
    probe().record_text("smashup.winner", wins);
    probe().record_text("smashup.final", final_line);
    return;
  }
  // During play every message goes into one strip of fixed height above the bases, drawn
  // even when empty: a message that comes or goes moves no base and no button.
  std::string text;
  Tone tone = Tone::kNeutral;
  const auto add = [&text](const std::string& line) {
    if (!text.empty()) text += "\n";
    text += line;
  };
  if (!problems_.empty()) {
    for (const auto& problem : problems_) add(ctx.render(problem));
    probe().record_text("smashup.problems", text);
    tone = Tone::kError;
  }
  if (state.last_end_check.triggered && !state.over) {
    const std::string line = ctx.tr("smashup.label.tie_plays_on",
                                    {Param{"vp", std::int64_t{state.last_end_check.leading_vp}}});
    add(line);
    probe().record_text("smashup.tie_plays_on", line);
    if (tone == Tone::kNeutral) tone = Tone::kInfo;
  }
  if (su::hand_limit_due(state)) {
    const std::string line =
        ctx.tr("smashup.hand_limit", {Param{"limit", std::int64_t{su::kHandLimit}}});
    add(line);
    probe().record_text("smashup.hand_limit", line);
    if (tone == Tone::kNeutral) tone = Tone::kInfo;
  }
  if (state.phase == su::Phase::kScoreBases) {
    const auto ready = su::ready_bases(state);
    if (ready.size() > 1 && !state.scoring) {
      const std::string line = ctx.tr("smashup.label.ready_order");
      add(line);
      probe().record_text("smashup.ready_order", line);
      if (tone == Tone::kNeutral) tone = Tone::kInfo;
    } else if (ready.empty() && !state.scoring && su::empty_slots(state).empty()) {
      add(ctx.tr("smashup.label.nothing_ready"));
    }
  }
  fixed_message_box(text, tone, "smashup.messages",
                    ImVec2(ImGui::GetContentRegionAvail().x, strip_h));
}

}  // namespace tableref::gui

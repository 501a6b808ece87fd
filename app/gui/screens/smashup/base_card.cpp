// Smash Up table: a base card (base_card.hpp).
#include "screens/smashup/base_card.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>

#include "app_context.hpp"
#include "screens/smashup/screen_parts.hpp"
#include "tableref/referee/smashup/base_choice.hpp"
#include "ui/action_button.hpp"
#include "ui/disabled_scope.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace smashup_screen_parts;  // NOLINT(google-build-using-namespace)

namespace {

// The base's name, numbers and Edit, its power bar and the status row (Ready, Being scored,
// Score, the monsters raising its breakpoint).
void draw_base_header(AppContext& ctx, SmashupTable& table, int slot, float inner) {
  const auto& session = table.session();
  const auto& state = session.state();
  const auto& base = state.bases[static_cast<std::size_t>(slot)];
  const std::string id = "smashup.base." + num(slot);
  const bool ready = su::is_ready(base);
  const bool chosen = state.scoring && *state.scoring == slot;
  const auto& card = *base.card;
  // The name in a space of two lines (three in Chinese, the English name under it): a new
  // base with a longer name moves none of the card's buttons.
  const float name_top = ImGui::GetCursorPosY();
  ImGui::PushTextWrapPos(0.0f);
  wrapped_text(card_name(ctx, session.names(), su::NameKind::kBase, card.name).c_str());
  ImGui::PopTextWrapPos();
  probe().record_view(id + ".name");
  ImGui::SetCursorPosY(
      std::max(ImGui::GetCursorPosY(),
               name_top + ImGui::GetTextLineHeightWithSpacing() * (chinese(ctx) ? 3.0f : 2.0f)));
  probe().record_text(id + ".name", card.name);
  probe().record_text(id + ".shown_name",
                      card_name(ctx, session.names(), su::NameKind::kBase, card.name));
  const int bp = su::breakpoint(base);
  const int total = su::total_power(base);
  const std::string numbers = ctx.tr(
      "smashup.label.base_numbers",
      {Param{"breakpoint", std::int64_t{card.breakpoint}}, Param{"vp1", std::int64_t{card.vp[0]}},
       Param{"vp2", std::int64_t{card.vp[1]}}, Param{"vp3", std::int64_t{card.vp[2]}}});
  const std::string edit = ctx.tr("smashup.action.edit");
  const float edit_w = std::max(
      touch_size(), ImGui::CalcTextSize(edit.c_str()).x + ImGui::GetStyle().FramePadding.x * 2);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner - edit_w - scaled(8));
  wrapped_text(numbers.c_str());
  ImGui::PopTextWrapPos();
  ImGui::SameLine(inner - edit_w + scaled(8));
  if (touch_button(edit.c_str(), id + ".edit", ImVec2(edit_w, 0)))
    table.show(SmashupPanel::kBase, slot);
  power_bar(total, bp, ready, inner);
  probe().record_text(id + ".total", num(total) + "/" + num(bp));
  // One row of a finger's height under the power bar, kept whether empty or not: "Ready to
  // score", "Being scored" or the Score button come and go without moving the players'
  // +1 / +5 buttons below.
  const float status_h = std::max(touch_size(), ImGui::GetFrameHeight());
  const float status_top = ImGui::GetCursorPosY();
  if (ready) probe().record_text(id + ".ready", "ready");
  if (su::may_score(state, slot)) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.20f, 0.55f, 0.30f, 1.0f));
    const bool tapped = touch_button(ctx.tr("smashup.action.score_base").c_str(), id + ".score",
                                     ImVec2(inner, status_h));
    ImGui::PopStyleColor();
    if (tapped) {
      if (!chosen) table.act(su::ChooseBase{slot});
      table.show(SmashupPanel::kScoring, slot);
    }
  } else if (chosen || ready) {
    ImGui::SetCursorPosY(status_top + (status_h - ImGui::GetTextLineHeight()) / 2);
    text_line(ctx.tr(chosen ? "smashup.label.being_scored" : "smashup.label.ready"),
              ImVec4(0.4f, 0.9f, 0.5f, 1.0f));
  } else if (const int monsters = su::monster_power(base); monsters > 0) {
    // Monsters raising the breakpoint, said in the same row (a line of its own would move
    // the buttons below when a monster comes).
    ImGui::SetCursorPosY(status_top + (status_h - ImGui::GetTextLineHeight()) / 2);
    ImGui::TextDisabled("%s", fit_text(ctx.tr("smashup.label.monsters_raise",
                                              {Param{"power", std::int64_t{monsters}}}),
                                       inner)
                                  .c_str());
  }
  ImGui::SetCursorPosY(status_top + status_h + ImGui::GetStyle().ItemSpacing.y);
}

// A player's row on the base: name, minions, counters, titan, power, the details and the
// one-tap power changes.
void draw_base_player(AppContext& ctx, SmashupTable& table, int slot, int player, float inner,
                      float row_x) {
  const auto& session = table.session();
  const auto& state = session.state();
  const auto& base = state.bases[static_cast<std::size_t>(slot)];
  const std::string id = "smashup.base." + num(slot);
  const float button = touch_size();
  const auto p = static_cast<std::size_t>(player);
  const auto& presence = base.presence[p];
  const std::string pid = id + ".player." + num(static_cast<int>(p));
  ImGui::PushID(static_cast<int>(p));
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddRectFilled(at, ImVec2(at.x + scaled(6), at.y + button),
                                            seat_colour(static_cast<int>(p)));
  ImGui::SetCursorScreenPos(ImVec2(at.x + scaled(12), at.y));
  ImGui::BeginGroup();
  text_line(ctx.user_text(state.players[p].name));
  std::string detail =
      ctx.tr("smashup.label.minions_n", {Param{"n", std::int64_t{presence.minions}}});
  if (presence.counters > 0) detail += " · +1×" + num(presence.counters);
  if (presence.titan) {
    detail += " · " + ctx.tr("smashup.label.titan") + " " + num(presence.titan_power);
  }
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  text_line(detail);
  ImGui::PopStyleColor();
  ImGui::EndGroup();
  // The player's power, large, then the button to the details.
  const std::string power = num(presence.total());
  ImFont* large = ImGui::GetIO().Fonts->Fonts.Size > 1 ? ImGui::GetIO().Fonts->Fonts[1] : nullptr;
  if (large != nullptr) ImGui::PushFont(large);
  const float power_w = ImGui::CalcTextSize(power.c_str()).x;
  ImGui::SameLine(row_x + inner - button - power_w - scaled(12));
  text_line(power);
  if (large != nullptr) ImGui::PopFont();
  probe().record_text(pid + ".power", power);
  ImGui::SameLine(row_x + inner - button);
  if (touch_button(ctx.user_text("…").c_str(), pid + ".more", ImVec2(button, button))) {
    table.show(SmashupPanel::kPresence, slot, static_cast<int>(p));
  }
  const float step_w = (inner - ImGui::GetStyle().ItemSpacing.x * 3) / 4;
  const int steps[] = {-5, -1, 1, 5};
  const char* names[] = {"m5", "m1", "p1", "p5"};
  for (int s = 0; s < 4; ++s) {
    if (s > 0) ImGui::SameLine();
    const std::string label = signed_num(steps[s]);
    if (touch_button(label.c_str(), pid + ".power." + names[s], ImVec2(step_w, button))) {
      table.act(su::ChangePower{slot, static_cast<int>(p), steps[s]});
    }
  }
  ImGui::PopID();
  ImGui::Spacing();
}

}  // namespace

void draw_smashup_base_card(AppContext& ctx, SmashupTable& table, int slot, float width) {
  const auto& state = table.session().state();
  const auto& base = state.bases[static_cast<std::size_t>(slot)];
  const std::string id = "smashup.base." + num(slot);
  const bool chosen = state.scoring && *state.scoring == slot;
  const bool flagged = su::may_score(state, slot) || chosen;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(scaled(8), scaled(8)));
  ImGui::PushStyleColor(ImGuiCol_Border, flagged ? ImVec4(0.30f, 0.80f, 0.40f, 1.0f)
                                                 : ImGui::GetStyleColorVec4(ImGuiCol_Border));
  ImGui::PushStyleVar(ImGuiStyleVar_ChildBorderSize, flagged ? 3.0f : 1.0f);
  // No scrollbar: it would narrow the buttons below a finger's width; a drag scrolls.
  ImGui::BeginChild(id.c_str(), ImVec2(width, 0), true, ImGuiWindowFlags_NoScrollbar);
  ImGui::PopStyleVar();
  const float inner = ImGui::GetContentRegionAvail().x;
  DisabledScope over(state.over);
  if (!base.card) {
    muted(ctx.tr("smashup.label.empty_slot").c_str());
    if (touch_button(ctx.tr("smashup.action.replace_base").c_str(), id + ".replace",
                     ImVec2(inner, 0))) {
      table.show(SmashupPanel::kReplace, slot);
    }
    over.end();
    touch_scroll();
    ImGui::EndChild();
    ImGui::PopStyleColor();
    ImGui::PopStyleVar();
    return;
  }
  draw_base_header(ctx, table, slot, inner);
  ImGui::Separator();
  // Only the players scroll: the base's name, numbers, power bar and Score stay in view
  // whatever part of the players a finger has scrolled to.
  ImGui::BeginChild((id + ".players").c_str(), ImVec2(0, 0), false, ImGuiWindowFlags_NoScrollbar);
  const float row_x = ImGui::GetCursorPosX();  // the players' rows start here
  for (std::size_t p = 0; p < state.players.size(); ++p) {
    draw_base_player(ctx, table, slot, static_cast<int>(p), inner, row_x);
  }
  touch_scroll();
  ImGui::EndChild();
  over.end();
  ImGui::EndChild();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar();
}

}  // namespace tableref::gui

#include "screens/smashup/screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <random>

#include "app_context.hpp"
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

// This screen's own helpers (screen_parts.hpp), shared by its three files.
using namespace smashup_screen_parts;  // NOLINT(google-build-using-namespace)

void SmashupScreen::open(AppContext& ctx, std::int64_t session_id) {
  controller_ = controllers::SmashupController{};
  load_error_.reset();
  problems_.clear();
  session_id_ = session_id;
  panel_ = Panel::kPlayers;
  replacement_.reset();
  picking_ = false;
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
  // The setup draft: factions typed on Home as each seat's role, their sets chosen.
  const auto& catalog = controller_.catalog();
  factions_.assign(controller_.seats().size(), {});
  chosen_sets_.clear();
  for (std::size_t i = 0; i < controller_.seats().size(); ++i) {
    const auto named = controllers::factions_in_role(catalog.factions, controller_.seats()[i].role);
    for (std::size_t k = 0; k < named.size() && k < 2; ++k) {
      factions_[i][k] = named[k];
      for (const auto& faction : catalog.factions) {
        if (faction.name == named[k] && std::find(chosen_sets_.begin(), chosen_sets_.end(),
                                                  faction.set) == chosen_sets_.end()) {
          chosen_sets_.push_back(faction.set);
        }
      }
    }
  }
  if (chosen_sets_.empty() && !catalog.faction_sets.empty()) {
    // The base game when the catalog has it, else the first set.
    std::string set = catalog.faction_sets.front();
    for (const auto& name : catalog.faction_sets) {
      if (name.rfind("Core", 0) == 0) set = name;
    }
    chosen_sets_.push_back(set);
  }
  start_bases_.clear();
  active_seat_ = 0;
  first_player_ = 0;
}

bool SmashupScreen::chinese(const AppContext& ctx) const {
  return ctx.language != app::Language::kEnglish;
}

std::string SmashupScreen::card_name(AppContext& ctx, su::NameKind kind, const std::string& english,
                                     bool two_lines) const {
  if (!chinese(ctx)) return ctx.user_text(english);
  const auto script = ctx.language == app::Language::kTraditionalChinese
                          ? controllers::ZhScript::kHant
                          : controllers::ZhScript::kHans;
  const std::string zh = controller_.names().chinese(kind, english, script);
  if (zh.empty()) return ctx.user_text(english);
  return ctx.user_text(zh) + (two_lines ? "\n" : " · ") + ctx.user_text(english);
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
    const bool choose = std::holds_alternative<su::ChooseBase>(event);
    const bool closes = std::holds_alternative<su::ScoreBase>(event) ||
                        std::holds_alternative<su::ReplaceBase>(event) ||
                        std::holds_alternative<su::Undo>(event);
    const bool adjusts = std::holds_alternative<su::AdjustVp>(event);
    auto status = controller_.push(std::move(event));
    if (!status) {
      problems_ = status.violations();
      if (choose) panel_ = Panel::kPlayers;
      return;
    }
    problems_.clear();
    if (closes) {
      panel_ = Panel::kPlayers;
      replacement_.reset();
      picking_ = false;
    }
    if (adjusts) {
      vp_note_.clear();
      vp_delta_ = 1;
    }
  }
}

void SmashupScreen::show(Panel panel, int slot, int player) {
  panel_ = panel;
  panel_slot_ = slot;
  panel_player_ = player;
  problems_.clear();
  if (panel == Panel::kBase && slot >= 0) {
    const auto& base = controller_.state().bases[static_cast<std::size_t>(slot)];
    if (base.card) {
      edit_breakpoint_ = base.card->breakpoint;
      edit_vp_ = base.card->vp;
    }
  }
  if (panel == Panel::kScoring || panel == Panel::kReplace) {
    replacement_.reset();
    picking_ = false;
  }
  if (panel == Panel::kVp) {
    vp_delta_ = 1;
    vp_note_.clear();
  }
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
    draw_setup(ctx);
  } else {
    draw_table(ctx);
  }
  apply_pending();
}

// --- Setup ---------------------------------------------------------------------------------

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
  const float panel_share = panel_ == Panel::kPlayers ? 0.32f : 0.5f;
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
    draw_chart(ctx, ImGui::GetContentRegionAvail().x, height);
    muted(ctx.tr("smashup.label.chart_axes").c_str());
    ImGui::EndChild();
  } else {
    ImGui::BeginChild("smashup.bases", ImVec2(area, bases_h), false,
                      ImGuiWindowFlags_HorizontalScrollbar);
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(card_spacing, scaled(6)));
    for (int slot = 0; slot < count; ++slot) {
      if (slot > 0) ImGui::SameLine();
      draw_base_card(ctx, slot, card_w);
    }
    ImGui::PopStyleVar();
    ImGui::EndChild();
  }
  if (!upright) ImGui::SameLine();
  ImGui::BeginChild("smashup.side", ImVec2(0, 0), true);
  draw_side(ctx);
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

void SmashupScreen::draw_base_card(AppContext& ctx, int slot, float width) {
  const auto& state = controller_.state();
  const auto& base = state.bases[static_cast<std::size_t>(slot)];
  const std::string id = "smashup.base." + num(slot);
  const bool ready = su::is_ready(base);
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
      show(Panel::kReplace, slot);
    }
    over.end();
    touch_scroll();
    ImGui::EndChild();
    ImGui::PopStyleColor();
    ImGui::PopStyleVar();
    return;
  }
  const auto& card = *base.card;
  // The name in a space of two lines (three in Chinese, the English name under it): a new
  // base with a longer name moves none of the card's buttons.
  const float name_top = ImGui::GetCursorPosY();
  ImGui::PushTextWrapPos(0.0f);
  wrapped_text(card_name(ctx, su::NameKind::kBase, card.name).c_str());
  ImGui::PopTextWrapPos();
  probe().record_view(id + ".name");
  ImGui::SetCursorPosY(
      std::max(ImGui::GetCursorPosY(),
               name_top + ImGui::GetTextLineHeightWithSpacing() * (chinese(ctx) ? 3.0f : 2.0f)));
  probe().record_text(id + ".name", card.name);
  probe().record_text(id + ".shown_name", card_name(ctx, su::NameKind::kBase, card.name));
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
  if (touch_button(edit.c_str(), id + ".edit", ImVec2(edit_w, 0))) show(Panel::kBase, slot);
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
      if (!chosen) act(su::ChooseBase{slot});
      show(Panel::kScoring, slot);
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
  ImGui::Separator();
  // Only the players scroll: the base's name, numbers, power bar and Score stay in view
  // whatever part of the players a finger has scrolled to.
  ImGui::BeginChild((id + ".players").c_str(), ImVec2(0, 0), false, ImGuiWindowFlags_NoScrollbar);
  const float button = touch_size();
  const float row_x = ImGui::GetCursorPosX();  // the players' rows start here
  for (std::size_t p = 0; p < state.players.size(); ++p) {
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
      show(Panel::kPresence, slot, static_cast<int>(p));
    }
    const float step_w = (inner - ImGui::GetStyle().ItemSpacing.x * 3) / 4;
    const int steps[] = {-5, -1, 1, 5};
    const char* names[] = {"m5", "m1", "p1", "p5"};
    for (int s = 0; s < 4; ++s) {
      if (s > 0) ImGui::SameLine();
      const std::string label = signed_num(steps[s]);
      if (touch_button(label.c_str(), pid + ".power." + names[s], ImVec2(step_w, button))) {
        act(su::ChangePower{slot, static_cast<int>(p), steps[s]});
      }
    }
    ImGui::PopID();
    ImGui::Spacing();
  }
  touch_scroll();
  ImGui::EndChild();
  over.end();
  ImGui::EndChild();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar();
}

}  // namespace tableref::gui

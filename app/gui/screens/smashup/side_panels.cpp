// Smash Up screen: the side panels (players, presence, a base, scoring, replacement, VP).
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
#include "tableref/referee/smashup/setup.hpp"
#include "ui/action_button.hpp"
#include "ui/disabled_scope.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its three files.
using namespace smashup_screen_parts;  // NOLINT(google-build-using-namespace)

void SmashupScreen::draw_side(AppContext& ctx) {
  const auto& state = controller_.state();
  if (panel_ != Panel::kPlayers) {
    if (touch_button(ctx.tr("smashup.action.back").c_str(), "smashup.panel.back",
                     ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
      show(Panel::kPlayers);
    }
  }
  // A panel whose base or player went away (undo, scoring) falls back to the players.
  const bool slot_ok = panel_slot_ >= 0 && panel_slot_ < static_cast<int>(state.bases.size());
  const bool player_ok =
      panel_player_ >= 0 && panel_player_ < static_cast<int>(state.players.size());
  switch (panel_) {
    case Panel::kPresence:
      if (slot_ok && player_ok && state.bases[static_cast<std::size_t>(panel_slot_)].card) {
        draw_presence_panel(ctx);
        return;
      }
      break;
    case Panel::kBase:
      if (slot_ok && state.bases[static_cast<std::size_t>(panel_slot_)].card) {
        draw_base_panel(ctx);
        return;
      }
      break;
    case Panel::kScoring:
      if (slot_ok && state.bases[static_cast<std::size_t>(panel_slot_)].card) {
        draw_scoring_panel(ctx);
        return;
      }
      break;
    case Panel::kReplace:
      if (slot_ok) {
        draw_replace_panel(ctx);
        return;
      }
      break;
    case Panel::kVp:
      if (player_ok) {
        draw_vp_panel(ctx);
        return;
      }
      break;
    case Panel::kPlayers:
      break;
  }
  panel_ = Panel::kPlayers;
  draw_players_panel(ctx);
}

void SmashupScreen::draw_players_panel(AppContext& ctx) {
  const auto& state = controller_.state();
  ImGui::BeginChild("smashup.side.scroll", ImVec2(0, 0), false, kPanelScroll);
  const float width = ImGui::GetContentRegionAvail().x;
  for (std::size_t p = 0; p < state.players.size(); ++p) {
    const auto& player = state.players[p];
    const std::string pid = "smashup.player." + num(static_cast<int>(p));
    ImGui::PushID(static_cast<int>(p));
    std::string label = ctx.user_text(player.name);
    label += "   " + ctx.tr("smashup.label.vp_n", {Param{"vp", std::int64_t{player.vp}}});
    // In Chinese each faction on its own line (Chinese · English would not fit two to a line).
    label += "\n" + card_name(ctx, su::NameKind::kFaction, player.factions[0], false) +
             (chinese(ctx) ? "\n" : " + ") +
             card_name(ctx, su::NameKind::kFaction, player.factions[1], false);
    if (player.madness > 0) {
      label += "\n" + ctx.tr("smashup.label.madness_penalty",
                             {Param{"madness", std::int64_t{player.madness}},
                              Param{"penalty", std::int64_t{su::madness_penalty(player.madness)}}});
    }
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0.0f, 0.5f));
    if (touch_button(label.c_str(), pid, ImVec2(width, 0)))
      show(Panel::kVp, -1, static_cast<int>(p));
    ImGui::PopStyleVar();
    ImGui::GetWindowDrawList()->AddRectFilled(
        at, ImVec2(at.x + scaled(6), ImGui::GetItemRectMax().y), seat_colour(static_cast<int>(p)));
    if (static_cast<int>(p) == state.current) {
      // The current player: a triangle at the right edge of the row.
      const ImVec2 max = ImGui::GetItemRectMax();
      const float h = scaled(10);
      const float cy = (at.y + max.y) / 2;
      ImGui::GetWindowDrawList()->AddTriangleFilled(
          ImVec2(max.x - scaled(22), cy - h), ImVec2(max.x - scaled(22), cy + h),
          ImVec2(max.x - scaled(8), cy), seat_colour(static_cast<int>(p)));
    }
    probe().record_text(pid + ".vp", num(player.vp));
    probe().record_text(pid + ".madness", num(player.madness));
    ImGui::PopID();
  }
  ImGui::Spacing();
  if (!state.over) {  // when it is over, the chart is shown large beside this panel
    heading(ctx.tr("smashup.label.chart").c_str());
    draw_chart(ctx, width, scaled(200));
  }
  muted(ctx.tr("smashup.label.goal", {Param{"vp", std::int64_t{su::kWinningVp}}}).c_str());
  keep_scrolled_height(players_height_);
  touch_scroll();
  ImGui::EndChild();
}

void SmashupScreen::draw_chart(AppContext& ctx, float width, float height) {
  (void)ctx;
  const auto& state = controller_.state();
  std::vector<int> now;
  for (const auto& player : state.players) now.push_back(player.vp);
  const LineChart chart = smashup_vp_chart(state.vp_by_turn, now);
  draw_line_chart(chart, width, height, "smashup.chart");
  probe().record_text("smashup.chart", num(static_cast<int>(chart.x_labels.size())));
}

void SmashupScreen::draw_presence_panel(AppContext& ctx) {
  const auto& state = controller_.state();
  const int slot = panel_slot_;
  const int player = panel_player_;
  const auto& base = state.bases[static_cast<std::size_t>(slot)];
  const auto& presence = base.presence[static_cast<std::size_t>(player)];
  const std::string id = "smashup.presence";
  ImGui::PushTextWrapPos(0.0f);
  heading(ctx.user_text(state.players[static_cast<std::size_t>(player)].name).c_str());
  wrapped_text(card_name(ctx, su::NameKind::kBase, base.card->name, false).c_str());
  ImGui::PopTextWrapPos();
  DisabledScope over(state.over);  // decided once: a change can end the game
  const float label_w = scaled(120);
  text_line(ctx.tr("smashup.label.power"));
  stepper(
      "", num(presence.power), id + ".power",
      [&](int d) {
        act(su::ChangePower{slot, player, d});
      },
      1);
  stepper(
      "", num(presence.power), id + ".power5",
      [&](int d) {
        act(su::ChangePower{slot, player, d});
      },
      5);
  text_line(ctx.tr("smashup.label.minions"));
  stepper(
      "", num(presence.minions), id + ".minions",
      [&](int d) {
        act(su::ChangeMinions{slot, player, d});
      },
      1);
  text_line(ctx.tr("smashup.label.counters"));
  stepper(
      "", num(presence.counters), id + ".counters",
      [&](int d) {
        act(su::ChangeCounters{slot, player, d});
      },
      1);
  ImGui::Separator();
  text_line(ctx.tr("smashup.label.titan"));
  const auto where = su::titan_slot(state, player);
  if (where && *where == slot) {
    stepper(
        ctx.tr("smashup.label.power"), num(presence.titan_power), id + ".titan",
        [&](int d) {
          act(su::SetTitan{player, slot, std::max(0, presence.titan_power + d)});
        },
        1, label_w);
    if (touch_button(ctx.tr("smashup.action.remove_titan").c_str(), id + ".titan.remove",
                     ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
      act(su::SetTitan{player, std::nullopt, 0});
    }
  } else {
    int power = 0;
    if (where)
      power = state.bases[static_cast<std::size_t>(*where)]
                  .presence[static_cast<std::size_t>(player)]
                  .titan_power;
    if (touch_button(
            ctx.tr(where ? "smashup.action.move_titan" : "smashup.action.place_titan").c_str(),
            id + ".titan.place", ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
      act(su::SetTitan{player, slot, power});
    }
  }
}

void SmashupScreen::draw_base_panel(AppContext& ctx) {
  const auto& state = controller_.state();
  const int slot = panel_slot_;
  const auto& base = state.bases[static_cast<std::size_t>(slot)];
  const std::string id = "smashup.edit";
  ImGui::BeginChild("smashup.edit.scroll", ImVec2(0, 0), false, kPanelScroll);
  ImGui::PushTextWrapPos(0.0f);
  heading(card_name(ctx, su::NameKind::kBase, base.card->name, false).c_str());
  muted(ctx.tr("smashup.hint.edit_base").c_str());
  ImGui::PopTextWrapPos();
  DisabledScope over(state.over);  // decided once: a change can end the game
  const float label_w = scaled(110);
  stepper(
      ctx.tr("smashup.label.breakpoint"), num(edit_breakpoint_), id + ".breakpoint",
      [&](int d) { edit_breakpoint_ = std::clamp(edit_breakpoint_ + d, 0, 999); }, 1, label_w);
  for (int k = 0; k < 3; ++k) {
    stepper(
        ctx.tr("smashup.label.place", {Param{"place", std::int64_t{k + 1}}}),
        num(edit_vp_[static_cast<std::size_t>(k)]), id + ".vp" + num(k + 1),
        [&, k](int d) {
          auto& v = edit_vp_[static_cast<std::size_t>(k)];
          v = std::clamp(v + d, 0, 999);
        },
        1, label_w);
  }
  if (touch_button(ctx.tr("smashup.action.save_base").c_str(), id + ".save",
                   ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    act(su::EditBase{slot, edit_breakpoint_, edit_vp_});
  }
  if (touch_button(ctx.tr("smashup.action.replace_base").c_str(), id + ".replace",
                   ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    show(Panel::kReplace, slot);
  }
  ImGui::Separator();
  heading(ctx.tr("smashup.label.monster").c_str());
  // The new monster's power and Add first, the monsters in play under them: the list that
  // grows moves neither.
  stepper(
      ctx.tr("smashup.label.power"), num(monster_power_), "smashup.monster.power",
      [&](int d) { monster_power_ = std::clamp(monster_power_ + d, 0, 99); }, 1, label_w);
  if (action_button(ctx.tr("smashup.action.add_monster").c_str(), "smashup.monster.add",
                    ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    act(su::AddMonster{slot, monster_power_});
  }
  for (std::size_t m = 0; m < base.monsters.size(); ++m) {
    ImGui::PushID(static_cast<int>(m));
    const std::string mid = "smashup.monster." + num(static_cast<int>(m));
    ImGui::AlignTextToFramePadding();
    text_line(ctx.tr("smashup.label.monster_n", {Param{"power", std::int64_t{base.monsters[m]}}}));
    ImGui::SameLine();
    if (touch_button(ctx.tr("smashup.action.remove").c_str(), mid + ".remove")) {
      act(su::RemoveMonster{slot, static_cast<int>(m)});
      ImGui::PopID();
      break;
    }
    muted(ctx.tr("smashup.action.control_monster").c_str());
    bool changed = false;
    for (std::size_t p = 0; p < state.players.size(); ++p) {
      if (p > 0) ImGui::SameLine();
      if (touch_button(ctx.user_text(state.players[p].name).c_str(),
                       mid + ".control." + num(static_cast<int>(p)))) {
        act(su::ControlMonster{slot, static_cast<int>(m), static_cast<int>(p)});
        changed = true;
      }
    }
    ImGui::PopID();
    if (changed) break;
  }
  over.end();
  touch_scroll();
  ImGui::EndChild();
}

void SmashupScreen::draw_replacement_choice(AppContext& ctx, const std::string& prefix) {
  const float width = ImGui::GetContentRegionAvail().x;
  if (touch_button(ctx.tr("smashup.action.draw_base").c_str(), prefix + ".draw",
                   ImVec2(width, 0))) {
    auto drawn = controller_.draw_base(fresh_seed());
    if (drawn) {
      replacement_ = std::move(drawn).value();
      picking_ = false;
      problems_.clear();
    } else {
      problems_ = drawn.violations();
    }
  }
  if (choice_button(ctx.tr("smashup.action.pick_base").c_str(), prefix + ".pick", picking_,
                    ImVec2(width, 0))) {
    picking_ = !picking_;
  }
  if (picking_) {
    const auto remaining = controller_.remaining();
    touch_input("##replace_search", replace_query_, prefix + ".search",
                ImGui::GetContentRegionAvail().x, ctx.tr("smashup.hint.search_bases").c_str());
    // Inline in the panel's own scroll: a nested list would fight it for the drag.
    for (std::size_t i = 0; i < remaining.size(); ++i) {
      const auto& b = remaining[i];
      if (!controller_.names().matches(su::NameKind::kBase, b.name, replace_query_)) continue;
      ImGui::PushID(static_cast<int>(i));
      const std::string label =
          card_name(ctx, su::NameKind::kBase, b.name) + "  " + num(b.breakpoint);
      if (touch_button(label.c_str(), prefix + ".option." + num(static_cast<int>(i)),
                       ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
        replacement_ = b;  // the list stays open: nothing under the finger moves
      }
      ImGui::PopID();
    }
  }
}

float SmashupScreen::replacement_box_height() const {
  return ImGui::GetTextLineHeightWithSpacing() * 2 + scaled(16);
}

void SmashupScreen::draw_replacement_box(AppContext& ctx, const std::string& prefix) {
  // The base drawn or picked, in a box of fixed size just above the button that applies
  // it: where the player is looking, never below the fold of the list above.
  std::string text = ctx.tr("smashup.label.no_replacement");
  Tone tone = Tone::kNeutral;
  if (replacement_) {
    const auto& b = *replacement_;
    text = ctx.tr(
        "smashup.label.replacement",
        {Param{"base", card_name(ctx, su::NameKind::kBase, b.name, false)},
         Param{"breakpoint", std::int64_t{b.breakpoint}}, Param{"vp1", std::int64_t{b.vp[0]}},
         Param{"vp2", std::int64_t{b.vp[1]}}, Param{"vp3", std::int64_t{b.vp[2]}}});
    tone = Tone::kInfo;
    probe().record_text(prefix + ".replacement", b.name);
  }
  fixed_message_box(text, tone, prefix + ".replacement_box",
                    ImVec2(ImGui::GetContentRegionAvail().x, replacement_box_height()));
}

void SmashupScreen::draw_scoring_panel(AppContext& ctx) {
  const auto& state = controller_.state();
  const int slot = panel_slot_;
  const auto& base = state.bases[static_cast<std::size_t>(slot)];
  const float apply_h = scaled(64);
  ImGui::BeginChild(
      "smashup.scoring.scroll",
      ImVec2(0, -(apply_h + replacement_box_height() + ImGui::GetStyle().ItemSpacing.y * 2)), false,
      kPanelScroll);
  ImGui::PushTextWrapPos(0.0f);
  wrapped_text(ctx.tr("smashup.label.scoring",
                      {Param{"base", card_name(ctx, su::NameKind::kBase, base.card->name, false)}})
                   .c_str());
  ImGui::PopTextWrapPos();
  auto preview = su::preview_scoring(state, slot);
  if (preview) {
    const auto& scoring = preview.value();
    text_line(ctx.tr("smashup.label.power_vs_breakpoint",
                     {Param{"power", std::int64_t{scoring.total_power}},
                      Param{"breakpoint", std::int64_t{scoring.breakpoint}}}));
    std::string all;
    for (std::size_t i = 0; i < scoring.awards.size(); ++i) {
      const auto& award = scoring.awards[i];
      const auto& name = state.players[static_cast<std::size_t>(award.player)].name;
      std::string line;
      if (award.eligible) {
        line = ctx.tr(
            award.tied ? "smashup.label.award_tied" : "smashup.label.award",
            {Param{"place", std::int64_t{award.place}}, Param{"player", ctx.user_text(name)},
             Param{"power", std::int64_t{award.power}}, Param{"vp", std::int64_t{award.vp}}});
      } else {
        line = ctx.user_text(name) + ": " + ctx.tr("smashup.label.ineligible");
      }
      const ImVec2 at = ImGui::GetCursorScreenPos();
      ImGui::GetWindowDrawList()->AddRectFilled(
          at, ImVec2(at.x + scaled(6), at.y + ImGui::GetTextLineHeight() * 1.2f),
          seat_colour(award.player));
      ImGui::SetCursorScreenPos(ImVec2(at.x + scaled(12), at.y));
      ImGui::PushTextWrapPos(0.0f);
      if (award.eligible && award.place <= su::kScoringPlaces) {
        wrapped_text(line.c_str());
      } else {
        muted(line.c_str());
      }
      ImGui::PopTextWrapPos();
      probe().record_text("smashup.scoring.award." + num(static_cast<int>(i)), line);
      all += line + "\n";
    }
    probe().record_text("smashup.scoring.breakdown", all);
  } else {
    message_box(ctx.render(preview.error()).c_str(), true, "smashup.scoring.error");
  }
  ImGui::Separator();
  muted(ctx.tr("smashup.label.replacement_hint").c_str());
  draw_replacement_choice(ctx, "smashup.scoring");
  touch_scroll();
  ImGui::EndChild();
  draw_replacement_box(ctx, "smashup.scoring");
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.20f, 0.55f, 0.30f, 1.0f));
  if (action_button(ctx.tr("smashup.action.apply_scoring").c_str(), "smashup.scoring.apply",
                    ImVec2(ImGui::GetContentRegionAvail().x, apply_h))) {
    su::ScoreBase event;
    event.slot = slot;
    event.replacement = replacement_;
    act(std::move(event));
  }
  ImGui::PopStyleColor();
}

void SmashupScreen::draw_replace_panel(AppContext& ctx) {
  const auto& state = controller_.state();
  const int slot = panel_slot_;
  DisabledScope locked(state.over);
  const float apply_h = scaled(64);
  ImGui::BeginChild(
      "smashup.replace.scroll",
      ImVec2(0, -(apply_h + replacement_box_height() + ImGui::GetStyle().ItemSpacing.y * 2)), false,
      kPanelScroll);
  heading(ctx.tr("smashup.action.replace_base").c_str());
  const auto& base = state.bases[static_cast<std::size_t>(slot)];
  if (base.card) {
    // A card swaps the base: what is on it leaves with it.
    ImGui::PushTextWrapPos(0.0f);
    muted(ctx.tr("smashup.hint.swap_base",
                 {Param{"base", card_name(ctx, su::NameKind::kBase, base.card->name, false)}})
              .c_str());
    ImGui::PopTextWrapPos();
  }
  draw_replacement_choice(ctx, "smashup.replace");
  touch_scroll();
  ImGui::EndChild();
  draw_replacement_box(ctx, "smashup.replace");
  DisabledScope no_choice(!replacement_);
  if (action_button(ctx.tr("smashup.action.place_base").c_str(), "smashup.replace.apply",
                    ImVec2(ImGui::GetContentRegionAvail().x, apply_h))) {
    act(su::ReplaceBase{slot, *replacement_});
  }
}

void SmashupScreen::draw_vp_panel(AppContext& ctx) {
  const auto& state = controller_.state();
  const int player = panel_player_;
  const auto& p = state.players[static_cast<std::size_t>(player)];
  const std::string id = "smashup.vp";
  heading(ctx.user_text(p.name).c_str());
  text_line(ctx.tr("smashup.label.vp_n", {Param{"vp", std::int64_t{p.vp}}}));
  DisabledScope over(state.over);  // decided once: an adjustment can end the game
  const float label_w = scaled(110);
  stepper(
      ctx.tr("smashup.label.vp"), signed_num(vp_delta_), id + ".delta",
      [&](int d) { vp_delta_ = std::clamp(vp_delta_ + d, -99, 99); }, 1, label_w);
  ctx.user_text(vp_note_);
  touch_input("##note", vp_note_, id + ".note", ImGui::GetContentRegionAvail().x,
              ctx.tr("smashup.hint.note").c_str());
  if (action_button(ctx.tr("smashup.action.adjust_vp").c_str(), id + ".apply",
                    ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    if (vp_delta_ != 0) act(su::AdjustVp{player, vp_delta_, vp_note_});
  }
  ImGui::Separator();
  stepper(
      ctx.tr("smashup.label.madness"), num(p.madness), id + ".madness",
      [&](int d) {
        act(su::ChangeMadness{player, d});
      },
      1, label_w);
  muted(ctx.tr("smashup.label.madness_penalty",
               {Param{"madness", std::int64_t{p.madness}},
                Param{"penalty", std::int64_t{su::madness_penalty(p.madness)}}})
            .c_str());
  over.end();
  // The player's VP history: scorings and adjustments with their notes.
  ImGui::Separator();
  ImGui::BeginChild("smashup.vp.history", ImVec2(0, 0), false);
  for (auto it = state.vp_log.rbegin(); it != state.vp_log.rend(); ++it) {
    if (it->player != player) continue;
    const std::string line =
        ctx.tr("smashup.label.vp_change",
               {Param{"turn", std::int64_t{it->turn}}, Param{"delta", signed_num(it->delta)},
                Param{"note", ctx.user_text(it->note)}});
    ImGui::PushTextWrapPos(0.0f);
    wrapped_text(line.c_str());
    ImGui::PopTextWrapPos();
  }
  touch_scroll();
  ImGui::EndChild();
}

}  // namespace tableref::gui

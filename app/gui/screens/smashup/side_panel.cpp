// Smash Up table: the side (side_panel.hpp): which panel shows, the players and a player's
// presence on a base.
#include "screens/smashup/side_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>
#include <variant>
#include <vector>

#include "app_context.hpp"
#include "screens/smashup/screen_parts.hpp"
#include "ui/action_button.hpp"
#include "ui/disabled_scope.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace smashup_screen_parts;  // NOLINT(google-build-using-namespace)

void SmashupSidePanel::show(const controllers::SmashupController& session, SmashupPanel panel,
                            int slot, int player) {
  panel_ = panel;
  slot_ = slot;
  player_ = player;
  if (panel == SmashupPanel::kBase && slot >= 0) base_.open(session, slot);
  if (panel == SmashupPanel::kScoring || panel == SmashupPanel::kReplace) scoring_.reset();
  if (panel == SmashupPanel::kVp) vp_.reset();
}

void SmashupSidePanel::after(const smashup::Event& event, bool applied) {
  if (!applied) {
    if (std::holds_alternative<smashup::ChooseBase>(event)) panel_ = SmashupPanel::kPlayers;
    return;
  }
  if (std::holds_alternative<smashup::ScoreBase>(event) ||
      std::holds_alternative<smashup::ReplaceBase>(event) ||
      std::holds_alternative<smashup::Undo>(event)) {
    panel_ = SmashupPanel::kPlayers;
    scoring_.reset();
  }
  if (std::holds_alternative<smashup::AdjustVp>(event)) vp_.reset();
}

void SmashupSidePanel::draw(AppContext& ctx, SmashupTable& table) {
  const auto& session = table.session();
  const auto& state = session.state();
  if (panel_ != SmashupPanel::kPlayers) {
    if (touch_button(ctx.tr("smashup.action.back").c_str(), "smashup.panel.back",
                     ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
      table.show(SmashupPanel::kPlayers);
    }
  }
  // A panel whose base or player went away (undo, scoring) falls back to the players.
  const bool slot_ok = slot_ >= 0 && slot_ < static_cast<int>(state.bases.size());
  const bool player_ok = player_ >= 0 && player_ < static_cast<int>(state.players.size());
  switch (panel_) {
    case SmashupPanel::kPresence:
      if (slot_ok && player_ok && state.bases[static_cast<std::size_t>(slot_)].card) {
        draw_presence(ctx, table);
        return;
      }
      break;
    case SmashupPanel::kBase:
      if (slot_ok && state.bases[static_cast<std::size_t>(slot_)].card) {
        base_.draw(ctx, table, slot_);
        return;
      }
      break;
    case SmashupPanel::kScoring:
      if (slot_ok && state.bases[static_cast<std::size_t>(slot_)].card) {
        scoring_.draw_scoring(ctx, table, slot_);
        return;
      }
      break;
    case SmashupPanel::kReplace:
      if (slot_ok) {
        scoring_.draw_replace(ctx, table, slot_);
        return;
      }
      break;
    case SmashupPanel::kVp:
      if (player_ok) {
        vp_.draw(ctx, table, player_);
        return;
      }
      break;
    case SmashupPanel::kPlayers:
      break;
  }
  panel_ = SmashupPanel::kPlayers;
  draw_players(ctx, table);
}

void SmashupSidePanel::draw_players(AppContext& ctx, SmashupTable& table) {
  const auto& session = table.session();
  const auto& state = session.state();
  ImGui::BeginChild("smashup.side.scroll", ImVec2(0, 0), false, kPanelScroll);
  const float width = ImGui::GetContentRegionAvail().x;
  for (std::size_t p = 0; p < state.players.size(); ++p) {
    const auto& player = state.players[p];
    const std::string pid = "smashup.player." + num(static_cast<int>(p));
    ImGui::PushID(static_cast<int>(p));
    std::string label = ctx.user_text(player.name);
    label += "   " + ctx.tr("smashup.label.vp_n", {Param{"vp", std::int64_t{player.vp}}});
    // In Chinese each faction on its own line (Chinese · English would not fit two to a line).
    label += "\n" +
             card_name(ctx, session.names(), su::NameKind::kFaction, player.factions[0], false) +
             (chinese(ctx) ? "\n" : " + ") +
             card_name(ctx, session.names(), su::NameKind::kFaction, player.factions[1], false);
    if (player.madness > 0) {
      label += "\n" + ctx.tr("smashup.label.madness_penalty",
                             {Param{"madness", std::int64_t{player.madness}},
                              Param{"penalty", std::int64_t{su::madness_penalty(player.madness)}}});
    }
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0.0f, 0.5f));
    if (touch_button(label.c_str(), pid, ImVec2(width, 0)))
      table.show(SmashupPanel::kVp, -1, static_cast<int>(p));
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
    draw_vp_chart(state, width, scaled(200));
  }
  muted(ctx.tr("smashup.label.goal", {Param{"vp", std::int64_t{su::kWinningVp}}}).c_str());
  keep_scrolled_height(players_height_);
  touch_scroll();
  ImGui::EndChild();
}

void SmashupSidePanel::draw_presence(AppContext& ctx, SmashupTable& table) {
  const auto& session = table.session();
  const auto& state = session.state();
  const int slot = slot_;
  const int player = player_;
  const auto& base = state.bases[static_cast<std::size_t>(slot)];
  const auto& presence = base.presence[static_cast<std::size_t>(player)];
  const std::string id = "smashup.presence";
  ImGui::PushTextWrapPos(0.0f);
  heading(ctx.user_text(state.players[static_cast<std::size_t>(player)].name).c_str());
  wrapped_text(
      card_name(ctx, session.names(), su::NameKind::kBase, base.card->name, false).c_str());
  ImGui::PopTextWrapPos();
  DisabledScope over(state.over);  // decided once: a change can end the game
  const float label_w = scaled(120);
  text_line(ctx.tr("smashup.label.power"));
  stepper(
      "", num(presence.power), id + ".power",
      [&](int d) {
        table.act(su::ChangePower{slot, player, d});
      },
      1);
  stepper(
      "", num(presence.power), id + ".power5",
      [&](int d) {
        table.act(su::ChangePower{slot, player, d});
      },
      5);
  text_line(ctx.tr("smashup.label.minions"));
  stepper(
      "", num(presence.minions), id + ".minions",
      [&](int d) {
        table.act(su::ChangeMinions{slot, player, d});
      },
      1);
  text_line(ctx.tr("smashup.label.counters"));
  stepper(
      "", num(presence.counters), id + ".counters",
      [&](int d) {
        table.act(su::ChangeCounters{slot, player, d});
      },
      1);
  ImGui::Separator();
  text_line(ctx.tr("smashup.label.titan"));
  const auto where = su::titan_slot(state, player);
  if (where && *where == slot) {
    stepper(
        ctx.tr("smashup.label.power"), num(presence.titan_power), id + ".titan",
        [&](int d) {
          table.act(su::SetTitan{player, slot, std::max(0, presence.titan_power + d)});
        },
        1, label_w);
    if (touch_button(ctx.tr("smashup.action.remove_titan").c_str(), id + ".titan.remove",
                     ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
      table.act(su::SetTitan{player, std::nullopt, 0});
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
      table.act(su::SetTitan{player, slot, power});
    }
  }
}

}  // namespace tableref::gui

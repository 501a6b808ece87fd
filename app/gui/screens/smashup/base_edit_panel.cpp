// Smash Up table: the side panel for one base (base_edit_panel.hpp).
#include "screens/smashup/base_edit_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>
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

void SmashupBaseEditPanel::open(const controllers::SmashupController& session, int slot) {
  const auto& base = session.state().bases[static_cast<std::size_t>(slot)];
  if (base.card) {
    breakpoint_ = base.card->breakpoint;
    vp_ = base.card->vp;
  }
}

void SmashupBaseEditPanel::draw(AppContext& ctx, SmashupTable& table, int slot) {
  const auto& session = table.session();
  const auto& state = session.state();
  const auto& base = state.bases[static_cast<std::size_t>(slot)];
  const std::string id = "smashup.edit";
  ImGui::BeginChild("smashup.edit.scroll", ImVec2(0, 0), false, kPanelScroll);
  ImGui::PushTextWrapPos(0.0f);
  heading(card_name(ctx, session.names(), su::NameKind::kBase, base.card->name, false).c_str());
  muted(ctx.tr("smashup.hint.edit_base").c_str());
  ImGui::PopTextWrapPos();
  DisabledScope over(state.over);  // decided once: a change can end the game
  const float label_w = scaled(110);
  stepper(
      ctx.tr("smashup.label.breakpoint"), num(breakpoint_), id + ".breakpoint",
      [&](int d) { breakpoint_ = std::clamp(breakpoint_ + d, 0, 999); }, 1, label_w);
  for (int k = 0; k < 3; ++k) {
    stepper(
        ctx.tr("smashup.label.place", {Param{"place", std::int64_t{k + 1}}}),
        num(vp_[static_cast<std::size_t>(k)]), id + ".vp" + num(k + 1),
        [&, k](int d) {
          auto& v = vp_[static_cast<std::size_t>(k)];
          v = std::clamp(v + d, 0, 999);
        },
        1, label_w);
  }
  if (touch_button(ctx.tr("smashup.action.save_base").c_str(), id + ".save",
                   ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    table.act(su::EditBase{slot, breakpoint_, vp_});
  }
  if (touch_button(ctx.tr("smashup.action.replace_base").c_str(), id + ".replace",
                   ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    table.show(SmashupPanel::kReplace, slot);
  }
  draw_monsters(ctx, table, slot, label_w);
  over.end();
  touch_scroll();
  ImGui::EndChild();
}

void SmashupBaseEditPanel::draw_monsters(AppContext& ctx, SmashupTable& table, int slot,
                                         float label_w) {
  const auto& state = table.session().state();
  const auto& base = state.bases[static_cast<std::size_t>(slot)];
  ImGui::Separator();
  heading(ctx.tr("smashup.label.monster").c_str());
  // The new monster's power and Add first, the monsters in play under them: the list that
  // grows moves neither.
  stepper(
      ctx.tr("smashup.label.power"), num(monster_power_), "smashup.monster.power",
      [&](int d) { monster_power_ = std::clamp(monster_power_ + d, 0, 99); }, 1, label_w);
  if (action_button(ctx.tr("smashup.action.add_monster").c_str(), "smashup.monster.add",
                    ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    table.act(su::AddMonster{slot, monster_power_});
  }
  for (std::size_t m = 0; m < base.monsters.size(); ++m) {
    ImGui::PushID(static_cast<int>(m));
    const std::string mid = "smashup.monster." + num(static_cast<int>(m));
    ImGui::AlignTextToFramePadding();
    text_line(ctx.tr("smashup.label.monster_n", {Param{"power", std::int64_t{base.monsters[m]}}}));
    ImGui::SameLine();
    if (touch_button(ctx.tr("smashup.action.remove").c_str(), mid + ".remove")) {
      table.act(su::RemoveMonster{slot, static_cast<int>(m)});
      ImGui::PopID();
      break;
    }
    muted(ctx.tr("smashup.action.control_monster").c_str());
    bool changed = false;
    for (std::size_t p = 0; p < state.players.size(); ++p) {
      if (p > 0) ImGui::SameLine();
      if (touch_button(ctx.user_text(state.players[p].name).c_str(),
                       mid + ".control." + num(static_cast<int>(p)))) {
        table.act(su::ControlMonster{slot, static_cast<int>(m), static_cast<int>(p)});
        changed = true;
      }
    }
    ImGui::PopID();
    if (changed) break;
  }
}

}  // namespace tableref::gui

// Smash Up table: a player's VP (vp_panel.hpp).
#include "screens/smashup/vp_panel.hpp"

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

void SmashupVpPanel::draw(AppContext& ctx, SmashupTable& table, int player) {
  const auto& state = table.session().state();
  const auto& p = state.players[static_cast<std::size_t>(player)];
  const std::string id = "smashup.vp";
  heading(ctx.user_text(p.name).c_str());
  text_line(ctx.tr("smashup.label.vp_n", {Param{"vp", std::int64_t{p.vp}}}));
  DisabledScope over(state.over);  // decided once: an adjustment can end the game
  const float label_w = scaled(110);
  stepper(
      ctx.tr("smashup.label.vp"), signed_num(delta_), id + ".delta",
      [&](int d) { delta_ = std::clamp(delta_ + d, -99, 99); }, 1, label_w);
  ctx.user_text(note_);
  touch_input("##note", note_, id + ".note", ImGui::GetContentRegionAvail().x,
              ctx.tr("smashup.hint.note").c_str());
  if (action_button(ctx.tr("smashup.action.adjust_vp").c_str(), id + ".apply",
                    ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    if (delta_ != 0) table.act(su::AdjustVp{player, delta_, note_});
  }
  ImGui::Separator();
  stepper(
      ctx.tr("smashup.label.madness"), num(p.madness), id + ".madness",
      [&](int d) {
        table.act(su::ChangeMadness{player, d});
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

// Block-Killer screen: the top bar and the players' boxes (players_panel.hpp).
#include "screens/blockkiller/players_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app_context.hpp"
#include "screens/blockkiller/screen_parts.hpp"
#include "ui/action_button.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blockkiller_screen_parts;  // NOLINT(google-build-using-namespace)

void draw_blockkiller_top_bar(AppContext& ctx, const controllers::BlockKillerController& session) {
  const auto& state = session.state();
  const auto& rules = state.setup.rules;
  std::string phase;
  switch (state.phase) {
    case bk::Phase::kDraw:
      phase = "draw";
      break;
    case bk::Phase::kAct:
      phase = "act";
      break;
    case bk::Phase::kDefend:
      phase = "defend";
      break;
    case bk::Phase::kOver:
      phase = "over";
      break;
  }
  probe().record_text("blockkiller.phase", phase);
  std::string line;
  if (state.phase == bk::Phase::kOver && state.winner) {
    line = ctx.tr("blockkiller.ui.winner",
                  {Param{"name", ctx.user_text(session.name(*state.winner))}});
    probe().record_text("blockkiller.winner", session.name(*state.winner));
  } else if (state.phase == bk::Phase::kDefend && state.pending) {
    line = ctx.tr("blockkiller.ui.awaiting",
                  {Param{"attacker", ctx.user_text(session.name(state.pending->attacker))},
                   Param{"target", ctx.user_text(session.name(state.pending->target))},
                   Param{"attack", i64(state.pending->attack)}});
  } else {
    line = ctx.tr("blockkiller.ui.phase." + phase,
                  {Param{"name", ctx.user_text(session.name(state.current))}});
  }
  line += "   " + ctx.tr(state.setup.clockwise ? "blockkiller.ui.clockwise"
                                               : "blockkiller.ui.counterclockwise");
  ImGui::AlignTextToFramePadding();
  heading(line.c_str());
  probe().record_text("blockkiller.turn", line);
  // The session's rule options, as agreed on Home.
  auto on_off = [&](bool on) { return ctx.tr(on ? "blockkiller.ui.on" : "blockkiller.ui.off"); };
  std::string rules_text =
      ctx.tr("blockkiller.option.mode") + ": " +
      ctx.tr(rules.mode == bk::Mode::kStandard ? "blockkiller.option.mode_standard"
                                               : "blockkiller.option.mode_no_mercy") +
      " · " + ctx.tr("blockkiller.option.kicks") + ": " +
      ctx.tr(rules.kicks == bk::Kicks::kSrs ? "blockkiller.option.kicks_srs"
                                            : "blockkiller.option.kicks_srs_plus") +
      " · " + ctx.tr("blockkiller.option.rotate180") + ": " + on_off(rules.rotate180) + " · " +
      ctx.tr("blockkiller.option.all_spin") + ": " + on_off(rules.all_spin) + " · " +
      ctx.tr("blockkiller.option.non_t_spin_is_mini") + ": " + on_off(rules.non_t_spin_is_mini) +
      " · " + ctx.tr("blockkiller.option.mini_weakening") + ": " + on_off(rules.mini_weakening) +
      " · " + ctx.tr("blockkiller.option.carry_over") + ": " + on_off(rules.carry_over) + " · " +
      ctx.tr("blockkiller.option.merge_clears") + ": " +
      on_off(rules.merge_clears_with_first_piece);
  ImGui::PushTextWrapPos(0);
  muted(rules_text.c_str());
  ImGui::PopTextWrapPos();
  probe().record_text("blockkiller.rules", rules_text);
}

void draw_blockkiller_players(AppContext& ctx, const controllers::BlockKillerController& session,
                              int columns, int min_lines) {
  const auto& state = session.state();
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float width =
      std::floor((ImGui::GetContentRegionAvail().x - spacing * static_cast<float>(columns - 1)) /
                 static_cast<float>(columns));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const bool any_known =
      std::any_of(state.hands.begin(), state.hands.end(),
                  [](const bk::PlayerHand& h) { return !h.known_garbage.empty(); });
  for (int seat = 0; seat < static_cast<int>(state.hands.size()); ++seat) {
    if (seat % columns != 0) ImGui::SameLine();
    const auto& hand = state.hands[static_cast<std::size_t>(seat)];
    const std::string pid = "blockkiller.player." + num(seat);
    std::string text = ctx.user_text(session.name(seat));
    if (state.winner && *state.winner == seat) {
      text += "  " + ctx.tr("blockkiller.ui.won");
    } else if (hand.eliminated) {
      text += "  " + ctx.tr("blockkiller.ui.out");
    }
    text += "\n" + ctx.tr("blockkiller.ui.hand",
                          {Param{"blocks", i64(hand.blocks)}, Param{"garbage", i64(hand.garbage)}});
    if (!hand.known_garbage.empty()) {
      std::string known;
      for (const auto& card : hand.known_garbage) {
        if (!known.empty()) known += " ";
        known += ctx.tr(garbage_kind_key(card));
      }
      // One line, cut to the box (the arrow of the current player at its right).
      text += "\n" + fit_text(known, width - scaled(14) - scaled(30));
    }
    const ImVec2 at = ImGui::GetCursorScreenPos();
    // Every player's box has the same height, three lines while anyone's garbage cards are
    // known (always, upright: the panel under the boxes never moves): a box growing would
    // move what is under it.
    const float lines = std::max(static_cast<float>(min_lines), any_known ? 3.0f : 2.0f);
    const float height =
        std::max(touch_size(), ImGui::GetTextLineHeightWithSpacing() * lines + scaled(12));
    const bool out = hand.eliminated;
    const bool current = state.to_act() == seat;
    draw->AddRectFilled(at, ImVec2(at.x + width, at.y + height),
                        out ? IM_COL32(50, 50, 54, 255)
                            : (current ? IM_COL32(52, 70, 96, 255) : IM_COL32(40, 44, 52, 255)),
                        scaled(6));
    draw->AddRectFilled(at, ImVec2(at.x + scaled(6), at.y + height),
                        out ? IM_COL32(90, 90, 90, 255) : blockkiller_seat_colour(seat));
    // Its room ends before the arrow of the current player.
    draw_text_in(draw, ImVec2(at.x + scaled(14), at.y + scaled(6)),
                 out ? IM_COL32(130, 130, 130, 255) : IM_COL32(235, 235, 235, 255), text,
                 ImVec2(at.x + width - scaled(28), at.y + height), pid + ".text");
    if (current) {
      const float h = scaled(10);
      const float cy = at.y + height / 2;
      const float x = at.x + width - scaled(12);
      draw->AddTriangleFilled(ImVec2(x - scaled(14), cy - h), ImVec2(x - scaled(14), cy + h),
                              ImVec2(x, cy), blockkiller_seat_colour(seat));
    }
    ImGui::Dummy(ImVec2(width, height));
    probe().record_view(pid);
    probe().record_text(pid + ".blocks", num(hand.blocks));
    probe().record_text(pid + ".garbage", num(hand.garbage));
    probe().record_text(pid + ".out", hand.eliminated ? "out" : "in");
    if (current) probe().record_text("blockkiller.pointer", num(seat));
  }
}

}  // namespace tableref::gui

// Block-Killer screen: the side's footer (the message box and Undo), the piece-by-piece
// breakdown of a play and the settlement of the last exchange.
#include "screens/blockkiller/screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app_context.hpp"
#include "screens/blockkiller/screen_parts.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blockkiller_screen_parts;  // NOLINT(google-build-using-namespace)

float BlockKillerScreen::side_message_height() {
  return ImGui::GetTextLineHeight() * 3 + scaled(8) * 2 + 2;
}

float BlockKillerScreen::side_footer_height() {
  const float spacing = ImGui::GetStyle().ItemSpacing.y;
  return side_message_height() + std::max(touch_size(), ImGui::GetFrameHeight()) + spacing * 2;
}

void BlockKillerScreen::draw_side_footer(AppContext& ctx, float width, bool beside) {
  const auto& state = controller_.state();
  // A refusal (a pass with too many block cards, a play the referee refused), else what the
  // phase asks of the player; three lines whatever it says.
  std::string text;
  Tone tone = Tone::kNeutral;
  if (!problems_.empty()) {
    for (const auto& v : problems_) {
      if (!text.empty()) text += "\n";
      text += ctx.render(v);
    }
    tone = Tone::kError;
  } else if (state.phase == bk::Phase::kDraw && !state.may_draw_two_blocks(state.current)) {
    text =
        ctx.tr("blockkiller.ui.draw_two_when", {Param{"garbage", i64(bk::kTwoBlockGarbageAtLeast)},
                                                Param{"blocks", i64(bk::kTwoBlockBlocksBelow)}});
  } else if (state.phase == bk::Phase::kAct) {
    const auto& hand = state.hands[static_cast<std::size_t>(state.current)];
    text = ctx.tr("blockkiller.ui.limit",
                  {Param{"name", ctx.user_text(controller_.name(state.current))},
                   Param{"blocks", i64(hand.blocks)}, Param{"limit", i64(bk::kBlockLimit)}});
  }
  // Undo under the box, or (upright, `beside`) at its right with the box's height.
  const std::string undo = ctx.tr("blockkiller.ui.undo");
  const float undo_w = beside ? button_width(undo) : width;
  const float box_w = beside ? std::floor(width - undo_w - ImGui::GetStyle().ItemSpacing.x) : width;
  fixed_message_box(text, tone, "blockkiller.side.message", ImVec2(box_w, side_message_height()));
  probe().record_text("blockkiller.problems", tone == Tone::kError ? text : std::string());
  if (beside) ImGui::SameLine();
  ImGui::BeginDisabled(!controller_.can_undo() || entry_.has_value());
  if (touch_button(undo.c_str(), "blockkiller.undo",
                   ImVec2(undo_w, beside ? side_message_height() : 0))) {
    undo_pending_ = true;
  }
  ImGui::EndDisabled();
}

void BlockKillerScreen::draw_breakdown(AppContext& ctx) {
  auto& e = *entry_;
  const auto eval = controller_.evaluate(e.player, e.draft);
  if (!eval.verdict || eval.verdict->pieces.empty()) return;
  ImGui::Spacing();
  heading(ctx.tr("blockkiller.ui.breakdown").c_str());
  ImGui::PushTextWrapPos(0);
  for (std::size_t i = 0; i < eval.verdict->pieces.size(); ++i) {
    const auto& v = eval.verdict->pieces[i];
    std::string line;
    if (v.violation) {
      line = num(static_cast<int>(i) + 1) + ". " + ctx.render(*v.violation);
    } else {
      const auto& a = eval.attack.pieces[i];
      line = ctx.tr("blockkiller.ui.piece_line",
                    {Param{"n", i64(static_cast<int>(i) + 1)}, Param{"piece", piece_label(v.piece)},
                     Param{"lines", i64(v.lines)}, Param{"spin", ctx.tr(spin_key(v.spin))},
                     Param{"attack", i64(a.attack)}, Param{"base", i64(a.base)},
                     Param{"b2b", i64(a.b2b_bonus)}, Param{"combo", i64(a.combo_bonus)}});
      if (a.offset > 0)
        line += " · " + ctx.tr("blockkiller.ui.offset_n", {Param{"offset", i64(a.offset)}});
    }
    wrapped_text(line.c_str());
    probe().record_text("blockkiller.breakdown." + num(static_cast<int>(i)), line);
  }
  const std::string cards =
      ctx.tr("blockkiller.ui.cards_cleared", {Param{"cleared", i64(eval.summary.garbage_cleared)},
                                              Param{"used", i64(eval.summary.garbage_used)}});
  wrapped_text(cards.c_str());
  ImGui::PopTextWrapPos();
}

void BlockKillerScreen::draw_settlement(AppContext& ctx) {
  const auto& state = controller_.state();
  // The attack and the answer the last event settled.
  const auto exchange = controller_.last_exchange();
  if (!exchange) return;
  const auto* play = &exchange->attack;
  const auto* defend = &exchange->answer;
  const auto& x = exchange->result;
  const std::string attacker = ctx.user_text(controller_.name(play->player));
  const std::string target = ctx.user_text(controller_.name(play->target));
  const int defence = defend->play ? defend->play->attack : 0;
  const int offset = defend->play ? defend->play->offset : 0;
  heading(ctx.tr("blockkiller.ui.settlement").c_str());
  ImGui::PushTextWrapPos(0);
  auto line = [&](const std::string& id, const std::string& text) {
    ImGui::Bullet();
    wrapped_text(text.c_str());
    probe().record_text("blockkiller.settle." + id, text);
  };
  line("attack",
       ctx.tr("blockkiller.ui.settle_attack", {Param{"attacker", attacker}, Param{"target", target},
                                               Param{"attack", i64(play->play.attack)}}));
  line("offset", ctx.tr("blockkiller.ui.settle_offset",
                        {Param{"offset", i64(offset)}, Param{"after", i64(x.after_offset)}}));
  line("defence", ctx.tr("blockkiller.ui.settle_defence",
                         {Param{"defence", i64(defence)}, Param{"cancelled", i64(x.cancelled)}}));
  line("counter", ctx.tr("blockkiller.ui.settle_counter",
                         {Param{"attacker", attacker}, Param{"counter", i64(x.counter)}}));
  line("draws", ctx.tr("blockkiller.ui.settle_draws",
                       {Param{"target", target}, Param{"draws", i64(x.defender_draws)}}));
  probe().record_text("blockkiller.settle.numbers", num(x.after_offset) + "/" + num(x.cancelled) +
                                                        "/" + num(x.counter) + "/" +
                                                        num(x.defender_draws));
  for (const int seat : bk::out_on_last_event(state)) {
    line("out." + num(seat),
         ctx.tr("blockkiller.ui.settle_out",
                {Param{"name", ctx.user_text(controller_.name(seat))},
                 Param{"garbage", i64(state.hands[static_cast<std::size_t>(seat)].garbage)},
                 Param{"limit", i64(bk::kEliminationAbove)}}));
  }
  if (state.phase == bk::Phase::kOver && state.winner) {
    line("winner", ctx.tr("blockkiller.ui.winner",
                          {Param{"name", ctx.user_text(controller_.name(*state.winner))}}));
  } else {
    line("next", ctx.tr("blockkiller.ui.settle_next",
                        {Param{"name", ctx.user_text(controller_.name(state.current))}}));
  }
  ImGui::PopTextWrapPos();
}

}  // namespace tableref::gui

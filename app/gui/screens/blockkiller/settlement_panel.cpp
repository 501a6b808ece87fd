// Block-Killer screen: the settlement of the last exchange (settlement_panel.hpp).
#include "screens/blockkiller/settlement_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app_context.hpp"
#include "screens/blockkiller/screen_parts.hpp"
#include "tableref/referee/blockkiller/table.hpp"
#include "ui/action_button.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blockkiller_screen_parts;  // NOLINT(google-build-using-namespace)

void draw_blockkiller_settlement(AppContext& ctx,
                                 const controllers::BlockKillerController& session) {
  const auto& state = session.state();
  // The attack and the answer the last event settled.
  const auto exchange = session.last_exchange();
  if (!exchange) return;
  const auto* play = &exchange->attack;
  const auto* defend = &exchange->answer;
  const auto& x = exchange->result;
  const std::string attacker = ctx.user_text(session.name(play->player));
  const std::string target = ctx.user_text(session.name(play->target));
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
                {Param{"name", ctx.user_text(session.name(seat))},
                 Param{"garbage", i64(state.hands[static_cast<std::size_t>(seat)].garbage)},
                 Param{"limit", i64(bk::kEliminationAbove)}}));
  }
  if (state.phase == bk::Phase::kOver && state.winner) {
    line("winner", ctx.tr("blockkiller.ui.winner",
                          {Param{"name", ctx.user_text(session.name(*state.winner))}}));
  } else {
    line("next", ctx.tr("blockkiller.ui.settle_next",
                        {Param{"name", ctx.user_text(session.name(state.current))}}));
  }
  ImGui::PopTextWrapPos();
}

}  // namespace tableref::gui

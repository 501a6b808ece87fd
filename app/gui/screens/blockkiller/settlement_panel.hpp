#pragma once
// The settlement of Block-Killer's last exchange: the attack, the offset, the defence, the
// counter-attack, the cards the target draws, who went out and who plays next. A read-only
// view of the session.
#include "tableref/controllers/blockkiller/controller.hpp"

namespace tableref::gui {

class AppContext;

void draw_blockkiller_settlement(AppContext& ctx,
                                 const controllers::BlockKillerController& session);

}  // namespace tableref::gui

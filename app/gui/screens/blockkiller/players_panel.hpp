#pragma once
// Block-Killer's table as the players see it: the top bar (the phase, whose turn, the
// direction, the session's rule options) and each player's box (cards in hand, the garbage
// cards known, out or won, the turn pointer). Read-only views of the session.
#include "tableref/controllers/blockkiller/controller.hpp"

namespace tableref::gui {

class AppContext;

void draw_blockkiller_top_bar(AppContext& ctx, const controllers::BlockKillerController& session);
// The players' boxes in `columns` columns, at least `min_lines` lines tall.
void draw_blockkiller_players(AppContext& ctx, const controllers::BlockKillerController& session,
                              int columns, int min_lines);

}  // namespace tableref::gui

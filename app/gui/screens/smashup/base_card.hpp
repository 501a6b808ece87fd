#pragma once
// A base on Smash Up's table: its name and numbers, the power against its breakpoint, Score
// when it may be scored, and each player's row with one-tap power changes. Stateless: it
// reads the session and acts through the table.
#include "screens/smashup/table.hpp"

namespace tableref::gui {

class AppContext;

void draw_smashup_base_card(AppContext& ctx, SmashupTable& table, int slot, float width);

}  // namespace tableref::gui

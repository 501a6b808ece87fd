#pragma once
// What the Blokus board panel draws over the board (board_overlays.cpp).
#include "screens/blokus/table.hpp"

namespace tableref::gui {

struct BlokusBoardGeometry;

// On the drawn board `g`: the cells tapped, the hints, the move being entered judged live,
// the cells the ruling names crossed and the time-out's proposal.
void draw_blokus_board_overlays(const BlokusTable& table, const BlokusBoardGeometry& g);

}  // namespace tableref::gui

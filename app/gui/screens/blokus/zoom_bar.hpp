#pragma once
// The zoomed Blokus board's bar under the window (zoom_bar.cpp): the overview, the pan arrows
// and what the window shows.
#include "screens/blokus/table.hpp"

namespace tableref::gui {

class AppContext;
struct BlokusBoardGeometry;

// The window's bottom-left cell, as the board panel keeps it.
struct BlokusBoardView {
  int x = 0;
  int y = 0;
};

// The bar at the cursor, `height` high, under the window `g`: a tap on the overview or an
// arrow moves `view`.
void draw_blokus_zoom_bar(AppContext& ctx, const BlokusTable& table, const BlokusBoardGeometry& g,
                          float height, BlokusBoardView& view);

}  // namespace tableref::gui

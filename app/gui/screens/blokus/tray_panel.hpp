#pragma once
// The Blokus screen's tray: the pieces of the color to move (Trigon's drawn as triangles),
// picked by a tap or carried to the board by a drag, and the buttons that turn the piece in
// the hand. It keeps nothing of its own: what the finger does with a piece is the move
// being entered (BlokusMove), which the board shares.
#include "screens/blokus/table.hpp"

namespace tableref::gui {

class AppContext;

// The tray's columns in a panel `width` wide.
[[nodiscard]] int blokus_tray_columns(const BlokusTable& table, float width);
void draw_blokus_tray(AppContext& ctx, BlokusTable& table);

}  // namespace tableref::gui

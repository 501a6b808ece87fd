#pragma once
// The Blokus board as the table screen and the replay draw it: coordinates, the pieces in
// their colors, the grid, start cells still to cover, each color's last piece dotted and
// the latest move outlined. Input and overlays (the move being entered, hints, the cells a
// ruling names) stay with the caller, drawn on top through the geometry.
#include <imgui.h>

#include <optional>
#include <string_view>

#include "tableref/base/result.hpp"
#include "tableref/referee/blokus/game.hpp"

namespace tableref::gui {

// A color as the board paints it (Duo: purple and orange).
[[nodiscard]] ImU32 blokus_color(blokus::Variant variant, blokus::Color color, int alpha = 255);

// Where the board (or, zoomed, a window of it) at the cursor puts its cells. The window
// shows columns x0 .. x0 + cols - 1 and rows y0 .. y0 + rows - 1 (y0 the bottom row); the
// whole board is the window (0, 0, width, height).
struct BlokusBoardGeometry {
  ImVec2 start;      // the area's top left (the coordinate margin starts here)
  ImVec2 origin;     // the top left of the window's top-left cell
  ImVec2 board_max;  // the bottom right of the window's bottom-right cell
  float margin = 0;
  float cell = 0;
  int width = 0;   // the board's
  int height = 0;  // the board's
  int x0 = 0;
  int y0 = 0;
  int cols = 0;
  int rows = 0;
  [[nodiscard]] bool zoomed() const { return cols < width || rows < height; }
  [[nodiscard]] bool visible(GridCell c) const;
  [[nodiscard]] ImVec2 cell_min(GridCell c) const;
  // The visible cell under p, if any.
  [[nodiscard]] std::optional<GridCell> cell_at(ImVec2 p) const;
};
// The whole board in a side x side square.
[[nodiscard]] BlokusBoardGeometry blokus_board_geometry(const blokus::GameState& state, float side);
// A window of the board in a size.x x size.y area with cells of at least min_cell: as many
// columns and rows as fit (at most the board's), the bottom-left visible cell (x0, y0)
// clamped so the window stays on the board.
[[nodiscard]] BlokusBoardGeometry blokus_zoomed_geometry(const blokus::GameState& state,
                                                         ImVec2 size, float min_cell, int x0,
                                                         int y0);
// The whole board as a small overview at `min` (cell px each side), the zoomed window of
// `view` outlined; returns the overview's bottom right.
ImVec2 draw_blokus_overview(ImVec2 min, float cell, const blokus::GameState& state,
                            const BlokusBoardGeometry& view);

// Draws the position into the window's draw list. `latest` is the color of the move made
// last (outlined); each cell's rectangle is recorded on the probe as "<cell_probe><a20>"
// unless cell_probe is empty; as view-only rectangles with `view_only` (a board drawn for
// reading, which takes no taps: the replay).
void draw_blokus_board(const BlokusBoardGeometry& geometry, const blokus::GameState& state,
                       std::optional<blokus::Color> latest, std::string_view cell_probe,
                       bool view_only = false);

}  // namespace tableref::gui

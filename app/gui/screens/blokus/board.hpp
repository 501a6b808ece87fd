#pragma once
// The Blokus board as the table screen and the replay draw it: coordinates, the pieces in
// their colors, the grid, start cells still to cover, each color's last piece dotted and
// the latest move outlined. Input and overlays (the move being entered, hints, the cells a
// ruling names) stay with the caller, drawn on top through the geometry.
#include <imgui.h>

#include <array>
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
//
// Trigon's triangles (trigon_board.hpp): columns step half a triangle's side (`cell`), rows
// a triangle's height (`row` = cell * sqrt(3)); column x's triangle spans x .. x + 2 steps,
// pointing up or down as the referee's Geometry says. A triangle is finger-sized when its
// bounding box is: its row at least touch_size() high (its side is then 1.15 times that).
struct BlokusBoardGeometry {
  ImVec2 start;      // the area's top left (the coordinate margin starts here)
  ImVec2 origin;     // the top left of the window's top-left cell
  ImVec2 board_max;  // the bottom right of the window's bottom-right cell
  float margin = 0;
  float cell = 0;  // squares: a cell's side; triangles: half a triangle's side
  float row = 0;   // a row's height: `cell` on squares
  const blokus::Geometry* board = nullptr;  // triangles: the referee's board (up/down, on it)
  int width = 0;                            // the board's
  int height = 0;                           // the board's
  int x0 = 0;
  int y0 = 0;
  int cols = 0;
  int rows = 0;
  [[nodiscard]] bool zoomed() const { return cols < width || rows < height; }
  [[nodiscard]] bool triangles() const { return board != nullptr; }
  // In the window (and, on triangles, on the hexagon).
  [[nodiscard]] bool visible(GridCell c) const;
  // The top left of the cell's bounding box, and its bottom right.
  [[nodiscard]] ImVec2 cell_min(GridCell c) const;
  [[nodiscard]] ImVec2 cell_max(GridCell c) const;
  // The visible cell under p, if any.
  [[nodiscard]] std::optional<GridCell> cell_at(ImVec2 p) const;
};
// A cell's outline (4 corners on squares, 3 on triangles) and its middle (a triangle's
// centroid); the size marks on it scale with (a square's side, a triangle's inscribed
// circle's diameter).
struct BlokusCellOutline {
  std::array<ImVec2, 4> points{};
  int count = 4;
};
[[nodiscard]] BlokusCellOutline blokus_cell_outline(const BlokusBoardGeometry& g, GridCell c);
[[nodiscard]] ImVec2 blokus_cell_centre(const BlokusBoardGeometry& g, GridCell c);
[[nodiscard]] float blokus_mark_size(const BlokusBoardGeometry& g);
// Fills a cell (shrunk by `inset` px), outlines it, or draws it moved by `shift`.
void fill_blokus_cell(ImDrawList* draw, const BlokusBoardGeometry& g, GridCell c, ImU32 color,
                      float inset = 0, ImVec2 shift = ImVec2(0, 0));
void outline_blokus_cell(ImDrawList* draw, const BlokusBoardGeometry& g, GridCell c, ImU32 color,
                         float thickness, ImVec2 shift = ImVec2(0, 0));

// The whole board in a side x side square.
[[nodiscard]] BlokusBoardGeometry blokus_board_geometry(const blokus::GameState& state, float side);
// A window of the board in a size.x x size.y area with cells of at least min_cell: as many
// columns and rows as fit (at most the board's), the bottom-left visible cell (x0, y0)
// clamped so the window stays on the board.
[[nodiscard]] BlokusBoardGeometry blokus_zoomed_geometry(const blokus::GameState& state,
                                                         ImVec2 size, float min_cell, int x0,
                                                         int y0);
// The whole board as a small overview at `min` (cell px a column, and a row on squares), the
// zoomed window of `view` outlined; returns the overview's bottom right.
ImVec2 draw_blokus_overview(ImVec2 min, float cell, const blokus::GameState& state,
                            const BlokusBoardGeometry& view);
// The overview's size with `cell` px a column, and the column and row under `p` (clamped).
[[nodiscard]] ImVec2 blokus_overview_size(const blokus::GameState& state, float cell);
[[nodiscard]] GridCell blokus_overview_cell_at(const blokus::GameState& state, ImVec2 min,
                                               float cell, ImVec2 p);

// Draws the position into the window's draw list. `latest` is the color of the move made
// last (outlined); each cell's rectangle is recorded on the probe as "<cell_probe><a20>"
// unless cell_probe is empty; as view-only rectangles with `view_only` (a board drawn for
// reading, which takes no taps: the replay).
void draw_blokus_board(const BlokusBoardGeometry& geometry, const blokus::GameState& state,
                       std::optional<blokus::Color> latest, std::string_view cell_probe,
                       bool view_only = false);

}  // namespace tableref::gui

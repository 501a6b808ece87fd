#pragma once
// The Blokus board as the table screen and the replay draw it: coordinates, the pieces in
// their colors, the grid, start cells still to cover, each color's last piece dotted and
// the latest move outlined. Input and overlays (the move being entered, hints, the cells a
// ruling names) stay with the caller, drawn on top through the geometry.
#include <imgui.h>

#include <optional>
#include <string_view>

#include "tableref/referee/blokus/game.hpp"
#include "tableref/referee/result.hpp"

namespace tableref::gui {

// A color as the board paints it (Duo: purple and orange).
[[nodiscard]] ImU32 blokus_color(blokus::Variant variant, blokus::Color color, int alpha = 255);

// Where the board of a side x side square at the cursor puts its cells.
struct BlokusBoardGeometry {
  ImVec2 start;      // the square's top left (the coordinate margin starts here)
  ImVec2 origin;     // the top left of cell a<height>
  ImVec2 board_max;  // the bottom right of the last cell
  float margin = 0;
  float cell = 0;
  int width = 0;
  int height = 0;
  [[nodiscard]] ImVec2 cell_min(GridCell c) const;
  [[nodiscard]] std::optional<GridCell> cell_at(ImVec2 p) const;
};
[[nodiscard]] BlokusBoardGeometry blokus_board_geometry(const blokus::GameState& state, float side);

// Draws the position into the window's draw list. `latest` is the color of the move made
// last (outlined); each cell's rectangle is recorded on the probe as "<cell_probe><a20>"
// unless cell_probe is empty.
void draw_blokus_board(const BlokusBoardGeometry& geometry, const blokus::GameState& state,
                       std::optional<blokus::Color> latest, std::string_view cell_probe);

}  // namespace tableref::gui

#pragma once
// Blokus Trigon's board as the table screen and the replay draw it: a hexagon of triangles
// in rows, each column half a triangle's side from the next (board.hpp's
// BlokusBoardGeometry with `board` set), and Trigon's pieces in the tray. board.cpp hands
// the triangle boards over to these.
#include <imgui.h>

#include <optional>
#include <string_view>

#include "screens/blokus/board.hpp"
#include "tableref/referee/blokus/game.hpp"

namespace tableref::gui {

// A row's height in columns' steps: a triangle's height over half its side, sqrt(3).
inline constexpr float kTrigonRow = 1.7320508f;

// The whole hexagon centred in a side x side square.
[[nodiscard]] BlokusBoardGeometry trigon_board_geometry(const blokus::GameState& state, float side);
// A window of the hexagon in size.x x size.y whose rows are at least `min_row` high.
[[nodiscard]] BlokusBoardGeometry trigon_zoomed_geometry(const blokus::GameState& state,
                                                         ImVec2 size, float min_row, int x0,
                                                         int y0);
// The triangle under p, if one on the board is visible there.
[[nodiscard]] std::optional<GridCell> trigon_cell_at(const BlokusBoardGeometry& g, ImVec2 p);
[[nodiscard]] BlokusCellOutline trigon_cell_outline(const BlokusBoardGeometry& g, GridCell c);

// As draw_blokus_board, on triangles: each triangle's bounding box is recorded on the probe.
void draw_trigon_board(const BlokusBoardGeometry& g, const blokus::GameState& state,
                       std::optional<blokus::Color> latest, std::string_view cell_probe,
                       bool view_only);
// As draw_blokus_overview: `cell` px a column, cell * kTrigonRow a row.
ImVec2 draw_trigon_overview(ImVec2 min, float cell, const blokus::GameState& state,
                            const BlokusBoardGeometry& view);

// A Trigon piece's orientation (canonical frame, trigon_piece.hpp) centred in [min, max],
// its triangles' sides at most `side` px; returns the side drawn.
float draw_trigon_shape(ImDrawList* draw, const blokus::Orientation& o, ImVec2 min, ImVec2 max,
                        ImU32 fill, float side);

}  // namespace tableref::gui

#pragma once
// A tray piece under the finger: which of its cells the finger holds, the cells it covers,
// and the ways it fits legally where it is put down, as the referee rules the position now.
#include <cstdint>
#include <optional>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/blokus/game.hpp"

namespace tableref::controllers {

// The cell of an orientation that sits under the finger when a piece from the tray is
// dragged or its target tapped: the piece's cell nearest the middle of its bounding box.
[[nodiscard]] blokus::Offset blokus_grab_cell(blokus::PieceId piece, std::uint8_t orientation);
// The cells a tray piece covers with its grab cell on `target`.
[[nodiscard]] std::vector<GridCell> blokus_tray_cells(blokus::PieceId piece,
                                                      std::uint8_t orientation, GridCell target);
// The same on a board of either shape. On Trigon's triangles the grab cell is the triangle
// nearest the piece's middle among those pointing the way the target does (a piece shifted
// onto a triangle of the other direction would have its triangles turned over).
[[nodiscard]] blokus::Offset blokus_grab_cell(const blokus::Geometry& geo, blokus::PieceId piece,
                                              std::uint8_t orientation, GridCell target);
[[nodiscard]] std::vector<GridCell> blokus_tray_cells(const blokus::Geometry& geo,
                                                      blokus::PieceId piece,
                                                      std::uint8_t orientation, GridCell target);

// One way a tray piece lies on the board: its orientation and the cell its grab cell
// (blokus_grab_cell) covers.
struct BlokusFit {
  std::uint8_t orientation = 0;
  GridCell target;
  friend bool operator==(const BlokusFit&, const BlokusFit&) = default;
};

// Where a tray piece put down with the finger on a cell lands (BlokusController::drop_fit).
struct BlokusDrop {
  BlokusFit fit;       // as held on the cell when it is not moved
  int ways = 0;        // the orientations in which it fits covering the cell
  bool moved = false;  // turned or slid from the way it was held on the cell
};

// The way a tray piece with its grab cell on `target` is turned to fit there: `held` when it
// fits as held, else the next way after it that does; `next` (a second tap on the same cell):
// the first way after `held` that fits, `held` itself last. Nothing where it fits no way.
[[nodiscard]] std::optional<std::uint8_t> blokus_fitting_orientation(const blokus::GameState& state,
                                                                     blokus::Color color,
                                                                     blokus::PieceId piece,
                                                                     std::uint8_t held,
                                                                     GridCell target, bool next);
// Every orientation of `piece` in which it fits legally covering `cell`, each slid so its grab
// cell lies nearest `cell` (on it when it fits so), in the orientations' order. A finger that
// puts a piece down on a cell means the piece to cover that cell.
[[nodiscard]] std::vector<BlokusFit> blokus_fits_covering(const blokus::GameState& state,
                                                          blokus::Color color,
                                                          blokus::PieceId piece, GridCell cell);
// Where a tray piece held in orientation `held` lands when dropped with the finger on `cell`:
// as held when it fits so (slid to cover the cell when it must); else turned to the one
// orientation that fits covering the cell. Where several other orientations fit: when the
// player turned the piece (`turned`), it stays as held on the cell, their turning kept; when
// it lies as the tray showed it (a way nobody chose), it takes the way that fits with its
// middle nearest the cell (the first such). Where none fits, it stays as held. A tap on the
// cell again turns it to the next way (blokus_next_fit).
[[nodiscard]] BlokusDrop blokus_drop_fit(const blokus::GameState& state, blokus::Color color,
                                         blokus::PieceId piece, std::uint8_t held, GridCell cell,
                                         bool turned);
// The next way after `held` that fits covering `cell` (blokus_fits_covering's order, round to
// the start); the one held when it is the only one; nothing where none fits.
[[nodiscard]] std::optional<BlokusFit> blokus_next_fit(const blokus::GameState& state,
                                                       blokus::Color color, blokus::PieceId piece,
                                                       std::uint8_t held, GridCell cell);

}  // namespace tableref::controllers

#pragma once
// Blokus Trigon's 22 pieces (1 to 6 unit triangles, Pentobi's names) and their distinct
// orientations under the twelve symmetries of the triangular lattice.
//
// The triangle frame: a cell is (x, y), x its column and y its row (both counted from 0,
// row 0 at the bottom); consecutive cells of a row alternate between up-pointing (flat edge
// at the bottom) and down-pointing. In the *canonical frame* used here a cell points up iff
// x + y is even; a board maps its own columns onto it with a shift (Geometry::up_shift()).
// Moving a piece by (dx, dy) keeps every triangle's direction iff dx + dy is even.
#include <array>
#include <optional>
#include <span>

#include "tableref/referee/blokus/piece.hpp"

namespace tableref::blokus {

inline constexpr int kTrigonPieceCount = 22;
inline constexpr int kTrigonMaxOrientations = 12;
// The 22 pieces, one copy each, 110 triangles.
inline constexpr PieceSet kAllTrigonPieces = (PieceSet{1} << kTrigonPieceCount) - 1;

// In the canonical frame: whether a cell points up.
[[nodiscard]] constexpr bool trigon_up(int x, int y) {
  return ((x + y) & 1) == 0;
}

// Index 0..21 in the order 1 2 I3 I4 C4 A4 I5 L5 C5 P5 I6 L6 V S P6 F W A6 G Y X O.
// Orientations are normalised: lowest y = 0 and lowest x = 0 or 1 (whichever keeps the
// directions: the shift moving it there has an even sum); rotations by 60 degrees first,
// then their mirror images, duplicates dropped.
[[nodiscard]] const std::array<PieceInfo, kTrigonPieceCount>& trigon_pieces();

// Which piece and orientation the cells (canonical frame, any order, no duplicates) form,
// with `anchor` the position of the orientation's (0, 0); nullopt when none.
[[nodiscard]] std::optional<ShapeMatch> identify_trigon_shape(std::span<const Offset> cells);

// The orientation index after turning a Trigon piece in the hand: rotations by 60 degrees
// (kRotateLeft counter-clockwise, kRotateRight clockwise), flips top to bottom and left to
// right. The same index back when the piece looks the same after the turn.
[[nodiscard]] std::uint8_t turn_trigon_orientation(PieceId piece, std::uint8_t orientation,
                                                   Turn turn);

}  // namespace tableref::blokus

#pragma once
// The 21 Blokus pieces, their names (Pentobi's convention) and their distinct orientations.
// Coordinates: x to the right, y upward; an orientation is normalized so that its lowest
// x and lowest y are 0 (its anchor is the lower-left corner of its bounding box).
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace tableref::blokus {

inline constexpr int kPieceCount = 21;
// The most cells a piece of any family has: 5 squares, or 6 of Trigon's triangles.
inline constexpr int kMaxPieceSize = 6;
inline constexpr int kMaxOrientations = 8;

// What a board's cells are: squares (classic, Duo, Junior, the puzzles) or the unit
// triangles of Blokus Trigon. Each has its own piece family.
enum class CellShape : std::uint8_t { kSquare = 0, kTriangle };

// Index 0..20 in the order 1 2 I3 V3 I4 L4 O T4 Z4 F I5 L5 N P T5 U V5 W X Y Z5.
using PieceId = std::uint8_t;
// A set of pieces, bit i = PieceId i.
using PieceSet = std::uint32_t;
inline constexpr PieceSet kAllPieces = (PieceSet{1} << kPieceCount) - 1;

struct Offset {
  std::int8_t x = 0;
  std::int8_t y = 0;
  friend bool operator==(const Offset&, const Offset&) = default;
};

// One orientation: its cells sorted row by row from the bottom, left to right (Trigon's
// triangles: see trigon_piece.hpp for their frame).
struct Orientation {
  std::array<Offset, kMaxPieceSize> cells{};
  std::uint8_t size = 0;
  std::uint8_t width = 0;
  std::uint8_t height = 0;
};

// The orientation of these normalized cells (sorted, lowest at 0), with its bounding box.
[[nodiscard]] Orientation orientation_of(std::span<const Offset> cells);

struct PieceInfo {
  std::string_view name;
  std::uint8_t size = 0;
  std::vector<Orientation>
      orientations;  // distinct ones, transform order (rotations, then mirrors)
};

// The table of the 21 pieces, built once.
[[nodiscard]] const std::array<PieceInfo, kPieceCount>& pieces();
[[nodiscard]] inline const PieceInfo& piece_info(PieceId id) {
  return pieces()[id];
}
[[nodiscard]] std::string_view piece_name(PieceId id);
// Case-insensitive name lookup ("i5", "Z4"...).
[[nodiscard]] std::optional<PieceId> piece_from_name(std::string_view name);

struct ShapeMatch {
  PieceId piece = 0;
  std::uint8_t orientation = 0;
  Offset anchor;  // where the orientation's (0,0) lies
};
// Identifies a shape given by absolute cells (any order, no duplicates): which piece in
// which orientation, or nullopt when the cells form none of the 21 pieces.
[[nodiscard]] std::optional<ShapeMatch> identify_shape(std::span<const Offset> cells);

// Turning a piece in the hand (the online version's keys: W/S flip, A/D rotate).
enum class Turn : std::uint8_t {
  kRotateLeft = 0,  // counter-clockwise (A)
  kRotateRight,     // clockwise (D)
  kFlipVertical,    // top to bottom (W/S)
  kFlipHorizontal,  // left to right
};
// The orientation index after turning; the anchor stays the lower-left of the bounding box.
[[nodiscard]] std::uint8_t turn_orientation(PieceId piece, std::uint8_t orientation, Turn turn);

// The piece table of a family (the 21 square pieces, or Trigon's 22) and a name in it.
[[nodiscard]] std::span<const PieceInfo> piece_table(CellShape shape);
[[nodiscard]] std::string_view piece_name(CellShape shape, PieceId id);

// Squares of all pieces in `set`.
[[nodiscard]] int squares_of(PieceSet set);

}  // namespace tableref::blokus

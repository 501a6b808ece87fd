#pragma once
// Pieces, their SRS rotation states and kick tables. Coordinates: x right, y up.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "tableref/referee/blockkiller/rules.hpp"

namespace tableref::blockkiller {

// Block cards: the seven tetrominoes and the monomino.
enum class Piece : std::uint8_t {
  kZ = 0,
  kS = 1,
  kJ = 2,
  kL = 3,
  kT = 4,
  kO = 5,
  kI = 6,
  kMono = 7
};
inline constexpr int kPieceCount = 8;
inline constexpr std::array kAllPieces{Piece::kZ, Piece::kS, Piece::kJ, Piece::kL,
                                       Piece::kT, Piece::kO, Piece::kI, Piece::kMono};

// Rotation states: 0 spawn, R clockwise once, 2, L.
enum class Rotation : std::uint8_t { k0 = 0, kR = 1, k2 = 2, kL = 3 };

struct Offset {
  int x = 0;
  int y = 0;
  friend bool operator==(const Offset&, const Offset&) = default;
};

[[nodiscard]] std::string_view piece_name(Piece piece);  // "Z" ... "I", "monomino"
// Accepts the names above (case-insensitive letters; "monomino", "mono", "M", "1").
[[nodiscard]] std::optional<Piece> parse_piece(std::string_view name);
[[nodiscard]] int piece_size(Piece piece);       // 4, or 1 for the monomino
[[nodiscard]] int rotation_states(Piece piece);  // 4, or 1 for O and the monomino

// The cells of `piece` in `rotation`, relative to its rotation centre (I: the cell left of
// the centre of its 4x4 box in state 0; O: its lower-left cell).
[[nodiscard]] std::span<const Offset> piece_cells(Piece piece, Rotation rotation);

// Kick tests for a turn from `from` to `to` (quarter turns, or half turns with rotate180).
// Empty when the turn is not allowed. O and the monomino never move when turned.
[[nodiscard]] std::span<const Offset> kick_tests(Piece piece, Rotation from, Rotation to,
                                                 Kicks kicks);

[[nodiscard]] constexpr Rotation rotate_cw(Rotation r) {
  return static_cast<Rotation>((static_cast<int>(r) + 1) & 3);
}
[[nodiscard]] constexpr Rotation rotate_ccw(Rotation r) {
  return static_cast<Rotation>((static_cast<int>(r) + 3) & 3);
}
[[nodiscard]] constexpr Rotation rotate_180(Rotation r) {
  return static_cast<Rotation>((static_cast<int>(r) + 2) & 3);
}

}  // namespace tableref::blockkiller

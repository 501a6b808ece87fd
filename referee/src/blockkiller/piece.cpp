#include "tableref/referee/blockkiller/piece.hpp"

#include <cctype>
#include <string>

namespace tableref::blockkiller {
namespace {

using Cells4 = std::array<Offset, 4>;

constexpr Cells4 rotate_cells_cw(const Cells4& c) {
  Cells4 out{};
  for (std::size_t i = 0; i < 4; ++i) out[i] = Offset{c[i].y, -c[i].x};
  return out;
}

struct ShapeTable {
  std::array<std::array<Cells4, 4>, kPieceCount> cells{};
};

constexpr ShapeTable make_shapes() {
  ShapeTable t{};
  const std::array<Cells4, 5> jlstz_spawn{{
      {{{-1, 1}, {0, 1}, {0, 0}, {1, 0}}},   // Z
      {{{0, 1}, {1, 1}, {-1, 0}, {0, 0}}},   // S
      {{{-1, 1}, {-1, 0}, {0, 0}, {1, 0}}},  // J
      {{{1, 1}, {-1, 0}, {0, 0}, {1, 0}}},   // L
      {{{-1, 0}, {0, 0}, {1, 0}, {0, 1}}},   // T
  }};
  for (std::size_t p = 0; p < 5; ++p) {
    t.cells[p][0] = jlstz_spawn[p];
    for (std::size_t r = 1; r < 4; ++r) t.cells[p][r] = rotate_cells_cw(t.cells[p][r - 1]);
  }
  const Cells4 o{{{0, 0}, {1, 0}, {0, 1}, {1, 1}}};
  for (std::size_t r = 0; r < 4; ++r) t.cells[5][r] = o;
  // I turns about the centre of its 4x4 box.
  t.cells[6][0] = Cells4{{{-1, 0}, {0, 0}, {1, 0}, {2, 0}}};
  t.cells[6][1] = Cells4{{{1, 1}, {1, 0}, {1, -1}, {1, -2}}};
  t.cells[6][2] = Cells4{{{-1, -1}, {0, -1}, {1, -1}, {2, -1}}};
  t.cells[6][3] = Cells4{{{0, 1}, {0, 0}, {0, -1}, {0, -2}}};
  for (std::size_t r = 0; r < 4; ++r) t.cells[7][r] = Cells4{{{0, 0}, {0, 0}, {0, 0}, {0, 0}}};
  return t;
}
constexpr ShapeTable kShapes = make_shapes();

using Kick5 = std::array<Offset, 5>;
using Kick6 = std::array<Offset, 6>;

// JLSTZ quarter turns, indexed by the rotation left from / arrived at.
constexpr Kick5 kJlstz0R{{{0, 0}, {-1, 0}, {-1, 1}, {0, -2}, {-1, -2}}};  // 0->R, 2->R
constexpr Kick5 kJlstzR0{{{0, 0}, {1, 0}, {1, -1}, {0, 2}, {1, 2}}};      // R->0, R->2
constexpr Kick5 kJlstz2L{{{0, 0}, {1, 0}, {1, 1}, {0, -2}, {1, -2}}};     // 2->L, 0->L
constexpr Kick5 kJlstzL2{{{0, 0}, {-1, 0}, {-1, -1}, {0, 2}, {-1, 2}}};   // L->2, L->0

constexpr Kick5 kISrs0R{{{0, 0}, {-2, 0}, {1, 0}, {-2, -1}, {1, 2}}};  // 0->R, L->2
constexpr Kick5 kISrsR0{{{0, 0}, {2, 0}, {-1, 0}, {2, 1}, {-1, -2}}};  // R->0, 2->L
constexpr Kick5 kISrsR2{{{0, 0}, {-1, 0}, {2, 0}, {-1, 2}, {2, -1}}};  // R->2, 0->L
constexpr Kick5 kISrs2R{{{0, 0}, {1, 0}, {-2, 0}, {1, -2}, {-2, 1}}};  // 2->R, L->0

constexpr Kick5 kIPlus0R{{{0, 0}, {1, 0}, {-2, 0}, {-2, -1}, {1, 2}}};
constexpr Kick5 kIPlusR0{{{0, 0}, {-1, 0}, {2, 0}, {-1, -2}, {2, 1}}};
constexpr Kick5 kIPlusR2{{{0, 0}, {-1, 0}, {2, 0}, {-1, 2}, {2, -1}}};
constexpr Kick5 kIPlus2R{{{0, 0}, {-2, 0}, {1, 0}, {-2, 1}, {1, -2}}};
constexpr Kick5 kIPlus2L{{{0, 0}, {2, 0}, {-1, 0}, {2, 1}, {-1, -2}}};
constexpr Kick5 kIPlusL2{{{0, 0}, {1, 0}, {-2, 0}, {1, 2}, {-2, -1}}};
constexpr Kick5 kIPlusL0{{{0, 0}, {1, 0}, {-2, 0}, {1, -2}, {-2, 1}}};
constexpr Kick5 kIPlus0L{{{0, 0}, {-1, 0}, {2, 0}, {2, -1}, {-1, 2}}};

constexpr Kick6 kHalf02{{{0, 0}, {0, 1}, {1, 1}, {-1, 1}, {1, 0}, {-1, 0}}};
constexpr Kick6 kHalfRL{{{0, 0}, {1, 0}, {1, 2}, {1, 1}, {0, 2}, {0, 1}}};
constexpr Kick6 kHalf20{{{0, 0}, {0, -1}, {-1, -1}, {1, -1}, {-1, 0}, {1, 0}}};
constexpr Kick6 kHalfLR{{{0, 0}, {-1, 0}, {-1, 2}, {-1, 1}, {0, 2}, {0, 1}}};
constexpr std::array<Offset, 2> kIHalf02{{{0, 0}, {0, 1}}};
constexpr std::array<Offset, 2> kIHalfRL{{{0, 0}, {1, 0}}};
constexpr std::array<Offset, 2> kIHalf20{{{0, 0}, {0, -1}}};
constexpr std::array<Offset, 2> kIHalfLR{{{0, 0}, {-1, 0}}};
constexpr std::array<Offset, 1> kStill{{{0, 0}}};

int idx(Rotation r) {
  return static_cast<int>(r);
}

}  // namespace

std::string_view piece_name(Piece piece) {
  switch (piece) {
    case Piece::kZ:
      return "Z";
    case Piece::kS:
      return "S";
    case Piece::kJ:
      return "J";
    case Piece::kL:
      return "L";
    case Piece::kT:
      return "T";
    case Piece::kO:
      return "O";
    case Piece::kI:
      return "I";
    case Piece::kMono:
      return "monomino";
  }
  return "?";
}

std::optional<Piece> parse_piece(std::string_view name) {
  std::string lower;
  for (char c : name) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower == "z") return Piece::kZ;
  if (lower == "s") return Piece::kS;
  if (lower == "j") return Piece::kJ;
  if (lower == "l") return Piece::kL;
  if (lower == "t") return Piece::kT;
  if (lower == "o") return Piece::kO;
  if (lower == "i") return Piece::kI;
  if (lower == "monomino" || lower == "mono" || lower == "m" || lower == "1") return Piece::kMono;
  return std::nullopt;
}

int piece_size(Piece piece) {
  return piece == Piece::kMono ? 1 : 4;
}

int rotation_states(Piece piece) {
  return (piece == Piece::kO || piece == Piece::kMono) ? 1 : 4;
}

std::span<const Offset> piece_cells(Piece piece, Rotation rotation) {
  const auto& cells =
      kShapes.cells[static_cast<std::size_t>(piece)][static_cast<std::size_t>(rotation)];
  return {cells.data(), static_cast<std::size_t>(piece_size(piece))};
}

std::span<const Offset> kick_tests(Piece piece, Rotation from, Rotation to, Kicks kicks) {
  if (piece == Piece::kO || piece == Piece::kMono) return kStill;
  const int f = idx(from);
  const int t = idx(to);
  const int turn = (t - f + 4) & 3;
  if (turn == 0) return {};
  if (turn == 2) {
    if (piece == Piece::kI) {
      switch (from) {
        case Rotation::k0:
          return kIHalf02;
        case Rotation::kR:
          return kIHalfRL;
        case Rotation::k2:
          return kIHalf20;
        case Rotation::kL:
          return kIHalfLR;
      }
    }
    switch (from) {
      case Rotation::k0:
        return kHalf02;
      case Rotation::kR:
        return kHalfRL;
      case Rotation::k2:
        return kHalf20;
      case Rotation::kL:
        return kHalfLR;
    }
    return {};
  }
  if (piece != Piece::kI) {
    if (to == Rotation::kR) return kJlstz0R;    // 0->R, 2->R
    if (from == Rotation::kR) return kJlstzR0;  // R->0, R->2
    if (to == Rotation::kL) return kJlstz2L;    // 2->L, 0->L
    return kJlstzL2;                            // L->2, L->0
  }
  if (kicks == Kicks::kSrsPlus) {
    if (from == Rotation::k0 && to == Rotation::kR) return kIPlus0R;
    if (from == Rotation::kR && to == Rotation::k0) return kIPlusR0;
    if (from == Rotation::kR && to == Rotation::k2) return kIPlusR2;
    if (from == Rotation::k2 && to == Rotation::kR) return kIPlus2R;
    if (from == Rotation::k2 && to == Rotation::kL) return kIPlus2L;
    if (from == Rotation::kL && to == Rotation::k2) return kIPlusL2;
    if (from == Rotation::kL && to == Rotation::k0) return kIPlusL0;
    return kIPlus0L;
  }
  if ((from == Rotation::k0 && to == Rotation::kR) || (from == Rotation::kL && to == Rotation::k2))
    return kISrs0R;
  if ((from == Rotation::kR && to == Rotation::k0) || (from == Rotation::k2 && to == Rotation::kL))
    return kISrsR0;
  if ((from == Rotation::kR && to == Rotation::k2) || (from == Rotation::k0 && to == Rotation::kL))
    return kISrsR2;
  return kISrs2R;  // 2->R, L->0
}

std::string_view mode_name(Mode mode) {
  return mode == Mode::kNoMercy ? "no-mercy" : "standard";
}
std::string_view kicks_name(Kicks kicks) {
  return kicks == Kicks::kSrsPlus ? "srs-plus" : "srs";
}

}  // namespace tableref::blockkiller

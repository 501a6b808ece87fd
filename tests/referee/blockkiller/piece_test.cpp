#include "tableref/referee/blockkiller/piece.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace tableref::blockkiller {
namespace {

std::vector<Offset> v(std::span<const Offset> s) {
  return {s.begin(), s.end()};
}

TEST(BlockKillerPiece, NamesRoundTrip) {
  for (auto p : kAllPieces) EXPECT_EQ(parse_piece(piece_name(p)), p);
  EXPECT_EQ(parse_piece("t"), Piece::kT);
  EXPECT_FALSE(parse_piece("P").has_value());
  EXPECT_EQ(piece_size(Piece::kMono), 1);
  EXPECT_EQ(rotation_states(Piece::kO), 1);
}

TEST(BlockKillerPiece, SpawnShapesFollowTheReference) {
  EXPECT_EQ(v(piece_cells(Piece::kT, Rotation::k0)),
            (std::vector<Offset>{{-1, 0}, {0, 0}, {1, 0}, {0, 1}}));
  EXPECT_EQ(v(piece_cells(Piece::kJ, Rotation::k0)),
            (std::vector<Offset>{{-1, 1}, {-1, 0}, {0, 0}, {1, 0}}));
  EXPECT_EQ(v(piece_cells(Piece::kL, Rotation::k0)),
            (std::vector<Offset>{{1, 1}, {-1, 0}, {0, 0}, {1, 0}}));
  EXPECT_EQ(v(piece_cells(Piece::kS, Rotation::k0)),
            (std::vector<Offset>{{0, 1}, {1, 1}, {-1, 0}, {0, 0}}));
  EXPECT_EQ(v(piece_cells(Piece::kZ, Rotation::k0)),
            (std::vector<Offset>{{-1, 1}, {0, 1}, {0, 0}, {1, 0}}));
}

TEST(BlockKillerPiece, ClockwiseTurnMapsXYToYMinusX) {
  for (auto p : {Piece::kZ, Piece::kS, Piece::kJ, Piece::kL, Piece::kT}) {
    for (int r = 0; r < 4; ++r) {
      auto from = piece_cells(p, static_cast<Rotation>(r));
      auto to = piece_cells(p, rotate_cw(static_cast<Rotation>(r)));
      for (std::size_t i = 0; i < from.size(); ++i) {
        EXPECT_EQ(to[i], (Offset{from[i].y, -from[i].x}));
      }
    }
  }
  // I turns about the centre of its 4x4 box: state R is the column right of centre.
  EXPECT_EQ(v(piece_cells(Piece::kI, Rotation::kR)),
            (std::vector<Offset>{{1, 1}, {1, 0}, {1, -1}, {1, -2}}));
  EXPECT_EQ(v(piece_cells(Piece::kI, Rotation::k2)),
            (std::vector<Offset>{{-1, -1}, {0, -1}, {1, -1}, {2, -1}}));
  EXPECT_EQ(v(piece_cells(Piece::kI, Rotation::kL)),
            (std::vector<Offset>{{0, 1}, {0, 0}, {0, -1}, {0, -2}}));
}

struct KickRow {
  Piece piece;
  Rotation from;
  Rotation to;
  Kicks kicks;
  std::vector<Offset> tests;
};

constexpr auto k0 = Rotation::k0;
constexpr auto kR = Rotation::kR;
constexpr auto k2 = Rotation::k2;
constexpr auto kL = Rotation::kL;

TEST(BlockKillerPiece, EveryKickRowOfTheReference) {
  const std::vector<Offset> a{{0, 0}, {-1, 0}, {-1, 1}, {0, -2}, {-1, -2}};
  const std::vector<Offset> b{{0, 0}, {1, 0}, {1, -1}, {0, 2}, {1, 2}};
  const std::vector<Offset> c{{0, 0}, {1, 0}, {1, 1}, {0, -2}, {1, -2}};
  const std::vector<Offset> d{{0, 0}, {-1, 0}, {-1, -1}, {0, 2}, {-1, 2}};
  const std::vector<KickRow> rows{
      {Piece::kT, k0, kR, Kicks::kSrs, a},
      {Piece::kS, k2, kR, Kicks::kSrs, a},
      {Piece::kZ, kR, k0, Kicks::kSrs, b},
      {Piece::kJ, kR, k2, Kicks::kSrs, b},
      {Piece::kL, k2, kL, Kicks::kSrs, c},
      {Piece::kT, k0, kL, Kicks::kSrs, c},
      {Piece::kS, kL, k2, Kicks::kSrs, d},
      {Piece::kZ, kL, k0, Kicks::kSrsPlus, d},
      // I, guideline SRS
      {Piece::kI, k0, kR, Kicks::kSrs, {{0, 0}, {-2, 0}, {1, 0}, {-2, -1}, {1, 2}}},
      {Piece::kI, kL, k2, Kicks::kSrs, {{0, 0}, {-2, 0}, {1, 0}, {-2, -1}, {1, 2}}},
      {Piece::kI, kR, k0, Kicks::kSrs, {{0, 0}, {2, 0}, {-1, 0}, {2, 1}, {-1, -2}}},
      {Piece::kI, k2, kL, Kicks::kSrs, {{0, 0}, {2, 0}, {-1, 0}, {2, 1}, {-1, -2}}},
      {Piece::kI, kR, k2, Kicks::kSrs, {{0, 0}, {-1, 0}, {2, 0}, {-1, 2}, {2, -1}}},
      {Piece::kI, k0, kL, Kicks::kSrs, {{0, 0}, {-1, 0}, {2, 0}, {-1, 2}, {2, -1}}},
      {Piece::kI, k2, kR, Kicks::kSrs, {{0, 0}, {1, 0}, {-2, 0}, {1, -2}, {-2, 1}}},
      {Piece::kI, kL, k0, Kicks::kSrs, {{0, 0}, {1, 0}, {-2, 0}, {1, -2}, {-2, 1}}},
      // I, SRS+
      {Piece::kI, k0, kR, Kicks::kSrsPlus, {{0, 0}, {1, 0}, {-2, 0}, {-2, -1}, {1, 2}}},
      {Piece::kI, kR, k0, Kicks::kSrsPlus, {{0, 0}, {-1, 0}, {2, 0}, {-1, -2}, {2, 1}}},
      {Piece::kI, kR, k2, Kicks::kSrsPlus, {{0, 0}, {-1, 0}, {2, 0}, {-1, 2}, {2, -1}}},
      {Piece::kI, k2, kR, Kicks::kSrsPlus, {{0, 0}, {-2, 0}, {1, 0}, {-2, 1}, {1, -2}}},
      {Piece::kI, k2, kL, Kicks::kSrsPlus, {{0, 0}, {2, 0}, {-1, 0}, {2, 1}, {-1, -2}}},
      {Piece::kI, kL, k2, Kicks::kSrsPlus, {{0, 0}, {1, 0}, {-2, 0}, {1, 2}, {-2, -1}}},
      {Piece::kI, kL, k0, Kicks::kSrsPlus, {{0, 0}, {1, 0}, {-2, 0}, {1, -2}, {-2, 1}}},
      {Piece::kI, k0, kL, Kicks::kSrsPlus, {{0, 0}, {-1, 0}, {2, 0}, {2, -1}, {-1, 2}}},
      // 180-degree turns
      {Piece::kT, k0, k2, Kicks::kSrs, {{0, 0}, {0, 1}, {1, 1}, {-1, 1}, {1, 0}, {-1, 0}}},
      {Piece::kL, kR, kL, Kicks::kSrs, {{0, 0}, {1, 0}, {1, 2}, {1, 1}, {0, 2}, {0, 1}}},
      {Piece::kJ, k2, k0, Kicks::kSrs, {{0, 0}, {0, -1}, {-1, -1}, {1, -1}, {-1, 0}, {1, 0}}},
      {Piece::kS, kL, kR, Kicks::kSrs, {{0, 0}, {-1, 0}, {-1, 2}, {-1, 1}, {0, 2}, {0, 1}}},
      {Piece::kI, k0, k2, Kicks::kSrs, {{0, 0}, {0, 1}}},
      {Piece::kI, kR, kL, Kicks::kSrs, {{0, 0}, {1, 0}}},
      {Piece::kI, k2, k0, Kicks::kSrs, {{0, 0}, {0, -1}}},
      {Piece::kI, kL, kR, Kicks::kSrs, {{0, 0}, {-1, 0}}},
  };
  for (const auto& row : rows) {
    EXPECT_EQ(v(kick_tests(row.piece, row.from, row.to, row.kicks)), row.tests)
        << piece_name(row.piece) << " " << int(row.from) << "->" << int(row.to);
  }
  // SRS+ changes only I.
  EXPECT_EQ(v(kick_tests(Piece::kT, k0, kR, Kicks::kSrsPlus)), a);
  EXPECT_EQ(v(kick_tests(Piece::kO, k0, kR, Kicks::kSrs)), (std::vector<Offset>{{0, 0}}));
}

}  // namespace
}  // namespace tableref::blockkiller

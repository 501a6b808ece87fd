#include "tableref/referee/blokus/piece.hpp"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

namespace tableref::blokus {
namespace {

TEST(BlokusPiece, TwentyOnePiecesEightyNineSquaresInPentobiOrder) {
  const std::vector<std::string> names{"1",  "2",  "I3", "V3", "I4", "L4", "O",
                                       "T4", "Z4", "F",  "I5", "L5", "N",  "P",
                                       "T5", "U",  "V5", "W",  "X",  "Y",  "Z5"};
  ASSERT_EQ(pieces().size(), names.size());
  for (std::size_t i = 0; i < names.size(); ++i) {
    EXPECT_EQ(piece_name(static_cast<PieceId>(i)), names[i]);
    EXPECT_EQ(piece_from_name(names[i]), static_cast<PieceId>(i));
  }
  EXPECT_EQ(squares_of(kAllPieces), 89);
  EXPECT_EQ(piece_from_name("z5"), piece_from_name("Z5"));
  EXPECT_FALSE(piece_from_name("Q"));
}

TEST(BlokusPiece, DistinctOrientationCounts) {
  const std::map<std::string, std::size_t> expected{
      {"X", 1},  {"O", 1},  {"2", 2},  {"I3", 2}, {"I4", 2}, {"I5", 2}, {"V3", 4},
      {"T4", 4}, {"Z4", 4}, {"T5", 4}, {"U", 4},  {"V5", 4}, {"W", 4},  {"Z5", 4},
      {"L4", 8}, {"F", 8},  {"L5", 8}, {"N", 8},  {"P", 8},  {"Y", 8},  {"1", 1}};
  for (const auto& [name, count] : expected) {
    const auto id = piece_from_name(name);
    ASSERT_TRUE(id) << name;
    EXPECT_EQ(piece_info(*id).orientations.size(), count) << name;
  }
}

TEST(BlokusPiece, IdentifiesEveryOrientationAnywhere) {
  for (std::size_t k = 0; k < pieces().size(); ++k) {
    const auto& info = pieces()[k];
    for (std::size_t o = 0; o < info.orientations.size(); ++o) {
      std::vector<Offset> cells;
      for (std::size_t i = 0; i < info.orientations[o].size; ++i) {
        const auto c = info.orientations[o].cells[i];
        cells.push_back(
            Offset{static_cast<std::int8_t>(c.x + 3), static_cast<std::int8_t>(c.y + 7)});
      }
      std::reverse(cells.begin(), cells.end());
      const auto match = identify_shape(cells);
      ASSERT_TRUE(match);
      EXPECT_EQ(match->piece, k);
      EXPECT_EQ(match->orientation, o);
      EXPECT_EQ(match->anchor, (Offset{3, 7}));
    }
  }
  const std::vector<Offset> gap{Offset{0, 0}, Offset{2, 0}};
  EXPECT_FALSE(identify_shape(gap));
  const std::vector<Offset> square3{Offset{0, 0}, Offset{1, 0}, Offset{0, 1}, Offset{1, 1},
                                    Offset{2, 2}};
  EXPECT_FALSE(identify_shape(square3));
}

TEST(BlokusPiece, TurningWalksEveryOrientation) {
  for (PieceId k = 0; k < kPieceCount; ++k) {
    const auto count = piece_info(k).orientations.size();
    std::set<std::uint8_t> seen;
    std::uint8_t o = 0;
    for (int flip = 0; flip < 2; ++flip) {
      for (int r = 0; r < 4; ++r) {
        seen.insert(o);
        const auto right = turn_orientation(k, o, Turn::kRotateRight);
        EXPECT_EQ(turn_orientation(k, right, Turn::kRotateLeft), o);
        o = right;
      }
      EXPECT_EQ(
          turn_orientation(k, turn_orientation(k, o, Turn::kFlipVertical), Turn::kFlipVertical), o);
      o = turn_orientation(k, o, Turn::kFlipHorizontal);
    }
    EXPECT_EQ(seen.size(), count) << piece_name(k);
  }
  // L4 lying flat, foot up on the left: rotating left four times comes back.
  const auto l4 = *piece_from_name("L4");
  EXPECT_NE(turn_orientation(l4, 0, Turn::kRotateLeft), 0);
}

}  // namespace
}  // namespace tableref::blokus

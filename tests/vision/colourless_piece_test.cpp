// A piece the photo shows without its colour (a clear replacement piece, as on five of the
// seven real raw photos): the reader sees a piece there, and the rules say whose it is.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "photo_generator.hpp"
#include "rule_correction.hpp"
#include "tableref/vision/board_analysis.hpp"

namespace tableref::vision {
namespace {

using testing::PhotoSpec;

// Evidence for a 20x20 board drawn as rows of letters (B Y R G, '.' empty, 'c' a colourless
// piece); rows not given are empty. Read cells are sure; colourless ones could be any colour.
std::vector<CellEvidence> evidence_of(const std::vector<std::string>& rows) {
  std::vector<CellEvidence> evidence(400);
  for (int y = 0; y < 20; ++y) {
    for (int x = 0; x < 20; ++x) {
      const char letter = y < static_cast<int>(rows.size()) ? rows[y][x] : '.';
      auto& e = evidence[static_cast<std::size_t>(y * 20 + x)];
      if (letter == 'c') {
        e.colourless = true;
        e.probability[0] = 0.08;
        for (int k = 1; k <= 4; ++k) e.probability[static_cast<std::size_t>(k)] = 0.23;
        continue;
      }
      const auto colour = cell_from_letter(letter);
      e.probability[static_cast<std::size_t>(colour.value_or(CellColor::kEmpty))] = 0.99;
    }
  }
  return evidence;
}

CellColor label_at(const Correction& c, int x, int y) {
  return c.labels[static_cast<std::size_t>(y * 20 + x)];
}

// The board the rules corrected: the clear cells (x, y) all in `colour`, and every rule kept.
void expect_clear_cells_in(const std::vector<std::string>& rows,
                           const std::vector<PictureCell>& clear, CellColor colour) {
  const auto corrected = correct_with_rules(evidence_of(rows), 20, blokus::Variant::kClassic);
  for (const auto c : clear) {
    EXPECT_EQ(label_at(corrected, c.x, c.y), colour) << c.x << "," << c.y;
  }
  EXPECT_EQ(corrected.analysis.penalty(), 0);
}

TEST(ColourlessPiece, TakesTheOnlyColourItCanLegallyBe) {
  // Yellow's monomino in the top-left corner; a clear V3 touching it corner to corner only.
  // Blue's start (top-right) is far: as blue, red or green the V3 joins no start.
  expect_clear_cells_in(
      {
          "Y..................B",
          ".cc.................",
          ".c..................",
      },
      {{1, 1}, {2, 1}, {1, 2}}, CellColor::kYellow);
}

TEST(ColourlessPiece, IsNotAColoursPieceThatColourHasAlready) {
  // Blue has its V3 in the corner already; the clear V3 touches blue's and the end of
  // yellow's chain by corners only: a second blue V3 would break the rules, so it is
  // yellow's.
  expect_clear_cells_in(
      {
          "BB.............YYYYY",
          "B.c........YYYY.....",
          "..cc....YYY.........",
          "....YYYY............",
          "....Y...............",
      },
      {{2, 1}, {2, 2}, {3, 2}}, CellColor::kYellow);
}

TEST(ColourlessPiece, TwoColoursEquallyPossibleLeaveItEmpty) {
  // A clear monomino touching blue's and yellow's corner pieces by corners; neither colour
  // has a monomino yet: the rules cannot tell, so no colour is invented.
  const auto evidence = evidence_of({
      "BB.............YYYYY",
      "B..........YYYY.....",
      ".c......YYY.........",
      "..Y.YYYY............",
      "..Y.Y...............",
      "..YY................",
  });
  const auto corrected = correct_with_rules(evidence, 20, blokus::Variant::kClassic);
  EXPECT_EQ(label_at(corrected, 1, 2), CellColor::kEmpty);
  // As blue or as yellow the board would be legal: both were possible.
  auto as_blue = corrected.labels;
  as_blue[2 * 20 + 1] = CellColor::kBlue;
  EXPECT_EQ(analyse_board(as_blue, 20, blokus::Variant::kClassic).penalty(), 0);
  auto as_yellow = corrected.labels;
  as_yellow[2 * 20 + 1] = CellColor::kYellow;
  EXPECT_EQ(analyse_board(as_yellow, 20, blokus::Variant::kClassic).penalty(), 0);
}

// Finished random boards from every side, each with one of its pieces drawn clear: the
// piece is read in its colour when the rules allow only one, and is never given a wrong
// one; its cells are marked uncertain (their colour is the rules', not the picture's), and
// no other cell is misread.
TEST(ColourlessPiece, ClearPieceOnAPhotoIsColouredByTheRulesAndMarked) {
  int coloured = 0;
  int boards = 0;
  for (int side = 0; side < 4; ++side) {
    for (std::uint32_t seed : {11u, 12u}) {
      PhotoSpec spec;
      spec.seed = seed * 10 + static_cast<std::uint32_t>(side);
      spec.grid = testing::random_board(blokus::Variant::kClassic, spec.seed, side);
      spec.board = testing::perspective_board(spec.width, spec.height, 0.2, 0.4);
      spec.noise = 3;
      // A piece of the board's that is not on a corner (a colour's first piece is where the
      // colour starts): the fourth group of the analysis not touching a corner.
      const auto analysis = analyse_board(spec.grid, 20, blokus::Variant::kClassic);
      std::vector<PictureCell> clear;
      int skipped = 0;
      for (const auto& group : analysis.groups) {
        const bool on_corner = std::any_of(group.cells.begin(), group.cells.end(), [](auto c) {
          return (c.x == 0 || c.x == 19) && (c.y == 0 || c.y == 19);
        });
        if (on_corner || group.cells.size() < 3 || skipped++ < 3) continue;
        clear = group.cells;
        break;
      }
      ASSERT_FALSE(clear.empty());
      spec.clear.assign(spec.grid.size(), false);
      for (auto c : clear) spec.clear[static_cast<std::size_t>(c.y * 20 + c.x)] = true;
      const auto photo = testing::render_photo(spec);
      const auto reading = read_board(photo.view(), ReadOptions{});
      ASSERT_TRUE(reading.ok()) << "side " << side << " seed " << seed;
      ++boards;
      const auto& r = reading.value();
      const auto truth = spec.grid[static_cast<std::size_t>(clear[0].y * 20 + clear[0].x)];
      const CellColor read = r.at(clear[0].x, clear[0].y).color;
      EXPECT_TRUE(read == truth || read == CellColor::kEmpty)
          << "side " << side << " seed " << seed << ": " << cell_letter(read);
      if (read == truth) ++coloured;
      int wrong = 0;
      for (int y = 0; y < 20; ++y) {
        for (int x = 0; x < 20; ++x) {
          const PictureCell cell{x, y};
          const bool is_clear = std::find(clear.begin(), clear.end(), cell) != clear.end();
          if (is_clear) {
            EXPECT_EQ(r.at(x, y).color, read) << "a piece is one colour";
            EXPECT_TRUE(r.at(x, y).corrected);
            EXPECT_NE(std::find(r.uncertain.begin(), r.uncertain.end(), cell), r.uncertain.end())
                << "clear cell " << x << "," << y << " not marked";
          } else if (r.at(x, y).color != spec.grid[static_cast<std::size_t>(y * 20 + x)]) {
            ++wrong;
          }
        }
      }
      EXPECT_EQ(wrong, 0) << "side " << side << " seed " << seed;
    }
  }
  // Most pieces of a finished board touch one colour only: most are coloured.
  EXPECT_GE(coloured * 2, boards) << coloured << " of " << boards;
}

}  // namespace
}  // namespace tableref::vision

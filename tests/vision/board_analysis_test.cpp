// The rules' view of a read board: groups, pieces, duplicates, connection, rotation.
#include <gtest/gtest.h>

#include "photo_generator.hpp"
#include "tableref/vision/board_analysis.hpp"

namespace tableref::vision {
namespace {

TEST(BoardAnalysis, PictureAndRefereeCellsRoundTripForEveryRotation) {
  for (int r = 0; r < 4; ++r) {
    for (int y = 0; y < 20; ++y) {
      for (int x = 0; x < 20; ++x) {
        const auto back = referee_to_picture(picture_to_referee(PictureCell{x, y}, 20, r), 20, r);
        EXPECT_EQ(back, (PictureCell{x, y}));
      }
    }
  }
  // Unturned, the picture's top-left cell is a20 and its bottom-left a1.
  EXPECT_EQ(picture_to_referee(PictureCell{0, 0}, 20, 0), (GridCell{0, 19}));
  EXPECT_EQ(picture_to_referee(PictureCell{0, 19}, 20, 0), (GridCell{0, 0}));
  // One clockwise turn brings the picture's bottom-left corner to the top-left.
  EXPECT_EQ(picture_to_referee(PictureCell{0, 19}, 20, 1), (GridCell{0, 19}));
}

TEST(BoardAnalysis, LegalFinishedBoardsBreakNoRuleFromEverySide) {
  for (int r = 0; r < 4; ++r) {
    const auto grid = testing::random_board(blokus::Variant::kClassic, 40u + r, r);
    const auto analysis = analyse_board(grid, 20, blokus::Variant::kClassic);
    EXPECT_EQ(analysis.penalty(), 0);
    // Read as the picture shows it; each colour starts in the corner where it is.
    EXPECT_EQ(analysis.rotation, 0);
    for (int c = 0; c < 4; ++c) {
      const auto s = blokus::variant_info(blokus::Variant::kClassic).start[c];
      EXPECT_EQ(analysis.start[c], referee_to_picture(GridCell{s.x, s.y}, 20, r)) << c;
    }
    for (const auto& g : analysis.groups) EXPECT_TRUE(g.piece.has_value());
  }
}

TEST(BoardAnalysis, MisreadCellsShowAsRuleBreaks) {
  auto grid = testing::random_board(blokus::Variant::kClassic, 7, 0);
  // Join two blue groups with one misread cell; and drop a far cell of another colour alone.
  const auto analysis0 = analyse_board(grid, 20, blokus::Variant::kClassic);
  ASSERT_EQ(analysis0.penalty(), 0);
  int changed = 0;
  for (int i = 0; i < 400 && changed == 0; ++i) {
    if (grid[i] != CellColor::kEmpty) continue;
    const int x = i % 20;
    const int y = i / 20;
    int blue_neighbours = 0;
    if (x > 0 && grid[i - 1] == CellColor::kBlue) ++blue_neighbours;
    if (x < 19 && grid[i + 1] == CellColor::kBlue) ++blue_neighbours;
    if (y > 0 && grid[i - 20] == CellColor::kBlue) ++blue_neighbours;
    if (y < 19 && grid[i + 20] == CellColor::kBlue) ++blue_neighbours;
    if (blue_neighbours >= 1) {
      grid[i] = CellColor::kBlue;
      changed = 1;
    }
  }
  ASSERT_EQ(changed, 1);
  const auto analysis = analyse_board(grid, 20, blokus::Variant::kClassic);
  EXPECT_GT(analysis.penalty(), 0);
  EXPECT_GT(analysis.not_pieces + analysis.duplicates + analysis.disconnected, 0);
}

}  // namespace
}  // namespace tableref::vision

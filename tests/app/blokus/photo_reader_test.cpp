// What the photo screen's controller does with a photo: read it, keep a photo without a
// board with corners to drag, read again at dragged corners, cycle a tapped cell through the
// variant's colours, ask the monomino-last bonus, save a finished session, compare with a game.
#include <gtest/gtest.h>

#include <algorithm>

#include "photo_generator.hpp"
#include "tableref/controllers/blokus/photo_reader.hpp"
#include "tableref/controllers/game_setup.hpp"
#include "tableref/vision/reason.hpp"

namespace tableref::controllers {
namespace {

namespace tv = vision;

tv::testing::Photo photo_of(const std::vector<tv::CellColor>& grid, int size, std::uint32_t seed,
                            bool board = true) {
  tv::testing::PhotoSpec spec;
  spec.seed = seed;
  spec.size = size;
  spec.grid = grid;
  spec.board = tv::testing::perspective_board(spec.width, spec.height, 0.12, 0.3);
  spec.draw_board = board;
  return tv::testing::render_photo(spec);
}

std::vector<std::string> rows_of(const std::vector<tv::CellColor>& grid, int size) {
  std::vector<std::string> rows;
  for (int y = 0; y < size; ++y) {
    std::string row;
    for (int x = 0; x < size; ++x)
      row += tv::cell_letter(grid[static_cast<std::size_t>(y * size + x)]);
    rows.push_back(row);
  }
  return rows;
}

TEST(blokus_photo_reader, reads_a_photo_and_cycles_a_tapped_cell_through_the_colours) {
  const auto grid = tv::testing::random_board(blokus::Variant::kClassic, 3, 0);
  const auto photo = photo_of(grid, 20, 3);
  BlokusPhotoReader reader;
  ASSERT_TRUE(reader.open(photo.rgb, photo.width, photo.height, blokus::Variant::kClassic).ok());
  ASSERT_TRUE(reader.reading().has_value());
  EXPECT_EQ(reader.reading()->grid_rows(), rows_of(grid, 20));
  ASSERT_TRUE(reader.finished().has_value());
  EXPECT_TRUE(reader.finished()->audit.clean());
  const tv::PictureCell cell{0, 0};
  const auto start = reader.reading()->at(0, 0).color;
  std::vector<tv::CellColor> seen;
  for (int i = 0; i < 5; ++i) {
    reader.cycle_cell(cell);
    seen.push_back(reader.reading()->at(0, 0).color);
  }
  EXPECT_EQ(seen.back(), start);  // five taps go round
  std::vector<tv::CellColor> order{tv::CellColor::kEmpty, tv::CellColor::kBlue,
                                   tv::CellColor::kYellow, tv::CellColor::kRed,
                                   tv::CellColor::kGreen};
  const auto at = std::find(order.begin(), order.end(), start) - order.begin();
  for (std::size_t i = 0; i < seen.size(); ++i) {
    EXPECT_EQ(seen[i], order[(static_cast<std::size_t>(at) + i + 1) % order.size()]) << i;
  }
  EXPECT_TRUE(reader.changed_by_player(cell));
  EXPECT_FALSE(reader.uncertain(cell));
  EXPECT_FALSE(reader.changed_by_player(tv::PictureCell{1, 0}));
}

TEST(blokus_photo_reader, a_photo_without_a_board_keeps_its_pixels_and_corners_to_drag) {
  const auto grid = tv::testing::random_board(blokus::Variant::kClassic, 4, 0);
  const auto table = photo_of(grid, 20, 4, false);
  BlokusPhotoReader reader;
  const auto status = reader.open(table.rgb, table.width, table.height, blokus::Variant::kClassic);
  ASSERT_FALSE(status.ok());
  EXPECT_EQ(status.violations().front().reason, vision::Reason::kVisionNoBoard);
  EXPECT_TRUE(reader.has_photo());
  EXPECT_FALSE(reader.reading().has_value());
  ASSERT_TRUE(reader.problem().has_value());
  EXPECT_DOUBLE_EQ(reader.corners()[0].x, table.width * 0.2);
  EXPECT_DOUBLE_EQ(reader.corners()[2].y, table.height * 0.8);
  // Corners stay inside the picture.
  reader.move_corner(1, tv::Point{-50, 1e6});
  EXPECT_DOUBLE_EQ(reader.corners()[1].x, 0);
  EXPECT_DOUBLE_EQ(reader.corners()[1].y, table.height);
  // A board's photo, its corners placed by the player where the grid is: read there.
  const auto board = photo_of(grid, 20, 4);
  (void)reader.open(board.rgb, board.width, board.height, blokus::Variant::kClassic);
  const auto found = reader.corners();
  for (int i = 0; i < 4; ++i)
    reader.move_corner(i, board.grid_corners[static_cast<std::size_t>(i)]);
  ASSERT_TRUE(reader.read_at_corners().ok());
  EXPECT_EQ(reader.reading()->grid_rows(), rows_of(grid, 20));
  for (int i = 0; i < 4; ++i) {
    EXPECT_NEAR(found[static_cast<std::size_t>(i)].x,
                board.grid_corners[static_cast<std::size_t>(i)].x, 4);
  }
}

TEST(blokus_photo_reader, saves_a_finished_duo_board_with_the_monomino_bonus_asked) {
  const auto grid = tv::testing::random_board(blokus::Variant::kDuo, 8, 1);
  const auto photo = photo_of(grid, 14, 8);
  BlokusPhotoReader reader;
  // Home opens it as the classic board; the player says Duo.
  (void)reader.open(photo.rgb, photo.width, photo.height, blokus::Variant::kClassic);
  ASSERT_TRUE(reader.set_variant(blokus::Variant::kDuo).ok());
  EXPECT_EQ(reader.size(), 14);
  EXPECT_EQ(reader.reading()->grid_rows(), rows_of(grid, 14));
  // Duo's tap order: empty, purple, orange.
  const tv::PictureCell cell{7, 7};
  const auto before = reader.reading()->at(7, 7).color;
  for (int i = 0; i < 3; ++i) reader.cycle_cell(cell);
  EXPECT_EQ(reader.reading()->at(7, 7).color, before);
  reader.set_monomino_last(0, true);
  EXPECT_TRUE(reader.monomino_last(0));
  auto store = db::Store::open(":memory:").value();
  const auto id = reader.save_finished(store, {"Purple", "Orange"}, 1000);
  ASSERT_TRUE(id.ok());
  const auto session = store.session(id.value()).value();
  EXPECT_EQ(session.variant, "duo");
  EXPECT_EQ(session.status, db::SessionStatus::kFinished);
  ASSERT_EQ(session.seats.size(), 2u);
  EXPECT_EQ(session.seats[0].player, "Purple");
  const auto state = blokus_state_of(session, store.events(id.value()).value()).value();
  const auto& expected = reader.finished()->state;
  for (int y = 0; y < 14; ++y) {
    for (int x = 0; x < 14; ++x) {
      EXPECT_EQ(state.color_at(GridCell{x, y}), expected.color_at(GridCell{x, y}));
    }
  }
}

TEST(blokus_photo_reader, the_board_a_session_photo_is_read_as) {
  EXPECT_EQ(photo_read_variant(blokus::Variant::kDuo), blokus::Variant::kDuo);
  EXPECT_EQ(photo_read_variant(blokus::Variant::kClassicTeams), blokus::Variant::kClassic);
  EXPECT_EQ(photo_read_variant(blokus::Variant::kClassicThreePlayer), blokus::Variant::kClassic);
  EXPECT_EQ(photo_read_variant(blokus::Variant::kSoloTetromino), std::nullopt);
}

}  // namespace
}  // namespace tableref::controllers

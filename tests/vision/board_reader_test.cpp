// Reading boards from generated photos: every cell right, on each kind of degradation the
// real photos have, from all four sides; and the reasons when there is no board.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "photo_generator.hpp"
#include "tableref/vision/board_analysis.hpp"
#include "tableref/vision/board_reading.hpp"
#include "tableref/vision/reason.hpp"

namespace tableref::vision {
namespace {

using testing::PhotoSpec;
using testing::Table;

std::string show(const std::vector<CellColor>& grid, int n) {
  std::string s;
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) s += cell_letter(grid[static_cast<std::size_t>(y * n + x)]);
    s += '\n';
  }
  return s;
}

// Every cell of the reading against the generated board; a message listing the wrong cells.
::testing::AssertionResult every_cell_right(const BoardReading& reading,
                                            const std::vector<CellColor>& expected) {
  std::string wrong;
  int count = 0;
  std::vector<CellColor> got;
  for (int y = 0; y < reading.size; ++y) {
    for (int x = 0; x < reading.size; ++x) {
      const auto want = expected[static_cast<std::size_t>(y * reading.size + x)];
      got.push_back(reading.at(x, y).color);
      if (reading.at(x, y).color != want) {
        ++count;
        wrong += " (" + std::to_string(x) + "," + std::to_string(y) +
                 "): " + cell_letter(reading.at(x, y).color) + " for " + cell_letter(want) +
                 " conf " + std::to_string(reading.at(x, y).confidence);
      }
    }
  }
  if (count == 0) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << count << " cells wrong:" << wrong << "\nread:\n"
                                       << show(got, reading.size) << "expected:\n"
                                       << show(expected, reading.size);
}

double corner_error(const BoardReading& reading, const testing::Photo& photo) {
  double worst = 0;
  for (std::size_t i = 0; i < 4; ++i) {
    worst = std::max(worst, std::hypot(reading.corners[i].x - photo.grid_corners[i].x,
                                       reading.corners[i].y - photo.grid_corners[i].y));
  }
  return worst;
}

struct Kind {
  const char* name;
  void (*apply)(PhotoSpec&);
};

const Kind kKinds[] = {
    {"clean", [](PhotoSpec&) {}},
    {"perspective",
     [](PhotoSpec& s) { s.board = testing::perspective_board(s.width, s.height, 0.35, 1.0); }},
    {"lighting_gradient", [](PhotoSpec& s) { s.gradient = 0.55; }},
    {"specular_flare", [](PhotoSpec& s) { s.flares = 10; }},
    {"noise", [](PhotoSpec& s) { s.noise = 14; }},
    {"blur", [](PhotoSpec& s) { s.blur = 3; }},
    {"jpeg", [](PhotoSpec& s) { s.jpeg_quality = 35; }},
    {"patterned_table", [](PhotoSpec& s) { s.table = Table::kPattern; }},
    {"loose_pieces", [](PhotoSpec& s) { s.loose_pieces = 6; }},
    {"everything",
     [](PhotoSpec& s) {
       s.board = testing::perspective_board(s.width, s.height, 0.3, -1.0);
       s.gradient = 0.4;
       s.flares = 6;
       s.noise = 8;
       s.blur = 1;
       s.jpeg_quality = 50;
       s.loose_pieces = 5;
     }},
};

class PhotoKinds : public ::testing::TestWithParam<std::tuple<int, int>> {};

TEST_P(PhotoKinds, EveryCellRight) {
  const auto [kind_index, rotation] = GetParam();
  const Kind& kind = kKinds[kind_index];
  PhotoSpec spec;
  spec.seed = static_cast<std::uint32_t>(11 + kind_index * 4 + rotation);
  spec.grid = testing::random_board(blokus::Variant::kClassic, spec.seed, rotation);
  spec.board = testing::perspective_board(spec.width, spec.height, 0.12, 0.3);
  kind.apply(spec);
  const auto photo = testing::render_photo(spec);
  const auto reading = read_board(photo.view(), ReadOptions{});
  ASSERT_TRUE(reading.ok()) << kind.name << ": " << reason_name(reading.error().reason);
  EXPECT_TRUE(every_cell_right(reading.value(), spec.grid)) << kind.name;
  EXPECT_LT(corner_error(reading.value(), photo), 8.0) << kind.name;
  // The classic board is read as the picture shows it: its colours start in any corner.
  EXPECT_EQ(reading.value().rotation, 0) << kind.name;
}

INSTANTIATE_TEST_SUITE_P(BoardReader, PhotoKinds,
                         ::testing::Combine(::testing::Range(0,
                                                             static_cast<int>(std::size(kKinds))),
                                            ::testing::Range(0, 4)),
                         [](const auto& test_param) {
                           return std::string(kKinds[std::get<0>(test_param.param)].name) +
                                  "_side" + std::to_string(std::get<1>(test_param.param));
                         });

TEST(BoardReader, DuoBoardFromEverySide) {
  for (int rotation = 0; rotation < 4; ++rotation) {
    PhotoSpec spec;
    spec.size = 14;
    spec.seed = static_cast<std::uint32_t>(300 + rotation);
    spec.grid = testing::random_board(blokus::Variant::kDuo, spec.seed, rotation);
    spec.board = testing::perspective_board(spec.width, spec.height, 0.2, 0.5);
    spec.gradient = 0.3;
    spec.noise = 6;
    const auto photo = testing::render_photo(spec);
    ReadOptions options;
    options.variant = blokus::Variant::kDuo;
    const auto reading = read_board(photo.view(), options);
    ASSERT_TRUE(reading.ok()) << reason_name(reading.error().reason);
    EXPECT_EQ(reading.value().size, 14);
    EXPECT_TRUE(every_cell_right(reading.value(), spec.grid)) << "side " << rotation;
  }
}

TEST(BoardReader, MidGameBoardWithFewPieces) {
  PhotoSpec spec;
  spec.seed = 77;
  spec.grid = testing::random_board(blokus::Variant::kClassic, spec.seed, 1, 12);
  spec.board = testing::perspective_board(spec.width, spec.height, 0.2, -0.5);
  spec.gradient = 0.3;
  const auto photo = testing::render_photo(spec);
  const auto reading = read_board(photo.view(), ReadOptions{});
  ASSERT_TRUE(reading.ok());
  EXPECT_TRUE(every_cell_right(reading.value(), spec.grid));
}

TEST(BoardReader, ALargerSheetOfWhitePaperIsNotTakenForTheBoard) {
  PhotoSpec spec;
  spec.seed = 61;
  spec.grid = testing::random_board(blokus::Variant::kClassic, spec.seed, 3);
  // A small board on the right, a sheet of paper larger than it on the left.
  spec.board = {Point{1000, 350}, Point{1520, 370}, Point{1540, 900}, Point{980, 880}};
  spec.light_sheet = 0.5;
  spec.gradient = 0.2;
  const auto photo = testing::render_photo(spec);
  const auto reading = read_board(photo.view(), ReadOptions{});
  ASSERT_TRUE(reading.ok()) << reason_name(reading.error().reason);
  EXPECT_TRUE(every_cell_right(reading.value(), spec.grid));
}

TEST(BoardReader, CornersGivenByThePlayerAreReadExactly) {
  PhotoSpec spec;
  spec.seed = 5;
  spec.grid = testing::random_board(blokus::Variant::kClassic, spec.seed, 2);
  spec.board = testing::perspective_board(spec.width, spec.height, 0.25, 0.8);
  const auto photo = testing::render_photo(spec);
  ReadOptions options;
  // In another order than clockwise-from-top-left: the reader orders them.
  options.corners = std::array<Point, 4>{photo.grid_corners[2], photo.grid_corners[0],
                                         photo.grid_corners[3], photo.grid_corners[1]};
  const auto reading = read_board(photo.view(), options);
  ASSERT_TRUE(reading.ok());
  EXPECT_TRUE(every_cell_right(reading.value(), spec.grid));
  EXPECT_LT(corner_error(reading.value(), photo), 1e-6);
}

// A real table: a lamp's reflection washes the (plain brown) table beside the board out to
// nearly the board's grey, so the board's grey region runs into the table (the reader before
// the piece cluster refused two sides and misread the others); the board is found by its
// pieces and its grid fitted to the lines, with a thin frame, loose pieces and flare, from
// every side.
TEST(BoardReader, BoardBesideATableWashedOutByAReflection) {
  for (int side = 0; side < 4; ++side) {
    PhotoSpec spec;
    spec.seed = 40 + static_cast<std::uint32_t>(side);
    spec.grid = testing::random_board(blokus::Variant::kClassic, spec.seed, side);
    spec.board = testing::perspective_board(spec.width, spec.height, 0.2, 0.5);
    spec.table = Table::kPlain;
    spec.table_reflection = 1.0;
    spec.frame = 0.3;
    spec.loose_pieces = 5;
    spec.flares = 4;
    spec.noise = 4;
    const auto photo = testing::render_photo(spec);
    const auto reading = read_board(photo.view(), ReadOptions{});
    ASSERT_TRUE(reading.ok()) << "side " << side << ": " << reason_name(reading.error().reason);
    EXPECT_TRUE(every_cell_right(reading.value(), spec.grid)) << "side " << side;
  }
}

// A lamp mirrored in the pieces' flat faces: the middle of a cell is white, only the rest
// keeps the colour (two blue cells of a real photo read as empty this way). One piece
// cell in six is washed out, from every side.
TEST(BoardReader, PiecesWhoseFacesMirrorALampKeepTheirColour) {
  for (int side = 0; side < 4; ++side) {
    PhotoSpec spec;
    spec.seed = 60 + static_cast<std::uint32_t>(side);
    spec.grid = testing::random_board(blokus::Variant::kClassic, spec.seed, side);
    spec.board = testing::perspective_board(spec.width, spec.height, 0.2, 0.4);
    spec.noise = 3;
    spec.face_flare.assign(spec.grid.size(), false);
    int piece_cells = 0;
    for (std::size_t i = 0; i < spec.grid.size(); ++i) {
      if (spec.grid[i] != CellColor::kEmpty && piece_cells++ % 6 == 0) spec.face_flare[i] = true;
    }
    const auto photo = testing::render_photo(spec);
    const auto reading = read_board(photo.view(), ReadOptions{});
    ASSERT_TRUE(reading.ok()) << "side " << side;
    EXPECT_TRUE(every_cell_right(reading.value(), spec.grid)) << "side " << side;
  }
}

TEST(BoardReader, TableWithoutBoardIsNoBoard) {
  for (auto table : {Table::kWood, Table::kPattern}) {
    PhotoSpec spec;
    spec.grid = testing::random_board(blokus::Variant::kClassic, 3, 0);
    spec.board = testing::perspective_board(spec.width, spec.height, 0.1, 0);
    spec.draw_board = false;
    spec.table = table;
    spec.loose_pieces = 8;
    spec.noise = 5;
    const auto photo = testing::render_photo(spec);
    const auto reading = read_board(photo.view(), ReadOptions{});
    ASSERT_FALSE(reading.ok());
    EXPECT_TRUE(reading.error().reason == Reason::kVisionNoBoard ||
                reading.error().reason == Reason::kVisionNoGrid)
        << reason_name(reading.error().reason);
  }
}

TEST(BoardReader, UnusablePixelsAndTinyPicturesAreRefused) {
  const std::vector<std::uint8_t> pixels(32 * 32 * 3, 128);
  EXPECT_EQ(read_board(ImageView{nullptr, 10, 10, 30, 3}, {}).error().reason,
            Reason::kVisionBadImage);
  EXPECT_EQ(read_board(ImageView{pixels.data(), 32, 32, 10, 3}, {}).error().reason,
            Reason::kVisionBadImage);
  EXPECT_EQ(read_board(ImageView{pixels.data(), 32, 32, 96, 2}, {}).error().reason,
            Reason::kVisionBadImage);
  const auto tiny = read_board(ImageView{pixels.data(), 32, 32, 96, 3}, {});
  ASSERT_FALSE(tiny.ok());
  EXPECT_EQ(tiny.error().reason, Reason::kVisionImageTooSmall);
}

TEST(BoardReader, CornersThatEncloseNothingAreRefused) {
  PhotoSpec spec;
  spec.width = 320;
  spec.height = 240;
  spec.grid = testing::random_board(blokus::Variant::kClassic, 3, 0);
  spec.board = testing::perspective_board(spec.width, spec.height, 0.1, 0);
  const auto photo = testing::render_photo(spec);
  ReadOptions options;
  options.corners =
      std::array<Point, 4>{Point{10, 10}, Point{20, 10}, Point{30, 10}, Point{40, 10}};
  const auto reading = read_board(photo.view(), options);
  ASSERT_FALSE(reading.ok());
  EXPECT_EQ(reading.error().reason, Reason::kVisionBadCorners);
}

}  // namespace
}  // namespace tableref::vision

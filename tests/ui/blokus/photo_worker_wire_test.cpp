// The photo screen's messages to the browser's photo worker (screens/blokus/photo_worker_wire):
// the request and the reading come back whole through their bytes and text. The web tests read
// a board through the worker itself; this runs where the desktop's tests run.
#include "screens/blokus/photo_worker_wire.hpp"

#include <gtest/gtest.h>

#include "tableref/vision/reason.hpp"

namespace tableref::gui::testing {
namespace {

namespace wire = photo_worker_wire;

TEST(photo_worker_wire, a_request_comes_back_with_its_pixels_variant_and_corners) {
  const std::vector<std::uint8_t> rgb{1, 2, 3, 4, 5, 6};  // 2 x 1 pixels
  vision::ReadOptions options;
  options.variant = blokus::Variant::kDuo;
  options.corners = std::array<vision::Point, 4>{vision::Point{0.5, 0.25}, vision::Point{1.5, 0},
                                                 vision::Point{2, 1}, vision::Point{0, 1}};
  const auto bytes = wire::encode_request(rgb, 2, 1, options);
  const auto request = wire::decode_request(bytes.data(), bytes.size());
  ASSERT_TRUE(request.ok());
  EXPECT_EQ(request.value().image.width, 2);
  EXPECT_EQ(request.value().image.height, 1);
  EXPECT_EQ(request.value().image.pixels[5], 6);
  EXPECT_EQ(request.value().options.variant, blokus::Variant::kDuo);
  ASSERT_TRUE(request.value().options.corners.has_value());
  EXPECT_EQ((*request.value().options.corners)[0].x, 0.5);
  EXPECT_EQ((*request.value().options.corners)[1].x, 1.5);
  // A request cut short is refused, not read past its end.
  EXPECT_FALSE(wire::decode_request(bytes.data(), bytes.size() - 1).ok());
}

TEST(photo_worker_wire, a_reading_and_a_refusal_come_back_whole) {
  vision::BoardReading reading;
  reading.variant = blokus::Variant::kDuo;
  reading.size = 1;
  reading.corners = {vision::Point{1, 2}, vision::Point{3, 4}, vision::Point{5, 6},
                     vision::Point{7, 8}};
  reading.cells = {vision::CellReading{vision::CellColor::kPurple, 0.75, vision::CellColor::kOrange,
                                       true, true}};
  reading.uncertain = {GridCell{0, 0}};
  reading.rotation = 3;
  const auto back = wire::decode_reading(wire::encode_reading(reading));
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back.value().variant, blokus::Variant::kDuo);
  EXPECT_EQ(back.value().size, 1);
  EXPECT_EQ(back.value().corners[3].y, 8);
  ASSERT_EQ(back.value().cells.size(), 1u);
  EXPECT_EQ(back.value().cells[0].color, vision::CellColor::kPurple);
  EXPECT_EQ(back.value().cells[0].confidence, 0.75);
  EXPECT_EQ(back.value().cells[0].runner_up, vision::CellColor::kOrange);
  EXPECT_TRUE(back.value().cells[0].corrected);
  EXPECT_TRUE(back.value().cells[0].colourless);
  EXPECT_EQ(back.value().uncertain, (std::vector<GridCell>{GridCell{0, 0}}));
  EXPECT_EQ(back.value().rotation, 3);

  const Violation refused{vision::Reason::kVisionBadImage, {Param{"width", std::int64_t{7}}}};
  const auto no = wire::decode_reading(wire::encode_reading(Violations{refused}));
  ASSERT_FALSE(no.ok());
  EXPECT_EQ(no.error(), refused);
  // An answer that is not the worker's JSON is a bad image, never a crash.
  EXPECT_FALSE(wire::decode_reading("not json").ok());
}

}  // namespace
}  // namespace tableref::gui::testing

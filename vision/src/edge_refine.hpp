#pragma once
// Refining the board's outline at full resolution: along each side, the place where the
// light grey board gives way to the table is searched across the coarse side, and a
// straight line is fitted through those places (outliers dropped); the corners are the
// intersections of the four lines.
#include <array>

#include "board_outline.hpp"

namespace tableref::vision {

// `corners` in full-resolution coordinates; `search` is how far (pixels) to look across
// each side. Sides whose edge cannot be found keep their coarse line.
[[nodiscard]] std::array<Point, 4> refine_outline(const ImageView& image,
                                                  const std::array<Point, 4>& corners,
                                                  const GreyThresholds& thresholds, double search);

}  // namespace tableref::vision

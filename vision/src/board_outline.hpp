#pragma once
// Finding the board at detection resolution: the largest connected region of light,
// unsaturated pixels (the grey board, its frame and the grid ridges between the pieces),
// its convex hull reduced to four sides, each side refitted as a straight line.
#include <array>
#include <optional>
#include <vector>

#include "raster.hpp"

namespace tableref::vision {

// Which pixels look like the bare board: light and unsaturated, with thresholds adapted
// to the picture (Otsu on saturation, value relative to the bright pixels).
struct GreyThresholds {
  double max_saturation = 0.22;
  double min_value = 80;
};
[[nodiscard]] GreyThresholds grey_thresholds(const RgbImage& image);
[[nodiscard]] bool looks_grey(const Rgb& c, const GreyThresholds& t);

struct Outline {
  std::array<Point, 4> corners;  // clockwise in the picture, starting top-left
  double fill = 0;               // share of the quadrilateral the grey region covers
};

// Candidates for the board's outer quadrilateral in the small image's coordinates, from the
// largest grey region down, at most `most`: a light wall or sheet of paper may be larger
// than the board, so the reader keeps the one with the clearest grid of cells.
[[nodiscard]] std::vector<Outline> find_outlines(const RgbImage& image, std::size_t most);

// The quadrilateral around region `region_label` of `label` (a w x h image of region labels),
// of `region_size` pixels: its convex hull reduced to four sides, each refitted through the
// region's boundary; nullopt when it is degenerate or the region covers too little of it.
[[nodiscard]] std::optional<Outline> outline_of_region(const std::vector<int>& label, int w, int h,
                                                       int region_label, std::size_t region_size);

// Orders four corners clockwise as the picture shows them, the top-left one first.
[[nodiscard]] std::array<Point, 4> order_corners(std::array<Point, 4> q);

}  // namespace tableref::vision

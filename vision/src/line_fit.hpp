#pragma once
// The straight line that best fits a set of points (total least squares: the direction of
// their largest spread through their centroid), used to refit the board's sides.
#include <optional>
#include <vector>

#include "tableref/vision/image.hpp"

namespace tableref::vision {

struct FittedLine {
  double px = 0;  // a point on the line (the points' centroid)
  double py = 0;
  double ux = 1;  // unit direction
  double uy = 0;
};

// nullopt for fewer than two points.
[[nodiscard]] std::optional<FittedLine> fit_line(const std::vector<Point>& points);

}  // namespace tableref::vision

#pragma once
// A plane projective map (3x3, row-major), built from four point pairs: the unit square to a
// quadrilateral (Heckbert's closed form), and its inverse.
#include <array>
#include <optional>

#include "tableref/vision/image.hpp"

namespace tableref::vision {

struct Homography {
  std::array<double, 9> m{1, 0, 0, 0, 1, 0, 0, 0, 1};
  [[nodiscard]] Point apply(Point p) const;
  [[nodiscard]] std::optional<Homography> inverse() const;
};

// Maps (0,0), (1,0), (1,1), (0,1) to q[0], q[1], q[2], q[3]; nullopt when degenerate.
[[nodiscard]] std::optional<Homography> square_to_quad(const std::array<Point, 4>& q);

// True when the four points, in order, form a convex quadrilateral of non-trivial area.
[[nodiscard]] bool is_convex_quad(const std::array<Point, 4>& q, double min_area);

}  // namespace tableref::vision

#include "homography.hpp"

#include <cmath>

namespace tableref::vision {

Point Homography::apply(Point p) const {
  const double w = m[6] * p.x + m[7] * p.y + m[8];
  return Point{(m[0] * p.x + m[1] * p.y + m[2]) / w, (m[3] * p.x + m[4] * p.y + m[5]) / w};
}

std::optional<Homography> Homography::inverse() const {
  const auto& a = m;
  const double c0 = a[4] * a[8] - a[5] * a[7];
  const double c1 = a[5] * a[6] - a[3] * a[8];
  const double c2 = a[3] * a[7] - a[4] * a[6];
  const double det = a[0] * c0 + a[1] * c1 + a[2] * c2;
  if (std::abs(det) < 1e-12) return std::nullopt;
  Homography out;
  out.m = {c0 / det, (a[2] * a[7] - a[1] * a[8]) / det, (a[1] * a[5] - a[2] * a[4]) / det,
           c1 / det, (a[0] * a[8] - a[2] * a[6]) / det, (a[2] * a[3] - a[0] * a[5]) / det,
           c2 / det, (a[1] * a[6] - a[0] * a[7]) / det, (a[0] * a[4] - a[1] * a[3]) / det};
  return out;
}

std::optional<Homography> square_to_quad(const std::array<Point, 4>& q) {
  const double sx = q[0].x - q[1].x + q[2].x - q[3].x;
  const double sy = q[0].y - q[1].y + q[2].y - q[3].y;
  const double dx1 = q[1].x - q[2].x;
  const double dx2 = q[3].x - q[2].x;
  const double dy1 = q[1].y - q[2].y;
  const double dy2 = q[3].y - q[2].y;
  const double den = dx1 * dy2 - dx2 * dy1;
  if (std::abs(den) < 1e-12) return std::nullopt;
  const double g = (sx * dy2 - dx2 * sy) / den;
  const double h = (dx1 * sy - sx * dy1) / den;
  Homography out;
  out.m = {q[1].x - q[0].x + g * q[1].x,
           q[3].x - q[0].x + h * q[3].x,
           q[0].x,
           q[1].y - q[0].y + g * q[1].y,
           q[3].y - q[0].y + h * q[3].y,
           q[0].y,
           g,
           h,
           1.0};
  return out;
}

bool is_convex_quad(const std::array<Point, 4>& q, double min_area) {
  double sign = 0;
  double area = 0;
  for (int i = 0; i < 4; ++i) {
    const Point& a = q[i];
    const Point& b = q[(i + 1) % 4];
    const Point& c = q[(i + 2) % 4];
    const double cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (std::abs(cross) < 1e-9) return false;
    if (sign == 0) sign = cross;
    if ((cross > 0) != (sign > 0)) return false;
    area += a.x * b.y - b.x * a.y;
  }
  return std::abs(area) / 2 >= min_area;
}

}  // namespace tableref::vision

#include "line_fit.hpp"

#include <cmath>

namespace tableref::vision {

std::optional<FittedLine> fit_line(const std::vector<Point>& points) {
  if (points.size() < 2) return std::nullopt;
  double mx = 0;
  double my = 0;
  for (const auto& p : points) {
    mx += p.x;
    my += p.y;
  }
  mx /= static_cast<double>(points.size());
  my /= static_cast<double>(points.size());
  double sxx = 0;
  double sxy = 0;
  double syy = 0;
  for (const auto& p : points) {
    sxx += (p.x - mx) * (p.x - mx);
    sxy += (p.x - mx) * (p.y - my);
    syy += (p.y - my) * (p.y - my);
  }
  const double angle = 0.5 * std::atan2(2 * sxy, sxx - syy);
  return FittedLine{mx, my, std::cos(angle), std::sin(angle)};
}

}  // namespace tableref::vision

#include "grid_refine.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "homography.hpp"

namespace tableref::vision {
namespace {

// Colour edge strength of the reduced region, blurred so that a line a pixel or two off
// still feels the edge it should move to.
struct EdgeMap {
  int width = 0;
  int height = 0;
  std::vector<double> strength;
  [[nodiscard]] double at(double x, double y) const {
    const double fx = std::clamp(x - 0.5, 0.0, width - 1.001);
    const double fy = std::clamp(y - 0.5, 0.0, height - 1.001);
    const int ix = static_cast<int>(fx);
    const int iy = static_cast<int>(fy);
    const double ax = fx - ix;
    const double ay = fy - iy;
    const auto v = [&](int xx, int yy) {
      return strength[static_cast<std::size_t>(yy) * width + xx];
    };
    return (v(ix, iy) * (1 - ax) + v(ix + 1, iy) * ax) * (1 - ay) +
           (v(ix, iy + 1) * (1 - ax) + v(ix + 1, iy + 1) * ax) * ay;
  }
};

EdgeMap edge_map(const RgbImage& image) {
  EdgeMap map;
  map.width = image.width;
  map.height = image.height;
  const int w = image.width;
  const int h = image.height;
  std::vector<double> raw(static_cast<std::size_t>(w) * h, 0);
  const auto diff = [](const Rgb& a, const Rgb& b) {
    return std::abs(a.r - b.r) + std::abs(a.g - b.g) + std::abs(a.b - b.b);
  };
  for (int y = 1; y + 1 < h; ++y) {
    for (int x = 1; x + 1 < w; ++x) {
      const double gx = diff(image.at(x + 1, y), image.at(x - 1, y));
      const double gy = diff(image.at(x, y + 1), image.at(x, y - 1));
      // Capped: one strong piece border must not outweigh many faint ridges.
      raw[static_cast<std::size_t>(y) * w + x] = std::min(gx + gy, 150.0);
    }
  }
  // 3x3 box blur, twice.
  map.strength = raw;
  for (int pass = 0; pass < 2; ++pass) {
    std::vector<double> out(raw.size(), 0);
    for (int y = 1; y + 1 < h; ++y) {
      for (int x = 1; x + 1 < w; ++x) {
        double s = 0;
        for (int dy = -1; dy <= 1; ++dy) {
          for (int dx = -1; dx <= 1; ++dx) s += map.strength[(y + dy) * w + x + dx];
        }
        out[static_cast<std::size_t>(y) * w + x] = s / 9;
      }
    }
    map.strength = out;
  }
  return map;
}

struct Strength {
  double lines = 0;
  double mids = 0;
};

// Mean edge strength on the grid's lines and in the cells' middles, in region pixels.
Strength strength(const EdgeMap& map, const ReducedRegion& region,
                  const std::array<Point, 4>& corners, int n) {
  const auto h = square_to_quad(corners);
  if (!h) return Strength{0, 1e300};
  const auto at = [&](double u, double v) {
    const Point p = h->apply(Point{u / n, v / n});
    return map.at((p.x - region.x0) / region.factor, (p.y - region.y0) / region.factor);
  };
  double lines = 0;
  double mids = 0;
  for (int i = 0; i <= n; ++i) {
    for (int j = 0; j < n; ++j) {
      lines += at(i, j + 0.5) + at(j + 0.5, i);
      // Half-way between lines, on the same rows and columns (each cell's middle twice).
      if (i < n) mids += at(i + 0.5, j + 0.5) + at(j + 0.5, i + 0.5);
    }
  }
  return Strength{lines / (2.0 * (n + 1) * n), mids / (2.0 * n * n)};
}

double score(const EdgeMap& map, const ReducedRegion& region, const std::array<Point, 4>& corners,
             int n) {
  const auto s = strength(map, region, corners, n);
  return s.lines - s.mids;
}

}  // namespace

RefinedGrid refine_grid(const ReducedRegion& region, const std::array<Point, 4>& corners,
                        int cells) {
  const EdgeMap map = edge_map(region.image);
  std::array<Point, 4> best = corners;
  double best_score = score(map, region, best, cells);
  double side = 0;
  for (int i = 0; i < 4; ++i) {
    side +=
        std::hypot(corners[(i + 1) % 4].x - corners[i].x, corners[(i + 1) % 4].y - corners[i].y);
  }
  const double cell = side / 4 / cells;
  // Coordinate ascent over the eight coordinates, the step halved from half a cell down to a
  // fiftieth of one.
  for (double step = 0.5 * cell; step >= 0.02 * cell; step /= 2) {
    bool moved = true;
    for (int sweep = 0; moved && sweep < 20; ++sweep) {
      moved = false;
      for (int k = 0; k < 8; ++k) {
        for (const double sign : {1.0, -1.0}) {
          auto trial = best;
          double& coord = k % 2 == 0 ? trial[static_cast<std::size_t>(k / 2)].x
                                     : trial[static_cast<std::size_t>(k / 2)].y;
          coord += sign * step;
          const double s = score(map, region, trial, cells);
          if (s > best_score) {
            best_score = s;
            best = trial;
            moved = true;
            break;
          }
        }
      }
    }
  }
  const auto s = strength(map, region, best, cells);
  return RefinedGrid{best, s.lines + s.mids > 0 ? (s.lines - s.mids) / (s.lines + s.mids) : 0};
}

}  // namespace tableref::vision

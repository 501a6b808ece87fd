#include "board_outline.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "connected_regions.hpp"
#include "homography.hpp"
#include "line_fit.hpp"

namespace tableref::vision {
namespace {

constexpr double kMinFill = 0.08;

double cross(const Point& o, const Point& a, const Point& b) {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

// Andrew's monotone chain; counter-clockwise in a y-up frame, clockwise on screen.
std::vector<Point> convex_hull(std::vector<Point> pts) {
  std::sort(pts.begin(), pts.end(),
            [](const Point& a, const Point& b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
  pts.erase(std::unique(pts.begin(), pts.end()), pts.end());
  if (pts.size() < 3) return pts;
  std::vector<Point> hull(2 * pts.size());
  std::size_t k = 0;
  for (const auto& p : pts) {
    while (k >= 2 && cross(hull[k - 2], hull[k - 1], p) <= 0) --k;
    hull[k++] = p;
  }
  for (std::size_t i = pts.size() - 1, t = k + 1; i > 0; --i) {
    while (k >= t && cross(hull[k - 2], hull[k - 1], pts[i - 1]) <= 0) --k;
    hull[k++] = pts[i - 1];
  }
  hull.resize(k - 1);
  return hull;
}

double polygon_area(const std::vector<Point>& poly) {
  double a = 0;
  for (std::size_t i = 0; i < poly.size(); ++i) {
    const auto& p = poly[i];
    const auto& q = poly[(i + 1) % poly.size()];
    a += p.x * q.y - q.x * p.y;
  }
  return std::abs(a) / 2;
}

// Drops the hull vertex whose removal loses the least area until four remain.
std::vector<Point> reduce_to_quad(std::vector<Point> poly) {
  while (poly.size() > 4) {
    std::size_t best = 0;
    double best_loss = 1e300;
    for (std::size_t i = 0; i < poly.size(); ++i) {
      const auto& a = poly[(i + poly.size() - 1) % poly.size()];
      const auto& b = poly[i];
      const auto& c = poly[(i + 1) % poly.size()];
      const double loss = std::abs(cross(a, b, c));
      if (loss < best_loss) {
        best_loss = loss;
        best = i;
      }
    }
    poly.erase(poly.begin() + static_cast<std::ptrdiff_t>(best));
  }
  return poly;
}

struct Line {
  // Points p with n . p = d, |n| = 1.
  double nx = 0;
  double ny = 0;
  double d = 0;
};

// The side through points, in normal form.
std::optional<Line> side_through(const std::vector<Point>& pts) {
  const auto fitted = fit_line(pts);
  if (!fitted) return std::nullopt;
  Line l;
  l.nx = -fitted->uy;
  l.ny = fitted->ux;
  l.d = l.nx * fitted->px + l.ny * fitted->py;
  return l;
}

std::optional<Point> intersect(const Line& a, const Line& b) {
  const double det = a.nx * b.ny - a.ny * b.nx;
  if (std::abs(det) < 1e-9) return std::nullopt;
  return Point{(a.d * b.ny - a.ny * b.d) / det, (a.nx * b.d - a.d * b.nx) / det};
}

double otsu(const std::vector<int>& histogram) {
  const double total = std::accumulate(histogram.begin(), histogram.end(), 0.0);
  double sum_all = 0;
  for (std::size_t i = 0; i < histogram.size(); ++i)
    sum_all += static_cast<double>(i) * histogram[i];
  double w0 = 0;
  double sum0 = 0;
  double best = -1;
  std::size_t best_t = 0;
  for (std::size_t t = 0; t < histogram.size(); ++t) {
    w0 += histogram[t];
    sum0 += static_cast<double>(t) * histogram[t];
    const double w1 = total - w0;
    if (w0 == 0 || w1 == 0) continue;
    const double m0 = sum0 / w0;
    const double m1 = (sum_all - sum0) / w1;
    const double between = w0 * w1 * (m0 - m1) * (m0 - m1);
    if (between > best) {
      best = between;
      best_t = t;
    }
  }
  return static_cast<double>(best_t) + 0.5;
}

}  // namespace

GreyThresholds grey_thresholds(const RgbImage& image) {
  std::vector<double> values;
  values.reserve(image.pixels.size());
  for (const auto& p : image.pixels) values.push_back(std::max({p.r, p.g, p.b}));
  const auto at = [&](double q) {
    auto copy = values;
    const auto k = static_cast<std::size_t>(q * static_cast<double>(copy.size() - 1));
    std::nth_element(copy.begin(), copy.begin() + static_cast<std::ptrdiff_t>(k), copy.end());
    return copy[k];
  };
  GreyThresholds t;
  const double bright = at(0.97);
  t.min_value = 0.42 * bright;
  // Saturation of the light pixels: the board forms the low mode; Otsu splits it from the
  // table and the pieces. Clamped so that a picture of only board or only table stays sane.
  std::vector<int> histogram(50, 0);
  for (const auto& p : image.pixels) {
    const Hsv h = to_hsv(p);
    if (h.value < t.min_value) continue;
    ++histogram[std::min<std::size_t>(49, static_cast<std::size_t>(h.saturation * 50))];
  }
  t.max_saturation = std::clamp(otsu(histogram) / 50.0, 0.12, 0.30);
  return t;
}

bool looks_grey(const Rgb& c, const GreyThresholds& t) {
  const Hsv h = to_hsv(c);
  return h.value >= t.min_value && h.saturation <= t.max_saturation;
}

std::array<Point, 4> order_corners(std::array<Point, 4> q) {
  Point centre{};
  for (const auto& p : q) {
    centre.x += p.x / 4;
    centre.y += p.y / 4;
  }
  // Clockwise on screen (y down) = increasing atan2 angle.
  std::sort(q.begin(), q.end(), [&](const Point& a, const Point& b) {
    return std::atan2(a.y - centre.y, a.x - centre.x) < std::atan2(b.y - centre.y, b.x - centre.x);
  });
  std::size_t first = 0;
  for (std::size_t i = 1; i < 4; ++i) {
    if (q[i].x + q[i].y < q[first].x + q[first].y) first = i;
  }
  std::rotate(q.begin(), q.begin() + static_cast<std::ptrdiff_t>(first), q.end());
  return q;
}

std::vector<Outline> find_outlines(const RgbImage& image, std::size_t most) {
  const int w = image.width;
  const int h = image.height;
  const auto t = grey_thresholds(image);
  std::vector<std::uint8_t> mask(static_cast<std::size_t>(w) * h, 0);
  for (int i = 0; i < w * h; ++i) mask[i] = looks_grey(image.pixels[i], t) ? 1 : 0;
  // Closing (3x3 dilate, then erode) joins grid ridges broken by noise or blur.
  const auto morph = [&](const std::vector<std::uint8_t>& in, bool dilate) {
    std::vector<std::uint8_t> out(in.size(), 0);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        bool any = false;
        bool all = true;
        for (int dy = -1; dy <= 1; ++dy) {
          for (int dx = -1; dx <= 1; ++dx) {
            const int xx = std::clamp(x + dx, 0, w - 1);
            const int yy = std::clamp(y + dy, 0, h - 1);
            const bool v = in[yy * w + xx] != 0;
            any = any || v;
            all = all && v;
          }
        }
        out[y * w + x] = (dilate ? any : all) ? 1 : 0;
      }
    }
    return out;
  };
  mask = morph(morph(mask, true), false);

  // Connected regions (4-neighbours); the board is among the largest.
  const auto regions = connected_regions(mask, w, h);
  const auto& label = regions.label;
  const auto& sizes = regions.sizes;
  std::vector<int> order(sizes.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](int a, int b) { return sizes[a] > sizes[b]; });
  std::vector<Outline> found;
  for (std::size_t k = 0; k < order.size() && found.size() < most; ++k) {
    if (sizes[order[k]] < static_cast<std::size_t>(w * h) / 100) break;
    if (auto outline = outline_of_region(label, w, h, order[k], sizes[order[k]])) {
      found.push_back(*outline);
    }
  }
  return found;
}

std::optional<Outline> outline_of_region(const std::vector<int>& label, int w, int h,
                                         int best_label, std::size_t best_size) {
  // The region's boundary: each row's and each column's extreme pixels.
  std::vector<Point> boundary;
  for (int y = 0; y < h; ++y) {
    int lo = -1;
    int hi = -1;
    for (int x = 0; x < w; ++x) {
      if (label[y * w + x] != best_label) continue;
      if (lo < 0) lo = x;
      hi = x;
    }
    if (lo >= 0) {
      boundary.push_back(Point{lo + 0.0, y + 0.5});
      boundary.push_back(Point{hi + 1.0, y + 0.5});
    }
  }
  for (int x = 0; x < w; ++x) {
    int lo = -1;
    int hi = -1;
    for (int y = 0; y < h; ++y) {
      if (label[y * w + x] != best_label) continue;
      if (lo < 0) lo = y;
      hi = y;
    }
    if (lo >= 0) {
      boundary.push_back(Point{x + 0.5, lo + 0.0});
      boundary.push_back(Point{x + 0.5, hi + 1.0});
    }
  }
  const auto hull = convex_hull(boundary);
  if (hull.size() < 4) return std::nullopt;
  const double hull_area = polygon_area(hull);
  const auto quad = reduce_to_quad(hull);

  // Refit every side through the hull-boundary points close to it, away from the corners
  // (rounded or chipped corners and blur bend the hull there).
  std::array<Line, 4> lines;
  for (std::size_t i = 0; i < 4; ++i) {
    const Point a = quad[i];
    const Point b = quad[(i + 1) % 4];
    const double len = std::hypot(b.x - a.x, b.y - a.y);
    if (len < 4) return std::nullopt;
    const double ux = (b.x - a.x) / len;
    const double uy = (b.y - a.y) / len;
    std::vector<Point> near;
    for (const auto& p : boundary) {
      const double along = (p.x - a.x) * ux + (p.y - a.y) * uy;
      const double off = std::abs(-(p.x - a.x) * uy + (p.y - a.y) * ux);
      if (along > 0.1 * len && along < 0.9 * len && off < std::max(2.0, 0.02 * len)) {
        near.push_back(p);
      }
    }
    auto line = near.size() >= 8 ? side_through(near) : std::nullopt;
    if (!line) line = side_through({a, b});
    lines[i] = *line;
  }
  std::array<Point, 4> corners;
  for (std::size_t i = 0; i < 4; ++i) {
    const auto p = intersect(lines[(i + 3) % 4], lines[i]);
    if (!p) return std::nullopt;
    corners[i] = *p;
  }
  corners = order_corners(corners);
  if (!is_convex_quad(corners, 0.01 * w * h)) return std::nullopt;
  // A board is a square seen in perspective: opposite sides may differ, but not wildly.
  const auto side = [&](int i) {
    return std::hypot(corners[(i + 1) % 4].x - corners[i].x, corners[(i + 1) % 4].y - corners[i].y);
  };
  for (int i = 0; i < 4; ++i) {
    const double r = side(i) / side((i + 1) % 4);
    if (r > 4 || r < 0.25) return std::nullopt;
  }
  Outline out;
  out.corners = corners;
  out.fill = static_cast<double>(best_size) / std::max(1.0, hull_area);
  // The board's grey (frame, ridges, bare cells) covers a good part of it; thin grey lines
  // (where two colours of a patterned cloth blend) do not.
  if (out.fill < kMinFill) return std::nullopt;
  return out;
}

}  // namespace tableref::vision

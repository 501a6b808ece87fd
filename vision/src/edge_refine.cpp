#include "edge_refine.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "line_fit.hpp"

namespace tableref::vision {
namespace {

using Line = FittedLine;

double distance(const Line& l, const Point& p) {
  return std::abs(-(p.x - l.px) * l.uy + (p.y - l.py) * l.ux);
}

std::optional<Point> intersect(const Line& a, const Line& b) {
  const double det = a.ux * b.uy - a.uy * b.ux;
  if (std::abs(det) < 1e-9) return std::nullopt;
  const double t = ((b.px - a.px) * b.uy - (b.py - a.py) * b.ux) / det;
  return Point{a.px + t * a.ux, a.py + t * a.uy};
}

// How much a pixel looks like bare board, 0..1 (soft thresholds against noise).
double greyness(const Rgb& c, const GreyThresholds& t) {
  const Hsv h = to_hsv(c);
  const double sat = std::clamp((t.max_saturation - h.saturation) / 0.08 + 0.5, 0.0, 1.0);
  const double val = std::clamp((h.value - t.min_value) / 25.0 + 0.5, 0.0, 1.0);
  return sat * val;
}

constexpr int kSamples = 48;  // points looked for along each side

// One side of the coarse outline: its line, from corner a towards b, and the unit normal
// pointing into the board (towards the outline's centre).
struct Side {
  Point a;
  Point b;
  Line coarse;
  double nx = 0;
  double ny = 0;
};

Side side_of(const Point& a, const Point& b, const Point& centre) {
  const double len = std::hypot(b.x - a.x, b.y - a.y);
  Side side{a, b, Line{a.x, a.y, (b.x - a.x) / len, (b.y - a.y) / len}, 0, 0};
  // Inward normal: towards the centre.
  side.nx = -side.coarse.uy;
  side.ny = side.coarse.ux;
  if ((centre.x - a.x) * side.nx + (centre.y - a.y) * side.ny < 0) {
    side.nx = -side.nx;
    side.ny = -side.ny;
  }
  return side;
}

// The step from table (outside, s < 0) to board (inside, s > 0) in a greyness profile
// along the normal (index s + range): the offset where the mean over `half` pixels inside
// most exceeds the mean outside, when it does by more than 0.35.
std::optional<int> board_step(const std::vector<double>& profile, int range, int half) {
  double best = 0.35;
  int best_s = 0;
  bool found = false;
  for (int s = -range + half; s <= range - half; ++s) {
    double inside = 0;
    double outside = 0;
    for (int d = 0; d < half; ++d) {
      inside += profile[static_cast<std::size_t>(s + range + d)];
      outside += profile[static_cast<std::size_t>(s + range - 1 - d)];
    }
    const double step = (inside - outside) / half;
    if (step > best) {
      best = step;
      best_s = s;
      found = true;
    }
  }
  if (!found) return std::nullopt;
  return best_s;
}

// The board's edge as points: along the normal through kSamples points of the side (its
// ends left out, where the other sides' edges are near), the step from table to board
// within `range` pixels, on greyness averaged over three pixels along the side.
std::vector<Point> edge_points(const ImageView& image, const Side& side, int range,
                               const GreyThresholds& thresholds) {
  const int half = std::max(1, range / 3);
  std::vector<double> profile(static_cast<std::size_t>(2 * range + 1));
  const Point& a = side.a;
  const Point& b = side.b;
  std::vector<Point> edge;
  for (int k = 0; k < kSamples; ++k) {
    const double t = 0.08 + 0.84 * (k + 0.5) / kSamples;
    const Point base{a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
    for (int s = -range; s <= range; ++s) {
      double g = 0;
      for (int j = -1; j <= 1; ++j) {
        g += greyness(sample(image, base.x + s * side.nx + j * side.coarse.ux * 2,
                             base.y + s * side.ny + j * side.coarse.uy * 2),
                      thresholds);
      }
      profile[static_cast<std::size_t>(s + range)] = g / 3;
    }
    if (const auto s = board_step(profile, range, half)) {
      edge.push_back(Point{base.x + *s * side.nx, base.y + *s * side.ny});
    }
  }
  return edge;
}

// Fit, drop the points farthest from the line (pieces lying on the edge, flare), refit.
std::optional<Line> fit_robust(std::vector<Point> edge) {
  auto line = fit_line(edge);
  for (int round = 0; round < 2 && line; ++round) {
    std::vector<double> d;
    for (const auto& p : edge) d.push_back(distance(*line, p));
    auto sorted = d;
    std::sort(sorted.begin(), sorted.end());
    const double cut = std::max(1.0, 2.5 * sorted[sorted.size() / 2]);
    std::vector<Point> kept;
    for (std::size_t j = 0; j < edge.size(); ++j) {
      if (d[j] <= cut) kept.push_back(edge[j]);
    }
    if (kept.size() < kSamples / 4) break;
    edge = kept;
    line = fit_line(edge);
  }
  return line;
}

}  // namespace

std::array<Point, 4> refine_outline(const ImageView& image, const std::array<Point, 4>& corners,
                                    const GreyThresholds& thresholds, double search) {
  Point centre{};
  for (const auto& p : corners) {
    centre.x += p.x / 4;
    centre.y += p.y / 4;
  }
  std::array<Line, 4> lines;
  const int range = std::max(3, static_cast<int>(std::ceil(search)));
  for (std::size_t i = 0; i < 4; ++i) {
    const Side side = side_of(corners[i], corners[(i + 1) % 4], centre);
    lines[i] = side.coarse;
    auto edge = edge_points(image, side, range, thresholds);
    // Too few points found: the coarse side stays.
    if (edge.size() < kSamples / 4) continue;
    if (const auto line = fit_robust(std::move(edge))) lines[i] = *line;
  }
  std::array<Point, 4> out = corners;
  for (std::size_t i = 0; i < 4; ++i) {
    const auto p = intersect(lines[(i + 3) % 4], lines[i]);
    // Keep the coarse corner when the refined one runs away (a side found on a wrong edge).
    if (p && std::hypot(p->x - corners[i].x, p->y - corners[i].y) < 2 * search) out[i] = *p;
  }
  return out;
}

}  // namespace tableref::vision

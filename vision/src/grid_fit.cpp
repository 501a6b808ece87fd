#include "grid_fit.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "homography.hpp"

namespace tableref::vision {
namespace {

struct Comb {
  double start = 0;
  double period = 0;
  double score = -1e300;
  double contrast = 0;
};

double at(const std::vector<double>& p, double x) {
  const double f = std::clamp(x, 0.0, static_cast<double>(p.size() - 1));
  const auto i = static_cast<std::size_t>(f);
  const double a = f - static_cast<double>(i);
  const std::size_t j = std::min(i + 1, p.size() - 1);
  return p[i] * (1 - a) + p[j] * a;
}

// Best n + 1 evenly spaced lines over the profile, spanning 60% to 100% of it.
Comb best_comb(const std::vector<double>& profile, int n) {
  const double size = static_cast<double>(profile.size());
  double mean = 0;
  for (double v : profile) mean += v;
  mean /= size;
  Comb best;
  for (double period = 0.6 * size / n; period <= size / n; period += 0.04) {
    for (double start = 0; start + n * period <= size - 1; start += 0.25) {
      double lines = 0;
      double mids = 0;
      for (int i = 0; i <= n; ++i) lines += at(profile, start + i * period);
      for (int i = 0; i < n; ++i) mids += at(profile, start + (i + 0.5) * period);
      lines /= n + 1;
      mids /= n;
      const double score = lines - mids;
      if (score > best.score) {
        best.score = score;
        best.start = start;
        best.period = period;
        best.contrast = mean > 0 ? score / (lines + mids) : 0;
      }
    }
  }
  return best;
}

}  // namespace

std::optional<GridFit> fit_grid(const ReducedRegion& region, const std::array<Point, 4>& outline,
                                int cells) {
  const auto h = square_to_quad(outline);
  if (!h) return std::nullopt;
  const int k = 12 * (cells + 3);
  std::vector<Rgb> warped(static_cast<std::size_t>(k) * k);
  for (int y = 0; y < k; ++y) {
    for (int x = 0; x < k; ++x) {
      const Point p = h->apply(Point{(x + 0.5) / k, (y + 0.5) / k});
      warped[static_cast<std::size_t>(y) * k + x] = region.sample(p.x, p.y);
    }
  }
  const auto diff = [](const Rgb& a, const Rgb& b) {
    return std::abs(a.r - b.r) + std::abs(a.g - b.g) + std::abs(a.b - b.b);
  };
  // Edges across x (for vertical lines) and across y, summed over the middle 90% of the other
  // axis; each row's contribution capped so one strong edge (a piece's border running along
  // a line) does not outweigh the many grid ridges.
  std::vector<double> px(static_cast<std::size_t>(k), 0);
  std::vector<double> py(static_cast<std::size_t>(k), 0);
  const int lo = k / 20;
  const int hi = k - k / 20;
  for (int y = lo; y < hi; ++y) {
    for (int x = 1; x + 1 < k; ++x) {
      px[x] += std::min(diff(warped[y * k + x + 1], warped[y * k + x - 1]), 120.0);
    }
  }
  for (int x = lo; x < hi; ++x) {
    for (int y = 1; y + 1 < k; ++y) {
      py[y] += std::min(diff(warped[(y + 1) * k + x], warped[(y - 1) * k + x]), 120.0);
    }
  }
  const Comb cx = best_comb(px, cells);
  const Comb cy = best_comb(py, cells);
  const double x0 = cx.start + 0.5;
  const double x1 = cx.start + cells * cx.period + 0.5;
  const double y0 = cy.start + 0.5;
  const double y1 = cy.start + cells * cy.period + 0.5;
  GridFit fit;
  fit.corners = {h->apply(Point{x0 / k, y0 / k}), h->apply(Point{x1 / k, y0 / k}),
                 h->apply(Point{x1 / k, y1 / k}), h->apply(Point{x0 / k, y1 / k})};
  fit.contrast = std::min(cx.contrast, cy.contrast);
  return fit;
}

}  // namespace tableref::vision

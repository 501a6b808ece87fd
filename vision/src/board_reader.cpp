#include <algorithm>
#include <cmath>

#include "board_outline.hpp"
#include "cell_classifier.hpp"
#include "edge_refine.hpp"
#include "grid_fit.hpp"
#include "homography.hpp"
#include "raster.hpp"
#include "rule_correction.hpp"
#include "tableref/referee/reason.hpp"
#include "tableref/vision/board_analysis.hpp"
#include "tableref/vision/board_reading.hpp"

namespace tableref::vision {
namespace {

constexpr int kMinSide = 64;
constexpr int kDetectionSide = 512;      // long side of the detection copy
constexpr double kUncertainBelow = 0.6;  // confidence under which a cell is marked
// Edge strength at the comb's lines against half-way between them, (l - m) / (l + m): a
// board's grid gives 0.6 to 0.97 on the generated photos, a checked tablecloth 0.14.
constexpr double kMinGridContrast = 0.25;
constexpr double kClearGridContrast = 0.6;
constexpr std::size_t kMaxCandidates = 4;

Violation image_violation(Reason reason, const ImageView& image) {
  return Violation(reason, {{"width", std::int64_t{image.width}},
                            {"height", std::int64_t{image.height}},
                            {"stride", std::int64_t{image.stride}},
                            {"channels", std::int64_t{image.channels}}});
}

// The grid inside one candidate outline: its sides refined at full resolution, the comb
// searched on a copy with about ten pixels per cell.
std::optional<GridFit> grid_in(const ImageView& image, const Outline& outline, int factor,
                               const GreyThresholds& thresholds, int size) {
  std::array<Point, 4> corners = outline.corners;
  for (auto& p : corners) {
    p.x *= factor;
    p.y *= factor;
  }
  corners = refine_outline(image, corners, thresholds, 1.5 * factor + 2);
  double side = 0;
  for (int i = 0; i < 4; ++i) {
    side +=
        std::hypot(corners[(i + 1) % 4].x - corners[i].x, corners[(i + 1) % 4].y - corners[i].y) /
        4;
  }
  const int grid_factor = std::max(1, static_cast<int>(side / (size + 2) / 10));
  double x0 = 1e300;
  double y0 = 1e300;
  double x1 = -1e300;
  double y1 = -1e300;
  for (const auto& p : corners) {
    x0 = std::min(x0, p.x);
    y0 = std::min(y0, p.y);
    x1 = std::max(x1, p.x);
    y1 = std::max(y1, p.y);
  }
  const int margin = 2 * grid_factor;
  const auto region = downscale_region(image, grid_factor, static_cast<int>(x0) - margin,
                                       static_cast<int>(y0) - margin, static_cast<int>(x1) + margin,
                                       static_cast<int>(y1) + margin);
  return fit_grid(region, corners, size);
}

}  // namespace

Result<BoardReading> read_board(const ImageView& image, const ReadOptions& options) {
  if (image.pixels == nullptr || image.width <= 0 || image.height <= 0 ||
      (image.channels != 3 && image.channels != 4) || image.stride < image.width * image.channels) {
    return image_violation(Reason::kVisionBadImage, image);
  }
  if (image.width < kMinSide || image.height < kMinSide) {
    return Violation(Reason::kVisionImageTooSmall, {{"width", std::int64_t{image.width}},
                                                    {"height", std::int64_t{image.height}},
                                                    {"minimum", std::int64_t{kMinSide}}});
  }
  const auto& info = blokus::variant_info(options.variant);
  const int size = info.width;

  std::array<Point, 4> grid{};
  if (options.corners) {
    grid = order_corners(*options.corners);
    if (!is_convex_quad(grid, 16.0 * size * size)) return Violation(Reason::kVisionBadCorners);
  } else {
    const int factor =
        std::max(1, (std::max(image.width, image.height) + kDetectionSide - 1) / kDetectionSide);
    const RgbImage small = downscale(image, factor);
    const auto outlines = find_outlines(small, kMaxCandidates);
    if (outlines.empty()) return Violation(Reason::kVisionNoBoard);
    const auto thresholds = grey_thresholds(small);
    double best = -1;
    for (const auto& outline : outlines) {
      const auto fit = grid_in(image, outline, factor, thresholds, size);
      if (fit && fit->contrast > best) {
        best = fit->contrast;
        grid = fit->corners;
      }
      if (best >= kClearGridContrast) break;  // the largest clear grid: no need to look on
    }
    if (best < kMinGridContrast) return Violation(Reason::kVisionNoGrid);
  }

  const auto evidence = classify_cells(image, grid, size, options.variant);
  BoardReading reading;
  reading.variant = options.variant;
  reading.size = size;
  reading.corners = grid;
  const auto raw = most_likely(evidence);
  Correction corrected;
  if (options.correct_with_rules) {
    corrected = correct_with_rules(evidence, size, options.variant);
  } else {
    corrected.labels = raw;
    corrected.analysis = analyse_board(raw, size, options.variant);
  }
  reading.rotation = corrected.analysis.rotation;
  std::vector<bool> breaks_rules(raw.size(), false);
  for (const auto& group : corrected.analysis.groups) {
    if (group.piece && !group.duplicate && group.connected) continue;
    for (const auto& c : group.cells)
      breaks_rules[static_cast<std::size_t>(c.y * size + c.x)] = true;
  }
  reading.cells.resize(raw.size());
  for (std::size_t i = 0; i < raw.size(); ++i) {
    auto& cell = reading.cells[i];
    const auto& p = evidence[i].probability;
    cell.color = corrected.labels[i];
    cell.confidence = p[static_cast<std::size_t>(cell.color)];
    cell.corrected = corrected.labels[i] != raw[i];
    double second = -1;
    for (int k = 0; k < kCellColorCount; ++k) {
      if (static_cast<CellColor>(k) == cell.color) continue;
      if (p[static_cast<std::size_t>(k)] > second) {
        second = p[static_cast<std::size_t>(k)];
        cell.runner_up = static_cast<CellColor>(k);
      }
    }
    if (cell.confidence < kUncertainBelow || cell.corrected || breaks_rules[i]) {
      reading.uncertain.push_back(
          PictureCell{static_cast<int>(i) % size, static_cast<int>(i) / size});
    }
  }
  return reading;
}

}  // namespace tableref::vision

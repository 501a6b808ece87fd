#include <algorithm>
#include <cmath>

#include "board_outline.hpp"
#include "cell_classifier.hpp"
#include "edge_refine.hpp"
#include "grid_fit.hpp"
#include "grid_refine.hpp"
#include "homography.hpp"
#include "piece_cluster.hpp"
#include "raster.hpp"
#include "rule_correction.hpp"
#include "tableref/vision/board_analysis.hpp"
#include "tableref/vision/board_reading.hpp"
#include "tableref/vision/reason.hpp"

namespace tableref::vision {
namespace {

constexpr int kMinSide = 64;
constexpr int kDetectionSide = 512;      // long side of the detection copy
constexpr double kUncertainBelow = 0.6;  // confidence under which a cell is marked
// How clearly a grid is seen: the lesser of the comb's contrast (edge strength at the comb's
// lines against half-way between them, (l - m) / (l + m): 0.6 to 0.97 on the generated
// photos, 0.3 to 0.75 on real ones, a checked tablecloth 0.14) and the fitted grid's own
// contrast on a blurred edge map, scaled to match (real boards 0.19 to 0.44 before the
// scale: the pieces' bevels put edges in the cells' middles too). Either alone can be
// fooled: the comb by a frame or a hull of pieces, the fit by a blank sheet's noise.
constexpr double kRefinedContrastScale = 1.5;
constexpr double kMinGridContrast = 0.25;
constexpr double kClearGridContrast = 0.6;
// How much more saturated than the bare board a cell must be to count as the table's.
constexpr double kTableAboveBoardSaturation = 0.05;
constexpr std::size_t kMaxCandidates = 4;

Violation image_violation(Reason reason, const ImageView& image) {
  return Violation(reason, {{"width", std::int64_t{image.width}},
                            {"height", std::int64_t{image.height}},
                            {"stride", std::int64_t{image.stride}},
                            {"channels", std::int64_t{image.channels}}});
}

// The quadrilateral `grid` grown by `cells` cells on every side, in the grid's own
// perspective (so that it stays the picture of a square).
std::array<Point, 4> grown(const std::array<Point, 4>& grid, int size, double cells) {
  const auto h = square_to_quad(grid);
  if (!h) return grid;
  const double e = cells / size;
  return {h->apply(Point{-e, -e}), h->apply(Point{1 + e, -e}), h->apply(Point{1 + e, 1 + e}),
          h->apply(Point{-e, 1 + e})};
}

// A copy of the part of the picture inside `outline`, reduced to about ten pixels per cell
// (enough to keep the grid's ridges, so they are not aliased away).
ReducedRegion region_around(const ImageView& image, const std::array<Point, 4>& outline, int size) {
  double side = 0;
  for (int i = 0; i < 4; ++i) {
    side +=
        std::hypot(outline[(i + 1) % 4].x - outline[i].x, outline[(i + 1) % 4].y - outline[i].y) /
        4;
  }
  const int grid_factor = std::max(1, static_cast<int>(side / (size + 2) / 10));
  double x0 = 1e300;
  double y0 = 1e300;
  double x1 = -1e300;
  double y1 = -1e300;
  for (const auto& p : outline) {
    x0 = std::min(x0, p.x);
    y0 = std::min(y0, p.y);
    x1 = std::max(x1, p.x);
    y1 = std::max(y1, p.y);
  }
  const int margin = 2 * grid_factor;
  return downscale_region(image, grid_factor, static_cast<int>(x0) - margin,
                          static_cast<int>(y0) - margin, static_cast<int>(x1) + margin,
                          static_cast<int>(y1) + margin);
}

// The grid from a first guess of its outline: the comb of evenly spaced lines found inside
// it (which places the grid to within a fraction of a cell), then its four corners fitted
// to the lines (which corrects the guess's perspective: a hull of pieces or a board's
// frame is not exactly the picture of the grid's square).
std::optional<GridFit> grid_from(const ImageView& image, const std::array<Point, 4>& guess,
                                 int size) {
  auto fit = fit_grid(region_around(image, guess, size), guess, size);
  if (!fit) return fit;
  const auto refined =
      refine_grid(region_around(image, grown(fit->corners, size, 1.0), size), fit->corners, size);
  fit->corners = refined.corners;
  fit->contrast = std::min(fit->contrast, kRefinedContrastScale * refined.contrast);
  fit->fitted_contrast = refined.contrast;
  return fit;
}

// Each cell's mean colour over its middle, for a grid of `size` cells.
std::vector<Rgb> cell_means(const ReducedRegion& region, const std::array<Point, 4>& grid,
                            int size) {
  std::vector<Rgb> means;
  const auto h = square_to_quad(grid);
  if (!h) return means;
  means.reserve(static_cast<std::size_t>(size) * size);
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) {
      Rgb mean{};
      for (int j = 0; j < 3; ++j) {
        for (int i = 0; i < 3; ++i) {
          const Point p = h->apply(Point{(x + 0.3 + 0.2 * i) / size, (y + 0.3 + 0.2 * j) / size});
          const Rgb c = region.sample(p.x, p.y);
          mean.r += c.r / 9;
          mean.g += c.g / 9;
          mean.b += c.b / 9;
        }
      }
      means.push_back(mean);
    }
  }
  return means;
}

// How many of the grid's cells show the table rather than the board.
int table_cells(const ReducedRegion& region, const std::array<Point, 4>& grid, int size,
                double table, double min_saturation) {
  const auto means = cell_means(region, grid, size);
  if (means.empty()) return size * size;
  int count = 0;
  for (const auto& m : means) count += looks_like_table(m, table, min_saturation) ? 1 : 0;
  return count;
}

// The bare board's saturation: the median over the grid's nearly grey cells.
double bare_board_saturation(const ReducedRegion& region, const std::array<Point, 4>& grid,
                             int size) {
  std::vector<double> grey;
  for (const auto& m : cell_means(region, grid, size)) {
    const double s = to_hsv(m).saturation;
    if (s < 0.2) grey.push_back(s);
  }
  if (grey.empty()) return 0.1;
  const auto mid = grey.begin() + static_cast<std::ptrdiff_t>(grey.size() / 2);
  std::nth_element(grey.begin(), mid, grey.end());
  return *mid;
}

// The comb and the line fit can settle a whole cell off when the board's frame or its edge
// looks like one more grid line. A grid one cell off has a row or column of cells on the
// table: the grid is moved cell by cell while that makes fewer cells show the table.
std::array<Point, 4> settle_on_board(const ImageView& image, std::array<Point, 4> grid, int size,
                                     double table) {
  const auto region = region_around(image, grown(grid, size, 2.0), size);
  // Table-coloured: clearly more saturated than the bare board (wood under a reflection can
  // be nearly as pale as the board, but keeps its hue).
  const double min_saturation =
      std::max(0.06, bare_board_saturation(region, grid, size) + kTableAboveBoardSaturation);
  int best = table_cells(region, grid, size, table, min_saturation);
  for (int round = 0; round < 3 && best > 0; ++round) {
    const auto h = square_to_quad(grid);
    if (!h) break;
    std::array<Point, 4> chosen = grid;
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx) {
        if (dx == 0 && dy == 0) continue;
        const double u0 = static_cast<double>(dx) / size;
        const double v0 = static_cast<double>(dy) / size;
        const std::array<Point, 4> moved{h->apply(Point{u0, v0}), h->apply(Point{1 + u0, v0}),
                                         h->apply(Point{1 + u0, 1 + v0}),
                                         h->apply(Point{u0, 1 + v0})};
        const int count = table_cells(region, moved, size, table, min_saturation);
        // At least half a row fewer: a few pale pieces of the table's hue do not move it.
        if (count <= best - size / 2) {
          best = count;
          chosen = moved;
        }
      }
    }
    if (chosen == grid) break;
    grid = chosen;
  }
  return grid;
}

// The grid inside one candidate outline of the light board: its sides refined at full
// resolution first.
std::optional<GridFit> grid_in(const ImageView& image, const Outline& outline, int factor,
                               const GreyThresholds& thresholds, int size) {
  std::array<Point, 4> corners = outline.corners;
  for (auto& p : corners) {
    p.x *= factor;
    p.y *= factor;
  }
  corners = refine_outline(image, corners, thresholds, 1.5 * factor + 2);
  return grid_from(image, corners, size);
}

// The grid found without help: on a detection copy of the picture, the candidate outlines of
// the light board and the hull of the pieces, each fitted with a grid; among the candidates
// clear enough, the one whose fitted grid lies best on the lines (a comb can be clear on an
// outline a cell too large, the fitted grid then is not), settled on the board.
Result<std::array<Point, 4>> find_grid(const ImageView& image, int size) {
  std::array<Point, 4> grid{};
  const int factor =
      std::max(1, (std::max(image.width, image.height) + kDetectionSide - 1) / kDetectionSide);
  const RgbImage small = downscale(image, factor);
  const auto outlines = find_outlines(small, kMaxCandidates);
  const auto pieces = find_piece_cluster(small);
  if (outlines.empty() && !pieces) return Violation(Reason::kVisionNoBoard);
  double best = -1;
  double clearest = -1;
  const auto consider = [&](const std::optional<GridFit>& fit) {
    if (!fit || fit->contrast < kMinGridContrast) return;
    clearest = std::max(clearest, fit->contrast);
    if (fit->fitted_contrast > best) {
      best = fit->fitted_contrast;
      grid = fit->corners;
    }
  };
  if (pieces) {
    // The hull of the pieces lies inside the grid (its outermost cells may be bare): the
    // first outline searched is grown by two cells.
    std::array<Point, 4> corners = pieces->corners;
    for (auto& p : corners) {
      p.x *= factor;
      p.y *= factor;
    }
    consider(grid_from(image, grown(corners, size, 2.0), size));
  }
  const auto thresholds = grey_thresholds(small);
  for (const auto& outline : outlines) {
    if (clearest >= kClearGridContrast) break;  // a clear grid: no need to look on
    consider(grid_in(image, outline, factor, thresholds, size));
  }
  if (best < 0) return Violation(Reason::kVisionNoGrid);
  if (const auto table = table_hue(small)) grid = settle_on_board(image, grid, size, *table);
  return grid;
}

// The cells of a group the rules refuse (no piece, a piece twice, or not connected).
std::vector<bool> cells_breaking_rules(const BoardAnalysis& analysis, std::size_t count, int size) {
  std::vector<bool> breaks_rules(count, false);
  for (const auto& group : analysis.groups) {
    if (group.piece && !group.duplicate && group.connected) continue;
    for (const auto& c : group.cells)
      breaks_rules[static_cast<std::size_t>(c.y * size + c.x)] = true;
  }
  return breaks_rules;
}

// The reading of each cell: its label after the rules, how sure the picture is of it and the
// next likeliest colour; a cell is uncertain when the picture is unsure, the rules changed
// it, or its group breaks them.
void label_cells(const std::vector<CellEvidence>& evidence, const std::vector<CellColor>& raw,
                 const Correction& corrected, BoardReading& reading) {
  const int size = reading.size;
  const auto breaks_rules = cells_breaking_rules(corrected.analysis, raw.size(), size);
  reading.cells.resize(raw.size());
  for (std::size_t i = 0; i < raw.size(); ++i) {
    auto& cell = reading.cells[i];
    const auto& p = evidence[i].probability;
    cell.color = corrected.labels[i];
    cell.confidence = p[static_cast<std::size_t>(cell.color)];
    // A colourless piece's colour always comes from the rules.
    cell.corrected = corrected.labels[i] != raw[i] || evidence[i].colourless;
    cell.colourless = evidence[i].colourless;
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
    const auto found = find_grid(image, size);
    if (!found) return found.violations();
    grid = found.value();
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
  label_cells(evidence, raw, corrected, reading);
  return reading;
}

}  // namespace tableref::vision

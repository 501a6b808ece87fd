#include "cell_classifier.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "homography.hpp"

namespace tableref::vision {
namespace {

constexpr int kSamplesPerSide = 7;
constexpr double kSampleSpan = 0.6;  // of the cell, centred
// A cell with this share of its samples or more dropped as flare.
constexpr double kFlaredCell = 0.25;
// Bare board reads at 0.91 or brighter against the fitted board colour on the real photos,
// clear pieces at 0.65..0.85 with little chroma: a cell darker than this without colour
// holds a piece.
constexpr double kColourlessBelow = 0.88;
// ... over this share of its samples at least.
constexpr double kShadedCell = 0.75;

// Reference hues (degrees) of the pieces' colours, the starting point of the per-picture
// estimate.
constexpr std::array<double, kCellColorCount> kReferenceHue{0, 220, 52, 355, 140, 280, 27};

double median(std::vector<double>& v) {
  if (v.empty()) return 0;
  const auto mid = v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2);
  std::nth_element(v.begin(), mid, v.end());
  return *mid;
}

Rgb median_rgb(const std::vector<Rgb>& samples) {
  std::vector<double> r;
  std::vector<double> g;
  std::vector<double> b;
  for (const auto& s : samples) {
    r.push_back(s.r);
    g.push_back(s.g);
    b.push_back(s.b);
  }
  return Rgb{median(r), median(g), median(b)};
}

double hue_distance(double a, double b) {
  const double d = std::fmod(std::abs(a - b), 360.0);
  return std::min(d, 360.0 - d);
}

// value = a + b * x + c * y, least squares over (x, y, value).
struct Plane {
  double a = 0;
  double b = 0;
  double c = 0;
  [[nodiscard]] double at(double x, double y) const { return a + b * x + c * y; }
};

std::optional<Plane> fit_plane(const std::vector<std::array<double, 3>>& pts) {
  if (pts.size() < 6) return std::nullopt;
  // Normal equations of the 3 unknowns.
  double m[3][4] = {};
  for (const auto& p : pts) {
    const double row[3] = {1, p[0], p[1]};
    for (int i = 0; i < 3; ++i) {
      for (int j = 0; j < 3; ++j) m[i][j] += row[i] * row[j];
      m[i][3] += row[i] * p[2];
    }
  }
  for (int col = 0; col < 3; ++col) {
    int pivot = col;
    for (int r = col + 1; r < 3; ++r) {
      if (std::abs(m[r][col]) > std::abs(m[pivot][col])) pivot = r;
    }
    if (std::abs(m[pivot][col]) < 1e-9) return std::nullopt;
    for (int j = 0; j < 4; ++j) std::swap(m[col][j], m[pivot][j]);
    for (int r = 0; r < 3; ++r) {
      if (r == col) continue;
      const double f = m[r][col] / m[col][col];
      for (int j = 0; j < 4; ++j) m[r][j] -= f * m[col][j];
    }
  }
  return Plane{m[0][3] / m[0][0], m[1][3] / m[1][1], m[2][3] / m[2][2]};
}

// The bare board's colour over the grid, one plane per channel, fitted on the cells that
// look empty and refitted without the ones that stray (pieces with a low saturation).
std::array<Plane, 3> board_colour(const std::vector<Rgb>& medians, int cells) {
  std::vector<std::size_t> chosen;
  std::vector<double> values;
  for (const auto& m : medians) values.push_back(to_hsv(m).value);
  auto sorted = values;
  const double bright = sorted.empty() ? 255 : [&] {
    const auto k = sorted.size() * 9 / 10;
    std::nth_element(sorted.begin(), sorted.begin() + static_cast<std::ptrdiff_t>(k), sorted.end());
    return sorted[k];
  }();
  for (std::size_t i = 0; i < medians.size(); ++i) {
    const Hsv h = to_hsv(medians[i]);
    if (h.saturation < 0.3 && h.value > 0.4 * bright) chosen.push_back(i);
  }
  std::array<Plane, 3> planes;
  const auto channel = [](const Rgb& c, int k) { return k == 0 ? c.r : k == 1 ? c.g : c.b; };
  for (int round = 0; round < 3; ++round) {
    bool ok = true;
    for (int k = 0; k < 3; ++k) {
      std::vector<std::array<double, 3>> pts;
      for (auto i : chosen) {
        const double x = (static_cast<double>(i % cells) + 0.5) / cells;
        const double y = (static_cast<double>(i / cells) + 0.5) / cells;
        pts.push_back({x, y, channel(medians[i], k)});
      }
      const auto plane = fit_plane(pts);
      if (!plane) {
        ok = false;
        break;
      }
      planes[k] = *plane;
    }
    if (!ok) {
      // Too few bare cells (or all in a line): one colour for the whole board, the
      // brightest unsaturated reading, or neutral light grey.
      Rgb ref{bright, bright, bright};
      double best = -1;
      for (const auto& m : medians) {
        const Hsv h = to_hsv(m);
        if (h.saturation < 0.3 && h.value > best) {
          best = h.value;
          ref = m;
        }
      }
      for (int k = 0; k < 3; ++k) planes[k] = Plane{channel(ref, k), 0, 0};
      return planes;
    }
    std::vector<std::size_t> kept;
    for (auto i : chosen) {
      const double x = (static_cast<double>(i % cells) + 0.5) / cells;
      const double y = (static_cast<double>(i / cells) + 0.5) / cells;
      bool near = true;
      for (int k = 0; k < 3; ++k) {
        const double expect = planes[k].at(x, y);
        if (std::abs(channel(medians[i], k) - expect) > 0.15 * std::max(expect, 1.0)) near = false;
      }
      if (near) kept.push_back(i);
    }
    if (kept.size() < 6 || kept.size() == chosen.size()) break;
    chosen = kept;
  }
  return planes;
}

// Samples of every cell's centre (row by row) and each cell's median colour, leaving out
// samples the sensor clipped when any are left.
struct CellSamples {
  std::vector<std::vector<Rgb>> samples;
  std::vector<Rgb> medians;
};

CellSamples sample_cells(const ImageView& image, const Homography& h, int cells) {
  const auto count = static_cast<std::size_t>(cells) * cells;
  CellSamples out{std::vector<std::vector<Rgb>>(count), std::vector<Rgb>(count)};
  for (int y = 0; y < cells; ++y) {
    for (int x = 0; x < cells; ++x) {
      auto& s = out.samples[static_cast<std::size_t>(y) * cells + x];
      s.reserve(kSamplesPerSide * kSamplesPerSide);
      for (int j = 0; j < kSamplesPerSide; ++j) {
        for (int i = 0; i < kSamplesPerSide; ++i) {
          const double u = x + 0.5 + kSampleSpan * ((i + 0.5) / kSamplesPerSide - 0.5);
          const double v = y + 0.5 + kSampleSpan * ((j + 0.5) / kSamplesPerSide - 0.5);
          const Point p = h.apply(Point{u / cells, v / cells});
          s.push_back(sample(image, p.x, p.y));
        }
      }
      std::vector<Rgb> unclipped;
      for (const auto& c : s) {
        if (std::max({c.r, c.g, c.b}) < 250) unclipped.push_back(c);
      }
      out.medians[static_cast<std::size_t>(y) * cells + x] =
          median_rgb(unclipped.empty() ? s : unclipped);
    }
  }
  return out;
}

// One cell against the bare board's colour `ref` there: its colour normalised (the bare
// board is (1, 1, 1)), the share of its samples lost to flare, and the share darker than
// the bare board and without colour (a clear piece shades the whole cell, a grid placed a
// little off only the part over a ridge or a gap).
struct NormalisedCell {
  Rgb colour;
  double flare = 0;
  double shaded = 0;
};

NormalisedCell normalise_cell(const std::vector<Rgb>& samples, const Rgb& ref) {
  NormalisedCell cell;
  std::vector<Rgb> kept;
  for (const auto& c : samples) {
    const Rgb n{c.r / ref.r, c.g / ref.g, c.b / ref.b};
    const Hsv hsv = to_hsv(n);
    const bool clipped = std::max({c.r, c.g, c.b}) >= 250;
    // Flare: brighter than the bare board and washed out (or clipped by the sensor).
    if (clipped || (hsv.value > 1.18 && hsv.saturation < 0.35)) continue;
    kept.push_back(n);
  }
  cell.flare = 1.0 - static_cast<double>(kept.size()) / static_cast<double>(samples.size());
  if (kept.empty()) {
    for (const auto& c : samples) kept.push_back(Rgb{c.r / ref.r, c.g / ref.g, c.b / ref.b});
  }
  if (cell.flare >= kFlaredCell && kept.size() >= 4) {
    // Half washed out: the half of the rest with the most colour (the bevel's).
    const auto chroma_of = [](const Rgb& c) {
      return std::max({c.r, c.g, c.b}) - std::min({c.r, c.g, c.b});
    };
    std::sort(kept.begin(), kept.end(),
              [&](const Rgb& a, const Rgb& b) { return chroma_of(a) > chroma_of(b); });
    kept.resize(kept.size() / 2);
  }
  cell.colour = median_rgb(kept);
  int dim = 0;
  for (const auto& c : kept) {
    const Hsv hsv = to_hsv(c);
    if (hsv.value < kColourlessBelow + 0.04 && hsv.saturation < 0.3) ++dim;
  }
  cell.shaded =
      static_cast<double>(dim) / static_cast<double>(std::max<std::size_t>(1, kept.size()));
  return cell;
}

// Every cell normalised against the board's fitted colour at its centre.
std::vector<NormalisedCell> normalise_cells(const CellSamples& sampled,
                                            const std::array<Plane, 3>& board, int cells) {
  std::vector<NormalisedCell> out(sampled.samples.size());
  for (int y = 0; y < cells; ++y) {
    for (int x = 0; x < cells; ++x) {
      const std::size_t idx = static_cast<std::size_t>(y) * cells + x;
      const double fx = (x + 0.5) / cells;
      const double fy = (y + 0.5) / cells;
      const Rgb ref{std::max(board[0].at(fx, fy), 8.0), std::max(board[1].at(fx, fy), 8.0),
                    std::max(board[2].at(fx, fy), 8.0)};
      out[idx] = normalise_cell(sampled.samples[idx], ref);
    }
  }
  return out;
}

std::vector<CellColor> allowed_colours(blokus::Variant variant) {
  if (variant == blokus::Variant::kDuo) return {CellColor::kPurple, CellColor::kOrange};
  return {CellColor::kBlue, CellColor::kYellow, CellColor::kRed, CellColor::kGreen};
}

constexpr double kHueSigma = 20;

// A cell's evidence from its normalised colour and shading, with the colours' hue centres
// `centre`: piece or bare board first, then which allowed colour by hue.
void evaluate_cell(const NormalisedCell& cell, const std::vector<CellColor>& allowed,
                   const std::array<double, kCellColorCount>& centre, CellEvidence& e) {
  const Rgb& c = cell.colour;
  const double mx = std::max({c.r, c.g, c.b});
  const double mn = std::min({c.r, c.g, c.b});
  const double chroma = mx - mn;
  const Hsv hsv = to_hsv(c);
  e.hue = hsv.hue;
  e.chroma = chroma;
  e.value = hsv.value;
  e.probability.fill(0);
  // Piece or bare board: by chroma against the board (pieces are strongly coloured),
  // or by darkness (a piece without colour still shades the board under it).
  const double coloured = 1.0 / (1.0 + std::exp(-(chroma - 0.22) / 0.04));
  const double dark = cell.shaded < kShadedCell
                          ? 0.0
                          : 1.0 / (1.0 + std::exp(-(kColourlessBelow - hsv.value) / 0.012));
  const double piece = std::max(coloured, dark);
  e.colourless = dark > 0.5 && coloured < 0.5;
  double total = 0;
  std::array<double, kCellColorCount> like{};
  for (auto col : allowed) {
    const double d = hue_distance(hsv.hue, centre[static_cast<std::size_t>(col)]);
    like[static_cast<std::size_t>(col)] = std::exp(-d * d / (2 * kHueSigma * kHueSigma)) + 1e-9;
    total += like[static_cast<std::size_t>(col)];
  }
  e.probability[0] = 1.0 - piece;
  for (auto col : allowed) {
    e.probability[static_cast<std::size_t>(col)] =
        e.colourless ? piece / static_cast<double>(allowed.size())
                     : piece * like[static_cast<std::size_t>(col)] / total;
  }
}

// The picture's own hues: each colour's circular mean over the cells clearly of it,
// moved at most 25 degrees from the reference (a camera's colour balance).
void refit_hues(const std::vector<CellEvidence>& out, const std::vector<CellColor>& allowed,
                std::array<double, kCellColorCount>& centre) {
  for (auto col : allowed) {
    const auto k = static_cast<std::size_t>(col);
    double sx = 0;
    double sy = 0;
    int n = 0;
    for (const auto& e : out) {
      if (e.probability[k] < 0.8) continue;
      sx += std::cos(e.hue * std::numbers::pi / 180);
      sy += std::sin(e.hue * std::numbers::pi / 180);
      ++n;
    }
    if (n < 3) continue;
    double mean = std::atan2(sy, sx) * 180 / std::numbers::pi;
    if (mean < 0) mean += 360;
    const double shift = hue_distance(mean, kReferenceHue[k]);
    if (shift <= 25) centre[k] = mean;
  }
}

}  // namespace

std::vector<CellEvidence> classify_cells(const ImageView& image,
                                         const std::array<Point, 4>& corners, int cells,
                                         blokus::Variant variant) {
  std::vector<CellEvidence> out(static_cast<std::size_t>(cells) * cells);
  const auto h = square_to_quad(corners);
  if (!h) return out;
  const CellSamples sampled = sample_cells(image, *h, cells);
  const auto board = board_colour(sampled.medians, cells);
  const auto normalised = normalise_cells(sampled, board, cells);
  for (std::size_t i = 0; i < out.size(); ++i) out[i].flare = normalised[i].flare;

  const std::vector<CellColor> allowed = allowed_colours(variant);
  std::array<double, kCellColorCount> centre = kReferenceHue;
  const auto evaluate = [&]() {
    for (std::size_t i = 0; i < out.size(); ++i)
      evaluate_cell(normalised[i], allowed, centre, out[i]);
  };
  evaluate();
  // Twice: the hues found from the reference, then from the picture's own first estimate.
  for (int round = 0; round < 2; ++round) {
    refit_hues(out, allowed, centre);
    evaluate();
  }
  return out;
}

}  // namespace tableref::vision

#include "piece_cluster.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

#include "connected_regions.hpp"

namespace tableref::vision {
namespace {

// A pixel that looks like a piece: not dark, and either strongly saturated, or clearly
// coloured in a hue away from the table's (light wood reaches a saturation of about 0.5 under
// warm light, while pieces under cool light or seen through flare can be as pale as 0.35).
constexpr double kPieceSaturation = 0.6;
constexpr double kPaleSaturation = 0.3;
constexpr double kHueAwayFromTable = 30;  // degrees
constexpr double kPieceValue = 0.35;      // of the picture's bright level
// Share of piece pixels around a pixel (a window of about one cell of a board filling the
// picture) for it to count as part of the board.
constexpr double kMinDensity = 0.3;
// The cluster must cover this share of the picture to be a board (a few loose pieces
// lying together on the table cover less; a photo of a board, a third or more).
constexpr double kMinShare = 0.06;

double bright_level(const RgbImage& image) {
  std::vector<double> values;
  values.reserve(image.pixels.size());
  for (const auto& p : image.pixels) values.push_back(std::max({p.r, p.g, p.b}));
  const auto k = static_cast<std::size_t>(0.97 * static_cast<double>(values.size() - 1));
  std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(k), values.end());
  return values[k];
}

}  // namespace

double hue_gap(double a, double b) {
  const double d = std::fmod(std::abs(a - b), 360.0);
  return std::min(d, 360.0 - d);
}

// The table's hue: the circular mean over the picture's outer tenth (where the board rarely
// is) of the coloured pixels; nullopt when the border is mostly grey.
std::optional<double> table_hue(const RgbImage& image) {
  const int w = image.width;
  const int h = image.height;
  const int bx = std::max(1, w / 10);
  const int by = std::max(1, h / 10);
  double sx = 0;
  double sy = 0;
  int coloured = 0;
  int total = 0;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      if (x >= bx && x < w - bx && y >= by && y < h - by) continue;
      ++total;
      const Hsv c = to_hsv(image.at(x, y));
      if (c.saturation < 0.15) continue;
      ++coloured;
      sx += std::cos(c.hue * std::numbers::pi / 180);
      sy += std::sin(c.hue * std::numbers::pi / 180);
    }
  }
  if (coloured * 2 < total) return std::nullopt;
  double mean = std::atan2(sy, sx) * 180 / std::numbers::pi;
  return mean < 0 ? mean + 360 : mean;
}

bool looks_like_table(const Rgb& colour, double table, double min_saturation) {
  const Hsv c = to_hsv(colour);
  return c.saturation >= min_saturation && c.saturation < kPieceSaturation &&
         hue_gap(c.hue, table) < kHueAwayFromTable;
}

std::optional<Outline> find_piece_cluster(const RgbImage& image) {
  const int w = image.width;
  const int h = image.height;
  if (w < 8 || h < 8) return std::nullopt;
  const double bright = bright_level(image);
  const auto table = table_hue(image);
  const auto piece_like = [&](const Rgb& rgb) {
    const Hsv c = to_hsv(rgb);
    if (c.value < kPieceValue * bright) return false;
    if (c.saturation >= kPieceSaturation) return true;
    return c.saturation >= kPaleSaturation &&
           (!table || hue_gap(c.hue, *table) >= kHueAwayFromTable);
  };
  // Integral image of the piece mask, for the density in a window.
  std::vector<int> integral(static_cast<std::size_t>(w + 1) * (h + 1), 0);
  for (int y = 0; y < h; ++y) {
    int row = 0;
    for (int x = 0; x < w; ++x) {
      row += piece_like(image.at(x, y)) ? 1 : 0;
      integral[static_cast<std::size_t>(y + 1) * (w + 1) + x + 1] =
          integral[static_cast<std::size_t>(y) * (w + 1) + x + 1] + row;
    }
  }
  const int radius = std::max(1, std::max(w, h) / 48);
  std::vector<std::uint8_t> dense(static_cast<std::size_t>(w) * h, 0);
  for (int y = 0; y < h; ++y) {
    const int y0 = std::max(0, y - radius);
    const int y1 = std::min(h, y + radius + 1);
    for (int x = 0; x < w; ++x) {
      const int x0 = std::max(0, x - radius);
      const int x1 = std::min(w, x + radius + 1);
      const auto at = [&](int xx, int yy) {
        return integral[static_cast<std::size_t>(yy) * (w + 1) + xx];
      };
      const int count = at(x1, y1) - at(x0, y1) - at(x1, y0) + at(x0, y0);
      const int area = (x1 - x0) * (y1 - y0);
      dense[static_cast<std::size_t>(y) * w + x] = count >= kMinDensity * area ? 1 : 0;
    }
  }
  // The largest 4-connected dense region.
  const auto regions = connected_regions(dense, w, h);
  const auto& label = regions.label;
  int best_label = -1;
  std::size_t best_size = 0;
  for (std::size_t k = 0; k < regions.sizes.size(); ++k) {
    if (regions.sizes[k] > best_size) {
      best_size = regions.sizes[k];
      best_label = static_cast<int>(k);
    }
  }
  if (best_label < 0 || static_cast<double>(best_size) < kMinShare * w * h) return std::nullopt;
  // A cluster reaching three or four sides of the picture is a coloured tablecloth or a board
  // cropped to the picture (whose light board the outline of the grey region finds), not a
  // board lying on a table.
  bool top = false;
  bool bottom = false;
  bool left = false;
  bool right = false;
  for (int x = 0; x < w; ++x) {
    top = top || label[x] == best_label;
    bottom = bottom || label[static_cast<std::size_t>(h - 1) * w + x] == best_label;
  }
  for (int y = 0; y < h; ++y) {
    left = left || label[static_cast<std::size_t>(y) * w] == best_label;
    right = right || label[static_cast<std::size_t>(y) * w + w - 1] == best_label;
  }
  if (int{top} + int{bottom} + int{left} + int{right} >= 3) return std::nullopt;
  return outline_of_region(label, w, h, best_label, best_size);
}

}  // namespace tableref::vision

#include "photo_generator.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>
#include <random>

#include "tableref/referee/blokus/game.hpp"
#include "tableref/vision/board_analysis.hpp"

namespace tableref::vision::testing {
namespace {

struct Colour {
  double r = 0;
  double g = 0;
  double b = 0;
};

Colour piece_colour(CellColor c) {
  switch (c) {
    case CellColor::kBlue:
      return {20, 70, 170};
    case CellColor::kYellow:
      return {235, 195, 20};
    case CellColor::kRed:
      return {200, 30, 35};
    case CellColor::kGreen:
      return {25, 140, 65};
    case CellColor::kPurple:
      return {110, 50, 150};
    case CellColor::kOrange:
      return {235, 120, 25};
    default:
      return {200, 200, 204};
  }
}

// Projective map of the unit square onto a quadrilateral (same closed form as the library's,
// written again here so the test does not trust the code it checks).
struct Projective {
  std::array<double, 9> m{};
  Point apply(double u, double v) const {
    const double w = m[6] * u + m[7] * v + m[8];
    return Point{(m[0] * u + m[1] * v + m[2]) / w, (m[3] * u + m[4] * v + m[5]) / w};
  }
};

Projective to_quad(const std::array<Point, 4>& q) {
  const double sx = q[0].x - q[1].x + q[2].x - q[3].x;
  const double sy = q[0].y - q[1].y + q[2].y - q[3].y;
  const double dx1 = q[1].x - q[2].x;
  const double dx2 = q[3].x - q[2].x;
  const double dy1 = q[1].y - q[2].y;
  const double dy2 = q[3].y - q[2].y;
  const double den = dx1 * dy2 - dx2 * dy1;
  const double g = (sx * dy2 - dx2 * sy) / den;
  const double h = (dx1 * sy - sx * dy1) / den;
  return Projective{{q[1].x - q[0].x + g * q[1].x, q[3].x - q[0].x + h * q[3].x, q[0].x,
                     q[1].y - q[0].y + g * q[1].y, q[3].y - q[0].y + h * q[3].y, q[0].y, g, h,
                     1.0}};
}

Projective invert(const Projective& p) {
  const auto& a = p.m;
  const double c0 = a[4] * a[8] - a[5] * a[7];
  const double c1 = a[5] * a[6] - a[3] * a[8];
  const double c2 = a[3] * a[7] - a[4] * a[6];
  const double det = a[0] * c0 + a[1] * c1 + a[2] * c2;
  return Projective{{c0 / det, (a[2] * a[7] - a[1] * a[8]) / det, (a[1] * a[5] - a[2] * a[4]) / det,
                     c1 / det, (a[0] * a[8] - a[2] * a[6]) / det, (a[2] * a[3] - a[0] * a[5]) / det,
                     c2 / det, (a[1] * a[6] - a[0] * a[7]) / det,
                     (a[0] * a[4] - a[1] * a[3]) / det}};
}

double hash_noise(int x, int y, std::uint32_t seed) {
  std::uint32_t h = static_cast<std::uint32_t>(x) * 374761393u +
                    static_cast<std::uint32_t>(y) * 668265263u + seed * 2246822519u;
  h = (h ^ (h >> 13)) * 1274126177u;
  h ^= h >> 16;
  return (h & 0xffff) / 65535.0;
}

Colour table_colour(Table table, double x, double y, std::uint32_t seed) {
  switch (table) {
    case Table::kWood: {
      // Planks with grain: stripes bent by a slow wave, darker seams between planks.
      const double plank = std::floor(y / 180.0);
      const double grain = std::sin(x / 9.0 + 3 * std::sin(y / 60.0 + plank) + plank * 1.7);
      const double shade =
          0.85 + 0.1 * grain +
          0.05 * hash_noise(static_cast<int>(x / 3), static_cast<int>(plank), seed);
      const bool seam = std::fmod(y, 180.0) < 3;
      const double s = seam ? 0.45 : shade;
      return {165 * s, 108 * s, 62 * s};
    }
    case Table::kPattern: {
      // A tablecloth: red and teal checks with a darker diagonal weave.
      const bool check =
          (static_cast<int>(std::floor(x / 70)) + static_cast<int>(std::floor(y / 70))) % 2 == 0;
      const double weave = 0.9 + 0.1 * std::sin((x + y) / 4.0);
      return check ? Colour{170 * weave, 55 * weave, 50 * weave}
                   : Colour{40 * weave, 100 * weave, 115 * weave};
    }
    case Table::kPlain:
    default:
      return {95, 80, 70};
  }
}

// The board at board coordinates (bx, by) in cells, the grid's top-left at (0, 0).
Colour board_colour(const PhotoSpec& spec, double bx, double by) {
  const Colour frame{186, 187, 192};
  const Colour bare{201, 202, 206};
  const Colour ridge{160, 161, 167};
  const int n = spec.size;
  if (bx < 0 || by < 0 || bx >= n || by >= n) {
    // The frame, with a thin raised lip at the grid's edge.
    const double d = std::max({-bx, -by, bx - n, by - n});
    return d < 0.06 ? ridge : frame;
  }
  const int cx = static_cast<int>(bx);
  const int cy = static_cast<int>(by);
  const double fx = bx - cx;
  const double fy = by - cy;
  const auto at = [&](int x, int y) {
    if (x < 0 || y < 0 || x >= n || y >= n) return CellColor::kEmpty;
    return spec.grid[static_cast<std::size_t>(y * n + x)];
  };
  const CellColor c = at(cx, cy);
  constexpr double kRidge = 0.06;
  if (c == CellColor::kEmpty) {
    if (fx < kRidge || fx > 1 - kRidge || fy < kRidge || fy > 1 - kRidge) return ridge;
    return bare;
  }
  // A piece: flat top, bevelled edges (lit from the top-left) where it ends, a shallow groove
  // between its own squares.
  // A clear piece lets the board through, darkened and faintly cyan, as real ones do.
  const auto cell = static_cast<std::size_t>(cy * n + cx);
  const bool clear = cell < spec.clear.size() && spec.clear[cell];
  Colour base = clear ? Colour{bare.r * 0.7, bare.g * 0.79, bare.b * 0.79} : piece_colour(c);
  const bool left = at(cx - 1, cy) == c;
  const bool right = at(cx + 1, cy) == c;
  const bool up = at(cx, cy - 1) == c;
  const bool down = at(cx, cy + 1) == c;
  constexpr double kGap = 0.04;
  if ((!left && fx < kGap) || (!right && fx > 1 - kGap) || (!up && fy < kGap) ||
      (!down && fy > 1 - kGap)) {
    return ridge;
  }
  double shade = 1.0;
  constexpr double kBevel = 0.12;
  if ((!up && fy < kBevel) || (!left && fx < kBevel)) shade = 1.25;
  if ((!down && fy > 1 - kBevel) || (!right && fx > 1 - kBevel)) shade = 0.7;
  if ((left && fx < 0.02) || (right && fx > 0.98) || (up && fy < 0.02) || (down && fy > 0.98)) {
    shade = 0.8;
  }
  // Pieces have a faint embossed pattern of circles.
  const double r = std::hypot(fx - 0.5, fy - 0.5);
  if (std::abs(r - 0.28) < 0.02) shade *= 0.93;
  Colour lit{std::min(255.0, base.r * shade), std::min(255.0, base.g * shade),
             std::min(255.0, base.b * shade)};
  if (cell < spec.face_flare.size() && spec.face_flare[cell] && r < 0.3) {
    // The sensor clipped in the middle, washed out around it.
    const double washed = r < 0.2 ? 1.0 : 0.75;
    lit = {lit.r + (254 - lit.r) * washed, lit.g + (254 - lit.g) * washed,
           lit.b + (254 - lit.b) * washed};
  }
  return lit;
}

// JPEG's luminance quantisation table.
constexpr std::array<int, 64> kLumaTable{
    16, 11, 10, 16, 24,  40,  51,  61,  12, 12, 14, 19, 26,  58,  60,  55,
    14, 13, 16, 24, 40,  57,  69,  56,  14, 17, 22, 29, 51,  87,  80,  62,
    18, 22, 37, 56, 68,  109, 103, 77,  24, 35, 55, 64, 81,  104, 113, 92,
    49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99};

void jpeg_like(std::vector<double>& plane, int w, int h, int quality, double chroma_boost) {
  const double scale = quality < 50 ? 5000.0 / quality : 200.0 - 2.0 * quality;
  std::array<double, 64> q{};
  for (std::size_t i = 0; i < 64; ++i) {
    q[i] = std::max(1.0, std::floor((kLumaTable[i] * scale + 50) / 100) * chroma_boost);
  }
  std::array<std::array<double, 8>, 8> basis{};
  for (int k = 0; k < 8; ++k) {
    for (int n = 0; n < 8; ++n) {
      basis[k][n] =
          (k == 0 ? std::sqrt(0.125) : 0.5) * std::cos((2 * n + 1) * k * std::numbers::pi / 16);
    }
  }
  for (int by = 0; by + 8 <= h; by += 8) {
    for (int bx = 0; bx + 8 <= w; bx += 8) {
      std::array<double, 64> block{};
      std::array<double, 64> coef{};
      for (int y = 0; y < 8; ++y) {
        for (int x = 0; x < 8; ++x) block[y * 8 + x] = plane[(by + y) * w + bx + x] - 128;
      }
      for (int v = 0; v < 8; ++v) {
        for (int u = 0; u < 8; ++u) {
          double s = 0;
          for (int y = 0; y < 8; ++y) {
            for (int x = 0; x < 8; ++x) s += basis[v][y] * basis[u][x] * block[y * 8 + x];
          }
          coef[v * 8 + u] = std::round(s / q[v * 8 + u]) * q[v * 8 + u];
        }
      }
      for (int y = 0; y < 8; ++y) {
        for (int x = 0; x < 8; ++x) {
          double s = 0;
          for (int v = 0; v < 8; ++v) {
            for (int u = 0; u < 8; ++u) s += basis[v][y] * basis[u][x] * coef[v * 8 + u];
          }
          plane[(by + y) * w + bx + x] = s + 128;
        }
      }
    }
  }
}

}  // namespace

std::array<Point, 4> perspective_board(int width, int height, double tilt, double skew) {
  const double side = 0.8 * std::min(width, height);
  const double cx = width / 2.0 + skew * side * 0.1;
  const double cy = height / 2.0;
  const double top = side * (1 - tilt) / 2;  // the far side looks shorter
  const double bottom = side / 2;
  const double hy = side * (1 - 0.5 * tilt) / 2;
  return {Point{cx - top + skew * side * 0.08, cy - hy},
          Point{cx + top + skew * side * 0.08, cy - hy + skew * 12}, Point{cx + bottom, cy + hy},
          Point{cx - bottom, cy + hy - skew * 10}};
}

std::vector<CellColor> random_board(blokus::Variant variant, std::uint32_t seed, int rotation,
                                    int moves) {
  blokus::GameState state(variant);
  std::mt19937 rng(seed);
  int played = 0;
  while (!state.game_over() && (moves < 0 || played < moves)) {
    const auto colour = state.to_move();
    if (!colour) break;
    const auto legal = state.legal_moves(*colour);
    if (legal.empty()) break;
    // Prefer large pieces, as players do, so that boards look like real ones.
    std::vector<blokus::PlacementId> big;
    for (auto id : legal) {
      if (state.geometry().placement(id).size >= 4) big.push_back(id);
    }
    const auto& pool = big.empty() ? legal : big;
    state.play_generated(*colour, pool[rng() % pool.size()]);
    ++played;
  }
  const int n = state.geometry().width();
  std::vector<CellColor> grid(static_cast<std::size_t>(n * n), CellColor::kEmpty);
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      const GridCell cell = picture_to_referee(PictureCell{x, y}, n, rotation);
      const int c = state.color_at(cell);
      if (c >= 0) grid[static_cast<std::size_t>(y * n + x)] = cell_color_of(variant, c);
    }
  }
  return grid;
}

Photo render_photo(const PhotoSpec& spec) {
  const int w = spec.width;
  const int h = spec.height;
  const int n = spec.size;
  const double span = n + 2 * spec.frame;
  const Projective to_picture = to_quad(spec.board);
  const Projective to_board = invert(to_picture);
  std::mt19937 rng(spec.seed);
  std::uniform_real_distribution<double> uniform(0, 1);

  Photo photo;
  photo.width = w;
  photo.height = h;
  const double f = spec.frame / span;
  photo.grid_corners = {to_picture.apply(f, f), to_picture.apply(1 - f, f),
                        to_picture.apply(1 - f, 1 - f), to_picture.apply(f, 1 - f)};

  // Loose pieces: a few cells of one colour in a picture-aligned cluster off the board.
  const double cell_px =
      std::hypot(spec.board[1].x - spec.board[0].x, spec.board[1].y - spec.board[0].y) / span;
  struct Loose {
    double x0, y0;
    CellColor colour;
    std::array<int, 5> shape;  // cells as dx + 3 * dy
  };
  std::vector<Loose> loose;
  for (int i = 0, tries = 0; i < spec.loose_pieces && tries < 500; ++tries) {
    const double x0 = uniform(rng) * (w - 3 * cell_px);
    const double y0 = uniform(rng) * (h - 3 * cell_px);
    bool clear = true;
    for (int k = 0; k < 16 && clear; ++k) {
      const Point p{x0 + (k % 4) * cell_px, y0 + (k / 4) * cell_px};
      const double pw = to_board.m[6] * p.x + to_board.m[7] * p.y + to_board.m[8];
      const double u = (to_board.m[0] * p.x + to_board.m[1] * p.y + to_board.m[2]) / pw;
      const double v = (to_board.m[3] * p.x + to_board.m[4] * p.y + to_board.m[5]) / pw;
      if (u > -0.05 && u < 1.05 && v > -0.05 && v < 1.05) clear = false;
    }
    if (!clear) continue;
    const auto colour = static_cast<CellColor>(1 + rng() % (n == 14 ? 2 : 4) + (n == 14 ? 4 : 0));
    static constexpr std::array<std::array<int, 5>, 4> kShapes{
        {{0, 1, 2, 4, 7}, {0, 3, 6, 7, 8}, {1, 3, 4, 5, 7}, {0, 1, 3, 4, 4}}};
    loose.push_back(Loose{x0, y0, colour, kShapes[rng() % kShapes.size()]});
    ++i;
  }

  std::vector<double> r(static_cast<std::size_t>(w) * h);
  std::vector<double> g(r.size());
  std::vector<double> b(r.size());
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      Colour c = table_colour(spec.table, x, y, spec.seed);
      if (x < spec.light_sheet * w) c = {236, 236, 230};
      if (spec.table_reflection > 0) {
        // Centred just left of the board's left side, fading over a quarter of the picture.
        const double cx = std::min(spec.board[0].x, spec.board[3].x) - 0.04 * w;
        const double cy = (spec.board[0].y + spec.board[3].y) / 2;
        const double d = std::hypot((x - cx) / (0.22 * w), (y - cy) / (0.3 * h));
        const double k = spec.table_reflection * std::clamp(1.3 - d, 0.0, 1.0);
        c = {c.r + (238 - c.r) * k, c.g + (232 - c.g) * k, c.b + (222 - c.b) * k};
      }
      const double px = x + 0.5;
      const double py = y + 0.5;
      const double pw = to_board.m[6] * px + to_board.m[7] * py + to_board.m[8];
      const double u = (to_board.m[0] * px + to_board.m[1] * py + to_board.m[2]) / pw;
      const double v = (to_board.m[3] * px + to_board.m[4] * py + to_board.m[5]) / pw;
      if (spec.draw_board && u >= 0 && v >= 0 && u < 1 && v < 1) {
        c = board_colour(spec, u * span - spec.frame, v * span - spec.frame);
      } else {
        for (const auto& piece : loose) {
          const double lx = (px - piece.x0) / cell_px;
          const double ly = (py - piece.y0) / cell_px;
          if (lx < 0 || ly < 0 || lx >= 3 || ly >= 3) continue;
          const int k = static_cast<int>(lx) + 3 * static_cast<int>(ly);
          if (std::find(piece.shape.begin(), piece.shape.end(), k) == piece.shape.end()) continue;
          const double fx = lx - std::floor(lx);
          const double fy = ly - std::floor(ly);
          const double shade = (fx < 0.1 || fy < 0.1) ? 1.2 : (fx > 0.9 || fy > 0.9) ? 0.7 : 1.0;
          const Colour pc = piece_colour(piece.colour);
          c = {std::min(255.0, pc.r * shade), std::min(255.0, pc.g * shade),
               std::min(255.0, pc.b * shade)};
        }
      }
      // Light: brightest at one corner, falling off across the picture, slightly warm.
      const double light = 1.0 - spec.gradient * (0.6 * x / w + 0.4 * y / h);
      const std::size_t i = static_cast<std::size_t>(y) * w + x;
      r[i] = c.r * light * 1.02;
      g[i] = c.g * light;
      b[i] = c.b * light * 0.96;
    }
  }
  // Specular flare: bright washed-out spots, as a lamp reflected by the shiny pieces.
  for (int k = 0; k < spec.flares; ++k) {
    const Point centre = to_picture.apply((spec.frame + 1 + uniform(rng) * (n - 2)) / span,
                                          (spec.frame + 1 + uniform(rng) * (n - 2)) / span);
    const double radius = cell_px * (0.3 + 0.5 * uniform(rng));
    const int x0 = std::max(0, static_cast<int>(centre.x - 3 * radius));
    const int x1 = std::min(w, static_cast<int>(centre.x + 3 * radius));
    const int y0 = std::max(0, static_cast<int>(centre.y - 3 * radius));
    const int y1 = std::min(h, static_cast<int>(centre.y + 3 * radius));
    for (int y = y0; y < y1; ++y) {
      for (int x = x0; x < x1; ++x) {
        const double d2 =
            ((x - centre.x) * (x - centre.x) + (y - centre.y) * (y - centre.y)) / (radius * radius);
        const double a = 0.95 * std::exp(-d2);
        const std::size_t i = static_cast<std::size_t>(y) * w + x;
        r[i] += (255 - r[i]) * a;
        g[i] += (255 - g[i]) * a;
        b[i] += (255 - b[i]) * a;
      }
    }
  }
  for (int pass = 0; pass < spec.blur; ++pass) {
    for (auto* plane : {&r, &g, &b}) {
      std::vector<double> out(plane->size());
      for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
          double s = 0;
          for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
              s += (*plane)[static_cast<std::size_t>(std::clamp(y + dy, 0, h - 1)) * w +
                            std::clamp(x + dx, 0, w - 1)];
            }
          }
          out[static_cast<std::size_t>(y) * w + x] = s / 9;
        }
      }
      *plane = std::move(out);
    }
  }
  if (spec.noise > 0) {
    std::normal_distribution<double> gauss(0, spec.noise);
    for (std::size_t i = 0; i < r.size(); ++i) {
      r[i] += gauss(rng);
      g[i] += gauss(rng);
      b[i] += gauss(rng);
    }
  }
  if (spec.jpeg_quality > 0) {
    // As JPEG does: luminance and two colour differences, each in 8x8 DCT blocks, the colour
    // quantised more coarsely.
    std::vector<double> yy(r.size());
    std::vector<double> cb(r.size());
    std::vector<double> cr(r.size());
    for (std::size_t i = 0; i < r.size(); ++i) {
      yy[i] = 0.299 * r[i] + 0.587 * g[i] + 0.114 * b[i];
      cb[i] = 128 - 0.168736 * r[i] - 0.331264 * g[i] + 0.5 * b[i];
      cr[i] = 128 + 0.5 * r[i] - 0.418688 * g[i] - 0.081312 * b[i];
    }
    jpeg_like(yy, w, h, spec.jpeg_quality, 1.0);
    jpeg_like(cb, w, h, spec.jpeg_quality, 1.5);
    jpeg_like(cr, w, h, spec.jpeg_quality, 1.5);
    for (std::size_t i = 0; i < r.size(); ++i) {
      r[i] = yy[i] + 1.402 * (cr[i] - 128);
      g[i] = yy[i] - 0.344136 * (cb[i] - 128) - 0.714136 * (cr[i] - 128);
      b[i] = yy[i] + 1.772 * (cb[i] - 128);
    }
  }
  photo.rgb.resize(r.size() * 3);
  for (std::size_t i = 0; i < r.size(); ++i) {
    photo.rgb[i * 3] = static_cast<std::uint8_t>(std::clamp(std::lround(r[i]), 0L, 255L));
    photo.rgb[i * 3 + 1] = static_cast<std::uint8_t>(std::clamp(std::lround(g[i]), 0L, 255L));
    photo.rgb[i * 3 + 2] = static_cast<std::uint8_t>(std::clamp(std::lround(b[i]), 0L, 255L));
  }
  return photo;
}

}  // namespace tableref::vision::testing

#include "tableref/referee/blokus/trigon_piece.hpp"

#include <algorithm>
#include <vector>

namespace tableref::blokus {
namespace {

struct Definition {
  std::string_view name;
  std::vector<Offset> cells;  // canonical frame
};

// The shapes, each in one orientation (canonical frame). Source: the example placements in
// ../shared/reference/blokus_variants/pieces.tsv (Pentobi's piece names).
std::vector<Definition> definitions() {
  using O = Offset;
  return {
      {"1", {O{0, 0}}},
      {"2", {O{0, 0}, O{1, 0}}},
      {"I3", {O{1, 0}, O{2, 0}, O{1, 1}}},
      {"I4", {O{0, 0}, O{1, 0}, O{1, 1}, O{2, 1}}},
      {"C4", {O{1, 0}, O{2, 0}, O{1, 1}, O{2, 1}}},
      {"A4", {O{1, 0}, O{0, 1}, O{1, 1}, O{2, 1}}},
      {"I5", {O{0, 0}, O{1, 0}, O{2, 0}, O{3, 0}, O{4, 0}}},
      {"L5", {O{0, 0}, O{1, 0}, O{1, 1}, O{2, 1}, O{3, 1}}},
      {"C5", {O{1, 0}, O{2, 0}, O{3, 0}, O{1, 1}, O{2, 1}}},
      {"P5", {O{0, 0}, O{1, 0}, O{2, 0}, O{1, 1}, O{2, 1}}},
      {"I6", {O{0, 0}, O{1, 0}, O{2, 0}, O{3, 0}, O{4, 0}, O{5, 0}}},
      {"L6", {O{1, 0}, O{1, 1}, O{2, 1}, O{2, 2}, O{3, 2}, O{4, 2}}},
      {"V", {O{0, 0}, O{1, 0}, O{1, 1}, O{2, 1}, O{3, 1}, O{4, 1}}},
      {"S", {O{3, 0}, O{4, 0}, O{5, 0}, O{1, 1}, O{2, 1}, O{3, 1}}},
      {"P6", {O{3, 0}, O{0, 1}, O{1, 1}, O{2, 1}, O{3, 1}, O{4, 1}}},
      {"F", {O{1, 0}, O{0, 1}, O{1, 1}, O{2, 1}, O{0, 2}, O{1, 2}}},
      {"W", {O{1, 0}, O{1, 1}, O{2, 1}, O{3, 1}, O{2, 2}, O{3, 2}}},
      {"A6", {O{2, 0}, O{3, 0}, O{1, 1}, O{2, 1}, O{3, 1}, O{4, 1}}},
      {"G", {O{0, 0}, O{1, 0}, O{3, 0}, O{1, 1}, O{2, 1}, O{3, 1}}},
      {"Y", {O{0, 0}, O{1, 0}, O{0, 1}, O{1, 1}, O{2, 1}, O{3, 1}}},
      {"X", {O{0, 0}, O{1, 0}, O{2, 0}, O{0, 1}, O{1, 1}, O{2, 1}}},
      {"O", {O{1, 0}, O{2, 0}, O{3, 0}, O{1, 1}, O{2, 1}, O{3, 1}}},
  };
}

// A lattice point (a, b) lies at (a / 2, b * sqrt(3) / 2); every triangle corner has
// a + b even. An up cell (x, y) has corners (x, y), (x + 2, y), (x + 1, y + 1); a down cell
// (x, y + 1), (x + 2, y + 1), (x + 1, y).
struct Point {
  int a = 0;
  int b = 0;
};

std::array<Point, 3> corners(Offset c) {
  if (trigon_up(c.x, c.y)) return {Point{c.x, c.y}, Point{c.x + 2, c.y}, Point{c.x + 1, c.y + 1}};
  return {Point{c.x, c.y + 1}, Point{c.x + 2, c.y + 1}, Point{c.x + 1, c.y}};
}

Offset cell_of(const std::array<Point, 3>& p) {
  const int low = std::min({p[0].b, p[1].b, p[2].b});
  int count = 0;
  int min_a = 1 << 20;
  for (const auto& q : p) {
    if (q.b != low) continue;
    ++count;
    min_a = std::min(min_a, q.a);
  }
  // Two corners on the lowest line: an up cell, its base there; one: a down cell's tip.
  const int x = count == 2 ? min_a : min_a - 1;
  return Offset{static_cast<std::int8_t>(x), static_cast<std::int8_t>(low)};
}

// t = 0..5: rotation by t * 60 degrees counter-clockwise; 6..11: the same after a mirror.
Point transform(Point p, int t) {
  int a = t >= 6 ? -p.a : p.a;
  int b = p.b;
  for (int r = 0; r < t % 6; ++r) {
    const int na = (a - 3 * b) / 2;
    const int nb = (a + b) / 2;
    a = na;
    b = nb;
  }
  return Point{a, b};
}

// Sorted row by row from the bottom, moved to lowest y = 0 and lowest x 0 or 1 by a shift
// that keeps the directions. Returns the shift too.
std::vector<Offset> normalize(std::vector<Offset> cells, Offset* shift = nullptr) {
  int min_x = 1 << 20;
  int min_y = 1 << 20;
  for (const auto& c : cells) {
    min_x = std::min<int>(min_x, c.x);
    min_y = std::min<int>(min_y, c.y);
  }
  int dx = -min_x;
  const int dy = -min_y;
  if (((dx + dy) & 1) != 0) ++dx;
  for (auto& c : cells) {
    c.x = static_cast<std::int8_t>(c.x + dx);
    c.y = static_cast<std::int8_t>(c.y + dy);
  }
  std::sort(cells.begin(), cells.end(),
            [](const Offset& a, const Offset& b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
  if (shift != nullptr) *shift = Offset{static_cast<std::int8_t>(dx), static_cast<std::int8_t>(dy)};
  return cells;
}

std::array<PieceInfo, kTrigonPieceCount> build() {
  std::array<PieceInfo, kTrigonPieceCount> table{};
  const auto defs = definitions();
  for (std::size_t i = 0; i < defs.size(); ++i) {
    PieceInfo& info = table[i];
    info.name = defs[i].name;
    info.size = static_cast<std::uint8_t>(defs[i].cells.size());
    std::vector<std::vector<Offset>> seen;
    for (int t = 0; t < kTrigonMaxOrientations; ++t) {
      std::vector<Offset> cells;
      for (const auto& c : defs[i].cells) {
        auto p = corners(c);
        for (auto& q : p) q = transform(q, t);
        cells.push_back(cell_of(p));
      }
      cells = normalize(std::move(cells));
      if (std::find(seen.begin(), seen.end(), cells) != seen.end()) continue;
      seen.push_back(cells);
      info.orientations.push_back(orientation_of(cells));
    }
  }
  return table;
}

}  // namespace

const std::array<PieceInfo, kTrigonPieceCount>& trigon_pieces() {
  static const auto table = build();
  return table;
}

std::optional<ShapeMatch> identify_trigon_shape(std::span<const Offset> cells) {
  if (cells.empty() || cells.size() > kMaxPieceSize) return std::nullopt;
  Offset shift;
  const auto shape = normalize(std::vector<Offset>(cells.begin(), cells.end()), &shift);
  for (std::size_t p = 0; p < kTrigonPieceCount; ++p) {
    const auto& info = trigon_pieces()[p];
    if (info.size != shape.size()) continue;
    for (std::size_t o = 0; o < info.orientations.size(); ++o) {
      if (std::equal(shape.begin(), shape.end(), info.orientations[o].cells.begin())) {
        return ShapeMatch{
            static_cast<PieceId>(p), static_cast<std::uint8_t>(o),
            Offset{static_cast<std::int8_t>(-shift.x), static_cast<std::int8_t>(-shift.y)}};
      }
    }
  }
  return std::nullopt;
}

std::uint8_t turn_trigon_orientation(PieceId piece, std::uint8_t orientation, Turn turn) {
  if (piece >= kTrigonPieceCount) return orientation;
  const auto& info = trigon_pieces()[piece];
  const auto& o = info.orientations[orientation % info.orientations.size()];
  // transform(): t = 1 turns 60 degrees counter-clockwise, 5 clockwise, 6 mirrors left to
  // right, 9 (a mirror then half a turn) top to bottom.
  const int t = turn == Turn::kRotateLeft     ? 1
                : turn == Turn::kRotateRight  ? 5
                : turn == Turn::kFlipVertical ? 9
                                              : 6;
  std::vector<Offset> cells;
  for (std::size_t i = 0; i < o.size; ++i) {
    auto p = corners(o.cells[i]);
    for (auto& q : p) q = transform(q, t);
    cells.push_back(cell_of(p));
  }
  const auto turned = normalize(std::move(cells));
  for (std::size_t k = 0; k < info.orientations.size(); ++k) {
    const auto& candidate = info.orientations[k];
    if (std::equal(turned.begin(), turned.end(), candidate.cells.begin())) {
      return static_cast<std::uint8_t>(k);
    }
  }
  return orientation;  // cannot happen: every transform of a piece is one of its orientations
}

}  // namespace tableref::blokus

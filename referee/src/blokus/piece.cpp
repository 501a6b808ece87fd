#include "tableref/referee/blokus/piece.hpp"

#include "tableref/referee/blokus/trigon_piece.hpp"

#include <algorithm>
#include <cctype>

namespace tableref::blokus {
namespace {

struct Definition {
  std::string_view name;
  std::vector<Offset> cells;
};

std::vector<Definition> definitions() {
  using O = Offset;
  return {
      {"1", {O{0, 0}}},
      {"2", {O{0, 0}, O{1, 0}}},
      {"I3", {O{0, 0}, O{1, 0}, O{2, 0}}},
      {"V3", {O{0, 0}, O{1, 0}, O{0, 1}}},
      {"I4", {O{0, 0}, O{1, 0}, O{2, 0}, O{3, 0}}},
      {"L4", {O{0, 0}, O{1, 0}, O{2, 0}, O{0, 1}}},
      {"O", {O{0, 0}, O{1, 0}, O{0, 1}, O{1, 1}}},
      {"T4", {O{0, 0}, O{1, 0}, O{2, 0}, O{1, 1}}},
      {"Z4", {O{0, 0}, O{1, 0}, O{1, 1}, O{2, 1}}},
      {"F", {O{1, 0}, O{0, 1}, O{1, 1}, O{1, 2}, O{2, 2}}},
      {"I5", {O{0, 0}, O{1, 0}, O{2, 0}, O{3, 0}, O{4, 0}}},
      {"L5", {O{0, 0}, O{1, 0}, O{2, 0}, O{3, 0}, O{0, 1}}},
      {"N", {O{0, 0}, O{1, 0}, O{2, 0}, O{2, 1}, O{3, 1}}},
      {"P", {O{0, 0}, O{1, 0}, O{0, 1}, O{1, 1}, O{0, 2}}},
      {"T5", {O{0, 0}, O{1, 0}, O{2, 0}, O{1, 1}, O{1, 2}}},
      {"U", {O{0, 0}, O{1, 0}, O{2, 0}, O{0, 1}, O{2, 1}}},
      {"V5", {O{0, 0}, O{1, 0}, O{2, 0}, O{0, 1}, O{0, 2}}},
      {"W", {O{0, 0}, O{1, 0}, O{1, 1}, O{2, 1}, O{2, 2}}},
      {"X", {O{1, 0}, O{0, 1}, O{1, 1}, O{2, 1}, O{1, 2}}},
      {"Y", {O{0, 0}, O{1, 0}, O{2, 0}, O{3, 0}, O{1, 1}}},
      {"Z5", {O{0, 0}, O{1, 0}, O{1, 1}, O{1, 2}, O{2, 2}}},
  };
}

// Sorted (row by row from the bottom, left to right) and moved so min x = min y = 0.
std::vector<Offset> normalize(std::vector<Offset> cells) {
  int min_x = 127;
  int min_y = 127;
  for (const auto& c : cells) {
    min_x = std::min<int>(min_x, c.x);
    min_y = std::min<int>(min_y, c.y);
  }
  for (auto& c : cells) {
    c.x = static_cast<std::int8_t>(c.x - min_x);
    c.y = static_cast<std::int8_t>(c.y - min_y);
  }
  std::sort(cells.begin(), cells.end(),
            [](const Offset& a, const Offset& b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
  return cells;
}

Offset transform(Offset c, int t) {
  // t = 0..3: rotation by t*90 degrees counter-clockwise; 4..7: the same after a mirror.
  int x = c.x;
  int y = c.y;
  if (t >= 4) x = -x;
  for (int r = 0; r < t % 4; ++r) {
    const int nx = -y;
    y = x;
    x = nx;
  }
  return Offset{static_cast<std::int8_t>(x), static_cast<std::int8_t>(y)};
}

std::array<PieceInfo, kPieceCount> build() {
  std::array<PieceInfo, kPieceCount> table{};
  const auto defs = definitions();
  for (std::size_t i = 0; i < defs.size(); ++i) {
    PieceInfo& info = table[i];
    info.name = defs[i].name;
    info.size = static_cast<std::uint8_t>(defs[i].cells.size());
    std::vector<std::vector<Offset>> seen;
    for (int t = 0; t < kMaxOrientations; ++t) {
      std::vector<Offset> cells;
      for (const auto& c : defs[i].cells) cells.push_back(transform(c, t));
      cells = normalize(std::move(cells));
      if (std::find(seen.begin(), seen.end(), cells) != seen.end()) continue;
      seen.push_back(cells);
      info.orientations.push_back(orientation_of(cells));
    }
  }
  return table;
}

}  // namespace

Orientation orientation_of(std::span<const Offset> cells) {
  Orientation o;
  o.size = static_cast<std::uint8_t>(cells.size());
  for (std::size_t k = 0; k < cells.size(); ++k) {
    o.cells[k] = cells[k];
    o.width = std::max<std::uint8_t>(o.width, static_cast<std::uint8_t>(cells[k].x + 1));
    o.height = std::max<std::uint8_t>(o.height, static_cast<std::uint8_t>(cells[k].y + 1));
  }
  return o;
}

const std::array<PieceInfo, kPieceCount>& pieces() {
  static const auto table = build();
  return table;
}

std::string_view piece_name(PieceId id) {
  if (id >= kPieceCount) return "?";
  return pieces()[id].name;
}

std::optional<PieceId> piece_from_name(std::string_view name) {
  for (std::size_t i = 0; i < kPieceCount; ++i) {
    const auto n = pieces()[i].name;
    if (n.size() != name.size()) continue;
    bool same = true;
    for (std::size_t k = 0; k < n.size(); ++k) {
      if (std::toupper(static_cast<unsigned char>(n[k])) !=
          std::toupper(static_cast<unsigned char>(name[k]))) {
        same = false;
      }
    }
    if (same) return static_cast<PieceId>(i);
  }
  return std::nullopt;
}

std::optional<ShapeMatch> identify_shape(std::span<const Offset> cells) {
  if (cells.empty() || cells.size() > kMaxPieceSize) return std::nullopt;
  int min_x = 127;
  int min_y = 127;
  for (const auto& c : cells) {
    min_x = std::min<int>(min_x, c.x);
    min_y = std::min<int>(min_y, c.y);
  }
  const auto shape = normalize(std::vector<Offset>(cells.begin(), cells.end()));
  for (std::size_t p = 0; p < kPieceCount; ++p) {
    const auto& info = pieces()[p];
    if (info.size != shape.size()) continue;
    for (std::size_t o = 0; o < info.orientations.size(); ++o) {
      const auto& ori = info.orientations[o];
      if (std::equal(shape.begin(), shape.end(), ori.cells.begin())) {
        return ShapeMatch{static_cast<PieceId>(p), static_cast<std::uint8_t>(o),
                          Offset{static_cast<std::int8_t>(min_x), static_cast<std::int8_t>(min_y)}};
      }
    }
  }
  return std::nullopt;
}

std::uint8_t turn_orientation(PieceId piece, std::uint8_t orientation, Turn turn) {
  if (piece >= kPieceCount) return orientation;
  const auto& info = pieces()[piece];
  if (orientation >= info.orientations.size()) return orientation;
  const auto& o = info.orientations[orientation];
  std::vector<Offset> cells;
  for (std::size_t i = 0; i < o.size; ++i) {
    const int x = o.cells[i].x;
    const int y = o.cells[i].y;
    int nx = x;
    int ny = y;
    switch (turn) {
      case Turn::kRotateLeft:
        nx = -y;
        ny = x;
        break;
      case Turn::kRotateRight:
        nx = y;
        ny = -x;
        break;
      case Turn::kFlipVertical:
        ny = -y;
        break;
      case Turn::kFlipHorizontal:
        nx = -x;
        break;
    }
    cells.push_back(Offset{static_cast<std::int8_t>(nx), static_cast<std::int8_t>(ny)});
  }
  const auto match = identify_shape(cells);
  return match ? match->orientation : orientation;
}

int squares_of(PieceSet set) {
  int total = 0;
  for (int i = 0; i < kPieceCount; ++i) {
    if (set & (PieceSet{1} << i)) total += pieces()[static_cast<std::size_t>(i)].size;
  }
  return total;
}

std::span<const PieceInfo> piece_table(CellShape shape) {
  if (shape == CellShape::kTriangle) return trigon_pieces();
  return pieces();
}

std::string_view piece_name(CellShape shape, PieceId id) {
  const auto table = piece_table(shape);
  return id < table.size() ? table[id].name : std::string_view("?");
}

}  // namespace tableref::blokus

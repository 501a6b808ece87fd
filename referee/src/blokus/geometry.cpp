#include "tableref/referee/blokus/geometry.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <utility>

namespace tableref::blokus {
namespace {

// Insertion sort of a placement's few cells (std::sort on them trips GCC 12's array-bounds
// warning).
void sort_cells(std::array<std::uint16_t, kMaxPieceSize>& cells, std::size_t n) {
  for (std::size_t i = 1; i < n; ++i) {
    for (std::size_t j = i; j > 0 && cells[j - 1] > cells[j]; --j)
      std::swap(cells[j - 1], cells[j]);
  }
}

// A placement seen from its cell i, independent of where that cell lies: its cells as bits
// of the 9x9 window centred there, the anchor relative to it, and piece * 8 + orientation.
RelShape shape_seen_from(const Orientation& ori, std::size_t i, int k, std::size_t o) {
  RelShape r;
  for (std::size_t c = 0; c < ori.size; ++c) {
    const int dx = ori.cells[c].x - ori.cells[i].x;
    const int dy = ori.cells[c].y - ori.cells[i].y;
    const int b = (dy + 4) * 9 + (dx + 4);
    if (b < 63) {  // rows dy = -4..2 in lo, dy = 3..4 in hi
      r.lo |= std::uint64_t{1} << b;
    } else {
      r.hi |= std::uint32_t{1} << (b - 63);
    }
  }
  r.ax = static_cast<std::int8_t>(-ori.cells[i].x);
  r.ay = static_cast<std::int8_t>(-ori.cells[i].y);
  r.po = static_cast<std::uint8_t>(k * kMaxOrientations + static_cast<int>(o));
  return r;
}

}  // namespace

const Geometry& Geometry::get(int width, int height) {
  static std::mutex mutex;
  static std::map<std::pair<int, int>, std::unique_ptr<Geometry>> cache;
  const std::lock_guard lock(mutex);
  auto& slot = cache[{width, height}];
  if (!slot) slot.reset(new Geometry(width, height));
  return *slot;
}

const Geometry& Geometry::trigon(int edge) {
  static std::mutex mutex;
  static std::map<int, std::unique_ptr<Geometry>> cache;
  const std::lock_guard lock(mutex);
  auto& slot = cache[edge];
  if (!slot) slot.reset(new Geometry(edge));
  return *slot;
}

const Geometry& Geometry::of(const VariantInfo& info) {
  if (info.cells == CellShape::kTriangle) return trigon(info.edge);
  return get(info.width, info.height);
}

std::span<const std::uint16_t> Geometry::edge_neighbours(std::uint16_t p) const {
  return {edge_flat_.data() + edge_begin_[p], edge_flat_.data() + edge_begin_[p + 1u]};
}

std::span<const std::uint16_t> Geometry::diagonal_neighbours(std::uint16_t p) const {
  return {diag_flat_.data() + diag_begin_[p], diag_flat_.data() + diag_begin_[p + 1u]};
}

int Geometry::find(PieceId piece, int orientation, int x, int y) const {
  if (triangles()) {
    const auto table = piece_table();
    if (piece >= table.size() || orientation < 0 ||
        orientation >= static_cast<int>(table[piece].orientations.size())) {
      return -1;
    }
    if (((x + up_shift_ + y) & 1) != 0) return -1;  // the triangles would turn over
    const auto& o = table[piece].orientations[static_cast<std::size_t>(orientation)];
    std::array<std::uint16_t, kMaxPieceSize> cells{};
    for (std::size_t i = 0; i < o.size; ++i) {
      const int cx = x + o.cells[i].x;
      const int cy = y + o.cells[i].y;
      if (!on_board(cx, cy)) return -1;
      cells[i] = index(cx, cy);
    }
    sort_cells(cells, o.size);
    return find_cells({cells.data(), o.size});
  }
  if (piece >= kPieceCount || orientation < 0 ||
      orientation >= static_cast<int>(piece_info(piece).orientations.size()) || !on_board(x, y)) {
    return -1;
  }
  return lookup_[(static_cast<std::size_t>(piece) * kMaxOrientations +
                  static_cast<std::size_t>(orientation)) *
                     static_cast<std::size_t>(cell_count()) +
                 index(x, y)];
}

std::uint64_t Geometry::key_of(std::span<const std::uint16_t> cells) {
  std::uint64_t key = 0;
  for (std::size_t i = 0; i < kMaxPieceSize; ++i) {
    key = (key << 9) | (i < cells.size() ? cells[i] : kNoCell);
  }
  return key;
}

int Geometry::find_cells(std::span<const std::uint16_t> cells) const {
  if (triangles()) {
    const auto it = by_cells_.find(key_of(cells));
    return it == by_cells_.end() ? -1 : static_cast<int>(it->second);
  }
  for (std::size_t i = 0; i < placements_.size(); ++i) {
    const auto& d = placements_[i];
    if (d.size == cells.size() && std::equal(cells.begin(), cells.end(), d.cells.begin())) {
      return static_cast<int>(i);
    }
  }
  return -1;
}

Geometry::Geometry(int width, int height)
    : width_(width), height_(height), cell_count_(width * height) {
  const int n = cell_count();
  for (int p = 0; p < n; ++p) {
    x_of_[p] = static_cast<std::uint8_t>(p % width);
    y_of_[p] = static_cast<std::uint8_t>(p / width);
  }
  add_neighbours();
  add_square_placements();
  add_window_shapes();
}

// Trigon's hexagon of edge n: 4n - 1 columns, 2n rows. Row r (1 = bottom) runs from
// column n - r (rows 1..n) or r - n - 1 (rows n+1..2n) to the mirror column; the outermost
// cells of the upper half point up. ../shared/reference/blokus-variants.md.
Geometry::Geometry(int edge)
    : shape_(CellShape::kTriangle), width_(4 * edge - 1), height_(2 * edge) {
  index_of_.assign(static_cast<std::size_t>(width_ * height_), -1);
  for (int y = 0; y < height_; ++y) {
    const int row = y + 1;
    const int first = row <= edge ? edge - row : row - edge - 1;
    for (int x = first; x < width_ - first; ++x) {
      index_of_[static_cast<std::size_t>(y * width_ + x)] = static_cast<std::int16_t>(cell_count_);
      x_of_[static_cast<std::size_t>(cell_count_)] = static_cast<std::uint8_t>(x);
      y_of_[static_cast<std::size_t>(cell_count_)] = static_cast<std::uint8_t>(y);
      ++cell_count_;
    }
  }
  // Row edge + 1 (y = edge, the lowest of the upper half) starts with an up triangle at
  // column 0: 0 + up_shift + edge is even.
  up_shift_ = edge & 1;
  add_neighbours();
  add_triangle_placements();
  index_placements_by_cell();
}

// Both boards keep their neighbours as flat lists with one begin offset per cell; cells
// past cell_count() (up to kNoCell) get empty lists so that any index is safe to ask.
void Geometry::add_neighbours() {
  edge_begin_.assign(kMaxCells + 2, 0);
  diag_begin_.assign(kMaxCells + 2, 0);
  for (int p = 0; p <= kMaxCells; ++p) {
    edge_begin_[static_cast<std::size_t>(p)] = static_cast<std::uint32_t>(edge_flat_.size());
    diag_begin_[static_cast<std::size_t>(p)] = static_cast<std::uint32_t>(diag_flat_.size());
    if (p >= cell_count_) continue;
    const int x = x_of_[static_cast<std::size_t>(p)];
    const int y = y_of_[static_cast<std::size_t>(p)];
    if (triangles()) {
      add_triangle_neighbours(x, y);
    } else {
      add_square_neighbours(x, y);
    }
  }
  edge_begin_[kMaxCells + 1] = static_cast<std::uint32_t>(edge_flat_.size());
  diag_begin_[kMaxCells + 1] = static_cast<std::uint32_t>(diag_flat_.size());
}

// Left, right, below, above: the order kStatusBits and the generator's edge status assume.
void Geometry::add_square_neighbours(int x, int y) {
  const std::array<std::pair<int, int>, 4> edges{{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}};
  for (const auto& [dx, dy] : edges) {
    if (on_board(x + dx, y + dy)) edge_flat_.push_back(index(x + dx, y + dy));
  }
  for (int dy : {-1, 1}) {
    for (int dx : {-1, 1}) {
      if (on_board(x + dx, y + dy)) diag_flat_.push_back(index(x + dx, y + dy));
    }
  }
}

// An up cell shares its sides with (x-1, y), (x+1, y), (x, y-1) and only a corner with
// (x-2, y), (x+2, y), (x-1..x+1, y+1), (x-2..x+2 but x, y-1); a down cell the same upside
// down.
void Geometry::add_triangle_neighbours(int x, int y) {
  const int ahead = points_up(x, y) ? 1 : -1;  // the row across the flat side is y - ahead
  auto add = [&](std::vector<std::uint16_t>& list, int cx, int cy) {
    if (on_board(cx, cy)) list.push_back(index(cx, cy));
  };
  add(edge_flat_, x - 1, y);
  add(edge_flat_, x + 1, y);
  add(edge_flat_, x, y - ahead);
  add(diag_flat_, x - 2, y);
  add(diag_flat_, x + 2, y);
  for (int dx = -1; dx <= 1; ++dx) add(diag_flat_, x + dx, y + ahead);
  for (int dx : {-2, -1, 1, 2}) add(diag_flat_, x + dx, y - ahead);
}

// Every placement of every piece on squares, grouped by piece, then orientation, then
// anchor row by row; lookup_ and po_base_/po_stride_ find one by its anchor.
void Geometry::add_square_placements() {
  const int n = cell_count();
  lookup_.assign(static_cast<std::size_t>(kPieceCount) * kMaxOrientations * n, -1);
  for (int k = 0; k < kPieceCount; ++k) {
    by_piece_[k] = static_cast<PlacementId>(placements_.size());
    const auto& info = piece_info(static_cast<PieceId>(k));
    for (std::size_t o = 0; o < info.orientations.size(); ++o) {
      const auto& ori = info.orientations[o];
      const std::size_t po = static_cast<std::size_t>(k) * kMaxOrientations + o;
      po_base_[po] = static_cast<std::uint32_t>(placements_.size());
      po_stride_[po] = static_cast<std::uint32_t>(std::max(0, width_ - ori.width + 1));
      for (int y = 0; y + ori.height <= height_; ++y) {
        for (int x = 0; x + ori.width <= width_; ++x) {
          PlacementData d;
          d.cells.fill(kNoCell);
          for (std::size_t c = 0; c < ori.size; ++c) {
            d.cells[c] = index(x + ori.cells[c].x, y + ori.cells[c].y);
          }
          d.piece = static_cast<PieceId>(k);
          d.orientation = static_cast<std::uint8_t>(o);
          d.size = ori.size;
          d.anchor = Cell{static_cast<std::int8_t>(x), static_cast<std::int8_t>(y)};
          lookup_[(static_cast<std::size_t>(k) * kMaxOrientations + o) * n + index(x, y)] =
              static_cast<std::int32_t>(placements_.size());
          placements_.push_back(d);
        }
      }
    }
  }
  by_piece_[kPieceCount] = static_cast<PlacementId>(placements_.size());
}

// Translation-free shapes for the window generator, grouped by status, then piece: each
// orientation seen from each of its cells, kept under a status only when it covers none of
// the neighbours that status marks taken.
void Geometry::add_window_shapes() {
  for (unsigned s = 0; s < kStatusCount; ++s) {
    for (int k = 0; k < kPieceCount; ++k) {
      shape_begin_[s * kPieceCount + static_cast<unsigned>(k)] =
          static_cast<std::uint32_t>(shapes_.size());
      const auto& info = piece_info(static_cast<PieceId>(k));
      for (std::size_t o = 0; o < info.orientations.size(); ++o) {
        const auto& ori = info.orientations[o];
        for (std::size_t i = 0; i < ori.size; ++i) {
          const RelShape r = shape_seen_from(ori, i, k, o);
          bool blocked = false;
          for (std::size_t e = 0; e < kStatusBits.size(); ++e) {
            if ((s & (1u << e)) && (r.lo & (std::uint64_t{1} << kStatusBits[e]))) {
              blocked = true;
            }
          }
          if (!blocked) shapes_.push_back(r);
        }
      }
    }
  }
  shape_begin_[kStatusCount * kPieceCount] = static_cast<std::uint32_t>(shapes_.size());
}

// Every placement on triangles: each orientation (canonical frame) moved by every shift
// that keeps the triangles' directions and leaves it whole on the board.
void Geometry::add_triangle_placements() {
  const auto& table = trigon_pieces();
  for (std::size_t k = 0; k < table.size(); ++k) {
    by_piece_[k] = static_cast<PlacementId>(placements_.size());
    const auto& info = table[k];
    for (std::size_t o = 0; o < info.orientations.size(); ++o) {
      const auto& ori = info.orientations[o];
      for (int ty = 0; ty + ori.height <= height_; ++ty) {
        for (int tx = -2; tx < width_ + 2; ++tx) {
          if (((tx + up_shift_ + ty) & 1) != 0) continue;  // would turn the triangles over
          std::array<std::uint16_t, kMaxPieceSize> cells{};
          bool fits = true;
          for (std::size_t c = 0; c < ori.size && fits; ++c) {
            const int cx = tx + ori.cells[c].x;
            const int cy = ty + ori.cells[c].y;
            fits = on_board(cx, cy);
            if (fits) cells[c] = index(cx, cy);
          }
          if (!fits) continue;
          sort_cells(cells, ori.size);
          add_placement(static_cast<PieceId>(k), o, {cells.data(), ori.size},
                        Cell{static_cast<std::int8_t>(tx), static_cast<std::int8_t>(ty)});
        }
      }
    }
  }
  by_piece_[table.size()] = static_cast<PlacementId>(placements_.size());
}

// Placements by cell, status of the cell's edge neighbours and piece, for the triangles'
// generator: a placement is listed under every status that leaves the neighbours it covers
// free. Counted first, then filled, so the lists sit in one flat array.
void Geometry::index_placements_by_cell() {
  const std::size_t slots =
      static_cast<std::size_t>(cell_count_) * kEdgeStatusCount * kTrigonPieceSlots;
  auto covered = [&](const PlacementData& d, std::uint16_t p) {
    unsigned mask = 0;
    const auto edges = edge_neighbours(p);
    for (std::size_t e = 0; e < edges.size(); ++e) {
      if (std::find(d.cells.begin(), d.cells.begin() + d.size, edges[e]) !=
          d.cells.begin() + d.size) {
        mask |= 1u << e;
      }
    }
    return mask;
  };
  auto slot = [&](std::uint16_t p, unsigned status, PieceId piece) {
    return (static_cast<std::size_t>(p) * kEdgeStatusCount + status) * kTrigonPieceSlots + piece;
  };
  std::vector<std::uint32_t> count(slots + 1, 0);
  for (const auto& d : placements_) {
    for (std::size_t i = 0; i < d.size; ++i) {
      const unsigned mask = covered(d, d.cells[i]);
      for (unsigned st = 0; st < kEdgeStatusCount; ++st) {
        if ((st & mask) == 0) ++count[slot(d.cells[i], st, d.piece)];
      }
    }
  }
  at_begin_.assign(slots + 1, 0);
  for (std::size_t i = 0; i < slots; ++i) at_begin_[i + 1] = at_begin_[i] + count[i];
  at_flat_.assign(at_begin_[slots], 0);
  std::vector<std::uint32_t> fill(at_begin_.begin(), at_begin_.end() - 1);
  for (std::size_t id = 0; id < placements_.size(); ++id) {
    const auto& d = placements_[id];
    for (std::size_t i = 0; i < d.size; ++i) {
      const unsigned mask = covered(d, d.cells[i]);
      for (unsigned st = 0; st < kEdgeStatusCount; ++st) {
        if ((st & mask) == 0) {
          at_flat_[fill[slot(d.cells[i], st, d.piece)]++] = static_cast<PlacementId>(id);
        }
      }
    }
  }
}

void Geometry::add_placement(PieceId piece, std::size_t orientation,
                             std::span<const std::uint16_t> cells, Cell anchor) {
  PlacementData d;
  d.cells.fill(kNoCell);
  std::copy(cells.begin(), cells.end(), d.cells.begin());
  d.piece = piece;
  d.orientation = static_cast<std::uint8_t>(orientation);
  d.size = static_cast<std::uint8_t>(cells.size());
  d.anchor = anchor;
  by_cells_.emplace(key_of(cells), static_cast<PlacementId>(placements_.size()));
  placements_.push_back(d);
}

}  // namespace tableref::blokus

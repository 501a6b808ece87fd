#include "tableref/referee/blokus/geometry.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <utility>

namespace tableref::blokus {

const Geometry& Geometry::get(int width, int height) {
  static std::mutex mutex;
  static std::map<std::pair<int, int>, std::unique_ptr<Geometry>> cache;
  const std::lock_guard lock(mutex);
  auto& slot = cache[{width, height}];
  if (!slot) slot.reset(new Geometry(width, height));
  return *slot;
}

std::span<const std::uint16_t> Geometry::edge_neighbours(std::uint16_t p) const {
  return {edge_flat_.data() + edge_begin_[p], edge_flat_.data() + edge_begin_[p + 1u]};
}

std::span<const std::uint16_t> Geometry::diagonal_neighbours(std::uint16_t p) const {
  return {diag_flat_.data() + diag_begin_[p], diag_flat_.data() + diag_begin_[p + 1u]};
}

int Geometry::find(PieceId piece, int orientation, int x, int y) const {
  if (piece >= kPieceCount || orientation < 0 ||
      orientation >= static_cast<int>(piece_info(piece).orientations.size()) || !on_board(x, y)) {
    return -1;
  }
  return lookup_[(static_cast<std::size_t>(piece) * kMaxOrientations +
                  static_cast<std::size_t>(orientation)) *
                     static_cast<std::size_t>(cell_count()) +
                 index(x, y)];
}

Geometry::Geometry(int width, int height) : width_(width), height_(height) {
  const int n = cell_count();
  for (int p = 0; p < n; ++p) {
    x_of_[p] = static_cast<std::uint8_t>(p % width);
    y_of_[p] = static_cast<std::uint8_t>(p / width);
  }
  edge_begin_.assign(kMaxCells + 2, 0);
  diag_begin_.assign(kMaxCells + 2, 0);
  for (int p = 0; p <= kMaxCells; ++p) {
    edge_begin_[p] = static_cast<std::uint32_t>(edge_flat_.size());
    diag_begin_[p] = static_cast<std::uint32_t>(diag_flat_.size());
    if (p >= n) continue;
    const int x = p % width;
    const int y = p / width;
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
  edge_begin_[kMaxCells + 1] = static_cast<std::uint32_t>(edge_flat_.size());
  diag_begin_[kMaxCells + 1] = static_cast<std::uint32_t>(diag_flat_.size());

  lookup_.assign(static_cast<std::size_t>(kPieceCount) * kMaxOrientations * n, -1);
  for (int k = 0; k < kPieceCount; ++k) {
    by_piece_[k] = static_cast<PlacementId>(placements_.size());
    const auto& info = piece_info(static_cast<PieceId>(k));
    for (std::size_t o = 0; o < info.orientations.size(); ++o) {
      const auto& ori = info.orientations[o];
      const std::size_t po = static_cast<std::size_t>(k) * kMaxOrientations + o;
      po_base_[po] = static_cast<std::uint32_t>(placements_.size());
      po_stride_[po] = static_cast<std::uint32_t>(std::max(0, width - ori.width + 1));
      for (int y = 0; y + ori.height <= height; ++y) {
        for (int x = 0; x + ori.width <= width; ++x) {
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

  // Translation-free shapes for the window generator, grouped by status, then piece.
  for (unsigned s = 0; s < kStatusCount; ++s) {
    for (int k = 0; k < kPieceCount; ++k) {
      shape_begin_[s * kPieceCount + static_cast<unsigned>(k)] =
          static_cast<std::uint32_t>(shapes_.size());
      const auto& info = piece_info(static_cast<PieceId>(k));
      for (std::size_t o = 0; o < info.orientations.size(); ++o) {
        const auto& ori = info.orientations[o];
        for (std::size_t i = 0; i < ori.size; ++i) {
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

}  // namespace tableref::blokus

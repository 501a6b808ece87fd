#pragma once
// A board's precomputed tables: cell indices, neighbours, every placement of every piece,
// and the shape lists the move generator walks (every piece's shapes seen from each of
// their cells, as 9x9 window masks, grouped by which of the eight neighbours of the cell
// they leave free). Built once per board size, immutable.
//
// Cell index p = y * width + x, with (0,0) = a1 at the lower left: ascending indices are
// Pentobi's order (row by row from the bottom, left to right).
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "tableref/referee/blokus/piece.hpp"
#include "tableref/referee/blokus/variant.hpp"

namespace tableref::blokus {

inline constexpr int kMaxCells = 400;
// Index of a cell that never exists: pads placements to 5 cells and stands for off-board
// neighbours. Every per-cell array has kMaxCells + 1 entries and keeps this one at zero.
inline constexpr std::uint16_t kNoCell = kMaxCells;

using PlacementId = std::uint16_t;

// A placement seen from one of its cells p, independent of where p is: its cells as bits of
// the 9x9 window centred on p (bit b = (dy + 4) * 9 + (dx + 4): b < 63 in lo, b - 63 in hi),
// where its anchor lies relative to p, and its piece * 8 + orientation.
struct RelShape {
  std::uint64_t lo = 0;
  std::uint32_t hi = 0;
  std::int8_t ax = 0;
  std::int8_t ay = 0;
  std::uint8_t po = 0;
};
// Window bits of the neighbours whose state selects a shape list (the generator's status):
// the four edge neighbours (left, right, below, above), then the four diagonal ones.
inline constexpr std::array<int, 8> kStatusBits{39, 41, 31, 49, 30, 32, 48, 50};
inline constexpr unsigned kStatusCount = 1u << kStatusBits.size();
// The status of a window: bit i set when window bit kStatusBits[i] is.
[[nodiscard]] inline unsigned window_status(std::uint64_t lo) {
  unsigned s = 0;
  for (std::size_t i = 0; i < kStatusBits.size(); ++i) {
    s |= static_cast<unsigned>((lo >> kStatusBits[i]) & 1u) << i;
  }
  return s;
}

struct PlacementData {
  std::array<std::uint16_t, kMaxPieceSize> cells{};  // ascending, padded with kNoCell
  PieceId piece = 0;
  std::uint8_t orientation = 0;
  std::uint8_t size = 0;
  Cell anchor;  // the orientation's (0,0) on the board
};

class Geometry {
 public:
  // The shared tables of a width x height board (both 1..20, width * height <= 400).
  [[nodiscard]] static const Geometry& get(int width, int height);

  [[nodiscard]] int width() const { return width_; }
  [[nodiscard]] int height() const { return height_; }
  [[nodiscard]] int cell_count() const { return width_ * height_; }
  [[nodiscard]] bool on_board(int x, int y) const {
    return x >= 0 && y >= 0 && x < width_ && y < height_;
  }
  [[nodiscard]] std::uint16_t index(int x, int y) const {
    return static_cast<std::uint16_t>(y * width_ + x);
  }
  [[nodiscard]] Cell cell(std::uint16_t p) const {
    return Cell{static_cast<std::int8_t>(x_of_[p]), static_cast<std::int8_t>(y_of_[p])};
  }

  [[nodiscard]] std::span<const std::uint16_t> edge_neighbours(std::uint16_t p) const;
  [[nodiscard]] std::span<const std::uint16_t> diagonal_neighbours(std::uint16_t p) const;

  [[nodiscard]] std::size_t placement_count() const { return placements_.size(); }
  [[nodiscard]] const PlacementData& placement(PlacementId id) const { return placements_[id]; }
  // All placements of one piece (ids are grouped by piece).
  [[nodiscard]] std::pair<PlacementId, PlacementId> placements_of(PieceId piece) const {
    return {by_piece_[piece], by_piece_[piece + 1u]};
  }
  // The placement of `piece` in `orientation` with its anchor at (x, y); -1 when it does
  // not fit on the board.
  [[nodiscard]] int find(PieceId piece, int orientation, int x, int y) const;

  // The shapes of `piece` seen from one of their cells that cover none of the edge
  // neighbours whose bit is set in `status` (bit i = kStatusBits[i]).
  [[nodiscard]] std::span<const RelShape> shapes(unsigned status, PieceId piece) const {
    const std::size_t k = static_cast<std::size_t>(status) * kPieceCount + piece;
    return {shapes_.data() + shape_begin_[k], shapes_.data() + shape_begin_[k + 1]};
  }
  // The id of the placement of piece * 8 + orientation `po` anchored at (x, y), which must fit.
  [[nodiscard]] PlacementId id_at(std::uint8_t po, int x, int y) const {
    return static_cast<PlacementId>(po_base_[po] + static_cast<std::uint32_t>(y) * po_stride_[po] +
                                    static_cast<std::uint32_t>(x));
  }

 private:
  Geometry(int width, int height);

  int width_ = 0;
  int height_ = 0;
  std::array<std::uint8_t, kMaxCells + 1> x_of_{};
  std::array<std::uint8_t, kMaxCells + 1> y_of_{};
  std::vector<std::uint16_t> edge_flat_;
  std::vector<std::uint16_t> diag_flat_;
  std::vector<std::uint32_t> edge_begin_;
  std::vector<std::uint32_t> diag_begin_;
  std::vector<PlacementData> placements_;
  std::array<PlacementId, kPieceCount + 1> by_piece_{};
  std::vector<std::int32_t> lookup_;  // (piece * 8 + orientation) * cells + anchor index
  std::vector<RelShape> shapes_;
  std::array<std::uint32_t, kStatusCount * kPieceCount + 1> shape_begin_{};
  std::array<std::uint32_t, kPieceCount * kMaxOrientations> po_base_{};
  std::array<std::uint32_t, kPieceCount * kMaxOrientations> po_stride_{};
};

}  // namespace tableref::blokus

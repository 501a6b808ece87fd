#pragma once
// A board's precomputed tables: cell indices, neighbours, every placement of every piece,
// and the shape lists the move generator walks (every piece's shapes seen from each of
// their cells, as 9x9 window masks, grouped by which of the eight neighbours of the cell
// they leave free). Built once per board size, immutable.
//
// Square boards: cell index p = y * width + x, with (0,0) = a1 at the lower left.
// Trigon's hexagons: the cells of the rectangle of columns and rows the hexagon is mapped
// to that lie on the board, numbered row by row from the bottom, left to right. Either way
// ascending indices are Pentobi's order (rows from the bottom, then columns), and each cell
// has its edge neighbours (sharing a side) and diagonal ones (sharing only a corner: 4 at
// most on squares, 9 on triangles). The generator walks the window tables on squares and the
// per-cell placement lists on triangles.
#include <array>
#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

#include "tableref/referee/blokus/piece.hpp"
#include "tableref/referee/blokus/trigon_piece.hpp"
#include "tableref/referee/blokus/variant.hpp"

namespace tableref::blokus {

inline constexpr int kMaxCells = 486;  // Trigon's edge-9 hexagon; 20x20 = 400
// Index of a cell that never exists: pads placements to kMaxPieceSize cells and stands for
// off-board neighbours. Every per-cell array has kMaxCells + 1 entries and keeps this one at zero.
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
  // The shared tables of a width x height board of squares (both 1..20, width * height <= 400).
  [[nodiscard]] static const Geometry& get(int width, int height);
  // The shared tables of Trigon's hexagon of triangles with that edge (8 or 9).
  [[nodiscard]] static const Geometry& trigon(int edge);
  // The board of a variant.
  [[nodiscard]] static const Geometry& of(const VariantInfo& info);

  [[nodiscard]] bool triangles() const { return shape_ == CellShape::kTriangle; }
  [[nodiscard]] CellShape cell_shape() const { return shape_; }
  // Columns and rows (for Trigon, of the rectangle the hexagon is mapped to).
  [[nodiscard]] int width() const { return width_; }
  [[nodiscard]] int height() const { return height_; }
  [[nodiscard]] int cell_count() const { return cell_count_; }
  [[nodiscard]] bool on_board(int x, int y) const {
    if (x < 0 || y < 0 || x >= width_ || y >= height_) return false;
    return !triangles() || index_of_[static_cast<std::size_t>(y * width_ + x)] >= 0;
  }
  // The index of a cell on the board.
  [[nodiscard]] std::uint16_t index(int x, int y) const {
    if (triangles()) {
      return static_cast<std::uint16_t>(index_of_[static_cast<std::size_t>(y * width_ + x)]);
    }
    return static_cast<std::uint16_t>(y * width_ + x);
  }
  // Triangles: the shift from the board's columns to trigon_piece.hpp's canonical frame
  // (a cell (x, y) points up iff x + up_shift() + y is even).
  [[nodiscard]] int up_shift() const { return up_shift_; }
  [[nodiscard]] bool points_up(int x, int y) const { return ((x + up_shift_ + y) & 1) == 0; }
  [[nodiscard]] std::span<const PieceInfo> piece_table() const {
    return blokus::piece_table(shape_);
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
  // not fit on the board (triangles: or the anchor turns the triangles over).
  [[nodiscard]] int find(PieceId piece, int orientation, int x, int y) const;
  // The placement covering exactly these cells (indices ascending); -1 when none.
  [[nodiscard]] int find_cells(std::span<const std::uint16_t> cells) const;

  // Triangles: the placements of `piece` that cover cell p and none of p's edge neighbours
  // whose bit is set in `status` (bit i = edge_neighbours(p)[i]; 0: every placement).
  [[nodiscard]] std::span<const PlacementId> placements_at(std::uint16_t p, PieceId piece,
                                                           unsigned status = 0) const {
    const std::size_t k =
        (static_cast<std::size_t>(p) * kEdgeStatusCount + status) * kTrigonPieceSlots + piece;
    return {at_flat_.data() + at_begin_[k], at_flat_.data() + at_begin_[k + 1]};
  }

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
  static constexpr std::size_t kTrigonPieceSlots = kTrigonPieceCount;
  static constexpr std::size_t kEdgeStatusCount = 8;  // a triangle has 3 edge neighbours
  Geometry(int width, int height);
  explicit Geometry(int edge);
  // The constructors' steps, in the order they run (each reads what the ones before built).
  void add_neighbours();
  void add_square_neighbours(int x, int y);
  void add_triangle_neighbours(int x, int y);
  void add_square_placements();
  void add_window_shapes();
  void add_triangle_placements();
  void index_placements_by_cell();
  void add_placement(PieceId piece, std::size_t orientation, std::span<const std::uint16_t> cells,
                     Cell anchor);
  [[nodiscard]] static std::uint64_t key_of(std::span<const std::uint16_t> cells);

  CellShape shape_ = CellShape::kSquare;
  int width_ = 0;
  int height_ = 0;
  int cell_count_ = 0;
  int up_shift_ = 0;
  std::vector<std::int16_t> index_of_;  // triangles: y * width + x -> index, -1 off the board
  std::array<std::uint8_t, kMaxCells + 1> x_of_{};
  std::array<std::uint8_t, kMaxCells + 1> y_of_{};
  std::vector<std::uint16_t> edge_flat_;
  std::vector<std::uint16_t> diag_flat_;
  std::vector<std::uint32_t> edge_begin_;
  std::vector<std::uint32_t> diag_begin_;
  std::vector<PlacementData> placements_;
  std::array<PlacementId, kTrigonPieceSlots + 1> by_piece_{};
  std::vector<std::int32_t> lookup_;  // (piece * 8 + orientation) * cells + anchor index
  std::vector<RelShape> shapes_;
  std::array<std::uint32_t, kStatusCount * kPieceCount + 1> shape_begin_{};
  std::array<std::uint32_t, kPieceCount * kMaxOrientations> po_base_{};
  std::array<std::uint32_t, kPieceCount * kMaxOrientations> po_stride_{};
  // Triangles: placements by cell and piece, and by their cells.
  std::vector<PlacementId> at_flat_;
  std::vector<std::uint32_t> at_begin_;
  std::unordered_map<std::uint64_t, PlacementId> by_cells_;
};

}  // namespace tableref::blokus

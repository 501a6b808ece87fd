#include "tableref/referee/blokus/geometry.hpp"

#include <gtest/gtest.h>

#include <set>

namespace tableref::blokus {
namespace {

std::size_t distinct_cell_sets(const Geometry& g) {
  std::set<std::array<std::uint16_t, kMaxPieceSize>> sets;
  for (std::size_t id = 0; id < g.placement_count(); ++id) {
    sets.insert(g.placement(static_cast<PlacementId>(id)).cells);
  }
  return sets.size();
}

TEST(BlokusGeometry, PlacementsOnEmptyBoards) {
  const auto& classic = Geometry::get(20, 20);
  EXPECT_EQ(classic.placement_count(), 30433u);
  EXPECT_EQ(distinct_cell_sets(classic), 30433u);
  const auto& duo = Geometry::get(14, 14);
  EXPECT_EQ(duo.placement_count(), 13729u);
  EXPECT_EQ(distinct_cell_sets(duo), 13729u);
}

TEST(BlokusGeometry, CellOrderIsPentobis) {
  const auto& g = Geometry::get(20, 20);
  EXPECT_EQ(g.index(0, 0), 0);    // a1
  EXPECT_EQ(g.index(19, 0), 19);  // t1
  EXPECT_EQ(g.index(0, 1), 20);   // a2
  EXPECT_EQ(g.cell(399), (Cell{19, 19}));
}

TEST(BlokusGeometry, ShapeListsAreFilteredByNeighbours) {
  const auto& g = Geometry::get(20, 20);
  for (PieceId k = 0; k < kPieceCount; ++k) {
    // With no neighbour forbidden: every orientation seen from each of its cells.
    std::size_t total = 0;
    for (std::size_t o = 0; o < piece_info(k).orientations.size(); ++o) total += piece_info(k).size;
    EXPECT_EQ(g.shapes(0, k).size(), total) << piece_name(k);
    for (unsigned s = 1; s < kStatusCount; ++s) {
      for (const auto& shape : g.shapes(s, k)) {
        EXPECT_TRUE(shape.lo & (std::uint64_t{1} << 40));  // covers the centre
        for (std::size_t i = 0; i < kStatusBits.size(); ++i) {
          if (s & (1u << i)) {
            EXPECT_FALSE(shape.lo & (std::uint64_t{1} << kStatusBits[i]));
          }
        }
      }
    }
  }
}

TEST(BlokusGeometry, ShapeAnchorsGiveThePlacementIds) {
  const auto& g = Geometry::get(14, 14);
  const int x = 6;
  const int y = 7;
  for (const auto& shape : g.shapes(0, *piece_from_name("F"))) {
    const auto id = g.id_at(shape.po, x + shape.ax, y + shape.ay);
    const auto& d = g.placement(id);
    EXPECT_EQ(d.piece * kMaxOrientations + d.orientation, shape.po);
    EXPECT_EQ(d.anchor, (Cell{static_cast<std::int8_t>(x + shape.ax),
                              static_cast<std::int8_t>(y + shape.ay)}));
  }
}

}  // namespace
}  // namespace tableref::blokus

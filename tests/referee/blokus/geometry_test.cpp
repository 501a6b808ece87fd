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

TEST(BlokusGeometry, CoveringListsAreFilteredByNeighbours) {
  const auto& g = Geometry::get(20, 20);
  const auto p = g.index(10, 10);
  for (PieceId k = 0; k < kPieceCount; ++k) {
    std::size_t all = g.covering(p, 0, k).size();
    std::size_t total = 0;
    for (std::size_t o = 0; o < piece_info(k).orientations.size(); ++o) total += piece_info(k).size;
    EXPECT_EQ(all, total) << piece_name(k);
    for (unsigned s = 1; s < 16; ++s) {
      for (auto id : g.covering(p, s, k)) {
        for (std::size_t i = 0; i < 4; ++i) {
          if (!(s & (1u << i))) continue;
          for (auto c : g.placement(id).cells) EXPECT_NE(c, g.edge4(p)[i]);
        }
      }
    }
  }
}

}  // namespace
}  // namespace tableref::blokus

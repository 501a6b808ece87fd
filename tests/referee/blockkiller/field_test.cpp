#include "tableref/referee/blockkiller/field.hpp"
#include "tableref/referee/blockkiller/reason.hpp"

#include <gtest/gtest.h>

namespace tableref::blockkiller {
namespace {

TEST(BlockKillerField, RowsFromTheTopDownWithTheFloorLast) {
  const auto f = Field::from_rows_top_down({"X.........", "XXXX.XXXXX"});
  ASSERT_TRUE(f.ok());
  EXPECT_TRUE(f.value().filled(0, 1));
  EXPECT_FALSE(f.value().filled(1, 1));
  EXPECT_FALSE(f.value().filled(4, 0));
  EXPECT_EQ(f.value().row(0), kFullRow & ~(1u << 4));
  EXPECT_EQ(f.value().height(), 2);
  EXPECT_EQ(f.value().to_rows_top_down(), (std::vector<std::string>{"X.........", "XXXX.XXXXX"}));
  // Walls and floor count as filled; above the stack is empty.
  EXPECT_TRUE(f.value().filled(-1, 0));
  EXPECT_TRUE(f.value().filled(10, 5));
  EXPECT_TRUE(f.value().filled(3, -1));
  EXPECT_FALSE(f.value().filled(3, 200));
}

TEST(BlockKillerField, BadRowsAreViolations) {
  auto r = Field::from_rows_top_down({"X........", "XXXXXXXXX."});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, Reason::kBkFieldBadRow);
  EXPECT_EQ(std::get<std::int64_t>(*r.error().find("row")), 1);
  r = Field::from_rows_top_down({"X...?....."});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, Reason::kBkFieldBadRow);
  r = Field::from_rows_top_down(std::vector<std::string>(kMaxStackHeight + 1, "X........."));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, Reason::kBkFieldTooTall);
}

TEST(BlockKillerField, CellsAndClears) {
  Field f;
  f.set(0, 0);
  f.set(11, 0);  // outside: ignored
  f.set(3, -2);
  EXPECT_EQ(f.row(0), 1u);
  f.clear_cell(0, 0);
  EXPECT_EQ(f.height(), 0);
  for (int x = 0; x < kWidth; ++x) f.set(x, 1);
  f.set(2, 0);
  f.set(5, 2);
  EXPECT_EQ(f.full_rows(), 1);
  EXPECT_EQ(f.clear_full_rows(), 1);
  EXPECT_EQ(f.to_rows_top_down(), (std::vector<std::string>{".....X....", "..X......."}));
  Field g = f;
  EXPECT_EQ(g.hash(), f.hash());
  g.set(9, 9);
  EXPECT_NE(g.hash(), f.hash());
}

}  // namespace
}  // namespace tableref::blockkiller

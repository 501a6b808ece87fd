#include "tableref/referee/blockkiller/garbage.hpp"

#include <gtest/gtest.h>

#include "tableref/referee/blockkiller/play.hpp"
#include "tableref/referee/blockkiller/reason.hpp"

namespace tableref::blockkiller {
namespace {

// The card sheet, as shipped in assets/blockkiller/garbage_cards.tsv.
constexpr std::string_view kGarbageTsv =
    "kind\tholes\tcopies\tnote\n"
    "single-hole\t0\t10\tone empty cell\n"
    "single-hole\t1\t10\t\n"
    "single-hole\t2\t10\t\n"
    "single-hole\t3\t10\t\n"
    "single-hole\t4\t10\t\n"
    "double-hole\t0,1\t6\t\n"
    "double-hole\t1,2\t6\t\n"
    "double-hole\t2,3\t6\t\n"
    "double-hole\t3,4\t6\t\n"
    "double-hole\t4,5\t3\t\n"
    "triple-hole\t0,1,2\t4\t\n"
    "triple-hole\t1,2,3\t4\t\n"
    "triple-hole\t2,3,4\t4\t\n"
    "triple-hole\t3,4,5\t4\t\n"
    "quad-hole\t3,4,5,6\t10\t\n"
    "checkerboard\t1,3,5,7,9\t8\tcells 0,2,4,6,8 filled\n";

std::vector<GarbageCatalogEntry> catalog() {
  return parse_garbage_catalog(kGarbageTsv).value();
}

TEST(BlockKillerGarbage, TheCardSheetHas111GarbageCards) {
  CardCatalog c;
  c.garbage = catalog();
  EXPECT_EQ(c.garbage.size(), 16u);
  EXPECT_EQ(c.garbage_total(), 111);
  c.blocks = parse_block_catalog(
                 "piece\tcopies\nZ\t12\nS\t12\nJ\t12\nL\t12\nT\t12\nO\t12\nI\t12\nmonomino\t6\n")
                 .value();
  EXPECT_EQ(c.block_total(), 90);
  EXPECT_TRUE(c.has_garbage({GarbageKind::kQuadHole, 0x78}));
  EXPECT_FALSE(c.has_garbage({GarbageKind::kSingleHole, 1u << 7}));
  auto bad = parse_garbage_catalog("kind\tholes\tcopies\nsingle-hole\t12\t3\n");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().reason, Reason::kBkCatalogBadRow);
}

TEST(BlockKillerGarbage, FlippingMirrorsTheHoles) {
  const GarbageCard single{GarbageKind::kSingleHole, 1u << 1};
  EXPECT_EQ(garbage_row_mask(single, false), kFullRow & ~(1u << 1));
  EXPECT_EQ(garbage_row_mask(single, true), kFullRow & ~(1u << 8));
  const GarbageCard checker{GarbageKind::kCheckerboard, 0x2AA};
  EXPECT_EQ(garbage_row_mask(checker, false), 0x155);  // cells 0,2,4,6,8
  EXPECT_EQ(garbage_row_mask(checker, true), 0x2AA);   // cells 1,3,5,7,9
}

TEST(BlockKillerGarbage, StacksFromTheFloorWithoutGaps) {
  const auto f =
      build_garbage_field(catalog(), {{{GarbageKind::kSingleHole, 1u << 0}, false, false},
                                      {{GarbageKind::kDoubleHole, 0x3 << 3}, true, false}});
  ASSERT_TRUE(f.ok());
  EXPECT_EQ(f.value().to_rows_top_down(),
            (std::vector<std::string>{"XXXXX..XXX", ".XXXXXXXXX"}));  // holes 3,4 flipped to 6,5
  const auto unknown =
      build_garbage_field(catalog(), {{{GarbageKind::kSingleHole, 1u << 7}, false, false}});
  ASSERT_FALSE(unknown.ok());
  EXPECT_EQ(unknown.error().reason, Reason::kBkGarbageUnknownCard);
}

TEST(BlockKillerGarbage, MergedCheckerboardsClearWithTheFirstPiece) {
  // Floor: single hole at 0; above it two checkerboards merged into one solid row.
  const auto f =
      build_garbage_field(catalog(), {{{GarbageKind::kSingleHole, 1u << 0}, false, false},
                                      {{GarbageKind::kCheckerboard, 0x2AA}, false, true}});
  ASSERT_TRUE(f.ok());
  EXPECT_EQ(f.value().full_rows(), 1);
  // An O on top clears nothing by itself, yet the first piece's clear counts the solid row.
  const RuleOptions rules;
  const auto play = evaluate_play(f.value(),
                                  {{Piece::kO, {{4, 2}, {5, 2}, {4, 3}, {5, 3}}},
                                   {Piece::kO, {{4, 3}, {5, 3}, {4, 4}, {5, 4}}}},
                                  rules);
  ASSERT_TRUE(play.legal);
  EXPECT_EQ(play.pieces[0].lines, 1);
  EXPECT_EQ(play.attack.pieces[0].combo, 1);
  EXPECT_EQ(play.pieces[1].lines, 0);  // the solid row is gone; the O fell one row
  // The solid row (start row 1) was two checkerboard cards: both go to the discard pile.
  EXPECT_EQ(play.cleared_rows, (std::vector<int>{1}));
  const std::vector<StackedGarbage> stack{{{GarbageKind::kSingleHole, 1u << 0}, false, false},
                                          {{GarbageKind::kCheckerboard, 0x2AA}, false, true}};
  EXPECT_EQ(cards_in_rows(stack, play.cleared_rows), 2);
  EXPECT_EQ(cards_in_rows(stack, {0, 1}), 3);
  // With the option off the row still goes, but it is not a line of the first piece.
  RuleOptions off;
  off.merge_clears_with_first_piece = false;
  const auto plain = evaluate_play(f.value(), {{Piece::kO, {{4, 2}, {5, 2}, {4, 3}, {5, 3}}}}, off);
  ASSERT_TRUE(plain.legal);
  EXPECT_EQ(plain.pieces[0].lines, 0);
  EXPECT_EQ(plain.field_after.height(), 3);
}

TEST(BlockKillerGarbage, TheSolidRowCountsInAMultiLineClear) {
  // Solid row on the floor, a single-hole row above: filling the hole clears 1 line plus the
  // merged row, a double.
  const auto f =
      build_garbage_field(catalog(), {{{GarbageKind::kCheckerboard, 0}, false, true},
                                      {{GarbageKind::kSingleHole, 1u << 0}, false, false}});
  ASSERT_TRUE(f.ok());
  const auto play = evaluate_play(f.value(), {{Piece::kMono, {{0, 1}}}}, RuleOptions{});
  ASSERT_TRUE(play.legal);
  EXPECT_EQ(play.pieces[0].lines, 2);
  EXPECT_EQ(play.attack.attack, 1);
  EXPECT_EQ(play.field_after.height(), 0);
}

}  // namespace
}  // namespace tableref::blockkiller

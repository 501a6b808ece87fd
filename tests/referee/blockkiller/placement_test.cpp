#include "tableref/referee/blockkiller/placement.hpp"
#include "tableref/referee/blockkiller/reason.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "test_util.hpp"

namespace tableref::blockkiller {
namespace {

using testing::field;
using testing::with_kicks;
using Cells = std::vector<GridCell>;

class BothKickSets : public ::testing::TestWithParam<Kicks> {};
INSTANTIATE_TEST_SUITE_P(Kicks, BothKickSets, ::testing::Values(Kicks::kSrs, Kicks::kSrsPlus));

struct Outcome {
  bool legal = false;
  Spin spin = Spin::kNone;
  int lines = 0;
};

Outcome place(const Field& f, Piece p, const Cells& cells, const RuleOptions& rules) {
  auto r = check_placement(f, p, cells, rules);
  if (!r.ok()) return {};
  Field after = f;
  return {true, r.value().spin, lock_piece(after, r.value().cells, rules)};
}

TEST_P(BothKickSets, TSpinDouble) {
  // The overhang at (0,2) makes the slot reachable only by turning R -> 2 at the bottom.
  const auto f = field({"X.........", "...XXXXXXX", "X.XXXXXXXX"});
  const auto o = place(f, Piece::kT, {{0, 1}, {1, 1}, {2, 1}, {1, 0}}, with_kicks(GetParam()));
  EXPECT_TRUE(o.legal);
  EXPECT_EQ(o.spin, Spin::kFull);
  EXPECT_EQ(o.lines, 2);
}

TEST_P(BothKickSets, TSpinTripleThroughTheFifthKick) {
  // T flat at (2,3) under the roof at (1,4); 0 -> R fails four tests and lands on the fifth,
  // (-1,-2), standing in the column x = 1.
  const auto f = field({"XX........", "X.........", "X.XXXXXXXX", "X..XXXXXXX", "X.XXXXXXXX"});
  const Cells tst{{1, 2}, {1, 1}, {1, 0}, {2, 1}};
  const auto o = place(f, Piece::kT, tst, with_kicks(GetParam()));
  EXPECT_TRUE(o.legal);
  EXPECT_EQ(o.spin, Spin::kFull);
  EXPECT_EQ(o.lines, 3);
  // Without the kick there is no way in: from R one row higher the roof at (2,2) blocks.
  auto r = check_placement(f, Piece::kT, {{1, 3}, {1, 2}, {1, 1}, {2, 2}}, with_kicks(GetParam()));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, Reason::kBkOverlap);
}

TEST_P(BothKickSets, FinIsFullOnlyBecauseOfTheFifthKick) {
  // Same slot with (2,0) open: three corners, one front corner missing, so only the
  // TST-kick exception makes it full. Two lines clear (rows 1 and 2).
  const auto f = field({"XX........", "X.........", "X.XXXXXXXX", "X..XXXXXXX", "X..XXXXXXX"});
  const auto o = place(f, Piece::kT, {{1, 2}, {1, 1}, {1, 0}, {2, 1}}, with_kicks(GetParam()));
  EXPECT_TRUE(o.legal);
  EXPECT_EQ(o.spin, Spin::kFull);
  EXPECT_EQ(o.lines, 2);
}

TEST_P(BothKickSets, TSpinMini) {
  // T pointing up in the floor notch, turned in by the third L -> 0 test: three corners
  // (the floor twice and (0,1)) but only one front corner.
  const auto f = field({"X..XXXXXXX", "...XXXXXXX"});
  const auto o = place(f, Piece::kT, {{0, 0}, {1, 0}, {2, 0}, {1, 1}}, with_kicks(GetParam()));
  EXPECT_TRUE(o.legal);
  EXPECT_EQ(o.spin, Spin::kMini);
  EXPECT_EQ(o.lines, 1);
}

TEST_P(BothKickSets, TPointingUpOverTheTsdSlotIsAMini) {
  const auto f = field({"X.........", "...XXXXXXX", "X.XXXXXXXX"});
  const auto o = place(f, Piece::kT, {{0, 1}, {1, 1}, {2, 1}, {1, 2}}, with_kicks(GetParam()));
  EXPECT_TRUE(o.legal);
  EXPECT_EQ(o.spin, Spin::kMini);
  EXPECT_EQ(o.lines, 1);
}

TEST_P(BothKickSets, ISpin) {
  // A horizontal I in the covered tunnel of row 0: it can move neither left, right nor up.
  const auto f = field({"X.XXXXXXXX", "X....XXXXX"});
  const auto o = place(f, Piece::kI, {{1, 0}, {2, 0}, {3, 0}, {4, 0}}, with_kicks(GetParam()));
  EXPECT_TRUE(o.legal);
  EXPECT_EQ(o.spin, Spin::kFull);
  EXPECT_EQ(o.lines, 1);
  RuleOptions only_t = with_kicks(GetParam());
  only_t.all_spin = false;
  EXPECT_EQ(place(f, Piece::kI, {{1, 0}, {2, 0}, {3, 0}, {4, 0}}, only_t).spin, Spin::kNone);
  RuleOptions minis = with_kicks(GetParam());
  minis.non_t_spin_is_mini = true;
  EXPECT_EQ(place(f, Piece::kI, {{1, 0}, {2, 0}, {3, 0}, {4, 0}}, minis).spin, Spin::kMini);
}

TEST_P(BothKickSets, STwist) {
  // S from R at (3,2) turned clockwise lands by the third test (+1,-1) in the twisted hole.
  const auto f = field({".X........", "XXXX..XXXX", "XXX..XXXXX"});
  const auto o = place(f, Piece::kS, {{3, 0}, {4, 0}, {4, 1}, {5, 1}}, with_kicks(GetParam()));
  EXPECT_TRUE(o.legal);
  EXPECT_EQ(o.spin, Spin::kFull);
  EXPECT_EQ(o.lines, 2);
}

TEST_P(BothKickSets, ZTwist) {
  // Z from L at (3,2) turned counter-clockwise lands by the third test (-1,-1).
  const auto f = field({"X.........", "X..XXXXXXX", "XX..XXXXXX"});
  const auto o = place(f, Piece::kZ, {{1, 1}, {2, 1}, {2, 0}, {3, 0}}, with_kicks(GetParam()));
  EXPECT_TRUE(o.legal);
  EXPECT_EQ(o.spin, Spin::kFull);
  EXPECT_EQ(o.lines, 2);
}

TEST(BlockKillerPlacement, SrsPlusReachesAnISpinThatSrsCannot) {
  // I standing in column 6 (state R at (5,2)) turns R -> 0. SRS tries (0,0) (+2,0) (-1,0)
  // and lands on (+2,+1) above the stack; SRS+ tries (0,0) (-1,0) (+2,0) then (-1,-2),
  // which drops it into the covered row 0 (x = 3..6).
  const auto f = field({".X.X.X..XX", "XXXXXX....", "XXX....XXX"});
  const Cells tunnel{{3, 0}, {4, 0}, {5, 0}, {6, 0}};
  auto srs = check_placement(f, Piece::kI, tunnel, with_kicks(Kicks::kSrs));
  ASSERT_FALSE(srs.ok());
  EXPECT_EQ(srs.error().reason, Reason::kBkUnreachable);
  const auto plus = place(f, Piece::kI, tunnel, with_kicks(Kicks::kSrsPlus));
  EXPECT_TRUE(plus.legal);
  EXPECT_EQ(plus.spin, Spin::kFull);
  EXPECT_EQ(plus.lines, 1);
}

TEST(BlockKillerPlacement, ReasonsInOrder) {
  const auto f = field({"X.........", "...XXXXXXX", "X.XXXXXXXX"});
  const RuleOptions rules;
  auto reason = [&](Piece p, const Cells& cells) {
    auto r = check_placement(f, p, cells, rules);
    return r.ok() ? ReasonCode{} : r.error().reason;
  };
  // Not the shape of the named piece (an L shape called T; wrong cell count; duplicates).
  EXPECT_EQ(reason(Piece::kT, {{0, 5}, {1, 5}, {2, 5}, {2, 6}}), Reason::kBkNotAPiece);
  EXPECT_EQ(reason(Piece::kT, {{0, 5}, {1, 5}, {2, 5}}), Reason::kBkNotAPiece);
  EXPECT_EQ(reason(Piece::kMono, {{0, 5}, {0, 5}}), Reason::kBkNotAPiece);
  // Out of the field beats overlap: the T also overlaps (0,0) but sticks out at x = -1.
  EXPECT_EQ(reason(Piece::kT, {{-1, 0}, {0, 0}, {1, 0}, {0, 1}}), Reason::kBkOutOfField);
  EXPECT_EQ(reason(Piece::kI, {{7, 3}, {8, 3}, {9, 3}, {10, 3}}), Reason::kBkOutOfField);
  EXPECT_EQ(reason(Piece::kO, {{4, -1}, {5, -1}, {4, 0}, {5, 0}}), Reason::kBkOutOfField);
  // Overlap beats not resting.
  EXPECT_EQ(reason(Piece::kO, {{3, 1}, {4, 1}, {3, 2}, {4, 2}}), Reason::kBkOverlap);
  // Floating.
  EXPECT_EQ(reason(Piece::kO, {{4, 5}, {5, 5}, {4, 6}, {5, 6}}), Reason::kBkNotResting);
  // A monomino drops straight into the open hole (1,0): legal.
  EXPECT_TRUE(check_placement(f, Piece::kMono, {{1, 0}}, rules).ok());
  const auto sealed = field({"XXXXXXXXXX", "X.XXXXXXXX"});
  auto r = check_placement(sealed, Piece::kMono, {{1, 0}}, rules);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, Reason::kBkUnreachable);
  // A 2x2 hole roofed at (1,2): an O cannot get in from above or from the side.
  const auto o_slot = field({"XX........", "X..XXXXXXX", "X..XXXXXXX"});
  r = check_placement(o_slot, Piece::kO, {{1, 0}, {2, 0}, {1, 1}, {2, 1}}, rules);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, Reason::kBkUnreachable);
  // Not-resting parameters say how far it could fall.
  r = check_placement(f, Piece::kO, {{4, 5}, {5, 5}, {4, 6}, {5, 6}}, rules);
  ASSERT_FALSE(r.ok());
  const auto* rows = r.error().find("rows");
  ASSERT_NE(rows, nullptr);
  EXPECT_EQ(std::get<std::int64_t>(*rows), 3);
}

TEST(BlockKillerPlacement, GoldenCountsOnTheEmptyField) {
  const Field empty;
  const RuleOptions rules;
  // Distinct resting cell sets (perft-style golden numbers).
  EXPECT_EQ(legal_placements(empty, Piece::kT, rules).size(), 8u + 9u + 8u + 9u);
  EXPECT_EQ(legal_placements(empty, Piece::kJ, rules).size(), 34u);
  EXPECT_EQ(legal_placements(empty, Piece::kL, rules).size(), 34u);
  EXPECT_EQ(legal_placements(empty, Piece::kS, rules).size(), 8u + 9u);
  EXPECT_EQ(legal_placements(empty, Piece::kZ, rules).size(), 8u + 9u);
  EXPECT_EQ(legal_placements(empty, Piece::kI, rules).size(), 7u + 10u);
  EXPECT_EQ(legal_placements(empty, Piece::kO, rules).size(), 9u);
  EXPECT_EQ(legal_placements(empty, Piece::kMono, rules).size(), 10u);
  for (const auto& p : legal_placements(empty, Piece::kT, rules)) {
    // A T needs three occupied corners; on an empty field the floor or a wall gives at most
    // two, so nothing spins here.
    EXPECT_EQ(p.spin, Spin::kNone);
  }
}

TEST(BlockKillerPlacement, SpawnsFourEmptyRowsAboveTheStack) {
  const auto f = field({"X.........", "XXXXXXXXX."});
  const auto s = spawn_state(Piece::kT, f);
  EXPECT_EQ(s.x, 4);
  EXPECT_EQ(s.y, 2 + 4);
  EXPECT_EQ(state_cells(Piece::kI, spawn_state(Piece::kI, f)),
            (Cells{{3, 6}, {4, 6}, {5, 6}, {6, 6}}));
  EXPECT_EQ(state_cells(Piece::kO, spawn_state(Piece::kO, f)),
            (Cells{{4, 6}, {5, 6}, {4, 7}, {5, 7}}));
}

TEST(BlockKillerPlacement, GhostDropsStraightDown) {
  const auto f = field({"X.........", "...XXXXXXX", "X.XXXXXXXX"});
  const auto t = ghost_state(f, Piece::kT, Rotation::k2, 1);
  ASSERT_TRUE(t.has_value());
  // Pointing down over the slot, its flat side stops on the overhang (0,2).
  EXPECT_EQ(state_cells(Piece::kT, *t), (Cells{{1, 2}, {0, 3}, {1, 3}, {2, 3}}));
  const auto i = ghost_state(f, Piece::kI, Rotation::kR, 4);
  ASSERT_TRUE(i.has_value());
  EXPECT_EQ(state_cells(Piece::kI, *i), (Cells{{5, 2}, {5, 3}, {5, 4}, {5, 5}}));
  EXPECT_FALSE(ghost_state(f, Piece::kT, Rotation::k0, 0).has_value());  // sticks out left
  const auto mono = ghost_state(f, Piece::kMono, Rotation::kL, 1);
  ASSERT_TRUE(mono.has_value());
  EXPECT_EQ(state_cells(Piece::kMono, *mono), (Cells{{1, 0}}));  // column 1 is open to the floor
}

TEST(BlockKillerPlacement, Rotate180OpensPositions) {
  // T flat at (2,1) under the roof of row 2; a half turn 0 -> 2 fails four tests and the
  // fifth, (+1,0), points it down into (3,0). Quarter turns cannot get there.
  const auto f = field({"...X...X..", "X..X.XXXXX", "X....XXXXX", "XXX.XXXXXX"});
  RuleOptions half;
  half.rotate180 = true;
  const Cells down{{2, 1}, {3, 1}, {4, 1}, {3, 0}};
  auto quarter = check_placement(f, Piece::kT, down, RuleOptions{});
  ASSERT_FALSE(quarter.ok());
  EXPECT_EQ(quarter.error().reason, Reason::kBkUnreachable);
  const auto o = place(f, Piece::kT, down, half);
  EXPECT_TRUE(o.legal);
  EXPECT_EQ(o.spin, Spin::kNone);  // two corners only: (2,0) and (4,0)
  EXPECT_EQ(o.lines, 1);
}

}  // namespace
}  // namespace tableref::blockkiller

namespace tableref::blockkiller {
namespace {

// The card is recognised from the cells alone, in every rotation and anywhere, as Blokus
// recognises its pieces: the entry never needs the piece named first.
TEST(BlockKillerIdentify, EveryCardInEveryRotationFromItsCells) {
  for (const auto piece : kAllPieces) {
    for (int r = 0; r < rotation_states(piece); ++r) {
      const PieceState state{static_cast<Rotation>(r), 3 + r, 5 + r};
      auto cells = state_cells(piece, state);
      std::reverse(cells.begin(), cells.end());  // any order
      const auto found = identify_piece(cells);
      ASSERT_TRUE(found.ok()) << piece_name(piece) << " rotation " << r;
      EXPECT_EQ(found.value(), piece) << piece_name(piece) << " rotation " << r;
    }
  }
}

TEST(BlockKillerIdentify, FourInAColumnIsTheINotAT) {
  const std::vector<GridCell> column{{0, 0}, {0, 1}, {0, 2}, {0, 3}};
  ASSERT_TRUE(identify_piece(column).ok());
  EXPECT_EQ(identify_piece(column).value(), Piece::kI);
  // Mirror images are other cards.
  EXPECT_EQ(identify_piece({{0, 0}, {1, 0}, {1, 1}, {2, 1}}).value(), Piece::kS);
  EXPECT_EQ(identify_piece({{0, 1}, {1, 1}, {1, 0}, {2, 0}}).value(), Piece::kZ);
  // J in spawn: X.. over XXX; L: ..X over XXX.
  EXPECT_EQ(identify_piece({{0, 0}, {1, 0}, {2, 0}, {0, 1}}).value(), Piece::kJ);
  EXPECT_EQ(identify_piece({{0, 0}, {1, 0}, {2, 0}, {2, 1}}).value(), Piece::kL);
  EXPECT_EQ(identify_piece({{7, 2}}).value(), Piece::kMono);
}

TEST(BlockKillerIdentify, CellsThatFormNoCardSaySo) {
  for (const std::vector<GridCell>& cells : std::vector<std::vector<GridCell>>{
           {},
           {{0, 0}, {1, 0}},
           {{0, 0}, {1, 0}, {2, 0}},
           {{0, 0}, {2, 0}, {4, 0}, {6, 0}},          // not joined
           {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}},  // five
           {{0, 0}, {0, 0}, {1, 0}, {2, 0}},          // a duplicate
       }) {
    const auto found = identify_piece(cells);
    ASSERT_FALSE(found.ok()) << cells.size();
    EXPECT_EQ(found.error().reason, Reason::kBkNoBlockShape);
  }
}

TEST(BlockKillerIdentify, TappedCellsAreCheckedAsTheCardTheyForm) {
  const auto f = Field::from_rows_top_down({"...XXXXXXX", "X.XXXXXXXX"}).value();
  const RuleOptions rules;
  // The T-spin double slot: the T is recognised and placed with its spin.
  const auto tsd = check_tapped_cells(f, {{0, 1}, {1, 1}, {2, 1}, {1, 0}}, rules);
  ASSERT_TRUE(tsd.ok()) << static_cast<int>(tsd.error().reason.value());
  EXPECT_EQ(tsd.value().piece, Piece::kT);
  // An I standing in the open is recognised, then refused as floating.
  const auto floating = check_tapped_cells(f, {{5, 5}, {5, 6}, {5, 7}, {5, 8}}, rules);
  ASSERT_FALSE(floating.ok());
  EXPECT_EQ(floating.error().reason, Reason::kBkNotResting);
  // Three cells: no card yet.
  EXPECT_EQ(check_tapped_cells(f, {{0, 1}, {1, 1}, {2, 1}}, rules).error().reason,
            Reason::kBkNoBlockShape);
}

}  // namespace
}  // namespace tableref::blockkiller

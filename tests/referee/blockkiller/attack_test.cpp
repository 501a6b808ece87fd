#include "tableref/referee/blockkiller/attack.hpp"
#include "tableref/referee/blockkiller/reason.hpp"

#include <gtest/gtest.h>

namespace tableref::blockkiller {
namespace {

RuleOptions standard() {
  return RuleOptions{};
}
RuleOptions no_mercy() {
  RuleOptions r;
  r.mode = Mode::kNoMercy;
  return r;
}

// One piece scored from a fresh chain.
PieceAttack single(const PieceClear& c, const RuleOptions& r) {
  ChainState chain;
  return score_piece(c, chain, r);
}

struct Row {
  int lines;
  int non_spin;
  int non_spin_offset;
  int spin;
  int spin_offset;
};

// The rows are reference/block-killer.md "Attack of one play", the attack table, standard
// columns; beyond it, step 2 "Offset" (seeds/000_931050619c200da4.txt line 239: "the extra
// lines will not provide attacks, but only add offset values equal to the number of extra
// lines").
TEST(BlockKillerAttack, EveryRowOfTheStandardTable) {
  const Row rows[] = {
      {1, 0, 0, 2, 0}, {2, 1, 0, 4, 0}, {3, 2, 0, 6, 0}, {4, 4, 0, 6, 1}, {5, 4, 1, 6, 2}};
  for (const auto& row : rows) {
    const auto plain = single({row.lines, Spin::kNone}, standard());
    EXPECT_EQ(plain.attack, row.non_spin) << row.lines;
    EXPECT_EQ(plain.offset, row.non_spin_offset) << row.lines;
    const auto spun = single({row.lines, Spin::kFull}, standard());
    EXPECT_EQ(spun.attack, row.spin) << row.lines;
    EXPECT_EQ(spun.offset, row.spin_offset) << row.lines;
  }
  // Step 2 beyond the table's last row: "lines beyond 4 (non-spin) or beyond 3 (spin) give
  // no attack; each gives 1 offset. The attack is read at 4 or 3 lines."
  for (int lines = 6; lines <= 9; ++lines) {
    const auto plain = single({lines, Spin::kNone}, standard());
    EXPECT_EQ(plain.attack, 4) << lines;
    EXPECT_EQ(plain.offset, lines - 4) << lines;
    const auto spun = single({lines, Spin::kFull}, standard());
    EXPECT_EQ(spun.attack, 6) << lines;
    EXPECT_EQ(spun.offset, lines - 3) << lines;
  }
}

// reference/block-killer.md "Attack of one play": the No Mercy columns; "No Mercy has no
// offset: extra lines attack. Beyond 5 lines it holds the 5-line value and the breakdown says
// so."
TEST(BlockKillerAttack, EveryRowOfTheNoMercyTable) {
  const Row rows[] = {
      {1, 1, 0, 2, 0}, {2, 2, 0, 5, 0}, {3, 4, 0, 8, 0}, {4, 6, 0, 12, 0}, {5, 9, 0, 16, 0}};
  for (const auto& row : rows) {
    const auto plain = single({row.lines, Spin::kNone}, no_mercy());
    EXPECT_EQ(plain.attack, row.non_spin) << row.lines;
    EXPECT_EQ(plain.offset, 0);
    const auto spun = single({row.lines, Spin::kFull}, no_mercy());
    EXPECT_EQ(spun.attack, row.spin) << row.lines;
    EXPECT_EQ(spun.offset, 0);
    EXPECT_FALSE(spun.capped);
  }
  // Beyond 5 lines No Mercy holds the 5-line value and says so.
  const auto six = single({6, Spin::kFull}, no_mercy());
  EXPECT_EQ(six.attack, 16);
  EXPECT_TRUE(six.capped);
  EXPECT_EQ(single({7, Spin::kNone}, no_mercy()).attack, 9);
}

// reference/block-killer.md "Attack of one play", the combo table: standard 0 1 1 1 2 2 2
// then 2 held; No Mercy 0 1 2 2 3 3 4 then 4 held (seeds/000_931050619c200da4.txt line 243:
// "The combo count starts at 1 when a line is cleared, and resets to 0").
TEST(BlockKillerAttack, EveryRowOfBothComboTables) {
  // Single-line non-spin clears in a row: the base is 0 (standard) or 1 (No Mercy), no b2b.
  const int standard_bonus[] = {0, 1, 1, 1, 2, 2, 2, 2, 2, 2};
  const int no_mercy_bonus[] = {0, 1, 2, 2, 3, 3, 4, 4, 4, 4};
  std::vector<PieceClear> clears(10, PieceClear{1, Spin::kNone});
  const auto s = score_play(clears, standard());
  const auto n = score_play(clears, no_mercy());
  for (std::size_t i = 0; i < clears.size(); ++i) {
    EXPECT_EQ(s.pieces[i].combo, static_cast<int>(i) + 1);
    EXPECT_EQ(s.pieces[i].combo_bonus, standard_bonus[i]) << "combo " << i + 1;
    EXPECT_EQ(s.pieces[i].attack, standard_bonus[i]);
    EXPECT_EQ(n.pieces[i].combo_bonus, no_mercy_bonus[i]) << "combo " << i + 1;
    EXPECT_EQ(n.pieces[i].attack, 1 + no_mercy_bonus[i]);
    EXPECT_FALSE(s.pieces[i].b2b);
  }
  EXPECT_EQ(s.attack, 0 + 1 + 1 + 1 + 2 + 2 + 2 + 2 + 2 + 2);
  EXPECT_EQ(combo_bonus(Mode::kStandard, 7), 2);
  EXPECT_EQ(combo_bonus(Mode::kNoMercy, 7), 4);
  EXPECT_EQ(combo_bonus(Mode::kNoMercy, 30), 4);
}

TEST(BlockKillerAttack, ANonClearResetsTheCombo) {
  const auto play = score_play(
      {{1, Spin::kNone}, {1, Spin::kNone}, {0, Spin::kNone}, {1, Spin::kNone}}, standard());
  EXPECT_EQ(play.pieces[1].combo, 2);
  EXPECT_EQ(play.pieces[2].combo, 0);
  EXPECT_EQ(play.pieces[2].attack, 0);
  EXPECT_EQ(play.pieces[3].combo, 1);
  EXPECT_EQ(play.pieces[3].combo_bonus, 0);
  EXPECT_EQ(play.attack, 1);
}

TEST(BlockKillerAttack, BackToBackNeedsTwoSpecialClearsInARow) {
  // TSD, quad, single, TSS: b2b on the quad only (the single breaks the chain).
  const auto play = score_play(
      {{2, Spin::kFull}, {4, Spin::kNone}, {1, Spin::kNone}, {1, Spin::kFull}}, standard());
  EXPECT_TRUE(play.pieces[0].special);
  EXPECT_FALSE(play.pieces[0].b2b);
  EXPECT_TRUE(play.pieces[1].b2b);
  EXPECT_EQ(play.pieces[1].attack, 4 + 1 + 1);  // quad + b2b + combo 2
  EXPECT_FALSE(play.pieces[2].special);
  EXPECT_FALSE(play.pieces[3].b2b);
  EXPECT_EQ(play.pieces[3].attack, 2 + 1);  // TSS + combo 4
  EXPECT_EQ(play.attack, 4 + 6 + 1 + 3);
  // A non-clearing piece between two special clears keeps b2b (only clears count).
  const auto kept = score_play({{2, Spin::kFull}, {0, Spin::kNone}, {2, Spin::kFull}}, standard());
  EXPECT_TRUE(kept.pieces[2].b2b);
  EXPECT_EQ(kept.pieces[2].combo, 1);
  EXPECT_EQ(kept.pieces[2].attack, 4 + 1);
}

TEST(BlockKillerAttack, MiniWeakeningScoresAMiniAsANonSpinButKeepsItSpecial) {
  const auto weak = score_play({{2, Spin::kMini}, {2, Spin::kMini}}, standard());
  EXPECT_EQ(weak.pieces[0].attack, 1);
  EXPECT_TRUE(weak.pieces[0].special);
  EXPECT_FALSE(weak.pieces[0].scored_as_spin);
  EXPECT_TRUE(weak.pieces[1].b2b);
  EXPECT_EQ(weak.pieces[1].attack, 1 + 1 + 1);
  RuleOptions strong;
  strong.mini_weakening = false;
  EXPECT_EQ(single({2, Spin::kMini}, strong).attack, 4);
  // A weakened 5-line mini reads the non-spin row: 4 attack and 1 offset.
  const auto five = single({5, Spin::kMini}, standard());
  EXPECT_EQ(five.attack, 4);
  EXPECT_EQ(five.offset, 1);
}

TEST(BlockKillerAttack, CarriedChainContinuesComboAndBackToBack) {
  ChainState carried{2, true};
  const auto play = score_play({{2, Spin::kFull}}, standard(), carried);
  EXPECT_EQ(play.pieces[0].combo, 3);
  EXPECT_TRUE(play.pieces[0].b2b);
  EXPECT_EQ(play.attack, 4 + 1 + 1);
}

TEST(BlockKillerAttack, QuickModeUsesTheSameArithmetic) {
  const std::vector<PieceClear> clears{{2, Spin::kFull}, {0, Spin::kNone}, {4, Spin::kNone}};
  const auto quick = quick_play(clears, standard());
  ASSERT_TRUE(quick.ok());
  EXPECT_EQ(quick.value(), score_play(clears, standard()));
  EXPECT_EQ(quick.value().attack, 4 + 4 + 1);
  const auto bad = quick_play({{-1, Spin::kNone}}, standard());
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().reason, Reason::kBkQuickBadLines);
  EXPECT_FALSE(quick_play({{kMaxQuickLines + 1, Spin::kNone}}, standard()).ok());
}

}  // namespace
}  // namespace tableref::blockkiller

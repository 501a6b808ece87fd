#include "tableref/search/blockkiller/best_play.hpp"

#include <gtest/gtest.h>

#include "test_util.hpp"

namespace tableref::blockkiller {
namespace {

using testing::field;

BestPlay best(const Field& f, std::vector<Piece> hand, RuleOptions rules = {}) {
  BestPlayQuery q;
  q.field = f;
  q.hand = std::move(hand);
  q.rules = rules;
  q.budget = std::chrono::seconds(20);
  return find_best_play(q);
}

TEST(BlockKillerBestPlay, FindsTheTSpinDouble) {
  const auto f = field({"X.........", "...XXXXXXX", "X.XXXXXXXX"});
  const auto b = best(f, {Piece::kT});
  EXPECT_TRUE(b.exhaustive);
  EXPECT_EQ(b.attack.attack, 4);
  ASSERT_EQ(b.steps.size(), 1u);
  EXPECT_EQ(b.steps[0].spin, Spin::kFull);
  EXPECT_EQ(b.cards, 1);
}

TEST(BlockKillerBestPlay, FewerCardsBreakTies) {
  // The O adds nothing to the T-spin double: the best play leaves it in hand.
  const auto f = field({"X.........", "...XXXXXXX", "X.XXXXXXXX"});
  const auto b = best(f, {Piece::kO, Piece::kT});
  EXPECT_TRUE(b.exhaustive);
  EXPECT_EQ(b.attack.attack, 4);
  EXPECT_EQ(b.cards, 1);
}

TEST(BlockKillerBestPlay, MoreOffsetBreaksTies) {
  // A solid (merged) row under three single-hole rows in one column: the I clears 4 rows +
  // the merged row = 5 lines: 4 attack and 1 offset in standard mode.
  const auto f = field({"XXXXXXXXX.", "XXXXXXXXX.", "XXXXXXXXX.", "XXXXXXXXX.", "XXXXXXXXXX"});
  const auto b = best(f, {Piece::kI});
  EXPECT_EQ(b.attack.attack, 4);
  EXPECT_EQ(b.attack.offset, 1);
  const auto none = best(Field{}, {Piece::kO});
  EXPECT_EQ(none.attack.attack, 0);
  EXPECT_EQ(none.cards, 0);
  EXPECT_TRUE(none.steps.empty());
}

TEST(BlockKillerBestPlay, ReplaysAsALegalPlayWithTheSameAttack) {
  const auto f = field({"X.........", "...XXXXXXX", "X.XXXXXXXX", "XXXX.XXXXX", "XXXX.XXXXX"});
  const RuleOptions rules;
  const auto b = best(f, {Piece::kT, Piece::kI, Piece::kL});
  std::vector<PlacedPiece> pieces;
  for (const auto& s : b.steps) pieces.push_back({s.piece, s.cells});
  const auto play = evaluate_play(f, pieces, rules);
  EXPECT_TRUE(play.legal);
  EXPECT_EQ(play.attack.attack, b.attack.attack);
  EXPECT_EQ(play.attack.offset, b.attack.offset);
  EXPECT_GE(b.attack.attack, 4);
}

// Six cards on a garbage stack: more than the exact search settles, so the answer comes
// from the beams, which stop at a count of positions.
BestPlayQuery six_cards_on_garbage(std::uint64_t nodes) {
  BestPlayQuery q;
  q.field = field({"XXX...XXXX", "XXXX.XXXXX", ".XXXXXXXXX", "XX..XXXXXX", "XXXXXXX.XX"});
  q.hand = {Piece::kT, Piece::kI, Piece::kL, Piece::kJ, Piece::kS, Piece::kZ};
  q.node_budget = nodes;
  q.budget = std::chrono::minutes(5);  // never reached: the count ends the search
  return q;
}

TEST(BlockKillerBestPlay, TheSameQueryGetsTheSameAnswer) {
  const auto q = six_cards_on_garbage(300000);
  const auto first = find_best_play(q);
  const auto second = find_best_play(q);
  ASSERT_EQ(first.steps.size(), second.steps.size());
  for (std::size_t i = 0; i < first.steps.size(); ++i) {
    EXPECT_EQ(first.steps[i].piece, second.steps[i].piece) << i;
    EXPECT_EQ(first.steps[i].cells, second.steps[i].cells) << i;
  }
  EXPECT_EQ(first.attack.attack, second.attack.attack);
  EXPECT_EQ(first.attack.offset, second.attack.offset);
  EXPECT_EQ(first.exhaustive, second.exhaustive);
  EXPECT_EQ(first.exhaustive_cards, second.exhaustive_cards);
  EXPECT_GT(first.attack.attack, 0);
  EXPECT_FALSE(first.clock_stopped);
}

TEST(BlockKillerBestPlay, OneThreadOrTwoGiveTheSameAnswer) {
  auto q = six_cards_on_garbage(300000);
  const auto two = find_best_play(q);
  q.threads = 1;
  const auto one = find_best_play(q);
  ASSERT_EQ(one.steps.size(), two.steps.size());
  for (std::size_t i = 0; i < one.steps.size(); ++i) {
    EXPECT_EQ(one.steps[i].cells, two.steps[i].cells) << i;
  }
  EXPECT_EQ(one.attack.attack, two.attack.attack);
  EXPECT_EQ(one.exhaustive_cards, two.exhaustive_cards);
  EXPECT_EQ(one.nodes, two.nodes);  // nothing proven: every search ran its whole count
}

TEST(BlockKillerBestPlay, SaysWhenTheClockStoppedIt) {
  auto q = six_cards_on_garbage(BestPlayQuery::kDefaultNodeBudget);
  q.budget = std::chrono::milliseconds(1);
  const auto b = find_best_play(q);
  EXPECT_TRUE(b.clock_stopped);
  EXPECT_FALSE(b.exhaustive);
}

TEST(BlockKillerBestPlay, StopsAtItsCountOfPositionsWithALegalPlay) {
  const auto q = six_cards_on_garbage(20000);
  const auto b = find_best_play(q);
  EXPECT_FALSE(b.exhaustive);
  // Each search stops within one placement list of its share.
  EXPECT_LE(b.nodes, q.node_budget + 2000);
  std::vector<PlacedPiece> pieces;
  for (const auto& s : b.steps) pieces.push_back({s.piece, s.cells});
  const auto play = evaluate_play(q.field, pieces, q.rules);
  EXPECT_TRUE(play.legal);
  EXPECT_EQ(play.attack.attack, b.attack.attack);
  // More work never finds less.
  EXPECT_GE(find_best_play(six_cards_on_garbage(400000)).attack.attack, b.attack.attack);
}

}  // namespace
}  // namespace tableref::blockkiller

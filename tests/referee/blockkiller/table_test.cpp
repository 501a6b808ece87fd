#include "tableref/referee/blockkiller/table.hpp"
#include "tableref/referee/blockkiller/reason.hpp"

#include <gtest/gtest.h>

namespace tableref::blockkiller {
namespace {

TableState start(int players = 3, int first = 0, bool clockwise = true) {
  return start_table(TableSetup{players, first, clockwise, {}}).value();
}

TableState step(const TableState& s, const TableEvent& e) {
  auto r = apply_event(s, e);
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : std::string(reason_name(r.error().reason)));
  return r.ok() ? r.value() : s;
}

ReasonCode refused(const TableState& s, const TableEvent& e) {
  auto r = apply_event(s, e);
  return r.ok() ? ReasonCode{} : r.error().reason;
}

PlaySummary used(int blocks, int attack, int offset = 0, int garbage = 0, int cleared = 0) {
  PlaySummary p;
  p.blocks_used = blocks;
  p.attack = attack;
  p.offset = offset;
  p.garbage_used = garbage;
  p.garbage_cleared = cleared;
  return p;
}

TEST(BlockKillerTable, DealsFourAndFour) {
  const auto s = start(4, 2);
  ASSERT_EQ(s.hands.size(), 4u);
  for (const auto& h : s.hands) {
    EXPECT_EQ(h.blocks, 4);
    EXPECT_EQ(h.garbage, 4);
  }
  EXPECT_EQ(s.current, 2);
  EXPECT_EQ(s.phase, Phase::kDraw);
  EXPECT_FALSE(start_table(TableSetup{2, 0, true, {}}).ok());
  EXPECT_FALSE(start_table(TableSetup{7, 0, true, {}}).ok());
  EXPECT_EQ(start_table(TableSetup{3, 3, true, {}}).error().reason, Reason::kBkTableBadSetup);
}

TEST(BlockKillerTable, DrawRule) {
  auto s = start();
  EXPECT_EQ(refused(s, DrawEvent{0, true, {}}), Reason::kBkTableTwoBlockNotAllowed);
  EXPECT_EQ(refused(s, DrawEvent{1, false, {}}), Reason::kBkTableNotYourTurn);
  EXPECT_EQ(refused(s, PassEvent{0}), Reason::kBkTableMustDrawFirst);
  s = step(s, DrawEvent{0, false, GarbageCard{GarbageKind::kSingleHole, 1}});
  EXPECT_EQ(s.hands[0].blocks, 5);
  EXPECT_EQ(s.hands[0].garbage, 5);
  EXPECT_EQ(s.hands[0].known_garbage.size(), 1u);
  EXPECT_EQ(refused(s, DrawEvent{0, false, {}}), Reason::kBkTableAlreadyDrew);
  // 10 garbage and 4 blocks: two block cards allowed; 10 garbage and 5 blocks: not.
  s.hands[0].garbage = 10;
  s.hands[0].blocks = 4;
  EXPECT_TRUE(s.may_draw_two_blocks(0));
  s.hands[0].blocks = 5;
  EXPECT_FALSE(s.may_draw_two_blocks(0));
  s.hands[0].blocks = 4;
  s.hands[0].garbage = 9;
  EXPECT_FALSE(s.may_draw_two_blocks(0));
  s.hands[0].garbage = 10;
  s.phase = Phase::kDraw;
  s = step(s, DrawEvent{0, true, {}});
  EXPECT_EQ(s.hands[0].blocks, 6);
  EXPECT_EQ(s.hands[0].garbage, 10);
}

TEST(BlockKillerTable, EndOfTurnLimitOfFewerThanSixBlocks) {
  auto s = start();
  s.hands[0].blocks = 5;
  s = step(s, DrawEvent{0, false, {}});  // 6 block cards now
  EXPECT_EQ(refused(s, PassEvent{0}), Reason::kBkTableBlockLimit);
  EXPECT_FALSE(s.under_block_limit_after(0, 0));
  EXPECT_TRUE(s.under_block_limit_after(0, 1));
  s.hands[0].blocks = 7;
  EXPECT_FALSE(s.under_block_limit_after(0, 1));
  EXPECT_TRUE(s.under_block_limit_after(0, 2));
  EXPECT_FALSE(s.under_block_limit_after(9, 2));
  EXPECT_EQ(refused(s, PlayEvent{0, 1, used(1, 0)}), Reason::kBkTableBlockLimit);
  s = step(s, PlayEvent{0, 1, used(2, 0)});
  EXPECT_EQ(s.hands[0].blocks, 5);
  EXPECT_EQ(s.discard.blocks, 2);
}

TEST(BlockKillerTable, AttackSettlesAndTheNextPlayerFollowsTheAttacker) {
  auto s = start(4, 0);
  s = step(s, DrawEvent{0, false, {}});
  EXPECT_EQ(refused(s, PlayEvent{0, 0, used(1, 3)}), Reason::kBkTableBadTarget);
  EXPECT_EQ(refused(s, PlayEvent{0, 2, used(9, 3)}), Reason::kBkTableNotEnoughCards);
  // Seat 0 attacks seat 2 with 7, using 3 blocks and 3 garbage rows of which 2 cleared.
  s = step(s, PlayEvent{0, 2, used(3, 7, 0, 3, 2)});
  EXPECT_EQ(s.phase, Phase::kDefend);
  EXPECT_EQ(s.hands[0].blocks, 2);
  EXPECT_EQ(s.hands[0].garbage, 3);  // 5 - 2 cleared; the uncleared row came back
  EXPECT_EQ(s.discard.garbage, 2);
  EXPECT_EQ(refused(s, DefendEvent{1, {}}), Reason::kBkTableNotYourTurn);
  EXPECT_EQ(refused(s, PassEvent{0}), Reason::kBkTableNotYourTurn);
  // The worked exchange: D = 6, O = 2 -> counter 1 to the attacker.
  s = step(s, DefendEvent{2, used(2, 6, 2)});
  ASSERT_TRUE(s.last_exchange.has_value());
  EXPECT_EQ(s.last_exchange->counter, 1);
  EXPECT_EQ(s.hands[0].garbage, 4);
  EXPECT_EQ(s.hands[2].blocks, 2);
  EXPECT_EQ(s.hands[2].garbage, 4);
  EXPECT_EQ(s.current, 1);  // after the attacker, not after the defender
  EXPECT_EQ(s.phase, Phase::kDraw);
}

TEST(BlockKillerTable, TheTableWaitsForTheTargetWhileAnAttackAwaitsItsAnswer) {
  auto s = start(4, 1);
  EXPECT_EQ(s.to_act(), 1);
  s = step(s, DrawEvent{1, false, {}});
  EXPECT_EQ(s.to_act(), 1);
  s = step(s, PlayEvent{1, 3, used(1, 2)});
  EXPECT_EQ(s.to_act(), 3);
  s = step(s, DefendEvent{3, {}});
  EXPECT_EQ(s.to_act(), 2);
  s.phase = Phase::kOver;
  EXPECT_EQ(s.to_act(), -1);
}

TEST(BlockKillerTable, CounterClockwiseOrderSkipsEliminatedSeats) {
  auto s = start(5, 0, false);
  EXPECT_EQ(s.next_alive(0), 4);
  s.hands[4].eliminated = true;
  EXPECT_EQ(s.next_alive(0), 3);
}

TEST(BlockKillerTable, EliminationAtThirteenGarbageAndTheWinner) {
  auto s = start(3, 0);
  s.hands[1].garbage = 12;  // 12 is still in
  s.hands[2].garbage = 8;
  s = step(s, DrawEvent{0, false, {}});
  s = step(s, PlayEvent{0, 1, used(1, 1)});
  s = step(s, DefendEvent{1, {}});  // draws 1 -> 13 garbage: out
  EXPECT_EQ(s.hands[1].garbage, 13);
  EXPECT_TRUE(s.hands[1].eliminated);
  EXPECT_EQ(s.current, 2);
  EXPECT_FALSE(s.winner.has_value());
  EXPECT_EQ(s.hands[1].out_at, 2);  // the third event
  EXPECT_EQ(out_on_last_event(s), std::vector<int>{1});
  // Seat 2 attacks seat 0; seat 0's defence sends back a counter that knocks seat 2 out.
  s = step(s, DrawEvent{2, false, {}});  // 9 garbage
  EXPECT_EQ(refused(s, PlayEvent{2, 1, used(1, 1)}), Reason::kBkTableBadTarget);
  s = step(s, PlayEvent{2, 0, used(1, 0)});
  s = step(s, DefendEvent{0, used(4, 8)});  // leftover 8 -> counter 4: 9 + 4 = 13
  EXPECT_TRUE(s.hands[2].eliminated);
  EXPECT_EQ(s.phase, Phase::kOver);
  ASSERT_TRUE(s.winner.has_value());
  EXPECT_EQ(*s.winner, 0);
  EXPECT_EQ(refused(s, DrawEvent{0, false, {}}), Reason::kBkTableGameOver);
  // The winner first, then seat 2 (out on the sixth event), then seat 1 (out on the third).
  EXPECT_EQ(s.events, 6);
  EXPECT_EQ(out_on_last_event(s), std::vector<int>{2});
  EXPECT_EQ(standings(s),
            (std::vector<Standing>{
                {0, 1, 2, true, false}, {1, 3, 0, false, true}, {2, 2, 1, false, true}}));
}

TEST(BlockKillerTable, PlayersOutOnTheSameEventShareTheirPlace) {
  auto s = start(4, 0);
  s.hands[1].out_at = 0;
  s.hands[1].eliminated = true;
  s.hands[2].out_at = 0;
  s.hands[2].eliminated = true;
  s.events = 1;
  const auto table = standings(s);
  EXPECT_EQ(table[0].rank, 1);  // both still in: first
  EXPECT_EQ(table[3].rank, 1);
  EXPECT_EQ(table[0].outlasted, 2);
  EXPECT_EQ(table[1].rank, 3);  // both out together: third, outlasting nobody
  EXPECT_EQ(table[2].rank, 3);
  EXPECT_EQ(table[1].outlasted, 0);
  EXPECT_EQ(out_on_last_event(s), (std::vector<int>{1, 2}));
}

TEST(BlockKillerTable, DrawingTheThirteenthGarbageCardEliminatesAtOnce) {
  auto s = start(3, 0);
  s.hands[0].garbage = 12;
  s = step(s, DrawEvent{0, false, {}});
  EXPECT_TRUE(s.hands[0].eliminated);
  EXPECT_EQ(s.current, 1);
  EXPECT_EQ(s.phase, Phase::kDraw);
}

TEST(BlockKillerTable, ReplayingTheEventsRebuildsTheSameState) {
  const TableSetup setup{3, 1, true, {}};
  const std::vector<TableEvent> events{
      DrawEvent{1, false, {}},
      PlayEvent{1, 0, used(2, 4, 0, 1, 1)},
      DefendEvent{0, used(1, 1, 1)},
      DrawEvent{2, false, {}},
      PassEvent{2},
      DrawEvent{0, false, {}},
  };
  auto folded = start_table(setup).value();
  for (const auto& e : events) folded = step(folded, e);
  const auto replayed = replay_table(setup, events);
  ASSERT_TRUE(replayed.ok());
  EXPECT_EQ(replayed.value(), folded);
  EXPECT_EQ(replayed.value().hands[0].garbage, 4 + 2 + 1);  // drew 2 from the attack, then 1
  EXPECT_EQ(replayed.value().current, 0);
  // A refused event stops the replay with its reason.
  auto bad = events;
  bad.push_back(PassEvent{1});
  EXPECT_EQ(replay_table(setup, bad).error().reason, Reason::kBkTableNotYourTurn);
}

TEST(BlockKillerTable, CarryOverKeepsTheChainOnTheHand) {
  TableSetup setup{3, 0, true, {}};
  setup.rules.carry_over = true;
  auto s = start_table(setup).value();
  s = step(s, DrawEvent{0, false, {}});
  auto play = used(2, 4);
  play.chain_after = ChainState{2, true};
  s = step(s, PlayEvent{0, 1, play});
  EXPECT_EQ(s.hands[0].chain, (ChainState{2, true}));
}

}  // namespace
}  // namespace tableref::blockkiller

#include "tableref/referee/blokus/timeout.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>

#include "test_util.hpp"

namespace tableref::blokus {
namespace {

TEST(BlokusTimeout, SplitMix64MatchesTheReferenceSequence) {
  // The published SplitMix64 outputs (Vigna's splitmix64.c) for seeds 0 and 1234567.
  SplitMix64 zero(0);
  EXPECT_EQ(zero.next(), 0xE220A8397B1DCDAFULL);
  EXPECT_EQ(zero.next(), 0x6E789E6AA1B965F4ULL);
  SplitMix64 other(1234567);
  EXPECT_EQ(other.next(), 6457827717110365317ULL);
  EXPECT_EQ(other.next(), 3203168211198807973ULL);
  EXPECT_EQ(other.next(), 9817491932198370423ULL);
}

TEST(BlokusTimeout, BelowStaysInRangeAndCoversIt) {
  SplitMix64 rng(42);
  std::set<std::uint64_t> seen;
  for (int i = 0; i < 2000; ++i) {
    const auto v = rng.below(7);
    ASSERT_LT(v, 7u);
    seen.insert(v);
  }
  EXPECT_EQ(seen.size(), 7u);
  EXPECT_EQ(rng.below(0), 0u);
  EXPECT_EQ(rng.below(1), 0u);
}

TEST(BlokusTimeout, SeedDependsOnSessionAndEventCount) {
  EXPECT_EQ(timeout_seed(5, 12), timeout_seed(5, 12));
  EXPECT_NE(timeout_seed(5, 12), timeout_seed(5, 13));
  EXPECT_NE(timeout_seed(5, 12), timeout_seed(6, 12));
}

// Random games of every multi-player variant: at every position the proposal for the color
// to move is legal (the referee's own check accepts its cells), the same for the same seed.
TEST(BlokusTimeout, ProposalIsAlwaysLegalAndReproducible) {
  std::mt19937 rng(20261124);
  for (Variant variant : {Variant::kClassic, Variant::kDuo, Variant::kClassicThreePlayer}) {
    for (int game = 0; game < 6; ++game) {
      GameState state(variant);
      for (int move = 0; move < 200; ++move) {
        const auto color = state.to_move();
        if (!color) break;
        const std::uint64_t seed = timeout_seed(game + 1, move);
        const auto pick = timeout_placement(state, *color, seed);
        ASSERT_TRUE(pick.has_value());
        EXPECT_EQ(timeout_placement(state, *color, seed), pick);
        const auto cells = state.cells_of(*pick);
        const auto judged = state.check(*color, cells);
        ASSERT_TRUE(judged.ok()) << "variant " << int(variant) << " move " << move;
        EXPECT_EQ(judged.value().placement, *pick);
        // A copy of the position (as a replay rebuilds it) proposes the same piece.
        const GameState copy = state;
        EXPECT_EQ(timeout_placement(copy, *color, seed), pick);
        if (move % 2 == 0) {
          state.play_generated(*color, *pick);
        } else {
          test::play_random(state, rng, 1);
        }
      }
    }
  }
}

TEST(BlokusTimeout, NoProposalWithoutALegalMove) {
  GameState state(Variant::kDuo);
  std::mt19937 rng(7);
  test::play_random(state, rng);
  ASSERT_TRUE(state.game_over());
  int without = 0;
  for (Color c = 0; c < 2; ++c) {
    if (state.has_legal_move(c)) continue;
    ++without;
    EXPECT_FALSE(timeout_placement(state, c, 1).has_value());
  }
  EXPECT_GT(without, 0);
}

// Every legal placement can be proposed: over many seeds all 58 opening placements of blue
// come up, and no one of them far more often than the others.
TEST(BlokusTimeout, EveryLegalMoveIsReachable) {
  const GameState state(Variant::kClassic);
  const auto legal = state.legal_moves(0);
  ASSERT_EQ(legal.size(), 58u);
  std::map<PlacementId, int> counts;
  const int draws = 58 * 200;
  for (int i = 0; i < draws; ++i) {
    const auto pick = timeout_placement(state, 0, timeout_seed(1, i));
    ASSERT_TRUE(pick.has_value());
    ++counts[*pick];
  }
  EXPECT_EQ(counts.size(), legal.size());
  for (auto id : legal) {
    EXPECT_GT(counts[id], 200 / 2) << id;
    EXPECT_LT(counts[id], 200 * 2) << id;
  }
}

}  // namespace
}  // namespace tableref::blokus

#include "tableref/referee/blockkiller/exchange.hpp"

#include <gtest/gtest.h>

namespace tableref::blockkiller {
namespace {

TEST(BlockKillerExchange, TheWorkedExampleOfTheReference) {
  // A = 7, D = 6, O = 2: r = 5, D - r = 1, counter = 1.
  const auto r = settle_exchange({7, 6, 2});
  EXPECT_EQ(r.after_offset, 5);
  EXPECT_EQ(r.counter, 1);
  EXPECT_EQ(r.defender_draws, 0);
  EXPECT_EQ(r.cancelled, 7);
}

TEST(BlockKillerExchange, OffsetFirstThenDefence) {
  const auto r = settle_exchange({10, 3, 4});
  EXPECT_EQ(r.after_offset, 6);
  EXPECT_EQ(r.defender_draws, 3);
  EXPECT_EQ(r.counter, 0);
  EXPECT_EQ(r.cancelled, 7);
}

TEST(BlockKillerExchange, LeftoverOffsetNeverCounterAttacks) {
  const auto r = settle_exchange({3, 0, 9});
  EXPECT_EQ(r.after_offset, 0);
  EXPECT_EQ(r.counter, 0);
  EXPECT_EQ(r.defender_draws, 0);
  // Leftover defence is halved, rounded up.
  EXPECT_EQ(settle_exchange({3, 8, 9}).counter, 4);
  EXPECT_EQ(settle_exchange({2, 7, 0}).counter, 3);
  EXPECT_EQ(settle_exchange({2, 2, 0}).counter, 0);
}

TEST(BlockKillerExchange, NoDefenceMeansTheDefenderDrawsEverything) {
  const auto r = settle_exchange({5, 0, 0});
  EXPECT_EQ(r.defender_draws, 5);
  EXPECT_EQ(r.cancelled, 0);
  EXPECT_EQ(settle_exchange({0, 0, 0}), (ExchangeResult{0, 0, 0, 0}));
}

}  // namespace
}  // namespace tableref::blockkiller

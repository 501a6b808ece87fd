#include "tableref/referee/blokus/clock.hpp"

#include <gtest/gtest.h>

namespace tableref::blokus {
namespace {

constexpr std::int64_t kSecond = 1000;
constexpr ClockRules k10Plus10{10 * 60 * kSecond, 10 * kSecond};

TEST(BlokusClock, TheDefaultIsTwentyMinutesAndThirtySecondsAMove) {
  EXPECT_EQ(ClockRules{}, (ClockRules{20 * 60 * kSecond, 30 * kSecond}));
}

TEST(BlokusClock, OnlyTheTimeBeyondAMovesExtraTimeCountsAgainstTheTotal) {
  EXPECT_EQ(charged_to_total(k10Plus10, 0), 0);
  EXPECT_EQ(charged_to_total(k10Plus10, 9 * kSecond), 0);
  EXPECT_EQ(charged_to_total(k10Plus10, 10 * kSecond), 0);
  EXPECT_EQ(charged_to_total(k10Plus10, 25 * kSecond), 15 * kSecond);
}

TEST(BlokusClock, TheExtraTimeRunsFirst) {
  EXPECT_TRUE(in_extra_time(k10Plus10, 0));
  EXPECT_TRUE(in_extra_time(k10Plus10, 10 * kSecond - 1));
  EXPECT_FALSE(in_extra_time(k10Plus10, 10 * kSecond));
}

TEST(BlokusClock, ThePlayerIsOutOfTimeOnceTheMovesExtraAndTheTotalAreBothSpent) {
  const std::int64_t total = k10Plus10.total_ms;
  // Total left: not out, however long the move.
  EXPECT_FALSE(out_of_time(k10Plus10, total - 1, 40 * kSecond));
  // Total spent, but this move's extra time still runs: not yet.
  EXPECT_FALSE(out_of_time(k10Plus10, total, 10 * kSecond - 1));
  EXPECT_FALSE(out_of_time(k10Plus10, total + 5 * kSecond, 0));
  // Both spent.
  EXPECT_TRUE(out_of_time(k10Plus10, total, 10 * kSecond));
  EXPECT_TRUE(out_of_time(k10Plus10, total + 1, 11 * kSecond));
}

}  // namespace
}  // namespace tableref::blokus

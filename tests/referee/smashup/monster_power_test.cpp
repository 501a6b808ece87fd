#include "tableref/referee/smashup/monster_power.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "tableref/referee/smashup/reason.hpp"
#include "tableref/referee/smashup/state.hpp"

namespace tableref::smashup {
namespace {

std::int64_t power_param(const Violation& v) {
  const auto* power = v.find("power");
  return power != nullptr ? std::get<std::int64_t>(*power) : -999;
}

TEST(SmashupMonsterPower, NoMonstersAddNothing) {
  const auto power = monster_power(std::vector<int>{});
  ASSERT_TRUE(power.ok());
  EXPECT_EQ(power.value(), 0);
}

TEST(SmashupMonsterPower, PowersAddUp) {
  const auto power = monster_power(std::vector<int>{3, 0, 5});
  ASSERT_TRUE(power.ok());
  EXPECT_EQ(power.value(), 8);
}

// A negative power is neither skipped (3 + 4 = 7) nor subtracted (3 - 2 + 4 = 5): each one
// is refused with its own power, in order.
TEST(SmashupMonsterPower, EachNegativePowerIsRefusedNotSkipped) {
  const auto power = monster_power(std::vector<int>{3, -2, 4, -1});
  ASSERT_FALSE(power.ok());
  ASSERT_EQ(power.violations().size(), 2u);
  EXPECT_EQ(power.violations()[0].reason, ReasonCode(Reason::kSmashupNegativeMonster));
  EXPECT_EQ(power_param(power.violations()[0]), -2);
  EXPECT_EQ(power.violations()[1].reason, ReasonCode(Reason::kSmashupNegativeMonster));
  EXPECT_EQ(power_param(power.violations()[1]), -1);
}

// The base's breakpoint is raised by the same sum.
TEST(SmashupMonsterPower, ABaseBreakpointIsRaisedByTheSum) {
  BaseInPlay base;
  base.card = BaseCard{};
  base.card->breakpoint = 20;
  base.monsters = {2, 6};
  EXPECT_EQ(monster_power(base), 8);
  EXPECT_EQ(breakpoint(base), 28);
}

}  // namespace
}  // namespace tableref::smashup

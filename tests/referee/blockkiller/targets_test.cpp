#include "tableref/referee/blockkiller/targets.hpp"

#include <gtest/gtest.h>

#include "tableref/referee/blockkiller/reason.hpp"

namespace tableref::blockkiller {
namespace {

TableState four_players() {
  auto table = start_table(TableSetup{4, 0, true, {}});
  EXPECT_TRUE(table.ok());
  return table ? table.value() : TableState{};
}

TEST(BlockKillerTargets, EveryOtherPlayerStillInMayBeAttacked) {
  auto state = four_players();
  EXPECT_EQ(attack_targets(state, 1), (std::vector<int>{0, 2, 3}));
  state.hands[2].eliminated = true;
  EXPECT_EQ(attack_targets(state, 1), (std::vector<int>{0, 3}));
  EXPECT_FALSE(may_attack(state, 1, 1));   // oneself
  EXPECT_FALSE(may_attack(state, 1, 2));   // out
  EXPECT_FALSE(may_attack(state, 1, -1));  // no such seat
  EXPECT_FALSE(may_attack(state, 1, 4));
  EXPECT_TRUE(may_attack(state, 1, 3));
}

// The table refuses exactly the targets the screen does not offer.
TEST(BlockKillerTargets, ThePlayEventIsCheckedWithTheSameRule) {
  auto state = four_players();
  const auto drawn = apply_event(state, DrawEvent{0, false, {}});
  ASSERT_TRUE(drawn.ok());
  state = drawn.value();
  state.hands[2].eliminated = true;
  PlaySummary play;
  play.blocks_used = 1;
  play.attack = 1;
  for (int target = 0; target < 4; ++target) {
    const auto played = apply_event(state, PlayEvent{0, target, play});
    if (may_attack(state, 0, target)) {
      EXPECT_TRUE(played.ok()) << "target " << target;
    } else {
      ASSERT_FALSE(played.ok()) << "target " << target;
      EXPECT_EQ(played.error().reason, ReasonCode(Reason::kBkTableBadTarget));
    }
  }
}

}  // namespace
}  // namespace tableref::blockkiller

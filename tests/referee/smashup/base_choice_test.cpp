#include "tableref/referee/smashup/base_choice.hpp"

#include <gtest/gtest.h>

#include "tableref/referee/smashup/event.hpp"

namespace tableref::smashup {
namespace {

BaseCard base(std::string name, int breakpoint) {
  return BaseCard{"Test",    std::move(name),    breakpoint,
                  {2, 1, 0}, Printing::kCurrent, Confidence::kCrossChecked};
}

GameState play(GameState state, const std::vector<Event>& events) {
  for (const auto& e : events) {
    auto next = apply(state, e);
    EXPECT_TRUE(next.ok()) << "refused " << event_kind(e);
    if (!next.ok()) return state;
    state = std::move(next).value();
  }
  return state;
}

// Two players, three bases: the Jungle (breakpoint 12) made ready by Ann's 12 power.
GameState jungle_ready() {
  StartGame start;
  start.players = {{"Ann", {"Ninjas", "Pirates"}, 0}, {"Bo", {"Robots", "Zombies"}, 0}};
  start.bases = {base("Dojo", 18), base("Jungle", 12), base("Temple", 20)};
  return play(GameState{}, {start, ChangePower{1, 0, 12}, ChangeMinions{1, 0, 1}});
}

TEST(SmashupBaseChoice, OnlyInTheScorePhaseAndOnlyAReadyBase) {
  auto s = jungle_ready();
  EXPECT_FALSE(may_score(s, 1));  // the turn's start: ready, but not yet
  s = play(std::move(s), {NextPhase{}});
  EXPECT_FALSE(may_score(s, 1));  // playing cards
  s = play(std::move(s), {NextPhase{}});
  ASSERT_EQ(s.phase, Phase::kScoreBases);
  EXPECT_TRUE(may_score(s, 1));
  EXPECT_FALSE(may_score(s, 0));  // not ready
  EXPECT_FALSE(may_score(s, -1));
  EXPECT_FALSE(may_score(s, 3));
}

TEST(SmashupBaseChoice, TheChosenBaseMayBeScoredEvenBelowItsBreakpoint) {
  auto s = play(jungle_ready(), {NextPhase{}, NextPhase{}, ChooseBase{1}, ChangePower{1, 0, -5}});
  ASSERT_FALSE(is_ready(s.bases[1]));
  EXPECT_TRUE(may_score(s, 1));
  // And the referee agrees: scoring it is accepted.
  EXPECT_TRUE(apply(s, ScoreBase{1, base("Meadow", 20), false}).ok());
}

TEST(SmashupBaseChoice, AnEmptySlotIsNeverScored) {
  auto s = play(jungle_ready(), {NextPhase{}, NextPhase{}, ScoreBase{1, std::nullopt, false}});
  ASSERT_FALSE(s.bases[1].card.has_value());
  EXPECT_FALSE(may_score(s, 1));
}

}  // namespace
}  // namespace tableref::smashup

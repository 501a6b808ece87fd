#include "tableref/referee/smashup/game_end.hpp"
#include "tableref/referee/smashup/reason.hpp"

#include <gtest/gtest.h>

namespace tableref::smashup {
namespace {

EndCheck check(const std::vector<Standing>& standings) {
  auto result = check_end(standings);
  EXPECT_TRUE(result.ok());
  return result.ok() ? result.value() : EndCheck{};
}

TEST(SmashupGameEnd, MadnessPenalty) {
  EXPECT_EQ(madness_penalty(0), 0);
  EXPECT_EQ(madness_penalty(1), 0);
  EXPECT_EQ(madness_penalty(2), 1);
  EXPECT_EQ(madness_penalty(5), 2);
  EXPECT_EQ(madness_penalty(6), 3);
  EXPECT_EQ(vp_after_madness(15, 5), 13);
  EXPECT_EQ(vp_after_madness(1, 6), 0);  // never below 0
}

TEST(SmashupGameEnd, NobodyAtFifteenGoesOn) {
  const auto c = check({{"A", 14, 0}, {"B", 12, 0}});
  EXPECT_FALSE(c.triggered);
  EXPECT_EQ(c.leading_vp, 0);
  EXPECT_FALSE(c.over);
  EXPECT_FALSE(c.winner.has_value());
  ASSERT_EQ(c.final_scores.size(), 2u);
  EXPECT_EQ(c.final_scores[0].vp, 14);
}

TEST(SmashupGameEnd, MostVpWins) {
  const auto c = check({{"A", 15, 0}, {"B", 17, 0}, {"C", 9, 0}});
  EXPECT_TRUE(c.over);
  EXPECT_EQ(c.winner, 1);
}

TEST(SmashupGameEnd, TieAtFifteenPlaysOn) {
  const auto c = check({{"A", 15, 0}, {"B", 15, 0}, {"C", 12, 0}});
  EXPECT_TRUE(c.triggered);
  EXPECT_FALSE(c.over);
  EXPECT_FALSE(c.winner.has_value());
  EXPECT_EQ(c.tied, (std::vector<int>{0, 1}));
  EXPECT_EQ(c.leading_vp, 15);
}

TEST(SmashupGameEnd, TieBelowTheLeaderDoesNotMatter) {
  const auto c = check({{"A", 16, 0}, {"B", 15, 0}, {"C", 15, 0}});
  EXPECT_TRUE(c.over);
  EXPECT_EQ(c.winner, 0);
}

TEST(SmashupGameEnd, MadnessPenaltyChangesTheWinner) {
  // A 17 - 3 = 14; B 15 - 0 = 15.
  const auto c = check({{"A", 17, 6}, {"B", 15, 1}});
  EXPECT_TRUE(c.over);
  EXPECT_EQ(c.winner, 1);
  EXPECT_EQ(c.leading_vp, 15);  // the winner's after the penalty, not A's 17
  EXPECT_EQ(c.final_scores[0].vp, 14);
  EXPECT_EQ(c.final_scores[0].penalty, 3);
  EXPECT_EQ(c.final_scores[1].vp, 15);
  EXPECT_EQ(c.final_scores[1].penalty, 0);
}

TEST(SmashupGameEnd, FewerMadnessBreaksAVpTie) {
  // A 16 - 1 = 15 with 3 Madness; B 15 - 0 = 15 with 1 Madness: B has fewer.
  const auto c = check({{"A", 16, 3}, {"B", 15, 1}});
  EXPECT_TRUE(c.over);
  EXPECT_EQ(c.winner, 1);
}

TEST(SmashupGameEnd, SameVpSameMadnessPlaysOn) {
  const auto c = check({{"A", 16, 2}, {"B", 16, 2}, {"C", 3, 0}});
  EXPECT_FALSE(c.over);
  EXPECT_FALSE(c.winner.has_value());
  EXPECT_EQ(c.tied, (std::vector<int>{0, 1}));
  EXPECT_EQ(c.final_scores[0].vp, 15);
}

TEST(SmashupGameEnd, TriggeredByVpBeforeThePenalty) {
  // A reaches 15; after the penalty nobody has 15, and the game still ends.
  const auto c = check({{"A", 15, 4}, {"B", 12, 0}});
  EXPECT_TRUE(c.triggered);
  EXPECT_TRUE(c.over);
  EXPECT_EQ(c.winner, 0);
  EXPECT_EQ(c.final_scores[0].vp, 13);
}

TEST(SmashupGameEnd, RefusesNegativeNumbers) {
  const std::vector<Standing> standings{{"A", -1, 0}, {"B", 3, -2}};
  const auto result = check_end(standings);
  ASSERT_FALSE(result.ok());
  ASSERT_EQ(result.violations().size(), 2u);
  EXPECT_EQ(result.violations()[0].reason, Reason::kSmashupNegativeVp);
  EXPECT_EQ(result.violations()[1].reason, Reason::kSmashupNegativeMadness);
}

}  // namespace
}  // namespace tableref::smashup

#include "tableref/referee/smashup/scoring.hpp"
#include "tableref/referee/smashup/reason.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>

namespace tableref::smashup {
namespace {

struct Got {
  int place = -1;
  int vp = -1;
  bool eligible = false;
  bool tied = false;
};

// Scores and returns each contender's award by name.
std::map<std::string, Got> score(int breakpoint, std::array<int, 3> vp,
                                 const std::vector<Contender>& players, bool* ready = nullptr,
                                 int monsters = 0) {
  const auto result = score_base(breakpoint, vp, players, monsters);
  EXPECT_TRUE(result.ok());
  std::map<std::string, Got> got;
  if (!result.ok()) return got;
  if (ready != nullptr) *ready = result.value().ready;
  EXPECT_EQ(result.value().awards.size(), players.size());
  for (const auto& a : result.value().awards) {
    got[players[static_cast<std::size_t>(a.player)].name] = {a.place, a.vp, a.eligible, a.tied};
  }
  return got;
}

TEST(SmashupScoring, PlainRanking) {
  auto got = score(20, {4, 2, 1}, {{"A", 9, 2}, {"B", 7, 2}, {"C", 5, 1}});
  EXPECT_EQ(got["A"].place, 1);
  EXPECT_EQ(got["A"].vp, 4);
  EXPECT_EQ(got["B"].place, 2);
  EXPECT_EQ(got["B"].vp, 2);
  EXPECT_EQ(got["C"].place, 3);
  EXPECT_EQ(got["C"].vp, 1);
  EXPECT_FALSE(got["A"].tied);
}

TEST(SmashupScoring, TwoTieForFirstAndTheNextIsThird) {
  auto got = score(20, {4, 2, 1}, {{"A", 10, 2}, {"B", 10, 3}, {"C", 5, 1}});
  EXPECT_EQ(got["A"].place, 1);
  EXPECT_EQ(got["A"].vp, 4);
  EXPECT_EQ(got["B"].place, 1);
  EXPECT_EQ(got["B"].vp, 4);
  EXPECT_TRUE(got["A"].tied);
  EXPECT_TRUE(got["B"].tied);
  EXPECT_EQ(got["C"].place, 3);  // 2nd is used up by the tie
  EXPECT_EQ(got["C"].vp, 1);
  EXPECT_FALSE(got["C"].tied);
}

TEST(SmashupScoring, ThreeTieForFirstAndTheFourthGetsNothing) {
  auto got = score(18, {5, 3, 2}, {{"A", 6, 1}, {"B", 6, 2}, {"C", 6, 1}, {"D", 2, 1}});
  for (const char* name : {"A", "B", "C"}) {
    EXPECT_EQ(got[name].place, 1) << name;
    EXPECT_EQ(got[name].vp, 5) << name;
  }
  EXPECT_EQ(got["D"].place, 4);
  EXPECT_EQ(got["D"].vp, 0);
  EXPECT_TRUE(got["D"].eligible);
}

TEST(SmashupScoring, TieForSecond) {
  auto got = score(20, {4, 2, 1}, {{"A", 10, 2}, {"B", 5, 1}, {"C", 5, 2}, {"D", 3, 1}});
  EXPECT_EQ(got["A"].vp, 4);
  EXPECT_EQ(got["B"].place, 2);
  EXPECT_EQ(got["B"].vp, 2);
  EXPECT_EQ(got["C"].place, 2);
  EXPECT_EQ(got["C"].vp, 2);
  EXPECT_EQ(got["D"].place, 4);  // 3rd is used up: nothing for D
  EXPECT_EQ(got["D"].vp, 0);
}

TEST(SmashupScoring, TieForThirdBothScoreThird) {
  auto got = score(20, {4, 2, 1}, {{"A", 10, 2}, {"B", 6, 1}, {"C", 3, 1}, {"D", 3, 1}});
  EXPECT_EQ(got["C"].place, 3);
  EXPECT_EQ(got["C"].vp, 1);
  EXPECT_EQ(got["D"].place, 3);
  EXPECT_EQ(got["D"].vp, 1);
}

TEST(SmashupScoring, FourthPlayerScoresNothing) {
  auto got = score(20, {4, 2, 1}, {{"A", 9, 2}, {"B", 7, 2}, {"C", 5, 1}, {"D", 3, 1}});
  EXPECT_EQ(got["D"].place, 4);
  EXPECT_EQ(got["D"].vp, 0);
  EXPECT_TRUE(got["D"].eligible);
}

TEST(SmashupScoring, ZeroPowerMinionIsEligible) {
  auto got = score(12, {3, 2, 1}, {{"A", 12, 3}, {"B", 0, 1}, {"C", 0, 0}});
  EXPECT_TRUE(got["B"].eligible);
  EXPECT_EQ(got["B"].place, 2);
  EXPECT_EQ(got["B"].vp, 2);
  EXPECT_FALSE(got["C"].eligible);
  EXPECT_EQ(got["C"].place, 0);
  EXPECT_EQ(got["C"].vp, 0);
}

TEST(SmashupScoring, PowerWithoutMinionIsEligible) {
  // An action gives B 2 power here without a minion of B's.
  auto got = score(12, {3, 2, 1}, {{"A", 10, 3}, {"B", 2, 0}, {"C", 0, 0}});
  EXPECT_TRUE(got["B"].eligible);
  EXPECT_EQ(got["B"].place, 2);
  EXPECT_EQ(got["B"].vp, 2);
  EXPECT_FALSE(got["C"].eligible);
}

TEST(SmashupScoring, TitanAloneIsEligible) {
  auto got = score(10, {3, 2, 1}, {{"A", 10, 3}, {"B", 0, 0, true}});
  EXPECT_TRUE(got["B"].eligible);
  EXPECT_EQ(got["B"].place, 2);
  EXPECT_EQ(got["B"].vp, 2);
}

TEST(SmashupScoring, IneligiblePlayersTakeNoPlace) {
  // Only two eligible players: the ineligible ones do not push anyone down.
  auto got = score(10, {3, 2, 1}, {{"X", 0, 0}, {"A", 6, 1}, {"Y", 0, 0}, {"B", 4, 1}});
  EXPECT_EQ(got["A"].place, 1);
  EXPECT_EQ(got["B"].place, 2);
  EXPECT_EQ(got["X"].place, 0);
  EXPECT_EQ(got["Y"].place, 0);
  const std::vector<Contender> players{{"X", 0, 0}, {"A", 6, 1}, {"B", 4, 1}};
  const auto result = score_base(10, {3, 2, 1}, players);
  ASSERT_TRUE(result.ok());
  // Breakdown order: eligible by place, then the ineligible.
  ASSERT_EQ(result.value().awards.size(), 3u);
  EXPECT_EQ(result.value().awards[0].player, 1);
  EXPECT_EQ(result.value().awards[1].player, 2);
  EXPECT_EQ(result.value().awards[2].player, 0);
  ASSERT_NE(result.value().award_of(0), nullptr);
  EXPECT_FALSE(result.value().award_of(0)->eligible);
  EXPECT_EQ(result.value().award_of(7), nullptr);
}

TEST(SmashupScoring, VpColumnsNeedNotDescend) {
  // Ninja Dojo: 2 / 3 / 2.
  auto got = score(18, {2, 3, 2}, {{"A", 10, 2}, {"B", 8, 2}, {"C", 6, 1}});
  EXPECT_EQ(got["A"].vp, 2);
  EXPECT_EQ(got["B"].vp, 3);
  EXPECT_EQ(got["C"].vp, 2);
  // A tie for 1st shares 1st place's VP (the place, not the larger column).
  got = score(18, {2, 3, 2}, {{"A", 9, 2}, {"B", 9, 2}, {"C", 6, 1}});
  EXPECT_EQ(got["A"].vp, 2);
  EXPECT_EQ(got["B"].vp, 2);
  EXPECT_EQ(got["C"].place, 3);
  EXPECT_EQ(got["C"].vp, 2);
  // A tie for 2nd shares 2nd place's VP.
  got = score(18, {2, 3, 2}, {{"A", 10, 2}, {"B", 4, 2}, {"C", 4, 1}});
  EXPECT_EQ(got["B"].vp, 3);
  EXPECT_EQ(got["C"].vp, 3);
}

TEST(SmashupScoring, ZeroVpPlace) {
  auto got = score(15, {3, 0, 1}, {{"A", 10, 2}, {"B", 4, 2}, {"C", 1, 1}});
  EXPECT_EQ(got["B"].place, 2);
  EXPECT_EQ(got["B"].vp, 0);
  EXPECT_EQ(got["C"].vp, 1);
}

TEST(SmashupScoring, ReadyAtOrOverTheBreakpoint) {
  bool ready = false;
  score(20, {4, 2, 1}, {{"A", 12, 2}, {"B", 7, 2}}, &ready);
  EXPECT_FALSE(ready);  // 19 < 20
  score(20, {4, 2, 1}, {{"A", 12, 2}, {"B", 8, 2}}, &ready);
  EXPECT_TRUE(ready);  // 20 >= 20
  score(20, {4, 2, 1}, {{"A", 15, 2}, {"B", 8, 2}}, &ready);
  EXPECT_TRUE(ready);
}

TEST(SmashupScoring, MonsterRaisesTheBreakpoint) {
  const std::vector<Contender> players{{"A", 12, 2}, {"B", 10, 2}};  // 22 power
  auto plain = score_base(20, {4, 2, 1}, players);
  ASSERT_TRUE(plain.ok());
  EXPECT_TRUE(plain.value().ready);
  auto with_monster = score_base(20, {4, 2, 1}, players, 5);
  ASSERT_TRUE(with_monster.ok());
  EXPECT_EQ(with_monster.value().breakpoint, 25);
  EXPECT_EQ(with_monster.value().total_power, 22);  // the monster's power does not count
  EXPECT_FALSE(with_monster.value().ready);
  auto enough = score_base(20, {4, 2, 1}, {{{"A", 15, 3}, {"B", 10, 2}}}, 5);
  ASSERT_TRUE(enough.ok());
  EXPECT_TRUE(enough.value().ready);
}

TEST(SmashupScoring, RefusesNegativeNumbersWithEveryProblem) {
  const std::vector<Contender> players{{"A", -1, 1}, {"", 3, -2}};
  const auto result = score_base(-5, {4, -2, 1}, players, -1);
  ASSERT_FALSE(result.ok());
  const auto& v = result.violations();
  ASSERT_EQ(v.size(), 5u);
  EXPECT_EQ(v[0].reason, Reason::kSmashupNegativeBreakpoint);
  EXPECT_EQ(v[1].reason, Reason::kSmashupNegativeMonster);
  EXPECT_EQ(v[2].reason, Reason::kSmashupNegativeVpValue);
  EXPECT_EQ(std::get<std::int64_t>(*v[2].find("place")), 2);
  EXPECT_EQ(v[3].reason, Reason::kSmashupNegativePower);
  EXPECT_EQ(std::get<std::string>(*v[3].find("player")), "A");
  EXPECT_EQ(v[4].reason, Reason::kSmashupNegativeMinions);
  EXPECT_EQ(std::get<std::string>(*v[4].find("player")), "#2");
}

TEST(SmashupScoring, NobodyThere) {
  const auto result = score_base(0, {1, 1, 1}, std::vector<Contender>{});
  ASSERT_TRUE(result.ok());
  EXPECT_TRUE(result.value().ready);
  EXPECT_TRUE(result.value().awards.empty());
}

// An independent statement of the rule: sort the eligible players by power; a tie group
// starting at sorted position k (0-based) takes place k + 1, and places past 3rd score 0.
TEST(SmashupScoring, AgreesWithASortedRankingOnEveryFourPlayerTable) {
  const std::array<int, 3> vp{5, 2, 3};
  int checked = 0;
  for (int code = 0; code < 6 * 6 * 6 * 6 * 16; ++code) {
    std::vector<Contender> players;
    int rest = code;
    for (int p = 0; p < 4; ++p) {
      players.push_back({std::string(1, static_cast<char>('A' + p)), rest % 6, 0});
      rest /= 6;
    }
    for (int p = 0; p < 4; ++p) players[static_cast<std::size_t>(p)].minions = (rest >> p) & 1;
    const auto result = score_base(10, vp, players);
    ASSERT_TRUE(result.ok());
    std::vector<int> order;
    for (int p = 0; p < 4; ++p) {
      if (is_eligible(players[static_cast<std::size_t>(p)])) order.push_back(p);
    }
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      return players[static_cast<std::size_t>(a)].power >
             players[static_cast<std::size_t>(b)].power;
    });
    std::array<int, 4> place{};
    for (std::size_t k = 0; k < order.size(); ++k) {
      const auto& here = players[static_cast<std::size_t>(order[k])];
      const bool same_as_before =
          k > 0 && players[static_cast<std::size_t>(order[k - 1])].power == here.power;
      place[static_cast<std::size_t>(order[k])] =
          same_as_before ? place[static_cast<std::size_t>(order[k - 1])] : static_cast<int>(k) + 1;
    }
    for (int p = 0; p < 4; ++p) {
      const auto* award = result.value().award_of(p);
      ASSERT_NE(award, nullptr);
      const int want_place = place[static_cast<std::size_t>(p)];
      const int want_vp =
          want_place >= 1 && want_place <= 3 ? vp[static_cast<std::size_t>(want_place - 1)] : 0;
      ASSERT_EQ(award->place, want_place) << code;
      ASSERT_EQ(award->vp, want_vp) << code;
      ++checked;
    }
  }
  EXPECT_EQ(checked, 4 * 6 * 6 * 6 * 6 * 16);
}

}  // namespace
}  // namespace tableref::smashup

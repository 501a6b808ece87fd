#include "tableref/referee/hdcg/turn.hpp"

#include <gtest/gtest.h>

#include "tableref/referee/hdcg/chain.hpp"
#include "tableref/referee/hdcg/reason.hpp"

namespace tableref::hdcg {
namespace {

// seeds/004_92bf41b05dd2077b.txt line 193: each turn is 回合开始、判定阶段、摸牌阶段、出牌阶段、
// 弃置阶段、回合结束, in that order; line 195: before the first round each player 摸五张牌
// (draws five); line 213: the draw phase 摸两张技能卡 (draws two skill cards).
TEST(TurnTest, PhasesInBookOrder) {
  std::vector<std::string_view> names;
  for (auto phase : kPhases) names.push_back(name(phase));
  EXPECT_EQ(names, (std::vector<std::string_view>{"start", "judgement", "draw", "play", "discard",
                                                  "end"}));
  EXPECT_EQ(parse_phase("discard"), Phase::kDiscard);
  EXPECT_FALSE(parse_phase("combat").has_value());
  EXPECT_EQ(kOpeningDraw, 5);
  EXPECT_EQ(kDrawPhaseSkills, 2);
}

TEST(TurnTest, TurnsGoRoundTheLivingSeats) {
  const std::vector<bool> alive{true, false, true};
  TurnPosition p = first_position(alive);
  EXPECT_EQ(p, (TurnPosition{1, 0, Phase::kStart}));
  for (int i = 0; i < 5; ++i) p = next_position(p, alive);
  EXPECT_EQ(p, (TurnPosition{1, 0, Phase::kEnd}));
  p = next_position(p, alive);
  EXPECT_EQ(p, (TurnPosition{1, 2, Phase::kStart}));  // seat 1 is out: skipped
  for (int i = 0; i < 6; ++i) p = next_position(p, alive);
  EXPECT_EQ(p, (TurnPosition{2, 0, Phase::kStart}));  // wrapped: round 2
  EXPECT_EQ(first_position({false, true}).seat, 1u);
}

TEST(TurnTest, TheNextLivingSeatSkipsTheOutAndWraps) {
  const std::vector<bool> alive{true, false, true};
  EXPECT_EQ(next_living_seat(0, alive), 2u);
  EXPECT_EQ(next_living_seat(2, alive), 0u);  // wraps past the end
  EXPECT_EQ(next_living_seat(1, alive), 2u);  // an out seat still has a next one
  EXPECT_FALSE(next_living_seat(0, {true, false, false}).has_value());  // nobody else
  // The last one standing keeps the turn: a new round at its own start.
  const TurnPosition last{3, 1, Phase::kEnd};
  EXPECT_EQ(next_position(last, {false, true}), (TurnPosition{4, 1, Phase::kStart}));
  EXPECT_EQ(next_position(last, {false, false}), last);  // nobody alive: it stays
}

TEST(ChainTest, InterruptionsResolveInnermostFirst) {
  Chain chain;
  ASSERT_TRUE(chain.start(Effect{"A", {"a1", "a2"}, "discard"}));
  ASSERT_TRUE(chain.step().ok());                            // A runs a1
  ASSERT_TRUE(chain.start(Effect{"B", {"b1"}, "discard"}));  // B interrupts A after a1
  ASSERT_TRUE(chain.start(Effect{"C", {"c1"}, "discard"}));  // C interrupts B before b1
  EXPECT_EQ(chain.open_effects(), (std::vector<std::string>{"A", "B", "C"}));
  chain.resolve_all();
  std::vector<std::string> order;
  for (const auto& e : chain.log()) {
    if (e.kind == ChainEventKind::kStep) order.push_back(e.effect + std::to_string(e.step + 1));
    if (e.kind == ChainEventKind::kResolved) order.push_back(e.effect + " resolved");
  }
  EXPECT_EQ(order, (std::vector<std::string>{"A1", "C1", "C resolved", "B1", "B resolved", "A2",
                                             "A resolved"}));
  EXPECT_TRUE(chain.empty());
  EXPECT_EQ(chain.step().error().reason, Reason::kHdcgChainEmpty);
}

TEST(ChainTest, FailedConditionMeansNothingHappenedAndBlockedContentStillFollowsUp) {
  Chain chain;
  EXPECT_FALSE(chain.start(Effect{"X", {"x1"}, "discard"}, true, false));
  EXPECT_TRUE(chain.empty());
  ASSERT_EQ(chain.log().size(), 1u);
  EXPECT_EQ(chain.log()[0].kind, ChainEventKind::kNotTriggered);
  ASSERT_TRUE(chain.start(Effect{"Y", {"y1", "y2", "y3"}, "discard"}));
  ASSERT_TRUE(chain.step().ok());
  ASSERT_TRUE(chain.cannot_continue().ok());
  ASSERT_TRUE(chain.step().ok());  // straight to the follow-up
  EXPECT_TRUE(chain.empty());
  const auto& log = chain.log();
  ASSERT_EQ(log.size(), 6u);
  EXPECT_EQ(log[3].kind, ChainEventKind::kSkipped);
  EXPECT_EQ(log[3].step, 1u);
  EXPECT_EQ(log[4].kind, ChainEventKind::kFollowUp);
  EXPECT_EQ(log[5].kind, ChainEventKind::kResolved);
}

}  // namespace
}  // namespace tableref::hdcg

#include "tableref/referee/smashup/event.hpp"

#include <gtest/gtest.h>

#include "tableref/referee/smashup/reason.hpp"
#include "tableref/referee/smashup/session.hpp"

namespace tableref::smashup {
namespace {

BaseCard base(std::string name, int breakpoint, std::array<int, 3> vp) {
  return BaseCard{"Test", std::move(name),    breakpoint,
                  vp,     Printing::kCurrent, Confidence::kCrossChecked};
}

StartGame three_players() {
  StartGame start;
  start.players = {{"Ann", {"Ninjas", "Pirates"}, 0},
                   {"Bo", {"Robots", "Zombies"}, 0},
                   {"Cy", {"Wizards", "Aliens"}, 0}};
  start.bases = {base("Dojo", 18, {2, 3, 2}), base("Jungle", 12, {2, 0, 0}),
                 base("Factory", 25, {2, 2, 1}), base("Temple", 20, {4, 2, 1})};
  return start;
}

// Applies events one after another; the test fails on a refusal.
GameState play(GameState state, const std::vector<Event>& events) {
  for (const auto& e : events) {
    auto next = apply(state, e);
    EXPECT_TRUE(next.ok()) << "refused " << event_kind(e) << " reason "
                           << (next.ok() ? 0 : static_cast<int>(next.error().reason.value()));
    if (!next.ok()) return state;
    state = std::move(next).value();
  }
  return state;
}

ReasonCode refusal(const GameState& state, const Event& e) {
  auto next = apply(state, e);
  EXPECT_FALSE(next.ok()) << event_kind(e);
  return next.ok() ? ReasonCode{} : next.error().reason;
}

GameState started() {
  return play(GameState{}, {three_players()});
}

GameState in_score_phase(GameState s) {
  return play(std::move(s), {NextPhase{}, NextPhase{}});
}

TEST(SmashupEvents, SetupLaysOutPlayersAndBases) {
  const auto s = started();
  EXPECT_TRUE(s.started);
  ASSERT_EQ(s.players.size(), 3u);
  ASSERT_EQ(s.bases.size(), 4u);
  EXPECT_EQ(s.bases[0].presence.size(), 3u);
  EXPECT_EQ(s.current, 0);
  EXPECT_EQ(s.phase, Phase::kStartTurn);
  EXPECT_EQ(s.vp_by_turn, (std::vector<std::vector<int>>{{0, 0, 0}}));
}

TEST(SmashupEvents, SetupIsChecked) {
  auto start = three_players();
  start.bases.pop_back();
  EXPECT_EQ(refusal(GameState{}, start), Reason::kSmashupBaseCount);
  start = three_players();
  start.players[2].factions[1] = "Ninjas";
  EXPECT_EQ(refusal(GameState{}, start), Reason::kSmashupFactionTaken);
  start = three_players();
  start.players.resize(1);
  start.bases.resize(2);
  EXPECT_EQ(refusal(GameState{}, start), Reason::kSmashupPlayerCount);
  start = three_players();
  start.players[1].name = "Ann";
  EXPECT_EQ(refusal(GameState{}, start), Reason::kSmashupDuplicatePlayer);
  EXPECT_EQ(refusal(GameState{}, NextPhase{}), Reason::kSmashupNotStarted);
  EXPECT_EQ(refusal(started(), three_players()), Reason::kSmashupAlreadyStarted);
}

TEST(SmashupEvents, PowerMinionsCountersAndTitan) {
  auto s = play(started(), {ChangePower{0, 0, 5}, ChangePower{0, 0, -1}, ChangeMinions{0, 0, 2},
                            ChangeCounters{0, 1, 2}, SetTitan{2, 0, 4}});
  EXPECT_EQ(s.bases[0].presence[0].power, 4);
  EXPECT_EQ(s.bases[0].presence[1].total(), 2);  // counters count for their owner
  EXPECT_EQ(total_power(s.bases[0]), 10);        // 4 + 2 + titan 4
  EXPECT_EQ(titan_slot(s, 2), 0);
  s = play(std::move(s), {SetTitan{2, 3, 5}});  // one titan each: it moves
  EXPECT_EQ(titan_slot(s, 2), 3);
  EXPECT_EQ(total_power(s.bases[0]), 6);
  EXPECT_EQ(total_power(s.bases[3]), 5);
  s = play(std::move(s), {SetTitan{2, std::nullopt, 0}});
  EXPECT_FALSE(titan_slot(s, 2).has_value());
  EXPECT_EQ(refusal(s, ChangePower{0, 0, -5}), Reason::kSmashupNegativePower);
  EXPECT_EQ(refusal(s, ChangeMinions{0, 1, -1}), Reason::kSmashupNegativeMinions);
  EXPECT_EQ(refusal(s, ChangeCounters{0, 0, -1}), Reason::kSmashupNegativeCounters);
  EXPECT_EQ(refusal(s, ChangePower{4, 0, 1}), Reason::kSmashupNoSuchBase);
  EXPECT_EQ(refusal(s, ChangePower{0, 3, 1}), Reason::kSmashupNoSuchPlayer);
}

TEST(SmashupEvents, MonsterRaisesTheBreakpointUntilControlled) {
  auto s = play(started(), {AddMonster{1, 4}, ChangePower{1, 0, 10}, ChangeMinions{1, 0, 2},
                            ChangePower{1, 1, 3}, ChangeMinions{1, 1, 1}});
  EXPECT_EQ(breakpoint(s.bases[1]), 16);
  EXPECT_EQ(monster_power(s.bases[1]), 4);
  EXPECT_EQ(total_power(s.bases[1]), 13);
  EXPECT_FALSE(is_ready(s.bases[1]));
  s = play(std::move(s), {ControlMonster{1, 0, 1}});
  EXPECT_EQ(breakpoint(s.bases[1]), 12);
  EXPECT_EQ(monster_power(s.bases[1]), 0);
  EXPECT_EQ(total_power(s.bases[1]), 17);
  EXPECT_EQ(s.bases[1].presence[1].minions, 2);
  EXPECT_TRUE(is_ready(s.bases[1]));
  EXPECT_EQ(refusal(s, RemoveMonster{1, 0}), Reason::kSmashupNoSuchMonster);
}

TEST(SmashupEvents, TwoBasesReadyScoredInThePickedOrder) {
  auto s = play(started(), {ChangePower{1, 0, 8}, ChangeMinions{1, 0, 2},   // Jungle 12
                            ChangePower{1, 1, 4}, ChangeMinions{1, 1, 1},   //
                            ChangePower{3, 1, 12}, ChangeMinions{3, 1, 3},  // Temple 20
                            ChangePower{3, 2, 8}, ChangeMinions{3, 2, 2}});
  s = in_score_phase(std::move(s));
  EXPECT_EQ(ready_bases(s), (std::vector<int>{1, 3}));
  EXPECT_EQ(refusal(s, NextPhase{}), Reason::kSmashupBaseStillReady);
  EXPECT_EQ(refusal(s, ScoreBase{0, std::nullopt, false}), Reason::kSmashupBaseNotReady);
  // The current player picks the Temple first.
  s = play(std::move(s), {ScoreBase{3, base("Castle", 22, {4, 2, 1})}});
  EXPECT_EQ(s.players[1].vp, 4);
  EXPECT_EQ(s.players[2].vp, 2);
  EXPECT_EQ(s.bases[3].card->name, "Castle");
  EXPECT_EQ(total_power(s.bases[3]), 0);
  EXPECT_EQ(ready_bases(s), (std::vector<int>{1}));  // re-checked: the Jungle is still ready
  s = play(std::move(s), {ScoreBase{1, std::nullopt, false}});
  EXPECT_EQ(s.players[0].vp, 2);
  EXPECT_EQ(s.players[1].vp, 4);  // 2nd at the Jungle is worth 0
  EXPECT_EQ(empty_slots(s), (std::vector<int>{1}));
  EXPECT_EQ(refusal(s, NextPhase{}), Reason::kSmashupSlotToFill);
  // A replacement at breakpoint 0 is ready at once: the re-check catches it.
  s = play(std::move(s), {ReplaceBase{1, base("Void", 0, {1, 1, 1})}});
  EXPECT_EQ(ready_bases(s), (std::vector<int>{1}));
  s = play(std::move(s), {ScoreBase{1, base("Meadow", 20, {3, 2, 1})}, NextPhase{}});
  EXPECT_EQ(s.phase, Phase::kDraw);
  ASSERT_EQ(s.scored.size(), 3u);
  EXPECT_EQ(s.scored[0].card.name, "Temple");
  EXPECT_EQ(s.scored[1].card.name, "Jungle");
  EXPECT_TRUE(s.scored[2].scoring.awards.empty() || !s.scored[2].scoring.awards[0].eligible);
}

TEST(SmashupEvents, ChosenBaseScoresEvenIfPowerDrops) {
  auto s = play(started(), {ChangePower{1, 0, 12}, ChangeMinions{1, 0, 1}});
  s = in_score_phase(std::move(s));
  s = play(std::move(s), {ChooseBase{1}, ChangePower{1, 0, -5}});
  EXPECT_FALSE(is_ready(s.bases[1]));
  EXPECT_EQ(refusal(s, ScoreBase{0, std::nullopt, true}), Reason::kSmashupOtherBaseScoring);
  EXPECT_EQ(refusal(s, NextPhase{}), Reason::kSmashupScoringUnfinished);
  s = play(std::move(s), {ScoreBase{1, base("Meadow", 20, {3, 2, 1})}});
  EXPECT_EQ(s.players[0].vp, 2);
  EXPECT_FALSE(s.scoring.has_value());
}

TEST(SmashupEvents, ScoringOnlyInTheScorePhaseUnlessForced) {
  auto s = play(started(), {ChangePower{1, 0, 12}, ChangeMinions{1, 0, 1}});
  EXPECT_EQ(refusal(s, ScoreBase{1, std::nullopt, false}), Reason::kSmashupNotScorePhase);
  EXPECT_EQ(refusal(s, ChooseBase{1}), Reason::kSmashupNotScorePhase);
  s = play(std::move(s), {ScoreBase{0, base("Meadow", 20, {3, 2, 1}), true}});
  EXPECT_EQ(s.players[0].vp, 0);  // nobody was at the Dojo
}

TEST(SmashupEvents, PhasesAndHandLimit) {
  auto s = started();
  EXPECT_FALSE(hand_limit_due(s));
  EXPECT_EQ(refusal(s, EndTurn{}), Reason::kSmashupEndTurnTooEarly);
  s = play(std::move(s), {NextPhase{}, NextPhase{}, NextPhase{}});
  EXPECT_EQ(s.phase, Phase::kDraw);
  EXPECT_TRUE(hand_limit_due(s));
  s = play(std::move(s), {NextPhase{}, NextPhase{}});
  EXPECT_EQ(s.phase, Phase::kStartTurn);
  EXPECT_EQ(s.current, 1);
  EXPECT_EQ(s.turn, 2);
  EXPECT_EQ(phase_name(Phase::kDraw), "draw");
}

TEST(SmashupEvents, FifteenVpTiePlaysOnThenAWinner) {
  auto s = play(started(), {AdjustVp{0, 15, "test"}, AdjustVp{1, 15, "test"}, AdjustVp{2, 7, ""}});
  s = play(std::move(s), {NextPhase{}, NextPhase{}, NextPhase{}, EndTurn{}});
  EXPECT_FALSE(s.over);
  EXPECT_TRUE(s.last_end_check.triggered);
  EXPECT_EQ(s.last_end_check.tied, (std::vector<int>{0, 1}));
  EXPECT_EQ(s.current, 1);
  s = play(std::move(s),
           {AdjustVp{1, 1, "Cave of Shinies"}, NextPhase{}, NextPhase{}, NextPhase{}, EndTurn{}});
  EXPECT_TRUE(s.over);
  EXPECT_EQ(s.winner, 1);
  EXPECT_EQ(refusal(s, AdjustVp{0, 1, ""}), Reason::kSmashupGameOver);
  ASSERT_EQ(s.vp_by_turn.size(), 3u);
  EXPECT_EQ(s.vp_by_turn[1], (std::vector<int>{15, 15, 7}));
  EXPECT_EQ(s.vp_by_turn[2], (std::vector<int>{15, 16, 7}));
  EXPECT_EQ(s.vp_log.back().note, "Cave of Shinies");
  EXPECT_EQ(s.vp_log.back().source, VpSource::kAdjustment);
}

TEST(SmashupEvents, MadnessDecidesTheEnd) {
  auto s = play(started(), {AdjustVp{0, 16, ""}, AdjustVp{1, 15, ""}, ChangeMadness{0, 3},
                            ChangeMadness{1, 1}});
  EXPECT_EQ(refusal(s, ChangeMadness{2, -1}), Reason::kSmashupNegativeMadness);
  EXPECT_EQ(refusal(s, AdjustVp{2, -1, ""}), Reason::kSmashupNegativeVp);
  s = play(std::move(s), {NextPhase{}, NextPhase{}, NextPhase{}, EndTurn{}});
  // Ann 16 - 1 = 15 with 3 Madness, Bo 15 with 1: fewer Madness wins.
  EXPECT_TRUE(s.over);
  EXPECT_EQ(s.winner, 1);
  EXPECT_EQ(s.last_end_check.final_scores[0].vp, 15);
}

TEST(SmashupEvents, ReplayWithUndo) {
  const std::vector<Event> log{three_players(), ChangePower{0, 0, 3},   ChangePower{0, 0, 2},
                               Undo{},          ChangeMinions{0, 0, 1}, Undo{},
                               Undo{},          ChangePower{0, 1, 7}};
  const auto s = replay(log);
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(s.value().bases[0].presence[0].power, 0);
  EXPECT_EQ(s.value().bases[0].presence[0].minions, 0);
  EXPECT_EQ(s.value().bases[0].presence[1].power, 7);
  const auto kept = effective_events(log);
  ASSERT_TRUE(kept.ok());
  EXPECT_EQ(kept.value().size(), 2u);
  const auto bad = replay({three_players(), Undo{}, Undo{}});
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().reason, Reason::kSmashupNothingToUndo);
  EXPECT_EQ(std::get<std::int64_t>(*bad.error().find("event")), 3);
  const auto refused = replay({three_players(), ChangePower{0, 0, -1}});
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(std::get<std::int64_t>(*refused.error().find("event")), 2);
}

TEST(SmashupEvents, SessionKeepsTheLogAndUndoes) {
  Session session;
  EXPECT_FALSE(session.can_undo());
  ASSERT_TRUE(session.push(three_players()).ok());
  ASSERT_TRUE(session.push(ChangePower{2, 2, 4}).ok());
  const auto refused = session.push(ChangePower{2, 2, -9});
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(session.log().size(), 2u);  // a refused event is not kept
  ASSERT_TRUE(session.push(Undo{}).ok());
  EXPECT_EQ(session.state().bases[2].presence[2].power, 0);
  EXPECT_EQ(session.log().size(), 3u);  // undo is appended, nothing is deleted
  const auto rebuilt = Session::from_log(session.log());
  ASSERT_TRUE(rebuilt.ok());
  EXPECT_EQ(rebuilt.value().state().bases, session.state().bases);
  EXPECT_TRUE(rebuilt.value().can_undo());
  ASSERT_TRUE(session.push(Undo{}).ok());
  EXPECT_FALSE(session.state().started);
  EXPECT_FALSE(session.push(Undo{}).ok());
}

TEST(SmashupEvents, EditBaseChangesNumbersForTheSession) {
  auto s = play(started(), {EditBase{2, 21, {5, 3, 2}}});
  EXPECT_EQ(s.bases[2].card->breakpoint, 21);
  EXPECT_EQ(s.bases[2].card->vp, (std::array{5, 3, 2}));
  EXPECT_EQ(refusal(s, EditBase{2, -1, {1, 1, 1}}), Reason::kSmashupNegativeBreakpoint);
}

}  // namespace
}  // namespace tableref::smashup

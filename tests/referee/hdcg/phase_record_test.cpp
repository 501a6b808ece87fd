#include "tableref/referee/hdcg/phase_record.hpp"

#include <gtest/gtest.h>

#include "tableref/referee/hdcg/cards.hpp"

namespace tableref::hdcg {
namespace {

Seat assassin(const std::string& player) {
  Seat seat;
  seat.player = player;
  seat.character = Character::from_card(*book_examples().character("刺客")).value();
  std::vector<CardId> deck;
  for (int i = 0; i < 20; ++i) deck.push_back(player + std::to_string(i));
  seat.deck = Deck(deck);
  return seat;
}

// A duel and its log, each event applied as the controller does.
struct Duel {
  DuelState initial = [] {
    auto duel = new_duel({}, {assassin("a"), assassin("b")}, Deck({"战争", "战争"}));
    EXPECT_TRUE(duel.ok());
    return duel ? duel.value() : DuelState{};
  }();
  DuelState state = initial;
  std::vector<DuelEvent> log;
  void ok(const DuelEvent& e) {
    ASSERT_TRUE(apply(state, e).ok()) << "event " << e.index();
    log.push_back(e);
  }
  void undo() {
    log.push_back(event::Undo{});
    auto replayed = replay(initial, log);
    ASSERT_TRUE(replayed.ok());
    state = replayed.value();
  }
  // Advances to `phase` within this turn (a refusal ends the walk and fails the test).
  void to(Phase phase) {
    for (std::size_t step = 0; step < kPhases.size() && state.turn.phase != phase; ++step) {
      const bool advanced = apply(state, event::AdvancePhase{}).ok();
      ASSERT_TRUE(advanced) << "refused to leave phase " << name(state.turn.phase);
      log.push_back(event::AdvancePhase{});
    }
    ASSERT_EQ(state.turn.phase, phase);
  }
  // Discards what the discard phase demands of the current seat.
  void discard_to_limit() {
    const auto required = state.required_discard(state.turn.seat);
    std::vector<CardId> cards;
    const auto& hand = state.seats[state.turn.seat].hand;
    for (std::int64_t i = 0; i < required; ++i) cards.push_back(hand[static_cast<std::size_t>(i)]);
    if (!cards.empty()) ok(event::Discard{state.turn.seat, cards, true});
  }
};

TEST(HdcgPhaseRecord, TheDrawPhaseOwesItsTwoSkillCardsUntilTheyAreDrawn) {
  Duel d;
  EXPECT_FALSE(draw_owed(d.state, d.log).has_value());  // not started
  d.ok(event::StartGame{{1, 2}});
  EXPECT_FALSE(draw_owed(d.state, d.log).has_value());  // start phase
  d.to(Phase::kDraw);
  const auto owed = draw_owed(d.state, d.log);
  ASSERT_TRUE(owed.has_value());
  EXPECT_EQ(*owed, (event::Draw{0, static_cast<std::size_t>(kDrawPhaseSkills)}));
  EXPECT_FALSE(drew_this_phase(d.state, d.log));
  // One card drawn by hand is not the phase's draw.
  d.ok(event::Draw{0, 1});
  EXPECT_TRUE(draw_owed(d.state, d.log).has_value());
  d.ok(event::Draw{0, 2});
  EXPECT_TRUE(drew_this_phase(d.state, d.log));
  EXPECT_FALSE(draw_owed(d.state, d.log).has_value());
  // Undone, it is owed again.
  d.undo();
  EXPECT_FALSE(drew_this_phase(d.state, d.log));
  EXPECT_TRUE(draw_owed(d.state, d.log).has_value());
}

TEST(HdcgPhaseRecord, TheNextTurnsDrawPhaseOwesItsOwnCards) {
  Duel d;
  d.ok(event::StartGame{{1, 2}});
  d.to(Phase::kDraw);
  d.ok(event::Draw{0, 2});
  d.to(Phase::kDiscard);
  d.discard_to_limit();
  d.to(Phase::kEnd);
  d.ok(event::AdvancePhase{});  // seat 1's start
  d.to(Phase::kDraw);
  ASSERT_EQ(d.state.turn.seat, 1u);
  const auto owed = draw_owed(d.state, d.log);
  ASSERT_TRUE(owed.has_value());
  EXPECT_EQ(owed->seat, 1u);
}

TEST(HdcgPhaseRecord, TheDiscardPhaseCountsItsHandLimitDiscardsOnly) {
  Duel d;
  d.ok(event::StartGame{{1, 2}});
  d.to(Phase::kDraw);
  d.ok(event::Draw{0, 2});
  d.to(Phase::kPlay);
  // A discard outside the discard phase is not counted there.
  d.ok(event::Discard{0, {d.state.seats[0].hand.front()}, false});
  d.to(Phase::kDiscard);
  EXPECT_EQ(discarded_this_phase(d.state, d.log), 0u);
  const auto required = d.state.required_discard(0);
  ASSERT_GT(required, 0);
  std::vector<CardId> cards;
  for (std::int64_t i = 0; i < required; ++i) {
    cards.push_back(d.state.seats[0].hand[static_cast<std::size_t>(i)]);
  }
  d.ok(event::Discard{0, cards, true});
  EXPECT_EQ(discarded_this_phase(d.state, d.log), static_cast<std::size_t>(required));
  d.undo();
  EXPECT_EQ(discarded_this_phase(d.state, d.log), 0u);
}

TEST(HdcgPhaseRecord, EventsInForceDropWhatWasUndone) {
  const std::vector<DuelEvent> log{event::StartGame{}, event::AdvancePhase{}, event::Undo{},
                                   event::Judgement{3}};
  const auto in_force = events_in_force(log);
  ASSERT_EQ(in_force.size(), 2u);
  EXPECT_TRUE(std::holds_alternative<event::StartGame>(*in_force[0]));
  EXPECT_TRUE(std::holds_alternative<event::Judgement>(*in_force[1]));
  // The phase began at the game's start: the undone AdvancePhase does not begin one.
  EXPECT_EQ(this_phase(log).size(), 1u);
}

}  // namespace
}  // namespace tableref::hdcg

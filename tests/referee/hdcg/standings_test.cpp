#include "tableref/referee/hdcg/standings.hpp"

#include <gtest/gtest.h>

#include "tableref/referee/hdcg/cards.hpp"

namespace tableref::hdcg {
namespace {

Seat assassin(const std::string& player) {
  Seat seat;
  seat.player = player;
  seat.character = Character::from_card(*book_examples().character("刺客")).value();
  std::vector<CardId> deck;
  for (int i = 0; i < 12; ++i) deck.push_back(player + std::to_string(i));
  seat.deck = Deck(deck);
  return seat;
}

DuelState three_seats() {
  auto state = new_duel({}, {assassin("a"), assassin("b"), assassin("c")});
  EXPECT_TRUE(state.ok());
  auto duel = state ? state.value() : DuelState{};
  EXPECT_TRUE(apply(duel, event::StartGame{}).ok());
  return duel;
}

// Damage that ignores defence, from no character.
void lose(DuelState& duel, std::size_t seat, const char* hp) {
  ASSERT_TRUE(
      apply(duel, event::Damage{std::nullopt, seat, DamageRequest{dec(hp), true, {}}}).ok());
}

TEST(HdcgStandings, LivingByHpHighFirstAndEqualHpSharesAPlace) {
  auto duel = three_seats();
  lose(duel, 0, "100");
  lose(duel, 2, "100");
  const auto rows = standings(duel);
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[0], (Standing{1, dec("500"), 1, false}));
  // Seats 0 and 2 tie on 400: both second, in seat order; nobody has won yet.
  EXPECT_EQ(rows[1], (Standing{0, dec("400"), 2, false}));
  EXPECT_EQ(rows[2], (Standing{2, dec("400"), 2, false}));
}

TEST(HdcgStandings, TheOutComeAfterTheLivingAndTheLastOneStandingWins) {
  auto duel = three_seats();
  lose(duel, 0, "450");  // 50 left, still in
  lose(duel, 1, "500");  // out
  auto rows = standings(duel);
  EXPECT_EQ(rows[0], (Standing{2, dec("500"), 1, false}));
  EXPECT_EQ(rows[1], (Standing{0, dec("50"), 2, false}));
  EXPECT_EQ(rows[2].seat, 1u);
  EXPECT_EQ(rows[2].rank, 3);
  EXPECT_FALSE(rows[2].winner);
  lose(duel, 2, "500");  // out too: seat 0 stands alone
  rows = standings(duel);
  EXPECT_EQ(rows[0].seat, 0u);
  EXPECT_TRUE(rows[0].winner);
  EXPECT_EQ(rows[0].rank, 1);
  // The two that are out at 0 HP share second place; neither won.
  EXPECT_EQ(rows[1].rank, 2);
  EXPECT_EQ(rows[2].rank, 2);
  EXPECT_FALSE(rows[1].winner);
  EXPECT_FALSE(rows[2].winner);
}

}  // namespace
}  // namespace tableref::hdcg

#include "tableref/referee/blokus/scoring.hpp"

#include <gtest/gtest.h>

#include "test_util.hpp"

namespace tableref::blokus {
namespace {

using test::cells;

// Lays all 21 pieces of `color` out apart through the overrule path, `last` placed last.
void place_all(GameState& state, Color color, PieceId last, int row0) {
  int slot = 0;
  for (int k = 0; k < kPieceCount; ++k) {
    if (k == last) continue;
    const int id =
        state.geometry().find(static_cast<PieceId>(k), 0, (slot % 4) * 5, row0 + (slot / 4) * 3);
    ASSERT_GE(id, 0);
    ASSERT_TRUE(state.overrule(color, state.cells_of(static_cast<PlacementId>(id))).ok());
    ++slot;
  }
  const int id = state.geometry().find(last, 0, 0, row0 + 15);
  ASSERT_TRUE(state.overrule(color, state.cells_of(static_cast<PlacementId>(id))).ok());
}

TEST(BlokusScoring, StartingScoresAndSharedRanks) {
  GameState state(Variant::kClassic);
  auto s = score(state);
  ASSERT_EQ(s.colors.size(), 4u);
  for (const auto& c : s.colors) EXPECT_EQ(c.boxed, -89);
  for (const auto& p : s.players) EXPECT_EQ(p.rank_boxed, 1);
  ASSERT_TRUE(state.play(0, cells("a20,b20,c20,d20,e20")).ok());
  ASSERT_TRUE(state.play(1, cells("t20,s20,r20,q20,q19")).ok());
  ASSERT_TRUE(state.play(2, cells("t1,t2")).ok());
  s = score(state);
  EXPECT_EQ(s.colors[0].boxed, -84);
  EXPECT_EQ(s.colors[2].boxed, -87);
  EXPECT_EQ(s.players[0].rank_boxed, 1);
  EXPECT_EQ(s.players[1].rank_boxed, 1);  // shared first place
  EXPECT_EQ(s.players[2].rank_boxed, 3);
  EXPECT_EQ(s.players[3].rank_boxed, 4);
  EXPECT_EQ(s.players[3].rank_online, 4);
}

TEST(BlokusScoring, AllPlacedMonominoLastScoresTwenty) {
  GameState state(Variant::kClassic);
  place_all(state, 0, 0, 0);
  const auto s = score(state);
  EXPECT_TRUE(s.colors[0].all_placed);
  EXPECT_TRUE(s.colors[0].monomino_last);
  EXPECT_EQ(s.colors[0].boxed, 20);
  EXPECT_EQ(s.players[0].rank_boxed, 1);
}

TEST(BlokusScoring, AllPlacedOtherPieceLastScoresFifteen) {
  GameState state(Variant::kClassic);
  place_all(state, 0, *piece_from_name("I5"), 0);
  const auto s = score(state);
  EXPECT_TRUE(s.colors[0].all_placed);
  EXPECT_FALSE(s.colors[0].monomino_last);
  EXPECT_EQ(s.colors[0].boxed, 15);
}

TEST(BlokusScoring, TeamsAndTwoPlayersSumTheirColors) {
  for (auto v : {Variant::kClassicTeams, Variant::kClassicTwoPlayer}) {
    GameState state(v);
    ASSERT_TRUE(state.play(0, cells("a20,b20,c20,d20,e20")).ok());  // blue 5
    ASSERT_TRUE(state.play(1, cells("t20")).ok());                  // yellow 1
    ASSERT_TRUE(state.play(2, cells("t1,t2,t3")).ok());             // red 3
    const auto s = score(state);
    ASSERT_EQ(s.players.size(), 2u);
    EXPECT_EQ(s.players[0].boxed, -84 + -86);
    EXPECT_EQ(s.players[1].boxed, -88 + -89);
    EXPECT_EQ(s.players[0].remaining_squares, 170);
    EXPECT_EQ(s.players[0].rank_boxed, 1);
    EXPECT_EQ(s.players[1].rank_boxed, 2);
  }
}

TEST(BlokusScoring, ThreePlayerSharedColorCountsForNobody) {
  GameState state(Variant::kClassicThreePlayer);
  ASSERT_TRUE(state.play(0, cells("a20")).ok());
  ASSERT_TRUE(state.play(1, cells("t20")).ok());
  ASSERT_TRUE(state.play(2, cells("t1")).ok());
  ASSERT_TRUE(state.play(3, cells("a1,a2,a3,a4,a5")).ok());
  const auto s = score(state);
  ASSERT_EQ(s.players.size(), 3u);
  for (const auto& p : s.players) {
    EXPECT_EQ(p.boxed, -88);
    EXPECT_EQ(p.colors.size(), 1u);
    EXPECT_EQ(p.rank_boxed, 1);
  }
  EXPECT_EQ(s.colors[3].player, -1);
  EXPECT_EQ(s.colors[3].boxed, -84);
}

TEST(BlokusScoring, DuoAndOnlineRanks) {
  GameState state(Variant::kDuo);
  ASSERT_TRUE(state.play(0, cells("e10,f10")).ok());
  ASSERT_TRUE(state.play(1, cells("j5")).ok());
  const auto s = score(state);
  EXPECT_EQ(s.players[0].remaining_squares, 87);
  EXPECT_EQ(s.players[0].rank_online, 1);
  EXPECT_EQ(s.players[1].rank_online, 2);
}

}  // namespace
}  // namespace tableref::blokus

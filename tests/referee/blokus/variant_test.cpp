// Turn order, auto-skip and end of game of every variant.
#include <gtest/gtest.h>

#include <random>

#include "tableref/referee/blokus/game.hpp"
#include "test_util.hpp"

namespace tableref::blokus {
namespace {

using test::cells;

TEST(BlokusVariant, Boards) {
  EXPECT_EQ(GameState(Variant::kClassic).geometry().width(), 20);
  EXPECT_EQ(GameState(Variant::kDuo).geometry().width(), 14);
  EXPECT_EQ(GameState(Variant::kSoloTetromino).geometry().width(), 8);
  EXPECT_EQ(GameState(Variant::kSoloTetromino).geometry().height(), 10);
  EXPECT_EQ(GameState(Variant::kSoloPentomino).geometry().width(), 15);
  EXPECT_EQ(GameState(Variant::kSoloPentomino).geometry().height(), 16);
  // The puzzles' piece counts: 20 tetrominoes fill 8x10, 48 pentominoes fill 15x16.
  for (auto v : {Variant::kSoloTetromino, Variant::kSoloPentomino}) {
    const GameState s(v);
    int squares = 0;
    for (Color c = 0; c < 4; ++c) squares += s.remaining_squares(c);
    EXPECT_EQ(squares, s.geometry().width() * s.geometry().height());
  }
}

TEST(BlokusVariant, ClassicOrderIsBlueYellowRedGreen) {
  for (auto v : {Variant::kClassic, Variant::kClassicTeams, Variant::kClassicTwoPlayer,
                 Variant::kClassicThreePlayer}) {
    GameState state(v);
    const std::vector<std::string> starts{"a20", "t20", "t1", "a1"};
    for (int round = 0; round < 2; ++round) {
      for (Color c = 0; c < 4; ++c) {
        ASSERT_EQ(state.to_move(), c);
        const auto moves = state.legal_moves(c);
        ASSERT_FALSE(moves.empty());
        state.play_generated(c, moves.front());
      }
    }
    EXPECT_EQ(state.to_move(), Color{0});
  }
}

TEST(BlokusVariant, DuoOrderPurpleThenOrange) {
  GameState state(Variant::kDuo);
  EXPECT_EQ(state.to_move(), Color{0});
  ASSERT_TRUE(state.play(0, cells("e10")).ok());
  EXPECT_EQ(state.to_move(), Color{1});
  EXPECT_EQ(color_name(Variant::kDuo, 0), "B");
  EXPECT_EQ(color_name(Variant::kDuo, 1), "W");
}

TEST(BlokusVariant, PlayersOwnColors) {
  EXPECT_EQ(GameState(Variant::kClassicTwoPlayer).player_for(2), 0);  // red: player 1
  EXPECT_EQ(GameState(Variant::kClassicTwoPlayer).player_for(3), 1);  // green: player 2
  EXPECT_EQ(GameState(Variant::kClassicTeams).player_for(2), 0);
  EXPECT_EQ(GameState(Variant::kClassic).player_for(3), 3);
}

TEST(BlokusVariant, ThreePlayerSharedColorRotates) {
  GameState state(Variant::kClassicThreePlayer);
  std::vector<int> green_players;
  for (int move = 0; move < 16; ++move) {
    const auto c = *state.to_move();
    if (c == 3) green_players.push_back(state.player_for(3));
    state.play_generated(c, state.legal_moves(c).front());
  }
  EXPECT_EQ(green_players, (std::vector<int>{0, 1, 2, 0}));
  // Undo keeps the rotation right.
  ASSERT_TRUE(state.undo().ok());  // green's fourth move
  EXPECT_EQ(state.to_move(), Color{3});
  EXPECT_EQ(state.player_for(3), 0);
}

// Every time the turn passes, the colors jumped over are exactly those without a move.
void expect_auto_skip(Variant variant, unsigned seed) {
  std::mt19937 rng(seed);
  int skips = 0;
  for (int game = 0; game < 4; ++game) {
    GameState state(variant);
    while (auto color = state.to_move()) {
      const auto moves = state.legal_moves(*color);
      ASSERT_FALSE(moves.empty());
      state.play_generated(
          *color, moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
      if (state.game_over()) break;
      const int n = state.colors();
      const int next = *state.to_move();
      std::vector<Color> jumped;
      for (int c = (*color + 1) % n; c != next; c = (c + 1) % n) {
        EXPECT_FALSE(state.has_legal_move(static_cast<Color>(c)));
        EXPECT_TRUE(state.is_out(static_cast<Color>(c)));
        jumped.push_back(static_cast<Color>(c));
        ++skips;
      }
      EXPECT_EQ(state.skipped(), jumped);
      EXPECT_TRUE(state.has_legal_move(static_cast<Color>(next)));
    }
    EXPECT_TRUE(state.game_over());
    EXPECT_FALSE(state.to_move());
  }
  EXPECT_GT(skips, 0) << "no color was ever skipped";
}

TEST(BlokusVariant, AutoSkipClassic) {
  expect_auto_skip(Variant::kClassic, 21);
}
TEST(BlokusVariant, AutoSkipDuo) {
  expect_auto_skip(Variant::kDuo, 22);
}
TEST(BlokusVariant, AutoSkipThreePlayer) {
  expect_auto_skip(Variant::kClassicThreePlayer, 23);
}

TEST(BlokusVariant, GameEndsWhenAColorPlacedAll) {
  GameState state(Variant::kClassic);
  // The table overrules the referee for blue's 21 pieces, laid out apart.
  for (int k = 1; k <= kPieceCount; ++k) {
    const auto piece = static_cast<PieceId>(k % kPieceCount);  // the monomino last
    const int slot = k - 1;
    ASSERT_TRUE(state
                    .overrule(0, state.cells_of(static_cast<PlacementId>(state.geometry().find(
                                     piece, 0, (slot % 4) * 5, (slot / 4) * 3))))
                    .ok());
  }
  EXPECT_EQ(state.remaining(0), 0u);
  EXPECT_TRUE(state.game_over());
  EXPECT_FALSE(state.to_move());
}

TEST(BlokusVariant, SoloPlaysAnyColorAnyTime) {
  GameState state(Variant::kSoloClassic);
  ASSERT_TRUE(state.play(2, cells("t1")).ok());
  ASSERT_TRUE(state.play(2, cells("s2,s3")).ok());
  ASSERT_TRUE(state.play(0, cells("a20")).ok());
  EXPECT_FALSE(state.game_over());
}

TEST(BlokusVariant, SoloPuzzleEndsWhenBoardIsFull) {
  // A tiling of 8x10 by the 20 tetrominoes exists; here: fill greedily and check the end.
  std::mt19937 rng(4);
  GameState state(Variant::kSoloTetromino);
  test::play_random(state, rng);
  EXPECT_TRUE(state.game_over());
  for (Color c = 0; c < 4; ++c) EXPECT_FALSE(state.has_legal_move(c));
}

}  // namespace
}  // namespace tableref::blokus

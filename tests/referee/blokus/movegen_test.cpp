#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "tableref/referee/blokus/game.hpp"
#include "test_util.hpp"

namespace tableref::blokus {
namespace {

TEST(BlokusMoveGen, FiftyEightFirstMovesPerClassicColor) {
  const GameState state(Variant::kClassic);
  for (Color c = 0; c < 4; ++c) {
    const auto moves = state.legal_moves(c);
    EXPECT_EQ(moves.size(), 58u) << int{c};
    const auto start = variant_info(Variant::kClassic).start[c];
    for (auto id : moves) {
      const auto cells = state.cells_of(id);
      EXPECT_NE(std::find(cells.begin(), cells.end(), GridCell{start.x, start.y}), cells.end());
    }
  }
}

TEST(BlokusMoveGen, DuoFirstMoveHas414) {
  const GameState state(Variant::kDuo);
  EXPECT_EQ(state.legal_moves(0).size(), 414u);
  EXPECT_EQ(state.legal_moves(1).size(), 414u);
}

TEST(BlokusMoveGen, AnyFreeCornerOption) {
  GameState state(Variant::kClassic, Options{FirstMove::kAnyFreeCorner});
  EXPECT_EQ(state.legal_moves(0).size(), 4u * 58u);
  // Blue takes a1 (green's corner); yellow may then use the three others only.
  auto r = state.play(0, test::cells("a1"));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(state.legal_moves(1).size(), 3u * 58u);
  // Blue's later pieces follow the corner rule, not the corners.
  for (auto id : state.legal_moves(0)) {
    const auto cells = state.cells_of(id);
    EXPECT_EQ(std::count(cells.begin(), cells.end(), GridCell{0, 19}), 0);
  }
}

TEST(BlokusMoveGen, PackingPuzzlesEnumerateFreePlacements) {
  const GameState tetro(Variant::kSoloTetromino);
  // Tetrominoes only, on 8 wide x 10 high.
  std::size_t expected = 0;
  const auto& g = Geometry::get(8, 10);
  for (std::size_t id = 0; id < g.placement_count(); ++id) {
    if (piece_info(g.placement(static_cast<PlacementId>(id)).piece).size == 4) ++expected;
  }
  EXPECT_GT(expected, 0u);
  EXPECT_EQ(tetro.legal_moves(0).size(), expected);
}

// All placements the referee's checker accepts for the color to move, found the slow way:
// every placement of every piece on the board run through check().
std::set<std::vector<std::pair<int, int>>> brute_force(const GameState& state, Color color) {
  std::set<std::vector<std::pair<int, int>>> out;
  const auto& g = state.geometry();
  for (std::size_t id = 0; id < g.placement_count(); ++id) {
    const auto cells = state.cells_of(static_cast<PlacementId>(id));
    if (!state.check(color, cells).ok()) continue;
    std::vector<std::pair<int, int>> key;
    for (auto c : cells) key.emplace_back(c.x, c.y);
    out.insert(key);
  }
  return out;
}

void expect_generation_matches_checker(Variant variant, unsigned seed, int positions) {
  std::mt19937 rng(seed);
  int checked = 0;
  for (int game = 0; checked < positions && game < 50; ++game) {
    GameState state(variant);
    std::vector<PlacementId> moves;
    while (checked < positions) {
      const auto color = state.to_move();
      if (!color) break;
      moves.clear();
      state.legal_moves(*color, moves);
      std::set<std::vector<std::pair<int, int>>> generated;
      for (auto id : moves) {
        const auto cells = state.cells_of(id);
        const auto r = state.check(*color, cells);
        ASSERT_TRUE(r.ok()) << "generated move rejected";
        EXPECT_EQ(r.value().placement, id);
        std::vector<std::pair<int, int>> key;
        for (auto c : cells) key.emplace_back(c.x, c.y);
        EXPECT_TRUE(generated.insert(key).second) << "duplicate move";
      }
      // Sample positions (the brute force is slow): every third move.
      if (std::uniform_int_distribution<int>(0, 2)(rng) == 0) {
        EXPECT_EQ(brute_force(state, *color), generated) << "position " << checked;
        ++checked;
      }
      ASSERT_FALSE(moves.empty());
      state.play_generated(
          *color, moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
    }
  }
  EXPECT_EQ(checked, positions);
}

TEST(BlokusMoveGen, PropertyClassicGenerationEqualsChecker) {
  expect_generation_matches_checker(Variant::kClassic, 7, 12);
}
TEST(BlokusMoveGen, PropertyDuoGenerationEqualsChecker) {
  expect_generation_matches_checker(Variant::kDuo, 11, 12);
}
TEST(BlokusMoveGen, PropertyPackingApartGenerationEqualsChecker) {
  expect_generation_matches_checker(Variant::kSoloPentominoApart, 5, 6);
}

TEST(BlokusMoveGen, RandomPlacementsNotGeneratedAreRejected) {
  std::mt19937 rng(3);
  GameState state(Variant::kClassic);
  test::play_random(state, rng, 30);
  const auto color = state.to_move();
  ASSERT_TRUE(color);
  const auto moves = state.legal_moves(*color);
  const std::set<PlacementId> legal(moves.begin(), moves.end());
  const auto& g = state.geometry();
  int rejected = 0;
  for (int i = 0; i < 2000; ++i) {
    const auto id = static_cast<PlacementId>(
        std::uniform_int_distribution<std::size_t>(0, g.placement_count() - 1)(rng));
    const auto r = state.check(*color, state.cells_of(id));
    EXPECT_EQ(r.ok(), legal.count(id) == 1);
    if (!r.ok()) ++rejected;
  }
  EXPECT_GT(rejected, 1000);
}

TEST(BlokusMoveGen, RandomGamesEndAndUndoRestores) {
  std::mt19937 rng(99);
  for (auto variant : {Variant::kClassic, Variant::kClassicThreePlayer, Variant::kDuo}) {
    GameState state(variant);
    std::vector<GameState> before;
    while (auto color = state.to_move()) {
      before.push_back(state);
      const auto moves = state.legal_moves(*color);
      ASSERT_FALSE(moves.empty());
      state.play_generated(
          *color, moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
    }
    EXPECT_TRUE(state.game_over());
    bool someone_done = false;
    for (Color c = 0; c < state.colors(); ++c) someone_done |= state.remaining(c) == 0;
    for (Color c = 0; c < state.colors(); ++c) {
      if (!someone_done) {
        EXPECT_FALSE(state.has_legal_move(c));
      }
    }
    // Undo all the way back: every intermediate position is restored exactly.
    while (!before.empty()) {
      ASSERT_TRUE(state.undo().ok());
      const auto& expected = before.back();
      EXPECT_EQ(state.history(), expected.history());
      EXPECT_EQ(state.to_move(), expected.to_move());
      for (Color c = 0; c < state.colors(); ++c) {
        EXPECT_EQ(state.legal_moves(c), expected.legal_moves(c));
      }
      before.pop_back();
    }
    EXPECT_FALSE(state.undo().ok());
  }
}

}  // namespace
}  // namespace tableref::blokus

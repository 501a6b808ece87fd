// One test per reason code of placement validation, plus what a legal placement returns.
#include <gtest/gtest.h>

#include <random>

#include "tableref/referee/blokus/game.hpp"
#include "tableref/referee/blokus/reason.hpp"
#include "test_util.hpp"

namespace tableref::blokus {
namespace {

using test::cells;
using test::cells_param;
using test::has_reason;

// Blue a20, yellow t20, red t1, green a1: monominoes, so blue is to move again.
GameState after_first_round() {
  GameState state(Variant::kClassic);
  EXPECT_TRUE(state.play(0, cells("a20")).ok());
  EXPECT_TRUE(state.play(1, cells("t20")).ok());
  EXPECT_TRUE(state.play(2, cells("t1")).ok());
  EXPECT_TRUE(state.play(3, cells("a1")).ok());
  return state;
}

TEST(BlokusPlacement, LegalPlacementNamesPieceAndOrientation) {
  GameState state(Variant::kClassic);
  const auto r = state.check(0, cells("b20,a19,a20"));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(piece_name(r.value().piece), "V3");
  const auto& o = piece_info(r.value().piece).orientations[r.value().orientation];
  // The orientation at the anchor gives back the same cells.
  std::vector<GridCell> rebuilt;
  for (std::size_t i = 0; i < o.size; ++i) {
    rebuilt.push_back(
        GridCell{r.value().anchor.x + o.cells[i].x, r.value().anchor.y + o.cells[i].y});
  }
  EXPECT_EQ(rebuilt, r.value().cells);
  EXPECT_EQ(r.value().cells, cells("a19,a20,b20"));  // Pentobi's order
  // The same placement given as piece + orientation + position.
  const auto r2 = state.check(0, r.value().piece, r.value().orientation, r.value().anchor);
  ASSERT_TRUE(r2.ok());
  EXPECT_EQ(r2.value().placement, r.value().placement);
}

TEST(BlokusPlacement, NotAPiece) {
  const GameState state(Variant::kClassic);
  const auto r = state.check(0, cells("a20,c20"));
  ASSERT_TRUE(has_reason(r, Reason::kBlokusNotAPiece));
  EXPECT_EQ(cells_param(r, Reason::kBlokusNotAPiece), cells("a20,c20"));
  EXPECT_TRUE(has_reason(state.check(0, std::vector<GridCell>{}), Reason::kBlokusNotAPiece));
  EXPECT_TRUE(
      has_reason(state.check(0, cells("a20,b20,c20,d20,e20,f20")), Reason::kBlokusNotAPiece));
}

TEST(BlokusPlacement, OffBoard) {
  const GameState state(Variant::kClassic);
  const std::vector<GridCell> domino{GridCell{-1, 19}, GridCell{0, 19}};
  const auto r = state.check(0, domino);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.violations().size(), 1u);
  EXPECT_EQ(cells_param(r, Reason::kBlokusOffBoard), (std::vector<GridCell>{GridCell{-1, 19}}));
}

TEST(BlokusPlacement, OverlapNamesTheCoveredCells) {
  GameState state(Variant::kDuo);
  ASSERT_TRUE(state.play(0, cells("e10")).ok());
  ASSERT_TRUE(state.play(1, cells("j5")).ok());
  const auto r = state.check(0, cells("f9,g9,h9,i9,j9"));  // legal shape, corner to e10
  EXPECT_TRUE(r.ok());
  const auto bad = state.check(0, cells("i5,j5,k5"));
  EXPECT_EQ(cells_param(bad, Reason::kBlokusOverlap), cells("j5"));
  EXPECT_TRUE(has_reason(bad, Reason::kBlokusNoCornerContact));
}

TEST(BlokusPlacement, EdgeContactNamesTheTouchingCells) {
  const auto state = after_first_round();
  const auto r = state.check(0, cells("b19,b20"));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.violations().size(), 1u);
  EXPECT_EQ(cells_param(r, Reason::kBlokusEdgeContact), cells("b20"));
  // Touching another color by an edge is fine.
  GameState duo(Variant::kDuo);
  ASSERT_TRUE(duo.play(0, cells("e10,f10,g10,h10,i10")).ok());
  ASSERT_TRUE(duo.play(1, cells("j5")).ok());
  ASSERT_TRUE(duo.play(0, cells("j9,j8,j7,j6")).ok());
  EXPECT_TRUE(duo.check(1, cells("k6,k7")).ok());  // orange touches purple's edge: allowed
}

TEST(BlokusPlacement, NoCornerContact) {
  const auto state = after_first_round();
  const auto r = state.check(0, cells("c18,d18"));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.violations().size(), 1u);
  EXPECT_TRUE(has_reason(r, Reason::kBlokusNoCornerContact));
  // Both at once: edge contact and no corner.
  const auto both = state.check(0, cells("b20,c20"));
  EXPECT_TRUE(has_reason(both, Reason::kBlokusEdgeContact));
  EXPECT_TRUE(has_reason(both, Reason::kBlokusNoCornerContact));
}

TEST(BlokusPlacement, MissesStartCell) {
  const GameState state(Variant::kClassic);
  const auto r = state.check(0, cells("b20,c20"));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(cells_param(r, Reason::kBlokusMissesStartCell), cells("a20"));
  const GameState corners(Variant::kClassic, Options{FirstMove::kAnyFreeCorner});
  EXPECT_TRUE(corners.check(0, cells("t1,t2")).ok());
  EXPECT_EQ(cells_param(corners.check(0, cells("b20,c20")), Reason::kBlokusMissesStartCell).size(),
            4u);
}

TEST(BlokusPlacement, PieceAlreadyPlayed) {
  const auto state = after_first_round();
  const auto r = state.check(0, cells("b19"));
  ASSERT_TRUE(has_reason(r, Reason::kBlokusPieceAlreadyPlayed));
  EXPECT_EQ(r.violations().size(), 1u);
}

TEST(BlokusPlacement, NotYourTurn) {
  const GameState state(Variant::kClassic);
  const auto r = state.check(1, cells("t20"));
  ASSERT_TRUE(has_reason(r, Reason::kBlokusNotYourTurn));
  const auto* expected = r.error().find("expected");
  ASSERT_NE(expected, nullptr);
  EXPECT_EQ(std::get<std::string>(*expected), "1");
}

TEST(BlokusPlacement, GameOver) {
  std::mt19937 rng(1);
  GameState state(Variant::kDuo);
  test::play_random(state, rng);
  ASSERT_TRUE(state.game_over());
  EXPECT_TRUE(has_reason(state.check(0, cells("a1")), Reason::kBlokusGameOver));
}

TEST(BlokusPlacement, PieceNotInSet) {
  const GameState state(Variant::kSoloTetromino);
  EXPECT_TRUE(has_reason(state.check(0, cells("a1,b1,c1,d1,e1")), Reason::kBlokusPieceNotInSet));
  EXPECT_TRUE(state.check(0, cells("a1,b1,c1,d1")).ok());
}

TEST(BlokusPlacement, LargestFirst) {
  const GameState state(Variant::kSoloClassicLargestFirst);
  const auto r = state.check(0, cells("a20"));
  ASSERT_TRUE(has_reason(r, Reason::kBlokusLargestFirst));
  EXPECT_EQ(std::get<std::int64_t>(*r.error().find("required")), 5);
  EXPECT_TRUE(state.check(0, cells("a20,b20,c20,d20,e20")).ok());
  for (auto id : state.legal_moves(0)) EXPECT_EQ(state.geometry().placement(id).size, 5);
}

TEST(BlokusPlacement, BadOrientation) {
  const GameState state(Variant::kClassic);
  const auto x = *piece_from_name("X");
  EXPECT_TRUE(has_reason(state.check(0, x, 1, GridCell{0, 17}), Reason::kBlokusBadOrientation));
  EXPECT_TRUE(has_reason(state.check(0, x, -1, GridCell{0, 17}), Reason::kBlokusBadOrientation));
}

TEST(BlokusPlacement, NothingToUndo) {
  GameState state(Variant::kClassic);
  const auto r = state.undo();
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, Reason::kBlokusNothingToUndo);
}

TEST(BlokusPlacement, NoSuchColor) {
  const GameState state(Variant::kDuo);
  const auto r = state.check(2, cells("a1"));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, Reason::kBlokusNoSuchColor);
  EXPECT_TRUE(state.legal_moves(2).empty());
}

TEST(BlokusPlacement, ApartPuzzleForbidsSameColorEdges) {
  GameState state(Variant::kSoloTetrominoApart);
  ASSERT_TRUE(state.play(0, cells("a1,b1,c1,d1")).ok());
  EXPECT_EQ(cells_param(state.check(0, cells("a2,b2,a3,b3")), Reason::kBlokusEdgeContact),
            cells("a2,b2"));
  EXPECT_TRUE(state.check(1, cells("a2,b2,a3,b3")).ok());
  GameState plain(Variant::kSoloTetromino);
  ASSERT_TRUE(plain.play(0, cells("a1,b1,c1,d1")).ok());
  EXPECT_TRUE(plain.check(0, cells("a2,b2,a3,b3")).ok());
}

TEST(BlokusPlacement, OverruleIgnoresRulesButNotPhysics) {
  GameState state(Variant::kClassic);
  const auto r = state.overrule(2, cells("j10,k10"));
  ASSERT_TRUE(r.ok());
  EXPECT_TRUE(state.history().back().overruled);
  EXPECT_TRUE(has_reason(state.overrule(0, cells("j10")), Reason::kBlokusOverlap));
}

// check_overrule says what overrule would place, in the same order, and places nothing.
TEST(BlokusPlacement, CheckOverruleIsOverruleWithoutPlacing) {
  GameState state(Variant::kClassic);
  const auto checked = state.check_overrule(2, cells("k10,j10"));
  ASSERT_TRUE(checked.ok());
  EXPECT_TRUE(state.history().empty());
  EXPECT_TRUE(has_reason(state.check(2, cells("k10,j10")), Reason::kBlokusMissesStartCell));
  const auto placed = state.overrule(2, cells("k10,j10"));
  ASSERT_TRUE(placed.ok());
  EXPECT_EQ(checked.value().cells, placed.value().cells);
  EXPECT_EQ(checked.value().piece, placed.value().piece);
  EXPECT_TRUE(has_reason(state.check_overrule(0, cells("j10")), Reason::kBlokusOverlap));
}

}  // namespace
}  // namespace tableref::blokus

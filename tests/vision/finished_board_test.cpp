// A read board taken as a position: scores as the referee gives them for the game that made
// the board, a placement order the referee accepts piece by piece, the audit.
#include <gtest/gtest.h>

#include "photo_generator.hpp"
#include "tableref/referee/blokus/reason.hpp"
#include "tableref/referee/blokus/scoring.hpp"
#include "tableref/vision/finished_board.hpp"

namespace tableref::vision {
namespace {

BoardReading reading_of(const std::vector<CellColor>& grid, blokus::Variant variant, int rotation) {
  BoardReading r;
  r.variant = variant;
  r.size = blokus::variant_info(variant).width;
  r.rotation = rotation;
  for (auto c : grid) r.cells.push_back(CellReading{c, 1.0, CellColor::kEmpty, false});
  return r;
}

TEST(FinishedBoard, ScoresAreTheGamesAndTheOrderIsLegalFromEverySide) {
  for (int rotation = 0; rotation < 4; ++rotation) {
    const auto seed = static_cast<std::uint32_t>(90 + rotation);
    const auto grid = testing::random_board(blokus::Variant::kClassic, seed, rotation);
    const auto board = finish_board(reading_of(grid, blokus::Variant::kClassic, rotation));
    EXPECT_TRUE(board.audit.clean());
    // Every coloured cell belongs to a piece.
    std::size_t coloured = 0;
    for (auto c : grid) coloured += c != CellColor::kEmpty ? 1u : 0u;
    std::size_t covered = 0;
    for (const auto& p : board.pieces) covered += p.cells.size();
    EXPECT_EQ(covered, coloured);
    // Per colour, each piece is legal when placed in the order given (the referee's play,
    // that colour alone on the board).
    for (int c = 0; c < 4; ++c) {
      blokus::GameState colour_only(blokus::Variant::kClassic);
      for (const auto& p : board.pieces) {
        if (p.color != c) continue;
        const auto checked = colour_only.check(static_cast<blokus::Color>(c), p.board_cells);
        // Turn order aside, nothing may be refused.
        if (!checked) {
          for (const auto& v : checked.violations()) {
            EXPECT_EQ(v.reason, blokus::Reason::kBlokusNotYourTurn) << "colour " << c;
          }
        }
        ASSERT_TRUE(colour_only.setup(static_cast<blokus::Color>(c), p.board_cells).ok());
      }
    }
    // Remaining squares as in the game the board came from: 89 minus the colour's cells.
    for (const auto& s : board.scores.colors) {
      int cells = 0;
      for (auto g : grid) cells += referee_color(blokus::Variant::kClassic, g) == s.color ? 1 : 0;
      EXPECT_EQ(s.remaining_squares, 89 - cells);
      EXPECT_EQ(s.boxed, -(89 - cells) + (s.all_placed ? 15 : 0) + (s.monomino_last ? 5 : 0));
    }
  }
}

TEST(FinishedBoard, MonominoGoesLastWhenAskedAndPossible) {
  // Blue from a20 (0,19): domino A on the start cell, domino B at A's corner, then the
  // monomino M and domino C both at B's corners.
  const auto piece = [](blokus::PieceId id, std::vector<GridCell> cells) {
    PieceOnBoard p;
    p.color = 0;
    p.piece = id;
    p.board_cells = std::move(cells);
    return p;
  };
  const auto a = piece(1, {{0, 19}, {1, 19}});
  const auto b = piece(1, {{2, 18}, {2, 17}});
  const auto m = piece(0, {{3, 19}});
  const auto c = piece(1, {{1, 16}, {0, 16}});
  const std::vector<PieceOnBoard> given{m, c, a, b};
  const auto names = [](const std::vector<PieceOnBoard>& order) {
    std::vector<GridCell> first;
    for (const auto& p : order) first.push_back(p.board_cells.front());
    return first;
  };
  EXPECT_EQ(names(placement_order(given, GridCell{0, 19}, false)),
            (std::vector<GridCell>{{0, 19}, {2, 18}, {3, 19}, {1, 16}}));
  EXPECT_EQ(names(placement_order(given, GridCell{0, 19}, true)),
            (std::vector<GridCell>{{0, 19}, {2, 18}, {1, 16}, {3, 19}}));
  // A monomino that others need to reach their colour cannot go last: the order stays legal.
  const auto d = piece(1, {{4, 18}, {4, 17}});  // touches only M's corner
  const auto with_d = placement_order({m, c, a, b, d}, GridCell{0, 19}, true);
  ASSERT_EQ(with_d.size(), 5u);
  EXPECT_NE(with_d.back().piece, 0);
}

TEST(FinishedBoard, AuditNamesGroupsThatAreNoPieceDuplicatesAndStrays) {
  std::vector<CellColor> grid(400, CellColor::kEmpty);
  const auto at = [&](int x, int y) -> CellColor& {
    return grid[static_cast<std::size_t>(y * 20 + x)];
  };
  // Blue (rotation 0: start at the picture's top-left): a monomino on the start cell, then a
  // domino touching it by a corner, then another domino touching that one: a duplicate.
  at(0, 0) = CellColor::kBlue;
  at(1, 1) = CellColor::kBlue;
  at(2, 1) = CellColor::kBlue;
  at(3, 2) = CellColor::kBlue;
  at(3, 3) = CellColor::kBlue;
  // Yellow: six cells in a row at its start corner (top right): no piece.
  for (int x = 14; x < 20; ++x) at(x, 0) = CellColor::kYellow;
  // Red: a monomino in the middle, far from its start corner.
  at(10, 10) = CellColor::kRed;
  const auto board = finish_board(reading_of(grid, blokus::Variant::kClassic, 0));
  ASSERT_EQ(board.audit.not_pieces.size(), 1u);
  EXPECT_EQ(board.audit.not_pieces[0].color, CellColor::kYellow);
  ASSERT_EQ(board.audit.duplicates.size(), 1u);
  EXPECT_EQ(board.audit.duplicates[0].color, CellColor::kBlue);
  ASSERT_EQ(board.audit.disconnected.size(), 1u);
  EXPECT_EQ(board.audit.disconnected[0].color, CellColor::kRed);
  EXPECT_FALSE(board.audit.clean());
  // Only blue's monomino and first domino count.
  EXPECT_EQ(board.pieces.size(), 2u);
}

}  // namespace
}  // namespace tableref::vision

#include "tableref/referee/blokus/notation.hpp"

#include <gtest/gtest.h>

#include "tableref/referee/blokus/reason.hpp"

namespace tableref::blokus {
namespace {

// The placement rulings name board cells as the board's labels do: a1 at the lower left.
TEST(BlokusNotation, PlacementRulingsWriteBoardCells) {
  for (const Reason board : {Reason::kBlokusNotAPiece, Reason::kBlokusOffBoard,
                             Reason::kBlokusOverlap, Reason::kBlokusEdgeContact,
                             Reason::kBlokusNoCornerContact, Reason::kBlokusMissesStartCell}) {
    EXPECT_EQ(written_cell(board, GridCell{0, 19}), "a20") << static_cast<int>(board);
    EXPECT_EQ(written_cell(board, GridCell{19, 0}), "t1") << static_cast<int>(board);
  }
}

// A ruling about a file's text, not the board, leaves the cell to the shared "(x,y)".
TEST(BlokusNotation, OtherRulingsLeaveTheCellToTheSharedNotation) {
  EXPECT_EQ(written_cell(Reason::kBlokusSgfBadCell, GridCell{0, 1}), std::nullopt);
}

}  // namespace
}  // namespace tableref::blokus

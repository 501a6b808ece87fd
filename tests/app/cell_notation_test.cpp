#include "tableref/app/cell_notation.hpp"

#include <gtest/gtest.h>

#include "tableref/base/input_reason.hpp"
#include "tableref/referee/blockkiller/reason.hpp"
#include "tableref/referee/blokus/reason.hpp"

namespace tableref::app {
namespace {

// Blokus's placement rulings name board cells as the board's labels do: a1 at the lower left.
TEST(CellNotation, BlokusPlacementRulingsUseTheBoardsNotation) {
  for (const blokus::Reason board :
       {blokus::Reason::kBlokusNotAPiece, blokus::Reason::kBlokusOffBoard,
        blokus::Reason::kBlokusOverlap, blokus::Reason::kBlokusEdgeContact,
        blokus::Reason::kBlokusNoCornerContact, blokus::Reason::kBlokusMissesStartCell}) {
    EXPECT_EQ(write_cell(board, GridCell{0, 19}), "a20") << static_cast<int>(board);
    EXPECT_EQ(write_cell(board, GridCell{19, 0}), "t1") << static_cast<int>(board);
  }
}

// Every other ruling writes (x,y): Block-Killer's field, the input layer's, and Blokus's own
// rulings that are not about board cells.
TEST(CellNotation, OtherRulingsWriteXY) {
  EXPECT_EQ(write_cell(blockkiller::Reason::kBkOverlap, GridCell{3, 4}), "(3,4)");
  EXPECT_EQ(write_cell(InputReason::kBadValue, GridCell{3, 4}), "(3,4)");
  EXPECT_EQ(write_cell(blokus::Reason::kBlokusSgfBadCell, GridCell{0, 1}), "(0,1)");
}

}  // namespace
}  // namespace tableref::app

#include "tableref/referee/blokus/notation.hpp"

#include "tableref/referee/blokus/reason.hpp"

namespace tableref::blokus {

bool names_board_cells(ReasonCode reason) {
  for (const Reason board : {Reason::kBlokusNotAPiece, Reason::kBlokusOffBoard,
                             Reason::kBlokusOverlap, Reason::kBlokusEdgeContact,
                             Reason::kBlokusNoCornerContact, Reason::kBlokusMissesStartCell}) {
    if (reason == ReasonCode(board)) return true;
  }
  return false;
}

}  // namespace tableref::blokus

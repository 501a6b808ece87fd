#include "tableref/referee/blokus/notation.hpp"

#include "tableref/referee/blokus/reason.hpp"
#include "tableref/referee/blokus/sgf.hpp"

namespace tableref::blokus {

bool names_board_cells(ReasonCode reason) {
  for (const Reason board : {Reason::kBlokusNotAPiece, Reason::kBlokusOffBoard,
                             Reason::kBlokusOverlap, Reason::kBlokusEdgeContact,
                             Reason::kBlokusNoCornerContact, Reason::kBlokusMissesStartCell}) {
    if (reason == ReasonCode(board)) return true;
  }
  return false;
}

std::optional<std::string> written_cell(ReasonCode reason, GridCell cell) {
  if (!names_board_cells(reason)) return std::nullopt;
  return format_cell(cell);
}

}  // namespace tableref::blokus

#include "tableref/referee/cell_notation.hpp"

#include "tableref/referee/blokus/notation.hpp"
#include "tableref/referee/blokus/sgf.hpp"

namespace tableref {

std::string write_cell(ReasonCode reason, GridCell cell) {
  if (blokus::names_board_cells(reason)) return blokus::format_cell(cell);
  return "(" + std::to_string(cell.x) + "," + std::to_string(cell.y) + ")";
}

}  // namespace tableref

#pragma once
// Blokus's cell notation: column letter and row number, a1 at the lower left (the board's
// labels, Pentobi's .blksgf files: blokus::format_cell). Rulings on a placement name the
// cells so, the table reads them off the board.
#include "tableref/base/reason_code.hpp"

namespace tableref::blokus {

// The Blokus rulings whose "cells" are board cells, written in the board's notation: the
// placement checks (not a piece, off the board, overlap, edge contact, no corner contact,
// a missed start cell). A new ruling on board cells is added here.
[[nodiscard]] bool names_board_cells(ReasonCode reason);

}  // namespace tableref::blokus

#pragma once
// Blokus's cell notation: column letter and row number, a1 at the lower left (the board's
// labels, Pentobi's .blksgf files: blokus::format_cell). Rulings on a placement name the
// cells so, the table reads them off the board.
#include <optional>
#include <string>

#include "tableref/base/reason_code.hpp"
#include "tableref/base/result.hpp"

namespace tableref::blokus {

// The Blokus rulings whose "cells" are board cells, written in the board's notation: the
// placement checks (not a piece, off the board, overlap, edge contact, no corner contact,
// a missed start cell). A new ruling on board cells is added here.
[[nodiscard]] bool names_board_cells(ReasonCode reason);

// A cell of a ruling with `reason` as Blokus writes it ("a20"); nullopt for the rulings that
// do not name board cells (the shared "(x,y)"). Every game's notation.hpp has this hook
// (tableref/app/game_notations.hpp includes them all).
[[nodiscard]] std::optional<std::string> written_cell(ReasonCode reason, GridCell cell);

}  // namespace tableref::blokus

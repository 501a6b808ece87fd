#pragma once
// How a ruling's cells (a "cells" parameter) are written. The notation belongs to the game
// whose rule gave the ruling: each game's referee says how its rulings write a cell
// (<game>::written_cell, in its notation.hpp; Blokus names a cell as its board's labels and
// .blksgf files do). Every other ruling, and every other layer's, writes "(x,y)" in its own
// field's coordinates. A notation is the same in every language, so the referee owns it and
// the string catalog only joins the written cells into its text.
#include <string>

#include "tableref/base/reason_code.hpp"
#include "tableref/base/result.hpp"

namespace tableref::app {

// `cell` of a ruling with `reason`, in the notation of the game that raised it.
[[nodiscard]] std::string write_cell(ReasonCode reason, GridCell cell);

}  // namespace tableref::app

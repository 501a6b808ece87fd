#pragma once
// How a ruling's cells (a "cells" parameter) are written. The notation belongs to the game
// whose rule gave the ruling: Blokus names a cell as its board's labels and .blksgf files do
// (blokus/notation.hpp); every other game and layer writes "(x,y)" in its own field's
// coordinates. A notation is the same in every language, so the referee owns it and the
// string catalog only joins the written cells into its text.
#include <string>

#include "tableref/base/reason_code.hpp"
#include "tableref/base/result.hpp"

namespace tableref {

// `cell` of a ruling with `reason`, in the notation of the game that raised it.
[[nodiscard]] std::string write_cell(ReasonCode reason, GridCell cell);

}  // namespace tableref

#pragma once
// How this game's rulings write a cell (every game's notation.hpp has the hook;
// tableref/app/game_notations.hpp includes them all). Block-Killer's field cells are written as the
// shared "(x,y)" (x from the left, y from the bottom row), which the fumen and quick-entry texts
// use too.
#include <optional>
#include <string>

#include "tableref/base/reason_code.hpp"
#include "tableref/base/result.hpp"

namespace tableref::blockkiller {

[[nodiscard]] inline std::optional<std::string> written_cell(ReasonCode /*reason*/,
                                                             GridCell /*cell*/) {
  return std::nullopt;
}

}  // namespace tableref::blockkiller

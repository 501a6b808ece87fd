#pragma once
// The tests' example game's cell notation (tableref/app/game_notations.hpp includes every
// registered game's): a tally has no board, so its rulings name no cells.
#include <optional>
#include <string>

#include "tableref/base/reason_code.hpp"
#include "tableref/base/result.hpp"

namespace tableref::tally {

[[nodiscard]] inline std::optional<std::string> written_cell(ReasonCode /*reason*/,
                                                             GridCell /*cell*/) {
  return std::nullopt;
}

}  // namespace tableref::tally

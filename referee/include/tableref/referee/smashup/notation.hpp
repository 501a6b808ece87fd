#pragma once
// How this game's rulings write a cell (every game's notation.hpp has the hook;
// tableref/app/game_notations.hpp includes them all). Smash Up has no board: its rulings name no
// cells of their own.
#include <optional>
#include <string>

#include "tableref/base/reason_code.hpp"
#include "tableref/base/result.hpp"

namespace tableref::smashup {

[[nodiscard]] inline std::optional<std::string> written_cell(ReasonCode /*reason*/,
                                                             GridCell /*cell*/) {
  return std::nullopt;
}

}  // namespace tableref::smashup

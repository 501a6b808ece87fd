#pragma once
// Monsters (Munchkin): an uncontrolled monster raises its base's breakpoint by its power and
// does not count toward it (docs/smashup.md). One meaning everywhere (the table's state, a
// base's scoring preview, the CLI's score-base): the sum of the monsters' powers, each power
// 0 or more. The rules know no monster that lowers a breakpoint, so a negative power is
// neither subtracted nor skipped: it is refused, one Reason::kSmashupNegativeMonster per
// negative power (param "power"), so the table is told which monster is wrong.
#include <span>

#include "tableref/base/result.hpp"

namespace tableref::smashup {

// What `powers` add to a breakpoint, or why they cannot (every negative power, in order).
[[nodiscard]] Result<int> monster_power(std::span<const int> powers);

}  // namespace tableref::smashup

#pragma once
// Whom an attack may target: any other player still in the game (an attack on oneself or on a
// player who is out is Reason::kBkTableBadTarget). The table's PlayEvent is checked with it,
// and the screen offers exactly these seats.
#include <vector>

#include "tableref/referee/blockkiller/table.hpp"

namespace tableref::blockkiller {

// `target` is a seat of the table, not `attacker`, and not eliminated.
[[nodiscard]] bool may_attack(const TableState& state, int attacker, int target);
// The seats `attacker` may attack, in seat order.
[[nodiscard]] std::vector<int> attack_targets(const TableState& state, int attacker);

}  // namespace tableref::blockkiller

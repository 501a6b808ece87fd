#include "tableref/referee/blockkiller/targets.hpp"

namespace tableref::blockkiller {

bool may_attack(const TableState& state, int attacker, int target) {
  if (target < 0 || target >= static_cast<int>(state.hands.size())) return false;
  return target != attacker && !state.hands[static_cast<std::size_t>(target)].eliminated;
}

std::vector<int> attack_targets(const TableState& state, int attacker) {
  std::vector<int> seats;
  for (int seat = 0; seat < static_cast<int>(state.hands.size()); ++seat) {
    if (may_attack(state, attacker, seat)) seats.push_back(seat);
  }
  return seats;
}

}  // namespace tableref::blockkiller

#include "tableref/referee/blokus/clock.hpp"

#include <algorithm>

namespace tableref::blokus {

std::int64_t charged_to_total(const ClockRules& rules, std::int64_t move_ms) {
  return std::max<std::int64_t>(0, move_ms - rules.extra_ms);
}

bool in_extra_time(const ClockRules& rules, std::int64_t move_elapsed_ms) {
  return move_elapsed_ms < rules.extra_ms;
}

bool out_of_time(const ClockRules& rules, std::int64_t total_used_ms,
                 std::int64_t move_elapsed_ms) {
  // Each move's extra time comes first, even once the total is spent.
  return !in_extra_time(rules, move_elapsed_ms) && total_used_ms >= rules.total_ms;
}

}  // namespace tableref::blokus

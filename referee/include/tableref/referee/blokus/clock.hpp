#pragma once
// Blokus time control (the online rules' clocks, rule "clocks" = "M+S"): each player has a
// total time for the game and, on every move, an extra time that is used first. Only what a
// move takes beyond its extra time counts against the total, so a player whose total is
// spent still has each move's extra time. The time runs out (the time-out rule's trigger)
// once the move being made has used its extra time and the player's total is spent. Times are
// milliseconds; the caller measures them (the referee has no clock of its own).
#include <cstdint>

namespace tableref::blokus {

struct ClockRules {
  std::int64_t total_ms = 20 * 60 * 1000;  // each player's total ("20+30" when not given)
  std::int64_t extra_ms = 30 * 1000;       // each move's extra time
  friend bool operator==(const ClockRules&, const ClockRules&) = default;
};

// What a move that took `move_ms` takes from its player's total: the part beyond the extra
// time (0 for a move made within it).
[[nodiscard]] std::int64_t charged_to_total(const ClockRules& rules, std::int64_t move_ms);
// The move being made is still within its extra time (the extra clock runs, not the total).
[[nodiscard]] bool in_extra_time(const ClockRules& rules, std::int64_t move_elapsed_ms);
// The player to move is out of time: the move has used its extra time and `total_used_ms`
// (every charge of the player's moves, the running one's included) has reached the total.
[[nodiscard]] bool out_of_time(const ClockRules& rules, std::int64_t total_used_ms,
                               std::int64_t move_elapsed_ms);

}  // namespace tableref::blokus

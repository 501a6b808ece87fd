#pragma once
// The duel's standings: who won and each seat's place. The last character standing wins
// (DuelState::over); the places rank the living characters by HP left (high first), then the
// ones that are out; equal HP among the living, or among the out, share a place (1, 1, 3).
#include <cstddef>
#include <vector>

#include "tableref/referee/hdcg/decimal.hpp"
#include "tableref/referee/hdcg/duel.hpp"

namespace tableref::hdcg {

struct Standing {
  std::size_t seat = 0;
  Decimal hp;  // HP left (the session's score)
  int rank = 1;
  bool winner = false;  // the only character still standing
  friend bool operator==(const Standing&, const Standing&) = default;
};

// One Standing per seat, best first; seats of equal standing keep their seat order.
[[nodiscard]] std::vector<Standing> standings(const DuelState& state);

}  // namespace tableref::hdcg

#include "tableref/referee/blokus/timeout.hpp"

#include <algorithm>
#include <vector>

namespace tableref::blokus {

std::uint64_t SplitMix64::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30U)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27U)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31U);
}

std::uint64_t SplitMix64::below(std::uint64_t bound) {
  if (bound == 0) return 0;
  // Reject the top partial block so that every residue is equally likely.
  const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % bound);
  for (;;) {
    const std::uint64_t value = next();
    if (value < limit) return value % bound;
  }
}

std::uint64_t timeout_seed(std::int64_t session_id, std::int64_t event_count) {
  SplitMix64 mix(static_cast<std::uint64_t>(session_id) * 0x100000001B3ULL ^
                 static_cast<std::uint64_t>(event_count));
  return mix.next();
}

std::optional<PlacementId> timeout_placement(const GameState& state, Color color,
                                             std::uint64_t seed) {
  std::vector<PlacementId> moves = state.legal_moves(color);
  if (moves.empty()) return std::nullopt;
  std::sort(moves.begin(), moves.end());
  SplitMix64 rng(seed);
  return moves[static_cast<std::size_t>(rng.below(moves.size()))];
}

}  // namespace tableref::blokus

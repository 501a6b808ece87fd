#pragma once
// The time-out move: when a seat's total time runs out, the online rules have the system put
// down a random piece for it. At a physical table the referee proposes one random legal
// placement for the color; the table puts that piece down and confirms it, or overrules.
// The choice is random but reproducible: it depends only on the position and a seed, and
// the seed is derived from what the session's log holds (its id and the number of events
// before the time-out), so replaying the log gives the same proposal. The generator is
// written out here (SplitMix64 and rejection sampling): std:: distributions give different
// numbers on different standard libraries.
#include <cstdint>
#include <optional>

#include "tableref/referee/blokus/game.hpp"

namespace tableref::blokus {

// SplitMix64 (Steele, Lea, Flood 2014): the same sequence on every platform.
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  // Uniform in [0, bound) without modulo bias (rejection sampling); 0 when bound is 0.
  std::uint64_t below(std::uint64_t bound);

 private:
  std::uint64_t state_;
};

// The seed of a time-out proposal: a hash of the session's id and the number of events the
// session held when the time ran out (so two time-outs of one session differ).
[[nodiscard]] std::uint64_t timeout_seed(std::int64_t session_id, std::int64_t event_count);

// One legal placement of `color`, drawn uniformly from all of them (sorted by placement id,
// so the draw does not depend on the order the generator finds them); nullopt when the
// color has no legal move. Pure: the same state and seed give the same placement.
[[nodiscard]] std::optional<PlacementId> timeout_placement(const GameState& state, Color color,
                                                           std::uint64_t seed);

}  // namespace tableref::blokus

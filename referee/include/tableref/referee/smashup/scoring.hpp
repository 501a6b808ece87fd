#pragma once
// Scoring one Smash Up base: is it ready, who is eligible, which place each player takes
// and the VP each place is worth. The breakdown is data for the UI and the CLI.
#include <array>
#include <span>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"

namespace tableref::smashup {

// Places that score VP: 1st, 2nd and 3rd. 4th and below get nothing.
inline constexpr int kScoringPlaces = 3;

// One player's presence on the base being scored.
struct Contender {
  std::string name;  // for messages; may be empty
  int power = 0;     // everything that counts for this player here: minions, counters, titan
  int minions = 0;   // minions this player controls here
  bool titan = false;
};

// A player takes part in the scoring with at least one minion there or at least 1 power
// there (a 0-power minion qualifies; a titan alone qualifies: its power counts and it is
// there).
[[nodiscard]] constexpr bool is_eligible(const Contender& c) {
  return c.minions > 0 || c.power > 0 || c.titan;
}

struct PlaceAward {
  int player = 0;  // index into the contenders
  int power = 0;
  bool eligible = false;
  int place = 0;      // 1, 2, 3, 4...; 0 when not eligible (no place)
  int vp = 0;         // VP of the place (0 from 4th on and when not eligible)
  bool tied = false;  // shares its place with another player
};

struct BaseScoring {
  int total_power = 0;  // sum of every contender's power
  int breakpoint = 0;   // printed breakpoint plus the power of monsters on the base
  bool ready = false;   // total_power >= breakpoint
  // Eligible players by place (ties in contender order), then the ineligible ones.
  std::vector<PlaceAward> awards;

  // The award of contender `player`, or nullptr for an index out of range.
  [[nodiscard]] const PlaceAward* award_of(int player) const;
};

// Ranks by power among the eligible players: a player's place is 1 + the number of
// eligible players with more power, so tied players share the best place they tie for and
// use up the places they fill (two tie for 1st: both get 1st-place VP, the next is 3rd).
// Tied players get the VP printed for that shared place, even where a later column is
// larger (VP columns are not necessarily descending).
// Violations: negative breakpoint, monster power, VP values, power or minions.
[[nodiscard]] Result<BaseScoring> score_base(int breakpoint, const std::array<int, 3>& vp,
                                             std::span<const Contender> contenders,
                                             int monster_power = 0);

}  // namespace tableref::smashup

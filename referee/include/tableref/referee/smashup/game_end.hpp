#pragma once
// The end-of-turn check of Smash Up: 15 VP ends the game, the most VP wins, a tie plays
// on; Madness cards (Cthulhu set) cost 1 VP per 2 cards at the end and break VP ties.
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"

namespace tableref::smashup {

inline constexpr int kWinningVp = 15;

// VP a player loses at the end of the game for `madness` Madness cards (deck, hand and
// discard): 1 per 2 cards, rounded down.
[[nodiscard]] constexpr int madness_penalty(int madness) {
  return madness > 0 ? madness / 2 : 0;
}
// VP after the penalty; never below 0 (a player cannot lose VP they do not have).
[[nodiscard]] constexpr int vp_after_madness(int vp, int madness) {
  const int after = vp - madness_penalty(madness);
  return after > 0 ? after : 0;
}

struct Standing {
  std::string name;  // for messages; may be empty
  int vp = 0;        // VP now, before any Madness penalty
  int madness = 0;   // Madness cards the player holds (0 without the Cthulhu set)
};

struct FinalScore {
  int player = 0;   // index into the standings
  int vp = 0;       // after the Madness penalty
  int penalty = 0;  // VP taken off for Madness (vp before - vp after)
};

struct EndCheck {
  bool triggered = false;     // someone has >= 15 VP (before the penalty): the game would end
  bool over = false;          // triggered and one player is ahead after penalty and tie-break
  std::optional<int> winner;  // index of the winner when over
  // Every player's VP after the Madness penalty, in standing order (the scores the game
  // ends with; shown even when the game goes on).
  std::vector<FinalScore> final_scores;
  // The players sharing the lead after penalty and tie-break when triggered but not over
  // (the tie the game plays on to break); empty otherwise.
  std::vector<int> tied;
  // The leaders' VP after the penalty when triggered (the winner's, or the tied leaders');
  // 0 otherwise.
  int leading_vp = 0;
};

// The end-of-turn check. The game ends when someone has at least 15 VP; then every player
// loses the Madness penalty, the most VP (after it) wins, a VP tie goes to the fewest
// Madness cards, and a tie that remains keeps the game going (not over, no winner).
// Violations: negative VP or Madness.
[[nodiscard]] Result<EndCheck> check_end(std::span<const Standing> standings);

}  // namespace tableref::smashup

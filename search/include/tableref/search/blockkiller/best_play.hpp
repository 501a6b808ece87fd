#pragma once
// The best play from a garbage stack and the block cards in hand: which cards, in which order,
// where; most attack, ties broken by more offset, then fewer cards.
#include <chrono>
#include <cstdint>
#include <vector>

#include "tableref/referee/blockkiller/attack.hpp"
#include "tableref/referee/blockkiller/field.hpp"
#include "tableref/referee/blockkiller/placement.hpp"
#include "tableref/referee/blockkiller/play.hpp"

namespace tableref::blockkiller {

struct BestPlayQuery {
  Field field;
  std::vector<Piece> hand;  // block cards in hand (up to 7 in play)
  RuleOptions rules;
  ChainState chain;  // carried state (carry_over)
  // The work of the search in positions (both cores together): where it stops and returns
  // the best play found. A count, not a time, so the same question gets the same answer on
  // every machine; 0: no limit but the clock.
  std::uint64_t node_budget = kDefaultNodeBudget;
  // The wall clock: the search also stops here (a safety net for slow machines; the answer
  // then depends on the machine).
  std::chrono::milliseconds budget{900};
  // The widest beam keeps 64x this many positions per length; 0: no beams, the
  // exact search alone (the same attack, offset and cards when it finishes).
  int beam_width = 64;
  // 2: the work runs on two threads; 1: on the caller's only (slower, the same answer).
  int threads = 2;

  static constexpr std::uint64_t kDefaultNodeBudget = 2'500'000;
};

struct BestPlay {
  std::vector<Placement> steps;  // in play order
  PlayAttack attack;             // attack.pieces[i] belongs to steps[i]
  int cards = 0;
  bool exhaustive = true;    // every play was searched: the answer is the true best
                             // (false when the budget ran out first: the best play found)
  int exhaustive_cards = 0;  // every play of up to this many cards was searched
  std::uint64_t nodes = 0;   // positions searched
  // The clock stopped the search before its count (a busy or slow machine): the answer may
  // then differ from one run to the next.
  bool clock_stopped = false;
};

[[nodiscard]] BestPlay find_best_play(const BestPlayQuery& query);

}  // namespace tableref::blockkiller

// find_best_play: the phases of the search and how the two cores share them.
#include "tableref/search/blockkiller/best_play.hpp"

#include "searcher.hpp"
#include "threads.hpp"

namespace tableref::blockkiller {

using search::BeamRanking;
using search::Clock;
using search::run_side_by_side;
using search::Searcher;

// The longest hand the exact search is given the whole budget for.
constexpr std::size_t kExactHand = 5;

BestPlay find_best_play(const BestPlayQuery& query) {
  const auto cap = Clock::now() + query.budget;
  const std::uint64_t total = query.node_budget == 0 ? UINT64_MAX : query.node_budget;
  const auto part = [total](int percent) {
    return total == UINT64_MAX ? total : total / 100 * static_cast<std::uint64_t>(percent);
  };
  Searcher main_search(query, cap);
  if (query.beam_width <= 0) {
    main_search.exact(query.field, query.chain, total);
    return main_search.result(query.chain);
  }
  const int wide = query.beam_width * 64;
  Searcher side_search(query, cap);
  // Two cores: the work is split so that the answer does not depend on which thread ran
  // faster (threads meet at fixed points only, and every phase ends at a count of
  // positions, not at a time).
  std::atomic<bool> proven{false};
  side_search.stop_when(&proven);
  // 1. Small greedy beams (a strong play in a few milliseconds), then the exact search from
  //    the best play they found (it settles shallow stacks and short hands; the side search
  //    then stops, since nothing beats a proven play). Beside them, a beam that ranks each
  //    position with what the next card could take (it keeps set-ups for spins).
  run_side_by_side(
      [&] {
        if (main_search.beams(query.field, query.chain, 16, std::min(256, wide), part(3),
                              BeamRanking::kGreedy) ||
            main_search.exact(query.field, query.chain, part(7))) {
          proven = true;
        }
      },
      [&] {
        const int width = std::min(512, wide);
        side_search.beams(query.field, query.chain, width, width, part(10),
                          BeamRanking::kLookahead);
      },
      query.threads >= 2);
  main_search.adopt(side_search);
  if (main_search.finished()) return main_search.result(query.chain);
  side_search.adopt(main_search);
  if (query.hand.size() <= kExactHand ||
      main_search.settled_cards() + 1 >= static_cast<int>(query.hand.size())) {
    // 2. Up to 5 cards, or when it has settled all plays but the longest, the exact search
    //    goes on (it settles most such hands), beside a wider look-ahead beam.
    run_side_by_side(
        [&] {
          if (main_search.exact(query.field, query.chain, part(40))) proven = true;
        },
        [&] {
          side_search.beams(query.field, query.chain, wide / 4, wide / 4, part(40),
                            BeamRanking::kLookahead);
        },
        query.threads >= 2);
    main_search.adopt(side_search);
  } else {
    // 2. Else one wide look-ahead beam, split in two halves (on both cores): it finds better
    //    plays than an exact search that cannot finish (measured in docs/blockkiller.md).
    main_search.beams(query.field, query.chain, wide, wide, part(80), BeamRanking::kLookahead,
                      true);
  }
  auto out = main_search.result(query.chain);
  out.nodes = main_search.nodes() + side_search.nodes();
  out.clock_stopped = !out.exhaustive && (main_search.capped() || side_search.capped());
  return out;
}
}  // namespace tableref::blockkiller

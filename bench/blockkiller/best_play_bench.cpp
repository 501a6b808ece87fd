// Speed of the Block-Killer referee: the best-play search with 7 block cards (the issue asks
// for an answer within 1 second on the 2-core machine), and the reachability search that
// every placement check runs.
#include <benchmark/benchmark.h>

#include "tableref/referee/blockkiller/best_play.hpp"
#include "tableref/referee/blockkiller/placement.hpp"

namespace {

using namespace tableref::blockkiller;

// A typical stack of eight garbage cards (single, double, triple holes, a quad hole).
Field typical_stack() {
  return Field::from_rows_top_down({
                                       "XXX...XXXX",
                                       "XXXX.XXXXX",
                                       ".XXXXXXXXX",
                                       "XX..XXXXXX",
                                       "XXXXXXX.XX",
                                       "XXX....XXX",
                                       "X.XXXXXXXX",
                                       "XXXX..XXXX",
                                   })
      .value();
}

void BM_BestPlaySevenCards(benchmark::State& state) {
  BestPlayQuery q;
  q.field = typical_stack();
  q.hand = {Piece::kT, Piece::kI, Piece::kL, Piece::kJ, Piece::kS, Piece::kZ, Piece::kO};
  q.budget = std::chrono::milliseconds(state.range(0));
  int attack = 0;
  bool exhaustive = true;
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    const auto best = find_best_play(q);
    attack = best.attack.attack;
    exhaustive = exhaustive && best.exhaustive;
    nodes = best.nodes;
    benchmark::DoNotOptimize(best);
  }
  state.counters["attack"] = attack;
  state.counters["exhaustive"] = exhaustive ? 1 : 0;
  state.counters["nodes"] = static_cast<double>(nodes);
}
BENCHMARK(BM_BestPlaySevenCards)->Arg(900)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_LegalPlacementsT(benchmark::State& state) {
  const auto field = typical_stack();
  const RuleOptions rules;
  for (auto _ : state) benchmark::DoNotOptimize(legal_placements(field, Piece::kT, rules));
}
BENCHMARK(BM_LegalPlacementsT)->Unit(benchmark::kMicrosecond);

}  // namespace

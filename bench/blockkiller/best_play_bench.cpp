// Speed of the Block-Killer referee: the best-play search with 7 block cards (the issue asks
// for an answer within 1 second on the 2-core machine), and the reachability search that
// every placement check runs. The search uses both cores: the times are wall clock, the CPU
// the whole process's.
#include <benchmark/benchmark.h>

#include "tableref/referee/blockkiller/placement.hpp"
#include "tableref/search/blockkiller/best_play.hpp"

#include <utility>
#include <vector>

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

// Tall, messy garbage: 14 rows of single, double, triple, quad and checkerboard cards.
Field tall_messy_stack() {
  return Field::from_rows_top_down({
                                       "XXXX.XXXXX",
                                       ".X.X.X.X.X",
                                       "XXX...XXXX",
                                       "XX.XXXXXXX",
                                       "XXXX..XXXX",
                                       "X...XXXXXX",
                                       "XXXXXXXX.X",
                                       "XXX....XXX",
                                       ".XXXXXXXXX",
                                       "XXXXX..XXX",
                                       "XXXX.XXXXX",
                                       "XX...XXXXX",
                                       "XXXXXXX.XX",
                                       "X.X.X.X.X.",
                                   })
      .value();
}

// A shallow stack (two double-hole rows): few lines to take, so the bound bites.
Field shallow_stack() {
  return Field::from_rows_top_down({"XXXX..XXXX", "XXXX..XXXX"}).value();
}

void run_best(benchmark::State& state, const Field& field, std::vector<Piece> hand,
              RuleOptions rules) {
  BestPlayQuery q;
  q.field = field;
  q.hand = std::move(hand);
  q.rules = rules;
  q.budget = std::chrono::milliseconds(state.range(0));
  int attack = 0;
  int cards = 0;
  bool exhaustive = true;
  int exhaustive_cards = 0;
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    const auto best = find_best_play(q);
    attack = best.attack.attack;
    cards = best.cards;
    exhaustive = exhaustive && best.exhaustive;
    exhaustive_cards = best.exhaustive_cards;
    nodes = best.nodes;
    benchmark::DoNotOptimize(best);
  }
  state.counters["attack"] = attack;
  state.counters["cards"] = cards;
  state.counters["exhaustive"] = exhaustive ? 1 : 0;
  state.counters["exhaustive_cards"] = exhaustive_cards;
  state.counters["nodes"] = static_cast<double>(nodes);
}

// T I L J S Z O on eight garbage rows (the case).
void BM_BestPlaySevenCards(benchmark::State& state) {
  run_best(state, typical_stack(),
           {Piece::kT, Piece::kI, Piece::kL, Piece::kJ, Piece::kS, Piece::kZ, Piece::kO}, {});
}
BENCHMARK(BM_BestPlaySevenCards)
    ->Arg(900)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->MeasureProcessCPUTime()
    ->UseRealTime();

// Many T and I cards on a tall, messy stack.
void BM_BestPlaySevenCardsTallTI(benchmark::State& state) {
  run_best(state, tall_messy_stack(),
           {Piece::kT, Piece::kT, Piece::kT, Piece::kI, Piece::kI, Piece::kI, Piece::kL}, {});
}
BENCHMARK(BM_BestPlaySevenCardsTallTI)
    ->Arg(900)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->MeasureProcessCPUTime()
    ->UseRealTime();

// No Mercy mode (no offset, bigger tables), SRS+ kicks.
void BM_BestPlaySevenCardsNoMercy(benchmark::State& state) {
  RuleOptions rules;
  rules.mode = Mode::kNoMercy;
  rules.kicks = Kicks::kSrsPlus;
  run_best(state, typical_stack(),
           {Piece::kT, Piece::kT, Piece::kI, Piece::kS, Piece::kZ, Piece::kJ, Piece::kL}, rules);
}
BENCHMARK(BM_BestPlaySevenCardsNoMercy)
    ->Arg(900)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->MeasureProcessCPUTime()
    ->UseRealTime();

// Seven cards the exact search settles within the budget: a shallow stack, O cards and an I.
void BM_BestPlaySevenCardsShallow(benchmark::State& state) {
  run_best(state, shallow_stack(),
           {Piece::kO, Piece::kO, Piece::kO, Piece::kO, Piece::kO, Piece::kO, Piece::kI}, {});
}
BENCHMARK(BM_BestPlaySevenCardsShallow)
    ->Arg(900)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->MeasureProcessCPUTime()
    ->UseRealTime();

// Seven cards settled exactly: a T-spin double slot, T, I and five O cards (the CLI test).
void BM_BestPlaySevenCardsTSlot(benchmark::State& state) {
  run_best(state, Field::from_rows_top_down({"X.........", "...XXXXXXX", "X.XXXXXXXX"}).value(),
           {Piece::kT, Piece::kI, Piece::kO, Piece::kO, Piece::kO, Piece::kO, Piece::kO}, {});
}
BENCHMARK(BM_BestPlaySevenCardsTSlot)
    ->Arg(900)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->MeasureProcessCPUTime()
    ->UseRealTime();

// Four cards on the typical stack: settled exactly.
void BM_BestPlayFourCards(benchmark::State& state) {
  run_best(state, typical_stack(), {Piece::kT, Piece::kI, Piece::kL, Piece::kJ}, {});
}
BENCHMARK(BM_BestPlayFourCards)
    ->Arg(5000)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->MeasureProcessCPUTime()
    ->UseRealTime();

void BM_LegalPlacementsT(benchmark::State& state) {
  const auto field = typical_stack();
  const RuleOptions rules;
  for (auto _ : state) benchmark::DoNotOptimize(legal_placements(field, Piece::kT, rules));
}
BENCHMARK(BM_LegalPlacementsT)->Unit(benchmark::kMicrosecond);

}  // namespace

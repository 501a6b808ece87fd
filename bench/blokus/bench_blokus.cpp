// Blokus referee speed: legal-move generation per position over a seeded corpus of
// positions from random games, one placement check, one full validated replay.
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "tableref/referee/blokus/game.hpp"
#include "tableref/referee/blokus/sgf.hpp"

namespace blokus = tableref::blokus;

namespace {

struct Position {
  blokus::GameState state;
  blokus::Color color = 0;
};

// Every position (with the color to move) of `games` random games, seed fixed.
std::vector<Position> corpus(blokus::Variant variant, int games, unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<Position> out;
  std::vector<blokus::PlacementId> moves;
  for (int g = 0; g < games; ++g) {
    blokus::GameState state(variant);
    while (auto color = state.to_move()) {
      out.push_back(Position{state, *color});
      moves.clear();
      state.legal_moves(*color, moves);
      state.play_generated(
          *color, moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
    }
  }
  return out;
}

// `repeat` generations per position before moving on: 1 walks the corpus (each position's
// state comes cold from memory), 16 measures generation with the position in cache, as a
// program that generates once per position it just played does.
void generate(benchmark::State& st, blokus::Variant variant, int repeat) {
  const auto positions = corpus(variant, 100, 20261122);
  std::vector<blokus::PlacementId> moves;
  moves.reserve(4096);
  std::size_t i = 0;
  int round = 0;
  std::int64_t generated = 0;
  for (auto _ : st) {
    const auto& p = positions[i];
    moves.clear();
    p.state.legal_moves(p.color, moves);
    generated += static_cast<std::int64_t>(moves.size());
    benchmark::DoNotOptimize(moves.data());
    if (++round < repeat) continue;
    round = 0;
    if (++i == positions.size()) i = 0;
  }
  st.SetItemsProcessed(st.iterations());
  st.counters["positions"] = static_cast<double>(positions.size());
  st.counters["moves_per_position"] =
      static_cast<double>(generated) / static_cast<double>(st.iterations());
  st.counters["moves_per_second"] =
      benchmark::Counter(static_cast<double>(generated), benchmark::Counter::kIsRate);
}

void BM_GenerateClassic(benchmark::State& st) {
  generate(st, blokus::Variant::kClassic, 1);
}
void BM_GenerateClassicWarm(benchmark::State& st) {
  generate(st, blokus::Variant::kClassic, 16);
}
void BM_GenerateDuo(benchmark::State& st) {
  generate(st, blokus::Variant::kDuo, 1);
}
void BM_GenerateDuoWarm(benchmark::State& st) {
  generate(st, blokus::Variant::kDuo, 16);
}
// Blokus Trigon (four players, edge-9 hexagon): the per-cell placement lists.
void BM_GenerateTrigon(benchmark::State& st) {
  generate(st, blokus::Variant::kTrigon, 1);
}
void BM_GenerateTrigonWarm(benchmark::State& st) {
  generate(st, blokus::Variant::kTrigon, 16);
}
void BM_GenerateJuniorWarm(benchmark::State& st) {
  generate(st, blokus::Variant::kJunior, 16);
}
BENCHMARK(BM_GenerateClassic);
BENCHMARK(BM_GenerateClassicWarm);
BENCHMARK(BM_GenerateDuo);
BENCHMARK(BM_GenerateDuoWarm);
BENCHMARK(BM_GenerateTrigon);
BENCHMARK(BM_GenerateTrigonWarm);
BENCHMARK(BM_GenerateJuniorWarm);

// One placement judged from tapped cells, mid-game (legal; all rules walked).
void BM_CheckPlacement(benchmark::State& st) {
  const auto positions = corpus(blokus::Variant::kClassic, 1, 7);
  const auto& p = positions[positions.size() / 2];
  const auto cells = p.state.cells_of(p.state.legal_moves(p.color).front());
  for (auto _ : st) {
    auto r = p.state.check(p.color, cells);
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(BM_CheckPlacement);

// A whole classic game: parse its SGF, then replay and validate every move.
void BM_ReplayGame(benchmark::State& st) {
  std::mt19937 rng(11);
  blokus::GameState game(blokus::Variant::kClassic);
  std::vector<blokus::PlacementId> moves;
  while (auto color = game.to_move()) {
    moves = game.legal_moves(*color);
    game.play_generated(
        *color, moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
  }
  const auto text = blokus::write_sgf(game);
  for (auto _ : st) {
    const auto parsed = blokus::read_sgf(text);
    auto r = blokus::replay(parsed.value());
    benchmark::DoNotOptimize(r);
  }
  st.counters["moves"] = static_cast<double>(game.history().size());
}
BENCHMARK(BM_ReplayGame);

}  // namespace

// Reading a Blokus board from a 12-megapixel photo (4000x3000, the size of a phone's
// picture): the whole of read_board, detection to rule correction. Target: <= 300 ms.
//   build/bench/bench_vision --benchmark_min_time=2
#include <benchmark/benchmark.h>

#include "photo_generator.hpp"
#include "tableref/vision/board_reading.hpp"

namespace {

using namespace tableref::vision;

const testing::Photo& photo(int width, int height) {
  static std::vector<std::pair<int, testing::Photo>> cache;
  for (const auto& [w, p] : cache) {
    if (w == width) return p;
  }
  testing::PhotoSpec spec;
  spec.width = width;
  spec.height = height;
  spec.seed = 2024;
  spec.grid = testing::random_board(tableref::blokus::Variant::kClassic, spec.seed, 1);
  spec.board = testing::perspective_board(width, height, 0.25, 0.6);
  spec.gradient = 0.35;
  spec.flares = 6;
  spec.noise = 6;
  spec.loose_pieces = 5;
  cache.emplace_back(width, testing::render_photo(spec));
  return cache.back().second;
}

void BM_ReadBoard(benchmark::State& state) {
  const auto& p = photo(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  bool ok = true;
  for (auto _ : state) {
    auto reading = read_board(p.view(), ReadOptions{});
    ok = ok && reading.ok();
    benchmark::DoNotOptimize(reading);
  }
  if (!ok) state.SkipWithError("no board read");
  state.counters["megapixels"] = static_cast<double>(state.range(0) * state.range(1)) / 1e6;
}
BENCHMARK(BM_ReadBoard)->Args({4000, 3000})->Args({1600, 1200})->Unit(benchmark::kMillisecond);

}  // namespace

// History at scale (issue #9): first page of the history, opening one session and reading
// its events to the end, and the statistics query, on 10,000 sessions / 1,000,000 events.
// Targets: 50 ms, 20 ms, 200 ms. Run: build/bench/bench_db (docs/history.md).
#include <benchmark/benchmark.h>

#include <cstdlib>

#include "bench_database.hpp"
#include "tableref/db/store.hpp"

namespace {

using tableref::bench::bench_database;
using tableref::db::SessionFilter;
using tableref::db::Store;

Store open_store() {
  auto store = Store::open(bench_database());
  if (!store) std::abort();
  return std::move(store).value();
}

void BM_HistoryFirstPage(benchmark::State& state) {
  auto store = open_store();
  SessionFilter filter;
  filter.limit = 50;
  for (auto _ : state) {
    auto page = store.list_sessions(filter);
    auto total = store.count_sessions(filter);
    if (!page || page.value().size() != 50 || !total) std::abort();
    benchmark::DoNotOptimize(page.value().data());
  }
}
BENCHMARK(BM_HistoryFirstPage)->Unit(benchmark::kMillisecond);

void BM_HistoryFirstPageFiltered(benchmark::State& state) {
  auto store = open_store();
  SessionFilter filter;
  filter.limit = 50;
  filter.game = "smashup";
  filter.player = "player 7";
  filter.since = "2025-01-01";
  filter.until = "2025-12-31";
  for (auto _ : state) {
    auto page = store.list_sessions(filter);
    auto total = store.count_sessions(filter);
    if (!page || page.value().empty() || !total) std::abort();
    benchmark::DoNotOptimize(page.value().data());
  }
}
BENCHMARK(BM_HistoryFirstPageFiltered)->Unit(benchmark::kMillisecond);

void BM_HistoryDeepPage(benchmark::State& state) {
  auto store = open_store();
  SessionFilter filter;
  filter.limit = 50;
  filter.offset = 9900;
  for (auto _ : state) {
    auto page = store.list_sessions(filter);
    if (!page || page.value().size() != 50) std::abort();
    benchmark::DoNotOptimize(page.value().data());
  }
}
BENCHMARK(BM_HistoryDeepPage)->Unit(benchmark::kMillisecond);

// Opening the database (as the app does when History opens a session) and reading the
// session with the most events to its end.
void BM_OpenAndReadSession(benchmark::State& state) {
  std::int64_t id = 0;
  {
    auto store = open_store();
    auto q = store.connection().query_int(
        "SELECT session_id FROM events GROUP BY session_id ORDER BY COUNT(*) DESC LIMIT 1");
    if (!q) std::abort();
    id = q.value();
  }
  std::size_t events = 0;
  for (auto _ : state) {
    auto store = open_store();
    auto session = store.session(id);
    auto log = store.events(id);
    if (!session || !log || log.value().empty()) std::abort();
    events = log.value().size();
    benchmark::DoNotOptimize(log.value().data());
  }
  state.counters["events"] = static_cast<double>(events);
}
BENCHMARK(BM_OpenAndReadSession)->Unit(benchmark::kMillisecond);

void BM_PlayerStatistics(benchmark::State& state) {
  auto store = open_store();
  for (auto _ : state) {
    auto stats = store.player_statistics({});
    if (!stats || stats.value().empty()) std::abort();
    benchmark::DoNotOptimize(stats.value().data());
  }
}
BENCHMARK(BM_PlayerStatistics)->Unit(benchmark::kMillisecond);

void BM_ScoreHistoryOnePlayer(benchmark::State& state) {
  auto store = open_store();
  for (auto _ : state) {
    auto points = store.score_history({}, std::string("Player 7"));
    if (!points || points.value().empty()) std::abort();
    benchmark::DoNotOptimize(points.value().data());
  }
}
BENCHMARK(BM_ScoreHistoryOnePlayer)->Unit(benchmark::kMillisecond);

}  // namespace

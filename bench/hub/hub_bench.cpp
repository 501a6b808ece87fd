// Push and pull of 1,000 sessions through a real hub on a real PostgreSQL (issue #26).
// The server and the hub are started once, as the hub tests do (tests/hub/); each iteration
// enrols a new device with 1,000 unsynced sessions (20 events each), times its push, then
// enrols a second device and times its pull of the same 1,000.
#include <benchmark/benchmark.h>

#include <chrono>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>

#include "pg_server.hpp"
#include "process.hpp"
#include "tableref/db/store.hpp"
#include "tableref/hub/sync.hpp"

namespace {

using tableref::test::PostgresServer;
using tableref::test::Running;

constexpr int kSessions = 1000;
constexpr int kEvents = 20;

// 1,000 finished sessions written as imports: one transaction each, not one per event.
std::string device_with_sessions(const std::string& path, int sessions) {
  auto store = tableref::db::Store::open(path).value();
  tableref::db::SessionSummary summary;
  summary.game = "blokus";
  summary.variant = "classic";
  summary.rules_json = "{}";
  summary.status = tableref::db::SessionStatus::kFinished;
  summary.created_at = summary.updated_at = "2026-11-29T00:00:00Z";
  summary.seats = {{0, "Ann", "blue"}, {1, "Bo", "yellow"}};
  std::vector<tableref::db::Event> events;
  for (int e = 1; e <= kEvents; ++e) {
    events.push_back({0, e, "2026-11-29T00:00:00Z", "place",
                      R"({"piece":"I5","cells":[[0,0],[0,1],[0,2],[0,3],[0,4]]})"});
  }
  for (int s = 0; s < sessions; ++s) (void)store.import_session(summary, events);
  return path;
}

void BM_HubPushAndPull1000Sessions(benchmark::State& state) {
  if (!PostgresServer::binaries()) {
    state.SkipWithError("PostgreSQL is not installed");
    return;
  }
  PostgresServer pg;
  Running hub({TABLEREF_HUB_BIN, "serve", "--db", pg.url(), "--listen", "127.0.0.1:0"});
  const auto line = hub.read_line();
  const auto listening = nlohmann::json::parse(line.value()).at("listening").get<std::string>();
  const std::string url = "http://" + listening;
  const auto dir = std::filesystem::temp_directory_path() / "tableref-hub-bench";
  std::filesystem::create_directories(dir);
  int round = 0;
  for (auto _ : state) {
    state.PauseTiming();
    const auto club = tableref::test::run(
        {TABLEREF_HUB_BIN, "club", "create", "Club " + std::to_string(round), "--db", pg.url()});
    const auto code = nlohmann::json::parse(club.out).at("join_code").get<std::string>();
    const auto a_path = (dir / ("a" + std::to_string(round) + ".db")).string();
    const auto b_path = (dir / ("b" + std::to_string(round) + ".db")).string();
    auto a = tableref::db::Store::open(device_with_sessions(a_path, kSessions)).value();
    auto b = tableref::db::Store::open(b_path).value();
    (void)tableref::hub::join_hub(a, url, code, "a");
    (void)tableref::hub::join_hub(b, url, code, "b");
    state.ResumeTiming();
    const auto start = std::chrono::steady_clock::now();
    const auto pushed = tableref::hub::sync_with_hub(a);
    const auto middle = std::chrono::steady_clock::now();
    const auto pulled = tableref::hub::sync_with_hub(b);
    const auto end = std::chrono::steady_clock::now();
    if (!pushed || !pulled || pushed.value().pushed != kSessions ||
        pulled.value().pulled != kSessions) {
      state.SkipWithError("sync failed");
      break;
    }
    state.counters["push_ms"] = std::chrono::duration<double, std::milli>(middle - start).count();
    state.counters["pull_ms"] = std::chrono::duration<double, std::milli>(end - middle).count();
    ++round;
  }
  std::filesystem::remove_all(dir);
}

BENCHMARK(BM_HubPushAndPull1000Sessions)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(3);

}  // namespace

// Requests per second and the latency percentiles of one hub at 50 devices (issue #26),
// against its own PostgreSQL on 127.0.0.1 (started as the hub tests do, tests/hub/). Each
// iteration enrols 50 devices in a new club; then 50 threads, one per device, each send 20
// requests back to back, alternating a push of one new session (20 events) and a pull from
// the device's cursor: 1,000 requests, a new connection each, as a device makes them.
// Bounded: a fixed count of requests, on loopback only.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>
#include <vector>

#include "pg_server.hpp"
#include "process.hpp"
#include "tableref/hub/hub_client.hpp"

namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

constexpr int kDevices = 50;
constexpr int kRequestsEach = 20;
constexpr int kEvents = 20;

json one_session(int id) {
  json events = json::array();
  for (int e = 1; e <= kEvents; ++e) {
    events.push_back({{"seq", e},
                      {"at", "2026-11-29T00:00:00Z"},
                      {"kind", "place"},
                      {"payload", R"({"piece":"I5","cells":[[0,0],[0,1],[0,2],[0,3],[0,4]]})"}});
  }
  return json{{"sessions",
               {{{"id", id},
                 {"game", "blokus"},
                 {"variant", "classic"},
                 {"rules", "{}"},
                 {"status", "finished"},
                 {"result", R"({"players":[{"name":"Ann","rank":1},{"name":"Bo","rank":2}]})"},
                 {"created_at", "2026-11-29T00:00:00Z"},
                 {"updated_at", "2026-11-29T00:00:00Z"},
                 {"seats",
                  {{{"seat", 0}, {"player", "Ann"}, {"role", "blue"}},
                   {{"seat", 1}, {"player", "Bo"}, {"role", "yellow"}}}},
                 {"events", events}}}}};
}

// One device's requests; its latencies in milliseconds, and whether every one was served.
bool device_requests(const std::string& url, const std::string& token,
                     std::vector<double>& latencies) {
  tableref::hub::HubClient client(url, token);
  std::int64_t cursor = 0;
  for (int r = 0; r < kRequestsEach; ++r) {
    const auto start = Clock::now();
    bool ok = false;
    if (r % 2 == 0) {
      auto pushed = client.push(one_session(r / 2 + 1));
      ok = pushed.ok();
    } else {
      auto page = client.pull(cursor);
      ok = page.ok();
      if (ok) cursor = page.value().value("cursor", cursor);
    }
    latencies.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    if (!ok) return false;
  }
  return true;
}

void BM_Hub50DevicesRequests(benchmark::State& state) {
  if (!tableref::test::PostgresServer::binaries()) {
    state.SkipWithError("PostgreSQL is not installed");
    return;
  }
  tableref::test::PostgresServer pg;
  // TABLEREF_BENCH_POOL=N serves with --pool N (the default's choice was measured so).
  std::vector<std::string> serve{TABLEREF_HUB_BIN, "serve",    "--db",
                                 pg.url(),         "--listen", "127.0.0.1:0"};
  if (const char* pool = std::getenv("TABLEREF_BENCH_POOL")) {
    serve.insert(serve.end(), {"--pool", pool});
  }
  tableref::test::Running hub(serve);
  const auto line = hub.read_line();
  const std::string url = "http://" + json::parse(line.value()).at("listening").get<std::string>();
  int round = 0;
  std::vector<double> all;
  double requests = 0;
  double seconds = 0;
  for (auto _ : state) {
    state.PauseTiming();
    const auto club = tableref::test::run(
        {TABLEREF_HUB_BIN, "club", "create", "Club " + std::to_string(round++), "--db", pg.url()});
    const auto code = json::parse(club.out).at("join_code").get<std::string>();
    std::vector<std::string> tokens;
    for (int d = 0; d < kDevices; ++d) {
      auto joined = tableref::hub::HubClient(url, "").join(code, "tablet-" + std::to_string(d));
      tokens.push_back(joined.value().token);
    }
    state.ResumeTiming();
    std::vector<std::vector<double>> latencies(kDevices);
    std::vector<char> served(kDevices, 0);
    const auto start = Clock::now();
    std::vector<std::thread> devices;
    for (int d = 0; d < kDevices; ++d) {
      devices.emplace_back([&, d] { served[d] = device_requests(url, tokens[d], latencies[d]); });
    }
    for (auto& t : devices) t.join();
    seconds += std::chrono::duration<double>(Clock::now() - start).count();
    if (std::count(served.begin(), served.end(), 0) != 0) {
      state.SkipWithError("a request was not served");
      break;
    }
    for (const auto& l : latencies) all.insert(all.end(), l.begin(), l.end());
    requests += kDevices * kRequestsEach;
  }
  if (all.empty()) return;
  std::sort(all.begin(), all.end());
  const auto at = [&](double q) {
    return all[std::min(all.size() - 1,
                        static_cast<std::size_t>(q * static_cast<double>(all.size())))];
  };
  state.counters["requests_per_s"] = requests / seconds;
  state.counters["p50_ms"] = at(0.50);
  state.counters["p95_ms"] = at(0.95);
  state.counters["p99_ms"] = at(0.99);
}

BENCHMARK(BM_Hub50DevicesRequests)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

}  // namespace

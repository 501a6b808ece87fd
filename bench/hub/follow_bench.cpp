// Live at the table (docs/club.md): from a move on the holding device to the follower's
// Server-Sent Event, through a real hub on a real PostgreSQL. Each iteration stores a
// Blokus move (a placement, then its undo, in turn), and times what the app does after it:
// the session's live state built from the store in three languages (controllers/
// live_view.hpp), the push of its new event and state (hub/live.hpp), and the hub's stream
// reaching the follower, who reads it on its own connection as a phone's browser would.
#include <benchmark/benchmark.h>

#include <httplib.h>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <mutex>
#include <nlohmann/json.hpp>

#include <thread>

#include "pg_server.hpp"
#include "process.hpp"
#include "tableref/app/catalog.hpp"
#include "tableref/controllers/live_view.hpp"
#include "tableref/db/store.hpp"
#include "tableref/hub/live.hpp"
#include "tableref/hub/sync.hpp"

namespace {

using Clock = std::chrono::steady_clock;
using nlohmann::json;
using tableref::test::PostgresServer;
using tableref::test::Running;

// The follower: the newest version its stream delivered, and when.
struct Follower {
  std::mutex mutex;
  std::condition_variable changed;
  std::int64_t version = 0;
  Clock::time_point at;
  std::string buffer;

  void take(const char* data, std::size_t size) {
    std::lock_guard lock(mutex);
    buffer.append(data, size);
    for (std::size_t end; (end = buffer.find("\n\n")) != std::string::npos;) {
      const auto block = buffer.substr(0, end);
      buffer.erase(0, end + 2);
      const auto data_at = block.find("data: ");
      if (data_at == std::string::npos) continue;
      version = json::parse(block.substr(data_at + 6))["version"].get<std::int64_t>();
      at = Clock::now();
    }
    changed.notify_all();
  }
  // When `wanted` arrived; nullopt after 30 s (a broken hub).
  std::optional<Clock::time_point> wait(std::int64_t wanted) {
    std::unique_lock lock(mutex);
    if (!changed.wait_for(lock, std::chrono::seconds(30), [&] { return version >= wanted; })) {
      return std::nullopt;
    }
    return at;
  }
};

json live_state(tableref::db::Store& store, std::int64_t id,
                const tableref::app::Catalog& catalog) {
  const auto record = tableref::controllers::load_session(store, id).value();
  return tableref::controllers::live_json(
      tableref::controllers::live_view(record),
      [&](std::string_view code, const tableref::controllers::CatalogText& text) {
        return catalog.format(tableref::app::parse_language(code), text.key, text.params,
                              text.keyed);
      });
}

void BM_HubLiveMoveToFollower(benchmark::State& state) {
  if (!PostgresServer::binaries()) {
    state.SkipWithError("PostgreSQL is not installed");
    return;
  }
  const auto catalog = tableref::app::Catalog::load(TABLEREF_ASSET_DIR "/strings");
  PostgresServer pg;
  Running hub({TABLEREF_HUB_BIN, "serve", "--db", pg.url(), "--listen", "127.0.0.1:0"});
  const auto listening = json::parse(hub.read_line().value()).at("listening").get<std::string>();
  const auto club =
      tableref::test::run({TABLEREF_HUB_BIN, "club", "create", "Live Club", "--db", pg.url()});
  const auto dir = std::filesystem::temp_directory_path() / "tableref-follow-bench";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  auto store = tableref::db::Store::open((dir / "device.db").string()).value();
  (void)tableref::hub::join_hub(store, "http://" + listening,
                                json::parse(club.out).at("join_code").get<std::string>(), "a");
  const auto id =
      store.create_session({"blokus", "duo", "{}", {{0, "Ann", "purple"}, {1, "Bo", "orange"}}})
          .value();
  const auto share = tableref::hub::share_session(store, id, live_state(store, id, catalog));
  if (!share) {
    state.SkipWithError("share failed");
    return;
  }
  Follower follower;
  const auto port = std::stoi(listening.substr(listening.rfind(':') + 1));
  httplib::Client client("127.0.0.1", port);
  std::thread reader([&] {
    client.Get(("/follow/" + share.value().code + "/events").c_str(),
               [&](const char* data, std::size_t size) {
                 follower.take(data, size);
                 return true;
               });
  });
  (void)follower.wait(1);  // the stream is open and has the first state
  std::int64_t version = 1;
  double total_ms = 0;
  double worst_ms = 0;
  for (auto _ : state) {
    const bool undo = version % 2 == 0;
    (void)store.append_event(id, undo ? "undo" : "place",
                             undo ? "{}" : R"({"color":"B","cells":"e10","entry":"cells"})");
    const auto start = Clock::now();
    const auto pushed = tableref::hub::push_live(store, id, live_state(store, id, catalog));
    const auto arrived = pushed ? follower.wait(pushed.value()) : std::nullopt;
    if (!arrived) {
      state.SkipWithError("the follower did not see the move");
      break;
    }
    version = pushed.value();
    const double ms = std::chrono::duration<double, std::milli>(*arrived - start).count();
    state.SetIterationTime(ms / 1000.0);
    total_ms += ms;
    worst_ms = std::max(worst_ms, ms);
  }
  state.counters["mean_ms"] = total_ms / static_cast<double>(state.iterations());
  state.counters["worst_ms"] = worst_ms;
  client.stop();
  reader.join();
  std::filesystem::remove_all(dir);
}

BENCHMARK(BM_HubLiveMoveToFollower)->Unit(benchmark::kMillisecond)->UseManualTime()->Iterations(50);

}  // namespace

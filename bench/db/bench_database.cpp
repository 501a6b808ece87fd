#include "bench_database.hpp"

#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "tableref/db/store.hpp"

namespace tableref::bench {
namespace {

bool complete(const std::string& path) {
  if (!std::filesystem::exists(path)) return false;
  auto store = db::Store::open(path);
  if (!store) return false;
  auto& c = store.value().connection();
  auto sessions = c.query_int("SELECT COUNT(*) FROM sessions");
  auto events = c.query_int("SELECT COUNT(*) FROM events");
  return sessions && events && sessions.value() == kBenchSessions && events.value() == kBenchEvents;
}

// Sessions over three years, 2-4 players from a pool of 24, 90% finished with a result;
// events 20-180 per session (100 on average), the last session getting what is left.
void generate(const std::string& path) {
  std::filesystem::remove(path);
  std::filesystem::remove(path + "-wal");
  std::filesystem::remove(path + "-shm");
  auto store = db::Store::open(path);
  if (!store) std::abort();
  auto& c = store.value().connection();
  std::mt19937 random(2026);
  const std::vector<std::string> games{"blokus", "blockkiller", "smashup", "hdcg"};
  std::vector<std::string> names;
  for (int i = 0; i < 24; ++i) names.push_back("Player " + std::to_string(i + 1));
  if (!c.exec("BEGIN").ok()) std::abort();
  if (!c.exec("INSERT INTO players(name) VALUES " +
              [&] {
                std::string values;
                for (std::size_t i = 0; i < names.size(); ++i) {
                  values += (i ? ",('" : "('") + names[i] + "')";
                }
                return values;
              }())
           .ok()) {
    std::abort();
  }
  auto session = c.prepare(
      "INSERT INTO sessions(id, game, variant, status, result, created_at, updated_at) "
      "VALUES (?, ?, 'classic', ?, ?, ?, ?)");
  auto seat = c.prepare("INSERT INTO session_players VALUES (?, ?, ?, ?)");
  auto event =
      c.prepare("INSERT INTO events(session_id, seq, at, kind, payload) VALUES (?, ?, ?, ?, ?)");
  if (!session || !seat || !event) std::abort();
  std::int64_t events_left = kBenchEvents;
  for (std::int64_t id = 1; id <= kBenchSessions; ++id) {
    const auto& game = games[random() % games.size()];
    const int players = 2 + static_cast<int>(random() % 3);
    std::vector<int> chosen;
    while (static_cast<int>(chosen.size()) < players) {
      const int p = static_cast<int>(random() % names.size());
      bool taken = false;
      for (int q : chosen) taken = taken || q == p;
      if (!taken) chosen.push_back(p);
    }
    // One session every ~2.5 hours from 2024-01-01 on: about three years.
    const std::time_t t = 1704067200 + static_cast<std::time_t>(id) * 9000 +
                          static_cast<std::time_t>(random() % 3600);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char created[32];
    std::strftime(created, sizeof created, "%Y-%m-%dT%H:%M:%S.000Z", &tm);
    const std::string created_at = created;
    const bool finished = random() % 10 != 0;
    std::string result;
    if (finished) {
      const int winner = static_cast<int>(random() % static_cast<unsigned>(players));
      result = R"({"players":[)";
      for (int i = 0; i < players; ++i) {
        const int score = i == winner ? 90 : static_cast<int>(random() % 89);
        result += (i ? "," : "") + std::string(R"({"name":")") + names[chosen[i]] + R"(","seat":)" +
                  std::to_string(i) + R"(,"score":)" + std::to_string(score) + R"(,"rank":)" +
                  std::to_string(i == winner ? 1 : 2) + R"(,"winner":)" +
                  (i == winner ? "true" : "false") + "}";
      }
      result += R"(],"duration_s":2400})";
    }
    auto& s = session.value();
    s.bind(1, id).bind(2, game).bind(3, finished ? "finished" : "active");
    if (finished) {
      s.bind(4, result);
    } else {
      s.bind_null(4);
    }
    s.bind(5, created_at).bind(6, created_at);
    if (!s.run().ok()) std::abort();
    for (int i = 0; i < players; ++i) {
      seat.value()
          .bind(1, id)
          .bind(2, static_cast<std::int64_t>(i))
          .bind(3, static_cast<std::int64_t>(chosen[i] + 1))
          .bind(4, "");
      if (!seat.value().run().ok()) std::abort();
    }
    const std::int64_t count = id == kBenchSessions
                                   ? events_left
                                   : std::min<std::int64_t>(events_left, 20 + random() % 161);
    events_left -= count;
    for (std::int64_t seq = 1; seq <= count; ++seq) {
      const std::string payload = R"({"player":)" + std::to_string(seq % players) +
                                  R"(,"piece":"L5","x":)" + std::to_string(seq % 20) + R"(,"y":)" +
                                  std::to_string((seq * 7) % 20) + R"(,"rotation":)" +
                                  std::to_string(seq % 8) + "}";
      event.value().bind(1, id).bind(2, seq).bind(3, created_at).bind(4, "place").bind(5, payload);
      if (!event.value().run().ok()) std::abort();
    }
  }
  if (!c.exec("COMMIT").ok()) std::abort();
  if (!c.exec("ANALYZE").ok()) std::abort();
}

}  // namespace

const std::string& bench_database() {
  static const std::string path = [] {
    const char* env = std::getenv("TABLEREF_BENCH_DB");
    std::string p =
        env != nullptr
            ? env
            : (std::filesystem::temp_directory_path() / "tableref_bench_history.db").string();
    if (!complete(p)) {
      std::fprintf(stderr, "generating %s (10,000 sessions, 1,000,000 events)...\n", p.c_str());
      generate(p);
    }
    return p;
  }();
  return path;
}

}  // namespace tableref::bench

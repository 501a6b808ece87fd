// The hub under load, on a real PostgreSQL, on 127.0.0.1 only: 50 devices syncing at once
// are all served, and a device offline for a week with 1,000 sessions catches up in one
// sync. Bounded: each device syncs twice, then the test stops.
#include <atomic>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <thread>

#include "hub_fixture.hpp"
#include "tableref/db/store.hpp"
#include "tableref/hub/sync.hpp"

namespace tableref::test {
namespace {

using nlohmann::json;

// `count` finished two-player games written straight into a device's SQLite (as imports, one
// transaction each), played over the week before 2026-11-29, `events` events each.
void record_games(const std::string& db_path, int count, int events, const std::string& first,
                  const std::string& second) {
  auto store = db::Store::open(db_path);
  ASSERT_TRUE(store.ok());
  // Only this setup's writes: durability is not what is under test here.
  ASSERT_TRUE(store.value().connection().exec("PRAGMA synchronous=OFF").ok());
  std::vector<db::Event> moves;
  for (int e = 1; e <= events; ++e) {
    moves.push_back({0, e, "2026-11-22T19:00:00Z", "place", R"({"piece":"I5","at":[0,0]})"});
  }
  for (int i = 0; i < count; ++i) {
    db::SessionSummary s;
    s.game = "blokus";
    s.variant = "classic";
    s.rules_json = "{}";
    s.status = db::SessionStatus::kFinished;
    char when[32];
    std::snprintf(when, sizeof when, "2026-11-%02dT%02d:%02d:00Z", 22 + i * 7 / count,
                  (i / 60) % 24, i % 60);
    s.created_at = s.updated_at = when;
    s.seats = {{0, first, "blue"}, {1, second, "yellow"}};
    const bool first_won = i % 3 != 0;
    s.result_json =
        json{{"players",
              {{{"name", first}, {"rank", first_won ? 1 : 2}, {"winner", first_won}},
               {{"name", second}, {"rank", first_won ? 2 : 1}, {"winner", !first_won}}}}}
            .dump();
    ASSERT_TRUE(store.value().import_session(s, moves).ok());
  }
}

std::int64_t sessions_held(const std::string& db_path) {
  auto store = db::Store::open(db_path);
  EXPECT_TRUE(store.ok());
  auto n = store.value().count_sessions(db::SessionFilter{});
  EXPECT_TRUE(n.ok());
  return n.value();
}

class HubLoad : public HubTest {
 protected:
  // Every device syncs at the same moment: one thread each, released together, each with
  // its own database connection, as 50 tablets would. Answers each device's report; a
  // device that was not served fails the test with the reason.
  static std::vector<hub::SyncReport> sync_all(const std::vector<std::string>& devices) {
    std::vector<hub::SyncReport> reports(devices.size());
    std::vector<std::string> failures(devices.size());
    std::atomic<int> ready{0};
    std::atomic<bool> go{false};
    std::vector<std::thread> threads;
    for (std::size_t d = 0; d < devices.size(); ++d) {
      threads.emplace_back([&, d] {
        auto store = db::Store::open(devices[d]);
        ++ready;
        while (!go) std::this_thread::yield();
        auto report =
            store ? hub::sync_with_hub(store.value()) : Result<hub::SyncReport>(store.error());
        if (report) {
          reports[d] = report.value();
        } else {
          failures[d] = std::string(report.error().reason.name());
        }
      });
    }
    while (ready < static_cast<int>(devices.size())) std::this_thread::yield();
    go = true;
    for (auto& t : threads) t.join();
    for (std::size_t d = 0; d < devices.size(); ++d) {
      EXPECT_EQ(failures[d], "") << devices[d] << " was not served";
    }
    return reports;
  }
};

TEST_F(HubLoad, FiftyDevicesSyncingAtOnceAreAllServed) {
  constexpr int kDevices = 50;
  constexpr int kEach = 2;
  const auto code = create_club("Big Club");
  std::vector<std::string> devices;
  for (int d = 0; d < kDevices; ++d) {
    devices.push_back(joined_device("tablet-" + std::to_string(d), code));
    record_games(devices.back(), kEach, 3, "P" + std::to_string(d), "Q" + std::to_string(d));
  }
  // Round one: every device pushes its own while the others push and pull theirs.
  for (const auto& report : sync_all(devices)) EXPECT_EQ(report.pushed, kEach);
  EXPECT_EQ(count("SELECT COUNT(*) FROM sessions"), kDevices * kEach);
  EXPECT_EQ(count("SELECT COUNT(*) FROM events"), kDevices * kEach * 3);
  // Round two: nothing left to push; each pulls what round one had not yet brought it.
  for (const auto& report : sync_all(devices)) EXPECT_EQ(report.pushed, 0);
  for (const auto& d : devices) EXPECT_EQ(sessions_held(d), kDevices * kEach) << d;
  EXPECT_EQ(count("SELECT COUNT(*) FROM sessions"), kDevices * kEach);
}

TEST_F(HubLoad, ADeviceOfflineForAWeekWithAThousandSessionsCatchesUpInOneSync) {
  const auto code = create_club("Go Club");
  const auto offline = joined_device("tablet-away", code);
  const auto home = joined_device("tablet-home", code);
  // The week: the club goes on at home and syncs; the offline tablet records 1,000 games.
  record_games(home, 30, 4, "Ann", "Bo");
  ASSERT_EQ(cli({"hub", "sync", "--db", home}).out, "{\"pushed\":30,\"pulled\":0}\n");
  record_games(offline, 1000, 5, "Cy", "Di");

  const auto caught_up = cli({"hub", "sync", "--db", offline});
  ASSERT_EQ(caught_up.exit_code, 0) << caught_up.err;
  EXPECT_EQ(caught_up.out, "{\"pushed\":1000,\"pulled\":30}\n");
  EXPECT_EQ(count("SELECT COUNT(*) FROM sessions"), 1030);
  EXPECT_EQ(count("SELECT COUNT(*) FROM events"), 1000 * 5 + 30 * 4);
  EXPECT_EQ(sessions_held(offline), 1030);

  // The other side: home pulls the thousand, and its standings count them.
  EXPECT_EQ(cli({"hub", "sync", "--db", home}).out, "{\"pushed\":0,\"pulled\":1000}\n");
  EXPECT_EQ(sessions_held(home), 1030);
  const auto standings = cli({"hub", "standings", "--db", home, "--json"});
  ASSERT_EQ(standings.exit_code, 0) << standings.err;
  const auto game = json::parse(standings.out)["games"][0];
  EXPECT_EQ(game["sessions"], 1030);
  std::int64_t games = 0;
  for (const auto& p : game["players"]) games += p["games"].get<std::int64_t>();
  EXPECT_EQ(games, 2 * 1030);
  EXPECT_EQ(cli({"hub", "sync", "--db", offline}).out, "{\"pushed\":0,\"pulled\":0}\n");
}

}  // namespace
}  // namespace tableref::test

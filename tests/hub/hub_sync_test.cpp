// Devices joining a club and syncing through a real hub on a real PostgreSQL, including the
// faults: the hub killed mid-push, PostgreSQL restarted, the hub out of reach.
#include <nlohmann/json.hpp>

#include "hub_fixture.hpp"
#include "tableref/db/hub_link.hpp"
#include "tableref/db/store.hpp"

namespace tableref::test {
namespace {

using nlohmann::json;

json sync_answer(const Finished& done) {
  EXPECT_EQ(done.exit_code, 0) << done.out << done.err;
  return json::parse(done.out, nullptr, false);
}

std::vector<db::SessionSummary> sessions_of(const std::string& path) {
  auto store = db::Store::open(path);
  EXPECT_TRUE(store.ok());
  auto list = store.value().list_sessions(db::SessionFilter{});
  EXPECT_TRUE(list.ok());
  return list.value();
}

TEST_F(HubTest, ASessionRecordedOnOneDeviceAppearsOnAnother) {
  const auto code = create_club("Go Club");
  const auto a = joined_device("tablet-a", code);
  const auto b = joined_device("tablet-b", code);
  const std::string hostile = "O'Brien\"; DROP TABLE sessions;--";
  const auto first = add_session(a, 3, hostile);
  add_session(a, 2);
  add_session(b, 1);

  EXPECT_EQ(cli({"hub", "sync", "--db", a}).out, "{\"pushed\":2,\"pulled\":0}\n");
  EXPECT_EQ(sync_answer(cli({"hub", "sync", "--db", b})), (json{{"pushed", 1}, {"pulled", 2}}));
  EXPECT_EQ(sync_answer(cli({"hub", "sync", "--db", a})), (json{{"pushed", 0}, {"pulled", 1}}));
  EXPECT_EQ(sync_answer(cli({"hub", "sync", "--db", b})), (json{{"pushed", 0}, {"pulled", 0}}));

  // B holds A's first session as A wrote it, marked with A's device.
  auto store_a = db::Store::open(a);
  auto store_b = db::Store::open(b);
  ASSERT_TRUE(store_a.ok() && store_b.ok());
  EXPECT_EQ(sessions_of(b).size(), 3u);
  std::int64_t copy = 0;
  for (const auto& s : sessions_of(b)) {
    auto origin = db::session_origin(store_b.value(), s.id);
    ASSERT_TRUE(origin.ok());
    if (origin.value() && origin.value()->origin_session == first) copy = s.id;
  }
  ASSERT_NE(copy, 0);
  EXPECT_EQ(db::session_origin(store_b.value(), copy).value()->device_name, "tablet-a");
  EXPECT_EQ(store_b.value().session(copy).value().seats.at(0).player, hostile);
  const auto original_events = store_a.value().events(first).value();
  const auto copied_events = store_b.value().events(copy).value();
  ASSERT_EQ(copied_events.size(), original_events.size());
  for (std::size_t i = 0; i < copied_events.size(); ++i) {
    EXPECT_EQ(copied_events[i].payload, original_events[i].payload);
    EXPECT_EQ(copied_events[i].at, original_events[i].at);
  }
  EXPECT_EQ(store_b.value().session(copy).value().result_json,
            store_a.value().session(first).value().result_json);

  // A's session goes on; B gets the new events on its next pull, nothing twice.
  ASSERT_TRUE(store_a.value().append_event(first, "note", R"({"n":4})").ok());
  EXPECT_EQ(sync_answer(cli({"hub", "sync", "--db", a})), (json{{"pushed", 1}, {"pulled", 0}}));
  EXPECT_EQ(sync_answer(cli({"hub", "sync", "--db", b})), (json{{"pushed", 0}, {"pulled", 1}}));
  EXPECT_EQ(store_b.value().events(copy).value().size(), 4u);
  EXPECT_EQ(count("SELECT COUNT(*) FROM events"), 3 + 2 + 1 + 1);
}

TEST_F(HubTest, TheSamePushTwiceIsStoredOnce) {
  const auto a = joined_device("tablet-a", create_club("Chess Club"));
  const std::string body = R"({"sessions": [{"id": 7, "game": "blokus", "variant": "classic",
    "rules": "{}", "status": "active", "result": "", "created_at": "2026-11-29T00:00:00Z",
    "updated_at": "2026-11-29T00:00:00Z", "seats": [{"seat": 0, "player": "Ann", "role": ""}],
    "events": [{"seq": 1, "at": "t1", "kind": "note", "payload": "{}"},
               {"seq": 2, "at": "t2", "kind": "note", "payload": "{\"x\": 1}"}]}]})";
  const auto first = post("/v1/push", body, token_of(a));
  ASSERT_TRUE(first);
  EXPECT_EQ(first->status, 200) << first->body;
  const auto change = count("SELECT change FROM sessions");
  const auto again = post("/v1/push", body, token_of(a));
  ASSERT_TRUE(again);
  EXPECT_EQ(again->status, 200);
  EXPECT_EQ(json::parse(again->body)["stored"][0]["events"], 2);
  EXPECT_EQ(count("SELECT COUNT(*) FROM sessions"), 1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM events"), 2);
  // A retry moves no cursor: nobody pulls the session again for it.
  EXPECT_EQ(count("SELECT change FROM sessions"), change);
}

class HubKilledMidPush : public HubTest, public ::testing::WithParamInterface<const char*> {};

TEST_P(HubKilledMidPush, LosesNothingAndStoresNothingTwice) {
  const auto a = joined_device("tablet-a", create_club("Go Club"));
  for (int i = 0; i < 3; ++i) add_session(a, 4);
  kill_hub();
  const int port = port_;
  start_hub({std::string("TABLEREF_HUB_FAULT=") + GetParam()}, port);
  auto sync = cli_running({"hub", "sync", "--db", a});
  ASSERT_EQ(hub_->read_line(), "{\"fault\": \"" + std::string(GetParam()) + "\"}");
  kill_hub();
  EXPECT_EQ(sync->wait(), 3);  // the device says the hub went away, and keeps its data
  EXPECT_EQ(sessions_of(a).size(), 3u);
  const bool committed = std::string(GetParam()) == "push-after-commit";
  EXPECT_EQ(count("SELECT COUNT(*) FROM events"), committed ? 12 : 0);

  start_hub({}, port);
  EXPECT_EQ(sync_answer(cli({"hub", "sync", "--db", a})), (json{{"pushed", 3}, {"pulled", 0}}));
  EXPECT_EQ(count("SELECT COUNT(*) FROM sessions"), 3);
  EXPECT_EQ(count("SELECT COUNT(*) FROM events"), 12);
  EXPECT_EQ(
      count("SELECT COUNT(*) FROM (SELECT DISTINCT device_id, session_id, seq FROM events) e"), 12);
  EXPECT_EQ(sync_answer(cli({"hub", "sync", "--db", a})), (json{{"pushed", 0}, {"pulled", 0}}));
}

INSTANTIATE_TEST_SUITE_P(BeforeAndAfterCommit, HubKilledMidPush,
                         ::testing::Values("push-before-commit", "push-after-commit"));

TEST_F(HubTest, APostgresRestartFailsOneSyncCleanlyAndTheNextSucceeds) {
  const auto code = create_club("Go Club");
  const auto a = joined_device("tablet-a", code);
  const auto b = joined_device("tablet-b", code);
  add_session(a, 2);
  add_session(a, 3);
  pg_->stop();
  const auto failed = cli({"hub", "sync", "--db", a});
  EXPECT_EQ(failed.exit_code, 3);
  EXPECT_NE(failed.err.find("cannot reach its database"), std::string::npos) << failed.err;
  EXPECT_EQ(failed.out, "");
  pg_->start();
  // The same hub process, never restarted: it kept nothing that the restart could lose.
  EXPECT_EQ(sync_answer(cli({"hub", "sync", "--db", a})), (json{{"pushed", 2}, {"pulled", 0}}));
  EXPECT_EQ(sync_answer(cli({"hub", "sync", "--db", b})), (json{{"pushed", 0}, {"pulled", 2}}));
  EXPECT_EQ(count("SELECT COUNT(*) FROM events"), 5);
}

TEST_F(HubTest, AnUnreachableHubLeavesTheDeviceWorkingAndSaysSo) {
  const auto a = joined_device("tablet-a", create_club("Go Club"));
  const int port = port_;
  kill_hub();
  add_session(a, 2);
  const auto failed = cli({"hub", "sync", "--db", a});
  EXPECT_EQ(failed.exit_code, 3);
  EXPECT_NE(failed.err.find("cannot be reached"), std::string::npos) << failed.err;
  EXPECT_NE(failed.err.find("Nothing was lost"), std::string::npos) << failed.err;
  const auto listed = cli({"sessions", "list", "--db", a});
  EXPECT_EQ(listed.exit_code, 0) << listed.err;
  EXPECT_EQ(sessions_of(a).size(), 1u);
  start_hub({}, port);
  EXPECT_EQ(sync_answer(cli({"hub", "sync", "--db", a})), (json{{"pushed", 1}, {"pulled", 0}}));
}

}  // namespace
}  // namespace tableref::test

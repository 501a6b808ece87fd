// Settings → Club's controller and `tableref-cli hub status|leave` against a real hub on a
// real PostgreSQL: joining, syncing, the hub out of reach, a revoked device, leaving.
#include <nlohmann/json.hpp>

#include "hub_fixture.hpp"
#include "tableref/controllers/club.hpp"
#include "tableref/db/hub_link.hpp"
#include "tableref/db/store.hpp"

namespace tableref::test {
namespace {

using controllers::ClubStatus;
using nlohmann::json;

controllers::ClubState state_of(const std::string& path) {
  auto store = db::Store::open(path);
  EXPECT_TRUE(store.ok());
  auto state = controllers::read_club_state(store.value());
  EXPECT_TRUE(state.ok());
  return state.value();
}

// Runs a call on the controller's worker and answers its outcome once the worker ended.
controllers::ClubOutcome finished(controllers::ClubController& club) {
  club.wait();
  auto outcome = club.take_outcome();
  EXPECT_TRUE(outcome.has_value());
  return outcome.value_or(controllers::ClubOutcome{});
}

TEST_F(HubTest, ClubControllerJoinsSyncsAndSaysSo) {
  const auto code = create_club("Go Club");
  const std::string path = dir_ + "/tablet.db";
  add_session(path, 2);
  add_session(path, 1);
  EXPECT_EQ(state_of(path).status, ClubStatus::kNotJoined);

  controllers::ClubController club(path);
  ASSERT_TRUE(club.start_join(hub_url(), code, "tablet-1"));
  EXPECT_FALSE(club.start_sync());  // one call at a time
  auto joined = finished(club);
  ASSERT_FALSE(joined.error.has_value()) << joined.error->reason.name();
  EXPECT_TRUE(joined.joined);
  EXPECT_EQ(joined.club, "Go Club");
  auto state = state_of(path);
  EXPECT_EQ(state.status, ClubStatus::kJoined);
  EXPECT_EQ(state.club, "Go Club");
  EXPECT_EQ(state.device_name, "tablet-1");
  EXPECT_TRUE(state.last_sync_at.empty());
  EXPECT_EQ(state.waiting, 2);

  ASSERT_TRUE(club.start_sync());
  auto synced = finished(club);
  ASSERT_FALSE(synced.error.has_value());
  EXPECT_EQ(synced.report.pushed, 2);
  state = state_of(path);
  EXPECT_FALSE(state.last_sync_at.empty());
  EXPECT_EQ(state.last_pushed, 2);
  EXPECT_EQ(state.waiting, 0);

  // The CLI says the same, as JSON.
  const auto status = cli({"hub", "status", "--db", path});
  ASSERT_EQ(status.exit_code, 0) << status.err;
  const auto answer = json::parse(status.out);
  EXPECT_EQ(answer.at("state"), "joined");
  EXPECT_EQ(answer.at("club"), "Go Club");
  EXPECT_EQ(answer.at("device_name"), "tablet-1");
  EXPECT_EQ(answer.at("last_sync").at("pushed"), 2);
  EXPECT_EQ(answer.at("waiting"), 0);
}

TEST_F(HubTest, ClubControllerWorksOfflineAndCountsWhatWaits) {
  const auto code = create_club("Go Club");
  const auto path = joined_device("tablet-a", code);
  add_session(path, 3);
  kill_hub();
  controllers::ClubController club(path);
  ASSERT_TRUE(club.start_sync());
  auto outcome = finished(club);
  ASSERT_TRUE(outcome.error.has_value());
  EXPECT_EQ(outcome.error->reason.name(), "hub.unreachable");
  auto state = state_of(path);
  EXPECT_EQ(state.status, ClubStatus::kOffline);
  EXPECT_EQ(state.waiting, 1);
  EXPECT_EQ(json::parse(cli({"hub", "status", "--db", path}).out).at("state"), "offline");

  // Back online: the next sync sends what waited and the state says joined again.
  start_hub({}, port_);
  ASSERT_TRUE(club.start_sync());
  EXPECT_FALSE(finished(club).error.has_value());
  state = state_of(path);
  EXPECT_EQ(state.status, ClubStatus::kJoined);
  EXPECT_EQ(state.waiting, 0);
}

TEST_F(HubTest, ARevokedDeviceIsToldAndLeavingKeepsEverySession) {
  const auto code = create_club("Go Club");
  const auto a = joined_device("tablet-a", code);
  const auto b = joined_device("tablet-b", code);
  add_session(a, 2);
  add_session(b, 1);
  ASSERT_EQ(cli({"hub", "sync", "--db", a}).exit_code, 0);
  ASSERT_EQ(cli({"hub", "sync", "--db", b}).exit_code, 0);
  EXPECT_EQ(state_of(b).from_club, 1);

  const auto devices = json::parse(hub_command({"club", "devices", "Go Club"}).out);
  std::string b_id;
  for (const auto& d : devices.at("devices")) {
    if (d.at("name") == "tablet-b") b_id = d.at("device").get<std::string>();
  }
  ASSERT_EQ(hub_command({"club", "revoke", b_id}).exit_code, 0);
  controllers::ClubController club(b);
  ASSERT_TRUE(club.start_sync());
  auto outcome = finished(club);
  ASSERT_TRUE(outcome.error.has_value());
  EXPECT_EQ(state_of(b).status, ClubStatus::kRevoked);

  // Leaving forgets the link and its token, and keeps the device's and the club's sessions.
  const auto left = cli({"hub", "leave", "--db", b});
  ASSERT_EQ(left.exit_code, 0) << left.err;
  EXPECT_EQ(json::parse(left.out), (json{{"left", "Go Club"}}));
  EXPECT_EQ(json::parse(cli({"hub", "status", "--db", b}).out), (json{{"state", "not_joined"}}));
  {
    auto store = db::Store::open(b);
    ASSERT_TRUE(store.ok());
    EXPECT_EQ(store.value().count_sessions({}).value(), 2);
    EXPECT_FALSE(db::hub_link(store.value()).value().has_value());
  }
  // Joined again with a new enrolment, it sends its own session afresh and nothing twice.
  const auto joined = cli({"hub", "join", hub_url(), code, "--name", "tablet-b2", "--db", b});
  ASSERT_EQ(joined.exit_code, 0) << joined.err;
  const auto again = json::parse(cli({"hub", "sync", "--db", b}).out);
  EXPECT_EQ(again.at("pushed"), 1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM sessions"), 3);
}

}  // namespace
}  // namespace tableref::test

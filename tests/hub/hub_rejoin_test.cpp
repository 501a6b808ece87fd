// Leaving a club and joining it again (docs/club.md, "Leaving and joining again"): the same
// device proves it with the token it left, keeps its id, and its own sessions stay its own
// (no copy of them marked as another device's, here or on the hub), held where they were; a
// revoked device joins as a new one and still does not take its own former sessions for
// another device's.
#include <nlohmann/json.hpp>

#include "hub_fixture.hpp"
#include "tableref/controllers/club.hpp"
#include "tableref/db/hub_link.hpp"
#include "tableref/db/store.hpp"

namespace tableref::test {
namespace {

using nlohmann::json;

struct Local {
  std::int64_t sessions = 0;
  std::int64_t from_club = 0;  // sessions marked with another device
  std::vector<std::string> origins;
};

Local local_of(const std::string& path) {
  auto store = db::Store::open(path);
  EXPECT_TRUE(store.ok());
  Local local;
  auto list = store.value().list_sessions({});
  EXPECT_TRUE(list.ok());
  for (const auto& s : list.value()) {
    ++local.sessions;
    auto origin = db::session_origin(store.value(), s.id);
    EXPECT_TRUE(origin.ok());
    if (origin.value()) {
      ++local.from_club;
      local.origins.push_back(origin.value()->device_id);
    }
  }
  return local;
}

class HubRejoinTest : public HubTest {
 protected:
  std::string device_of(const std::string& path) {
    const auto status = cli({"hub", "status", "--db", path});
    EXPECT_EQ(status.exit_code, 0) << status.err;
    return json::parse(status.out).value("device", std::string());
  }
  void sync(const std::string& path) {
    const auto synced = cli({"hub", "sync", "--db", path});
    ASSERT_EQ(synced.exit_code, 0) << synced.err;
  }
};

TEST_F(HubRejoinTest, ADeviceJoiningAgainKeepsItsIdItsSessionsAndWhatItHolds) {
  const auto code = create_club("Go Club");
  const auto a = joined_device("tablet-a", code);
  const auto b = joined_device("tablet-b", code);
  const auto a1 = add_session(a, 2);
  const auto a2 = add_session(a, 3);
  add_session(b, 1);
  sync(a);
  sync(b);
  const std::string a_id = device_of(a);
  // tablet-b continues a1, so the hub holds it for tablet-b.
  {
    auto store = db::Store::open(b);
    ASSERT_TRUE(store.ok());
    std::int64_t copy = 0;
    auto list = store.value().list_sessions({});
    ASSERT_TRUE(list.ok());
    for (const auto& s : list.value()) {
      auto origin = db::session_origin(store.value(), s.id).value();
      if (origin && origin->origin_session == a1) copy = s.id;
    }
    ASSERT_NE(copy, 0);
    ASSERT_TRUE(controllers::continue_club_session(store.value(), copy).ok());
  }

  const std::string old_token = token_of(a);
  ASSERT_EQ(cli({"hub", "leave", "--db", a}).exit_code, 0);
  const auto joined = cli({"hub", "join", hub_url(), code, "--name", "tablet-a2", "--db", a});
  ASSERT_EQ(joined.exit_code, 0) << joined.err;
  EXPECT_EQ(device_of(a), a_id);  // the same device, proved by the token it left
  const auto again = json::parse(cli({"hub", "sync", "--db", a}).out);
  EXPECT_EQ(again.at("pushed"), 1);  // a2 again (nothing new for the hub), not a1: held by b
  const auto local = local_of(a);
  EXPECT_EQ(local.sessions, 3);  // its two and tablet-b's one, nothing twice
  EXPECT_EQ(local.from_club, 1);
  {
    auto store = db::Store::open(a);
    ASSERT_TRUE(store.ok());
    EXPECT_FALSE(db::session_origin(store.value(), a1).value().has_value());
    EXPECT_FALSE(db::session_origin(store.value(), a2).value().has_value());
    EXPECT_EQ(db::held_elsewhere(store.value(), a1).value(),
              std::optional<std::string>("tablet-b"));
    EXPECT_FALSE(db::held_elsewhere(store.value(), a2).value().has_value());
  }
  EXPECT_EQ(count("SELECT COUNT(*) FROM devices"), 2);
  EXPECT_EQ(count("SELECT COUNT(*) FROM sessions"), 3);
  EXPECT_EQ(count("SELECT COUNT(*) FROM devices WHERE name = 'tablet-a2'"), 1);

  // A new game after the rejoin reaches tablet-b from the same device as the old ones.
  add_session(a, 1);
  sync(a);
  sync(b);
  const auto other = local_of(b);
  EXPECT_EQ(other.sessions, 4);
  for (const auto& origin : other.origins) EXPECT_EQ(origin, a_id);
  // The token left behind opens nothing any more.
  EXPECT_EQ(get("/v1/pull?after=0", old_token)->status, 401);
  EXPECT_EQ(get("/v1/pull?after=0", token_of(a))->status, 200);
}

TEST_F(HubRejoinTest, ARevokedDeviceJoinsAsNewAndKeepsItsFormerSessionsAsItsOwn) {
  const auto code = create_club("Go Club");
  const auto a = joined_device("tablet-a", code);
  const auto b = joined_device("tablet-b", code);
  add_session(a, 2);
  add_session(b, 1);
  sync(a);
  sync(b);
  const std::string b_id = device_of(b);
  ASSERT_EQ(hub_command({"club", "revoke", b_id}).exit_code, 0);
  ASSERT_EQ(cli({"hub", "leave", "--db", b}).exit_code, 0);
  ASSERT_EQ(cli({"hub", "join", hub_url(), code, "--name", "tablet-b2", "--db", b}).exit_code, 0);
  EXPECT_NE(device_of(b), b_id);  // revoked stays revoked: a new device
  sync(b);
  const auto local = local_of(b);
  EXPECT_EQ(local.sessions, 2);  // its own and tablet-a's; not its own again as b_id's
  EXPECT_EQ(local.from_club, 1);
  for (const auto& origin : local.origins) EXPECT_NE(origin, b_id);
}

}  // namespace
}  // namespace tableref::test

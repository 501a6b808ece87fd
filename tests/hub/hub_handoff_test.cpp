// "Continue on this device": one writer per session, the holding moved through the hub (in
// PostgreSQL: a hub restart loses nothing), a former holder's push refused with
// hub.not_holder, and the session's events flowing to whichever device holds it.
#include <nlohmann/json.hpp>

#include "hub_fixture.hpp"
#include "tableref/controllers/club.hpp"
#include "tableref/db/hub_link.hpp"
#include "tableref/db/store.hpp"

namespace tableref::test {
namespace {

using nlohmann::json;

// An active game of `events` events on a device.
std::int64_t add_active(const std::string& path, int events) {
  auto store = db::Store::open(path);
  EXPECT_TRUE(store.ok());
  auto id = store.value().create_session(
      db::NewSession{"blokus", "duo", "{}", {db::SeatEntry{0, "Ann", "purple"}}});
  EXPECT_TRUE(id.ok());
  for (int i = 1; i <= events; ++i) {
    EXPECT_TRUE(
        store.value().append_event(id.value(), "note", R"({"n":)" + std::to_string(i) + "}").ok());
  }
  return id.value();
}

void append(const std::string& path, std::int64_t id, int n) {
  auto store = db::Store::open(path);
  ASSERT_TRUE(store.ok());
  ASSERT_TRUE(store.value().append_event(id, "note", R"({"n":)" + std::to_string(n) + "}").ok());
}

std::size_t events_of(const std::string& path, std::int64_t id) {
  auto store = db::Store::open(path);
  EXPECT_TRUE(store.ok());
  return store.value().events(id).value().size();
}

std::optional<std::string> held_elsewhere(const std::string& path, std::int64_t id) {
  auto store = db::Store::open(path);
  EXPECT_TRUE(store.ok());
  auto held = db::held_elsewhere(store.value(), id);
  EXPECT_TRUE(held.ok());
  return held.value();
}

std::int64_t copy_of(const std::string& path) {
  auto store = db::Store::open(path);
  EXPECT_TRUE(store.ok());
  auto list = store.value().list_sessions({});
  EXPECT_TRUE(list.ok());
  for (const auto& s : list.value()) {
    if (db::session_origin(store.value(), s.id).value()) return s.id;
  }
  return 0;
}

TEST_F(HubTest, ContinuingOnAnotherDeviceMovesTheOnlyWriter) {
  const auto code = create_club("Go Club");
  const auto a = joined_device("tablet-a", code);
  const auto b = joined_device("tablet-b", code);
  const auto game = add_active(a, 2);
  ASSERT_EQ(cli({"hub", "sync", "--db", a}).exit_code, 0);
  ASSERT_EQ(cli({"hub", "sync", "--db", b}).exit_code, 0);
  const auto copy = copy_of(b);
  ASSERT_NE(copy, 0);
  // Pulled and held by the device that recorded it: read-only on B.
  EXPECT_EQ(held_elsewhere(b, copy), std::optional<std::string>("tablet-a"));
  EXPECT_EQ(held_elsewhere(a, game), std::nullopt);

  {
    auto store = db::Store::open(b);
    ASSERT_TRUE(store.ok());
    auto continued = controllers::continue_club_session(store.value(), copy);
    ASSERT_TRUE(continued.ok()) << continued.error().reason.name();
  }
  EXPECT_EQ(held_elsewhere(b, copy), std::nullopt);
  EXPECT_EQ(count("SELECT COUNT(*) FROM sessions s JOIN devices d ON d.id = s.holder_id "
                  "WHERE d.name = 'tablet-b'"),
            1);

  // The holding is PostgreSQL's: a hub restarted meanwhile still knows it.
  kill_hub();
  start_hub({}, port_);

  // A's next sync learns the session is B's now; a push of it from A is refused.
  ASSERT_EQ(cli({"hub", "sync", "--db", a}).exit_code, 0);
  EXPECT_EQ(held_elsewhere(a, game), std::optional<std::string>("tablet-b"));
  json late{{"sessions",
             {{{"id", game},
               {"game", "blokus"},
               {"variant", "duo"},
               {"rules", "{}"},
               {"status", "active"},
               {"result", ""},
               {"created_at", "2026-01-01T00:00:00Z"},
               {"updated_at", "2026-01-01T00:00:09Z"},
               {"seats", json::array()},
               {"events", {{{"seq", 3}, {"at", "x"}, {"kind", "note"}, {"payload", "{}"}}}}}}}};
  const auto refused = post("/v1/push", late.dump(), token_of(a));
  ASSERT_TRUE(refused);
  const auto answer = json::parse(refused->body);
  ASSERT_EQ(answer.at("refused").size(), 1u) << refused->body;
  EXPECT_EQ(answer["refused"][0].at("code"), "hub.not_holder");

  // B writes on; its events reach the hub under A's session and come back to A.
  append(b, copy, 3);
  const auto pushed = json::parse(cli({"hub", "sync", "--db", b}).out);
  EXPECT_EQ(pushed.at("pushed"), 1);
  EXPECT_EQ(count("SELECT MAX(event_count) FROM sessions"), 3);
  ASSERT_EQ(cli({"hub", "sync", "--db", a}).exit_code, 0);
  EXPECT_EQ(events_of(a, game), 3u);

  // A takes it back: B's copy becomes read-only, A's writes are taken again.
  {
    auto store = db::Store::open(a);
    ASSERT_TRUE(store.ok());
    ASSERT_TRUE(controllers::continue_club_session(store.value(), game).ok());
  }
  EXPECT_EQ(held_elsewhere(a, game), std::nullopt);
  append(a, game, 4);
  EXPECT_EQ(json::parse(cli({"hub", "sync", "--db", a}).out).at("pushed"), 1);
  ASSERT_EQ(cli({"hub", "sync", "--db", b}).exit_code, 0);
  EXPECT_EQ(events_of(b, copy), 4u);
  EXPECT_EQ(held_elsewhere(b, copy), std::optional<std::string>("tablet-a"));
  EXPECT_EQ(count("SELECT COUNT(*) FROM events"), 4);
}

TEST_F(HubTest, HoldingASessionOfAnotherClubIsRefused) {
  const auto a = joined_device("tablet-a", create_club("Go Club"));
  const auto b = joined_device("tablet-b", create_club("Chess Club"));
  const auto game = add_active(a, 1);
  ASSERT_EQ(cli({"hub", "sync", "--db", a}).exit_code, 0);
  auto store_a = db::Store::open(a);
  ASSERT_TRUE(store_a.ok());
  const auto device_a = db::hub_link(store_a.value()).value()->device_id;
  const auto res = post("/v1/hold", json{{"device", device_a}, {"id", game}}.dump(), token_of(b));
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 404);
  EXPECT_EQ(json::parse(res->body)["error"]["code"], "hub.unknown_session");
  EXPECT_EQ(count("SELECT COUNT(*) FROM sessions WHERE holder_id = device_id"), 1);
  EXPECT_EQ(post("/v1/hold", json{{"device", device_a}, {"id", game}}.dump(), "nope")->status, 401);
}

}  // namespace
}  // namespace tableref::test

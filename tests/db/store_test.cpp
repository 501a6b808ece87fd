#include "tableref/db/store.hpp"
#include "tableref/db/store_reason.hpp"

#include <gtest/gtest.h>

namespace tableref::db {
namespace {

NewSession blokus_session() {
  NewSession s;
  s.game = "blokus";
  s.variant = "classic";
  s.rules_json = R"({"first_move":"start_corner"})";
  s.seats = {{0, "Ann", "blue"}, {1, "Bo", "yellow"}, {2, "Chen", "red"}, {3, "Dai", "green"}};
  return s;
}

TEST(StoreTest, CreatesASessionWithItsSeats) {
  auto store = Store::open_memory();
  ASSERT_TRUE(store.ok());
  auto id = store.value().create_session(blokus_session());
  ASSERT_TRUE(id.ok());
  auto s = store.value().session(id.value());
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(s.value().game, "blokus");
  EXPECT_EQ(s.value().variant, "classic");
  EXPECT_EQ(s.value().status, SessionStatus::kActive);
  ASSERT_EQ(s.value().seats.size(), 4u);
  EXPECT_EQ(s.value().seats[2], (SeatEntry{2, "Chen", "red"}));
}

TEST(StoreTest, EventsAreNumberedInOrderAndReadBack) {
  auto store = Store::open_memory();
  ASSERT_TRUE(store.ok());
  auto id = store.value().create_session(blokus_session()).value();
  for (int i = 0; i < 5; ++i) {
    auto e = store.value().append_event(id, "place", R"({"n":)" + std::to_string(i) + "}");
    ASSERT_TRUE(e.ok());
    EXPECT_EQ(e.value().seq, i + 1);
  }
  auto undo = store.value().append_event(id, "undo", "{}");
  ASSERT_TRUE(undo.ok());
  auto events = store.value().events(id);
  ASSERT_TRUE(events.ok());
  ASSERT_EQ(events.value().size(), 6u);
  EXPECT_EQ(events.value()[3].payload, R"({"n":3})");
  EXPECT_EQ(events.value()[5].kind, "undo");
}

TEST(StoreTest, TheEventLogIsAppendOnly) {
  auto store = Store::open_memory();
  ASSERT_TRUE(store.ok());
  auto id = store.value().create_session(blokus_session()).value();
  ASSERT_TRUE(store.value().append_event(id, "place", "{}").ok());
  auto& c = store.value().connection();
  auto update = c.exec("UPDATE events SET kind = 'x'");
  ASSERT_FALSE(update.ok());
  EXPECT_EQ(update.error().reason, db::StoreReason::kConstraint);
  EXPECT_FALSE(c.exec("DELETE FROM events").ok());
}

TEST(StoreTest, RejectsAPayloadThatIsNotJson) {
  auto store = Store::open_memory();
  ASSERT_TRUE(store.ok());
  auto id = store.value().create_session(blokus_session()).value();
  auto e = store.value().append_event(id, "place", "{not json");
  ASSERT_FALSE(e.ok());
  EXPECT_EQ(e.error().reason, db::StoreReason::kConstraint);
  EXPECT_TRUE(store.value().events(id).value().empty());
}

TEST(StoreTest, AnEventForAMissingSessionIsRefused) {
  auto store = Store::open_memory();
  ASSERT_TRUE(store.ok());
  auto e = store.value().append_event(42, "place", "{}");
  ASSERT_FALSE(e.ok());
  EXPECT_EQ(e.error().reason, db::StoreReason::kConstraint);
}

TEST(StoreTest, FiltersSessionsByGameStatusAndPlayer) {
  auto store = Store::open_memory();
  ASSERT_TRUE(store.ok());
  auto& st = store.value();
  auto a = st.create_session(blokus_session()).value();
  NewSession other;
  other.game = "smashup";
  other.variant = "standard";
  other.seats = {{0, "Eve", "Pirates+Ninjas"}, {1, "Ann", "Robots+Zombies"}};
  auto b = st.create_session(other).value();
  ASSERT_TRUE(st.set_status(a, SessionStatus::kFinished, R"({"winner":"Ann"})").ok());

  SessionFilter by_game;
  by_game.game = "smashup";
  auto games = st.list_sessions(by_game).value();
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0].id, b);

  SessionFilter by_status;
  by_status.status = SessionStatus::kFinished;
  auto finished = st.list_sessions(by_status).value();
  ASSERT_EQ(finished.size(), 1u);
  EXPECT_EQ(finished[0].result_json, R"({"winner":"Ann"})");

  SessionFilter by_player;
  by_player.player = "ann";  // case-insensitive substring
  EXPECT_EQ(st.list_sessions(by_player).value().size(), 2u);
  by_player.player = "eve";
  EXPECT_EQ(st.list_sessions(by_player).value().size(), 1u);
  by_player.player = "'; DROP TABLE sessions; --";
  EXPECT_EQ(st.list_sessions(by_player).value().size(), 0u);
  EXPECT_EQ(st.list_sessions(SessionFilter{}).value().size(), 2u);
}

TEST(StoreTest, SettingsRoundTrip) {
  auto store = Store::open_memory();
  ASSERT_TRUE(store.ok());
  EXPECT_FALSE(store.value().setting("language").value().has_value());
  ASSERT_TRUE(store.value().set_setting("language", "zh-Hans").ok());
  ASSERT_TRUE(store.value().set_setting("language", "zh-Hant").ok());
  EXPECT_EQ(store.value().setting("language").value(), std::optional<std::string>("zh-Hant"));
}

TEST(StoreTest, UnknownSessionIsNotFound) {
  auto store = Store::open_memory();
  ASSERT_TRUE(store.ok());
  auto s = store.value().session(99);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().reason, db::StoreReason::kNotFound);
  EXPECT_EQ(store.value().set_status(99, SessionStatus::kFinished, "").error().reason,
            db::StoreReason::kNotFound);
}

}  // namespace
}  // namespace tableref::db

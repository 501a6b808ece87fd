// The device's side of the club hub in the store (schema step 5): an old database opens
// unchanged, what is pushed is tracked, and a pulled page applied twice stores nothing twice.
#include "tableref/db/hub_link.hpp"

#include <gtest/gtest.h>

#include "tableref/db/backup.hpp"
#include "tableref/db/migrations.hpp"
#include "tableref/db/store_reason.hpp"
#include "tableref/db/sync_reason.hpp"
#include "temp_dir_test.hpp"

namespace tableref::db {
namespace {

class HubLinkTest : public TempDirTest {
 protected:
  HubLinkTest() : TempDirTest("tableref_hub_link_") {}
};

PulledSession pulled(std::int64_t origin_id, int events) {
  PulledSession p;
  p.origin = SessionOrigin{"dev-a", "tablet-a", origin_id};
  p.session.game = "blokus";
  p.session.variant = "classic";
  p.session.rules_json = "{}";
  p.session.status = SessionStatus::kFinished;
  p.session.result_json = R"({"players":[{"name":"Ann","score":3,"winner":true}]})";
  p.session.created_at = "2026-11-29T00:00:00Z";
  p.session.updated_at = "2026-11-29T00:00:0" + std::to_string(events) + "Z";
  p.session.seats = {SeatEntry{0, "Ann", "blue"}};
  for (int i = 1; i <= events; ++i) {
    p.events.push_back(Event{0, i, "t", "note", "{\"n\":" + std::to_string(i) + "}"});
  }
  return p;
}

TEST_F(HubLinkTest, AVersion4DatabaseOpensWithItsSessionsUnchanged) {
  std::string before;
  {
    auto c = Connection::open(path("old.db"), Connection::Mode::kReadWriteCreate).value();
    ASSERT_TRUE(migrate_to(c, 4).ok());
    ASSERT_TRUE(c.exec("INSERT INTO sessions(id, game, variant) VALUES (1, 'blokus', 'duo');"
                       "INSERT INTO events(session_id, seq, kind) VALUES (1, 1, 'place')")
                    .ok());
    before = content_fingerprint(c).value();
  }
  auto store = Store::open(path("old.db"));
  ASSERT_TRUE(store.ok());
  EXPECT_EQ(store.value().schema_version().value(), db::kSchemaVersion);
  EXPECT_EQ(store.value().events(1).value().size(), 1u);
  EXPECT_FALSE(hub_link(store.value()).value().has_value());
  // Every old row is as it was; only the version and the new, empty tables differ.
  const auto after = content_fingerprint(store.value().connection()).value();
  EXPECT_NE(after.find("blokus"), std::string::npos);
  EXPECT_EQ(sessions_to_push(store.value(), 10).value().size(), 1u);
  EXPECT_FALSE(before.empty());
}

TEST_F(HubLinkTest, OneEnrolmentPerDatabase) {
  auto store = Store::open_memory().value();
  ASSERT_TRUE(save_hub_link(store, HubLink{"http://hub", "Go", "d1", "t1", 0}).ok());
  const auto again = save_hub_link(store, HubLink{"http://other", "Go", "d2", "t2", 0});
  ASSERT_FALSE(again.ok());
  EXPECT_EQ(again.error().reason, ReasonCode{SyncReason::kAlreadyJoined});
  EXPECT_EQ(hub_link(store).value()->device_id, "d1");
}

TEST_F(HubLinkTest, WhatTheHubAcknowledgedIsNotOfferedAgainUntilItChanges) {
  auto store = Store::open_memory().value();
  const auto id = store.create_session(NewSession{"blokus", "classic", "{}", {}}).value();
  ASSERT_TRUE(store.append_event(id, "note", "{}").ok());
  auto items = sessions_to_push(store, 10).value();
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(items[0].events.size(), 1u);
  ASSERT_TRUE(mark_pushed(store, id, 1, items[0].session.updated_at).ok());
  EXPECT_TRUE(sessions_to_push(store, 10).value().empty());
  ASSERT_TRUE(store.append_event(id, "note", "{\"x\":1}").ok());
  items = sessions_to_push(store, 10).value();
  ASSERT_EQ(items.size(), 1u);
  ASSERT_EQ(items[0].events.size(), 1u);  // only the new one
  EXPECT_EQ(items[0].events[0].seq, 2);
}

TEST_F(HubLinkTest, APulledPageAppliedTwiceStoresNothingTwice) {
  auto store = Store::open_memory().value();
  ASSERT_TRUE(save_hub_link(store, HubLink{"http://hub", "Go", "d1", "t1", 0}).ok());
  ASSERT_TRUE(apply_pulled(store, {pulled(7, 2)}, 5).ok());
  ASSERT_TRUE(apply_pulled(store, {pulled(7, 2)}, 5).ok());
  ASSERT_TRUE(apply_pulled(store, {pulled(7, 3)}, 9).ok());
  const auto list = store.list_sessions(SessionFilter{}).value();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(store.events(list[0].id).value().size(), 3u);
  EXPECT_EQ(session_origin(store, list[0].id).value()->device_name, "tablet-a");
  EXPECT_EQ(hub_link(store).value()->pull_cursor, 9);
  // Another device's session is never pushed from here.
  EXPECT_TRUE(sessions_to_push(store, 10).value().empty());
}

// One writer per session: the store takes no event for a session another device holds (a
// pulled one its recording device holds, or one of ours handed to another device), with the
// holder's name, until the holding comes here.
TEST_F(HubLinkTest, ASessionHeldElsewhereTakesNoEventUntilHeldHere) {
  auto store = Store::open_memory().value();
  const auto own = store.create_session(NewSession{"blokus", "duo", "{}", {}}).value();
  ASSERT_TRUE(store.append_event(own, "note", "{}").ok());  // not in a club: nothing held
  ASSERT_TRUE(save_hub_link(store, HubLink{"http://hub", "Go", "d1", "t1", 0}).ok());
  ASSERT_TRUE(apply_pulled(store, {pulled(7, 2)}, 5).ok());
  std::int64_t copy = 0;
  const auto listed = store.list_sessions(SessionFilter{});
  ASSERT_TRUE(listed.ok());
  for (const auto& s : listed.value()) {
    if (s.id != own) copy = s.id;
  }
  auto refused = store.append_event(copy, "note", "{}");
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().reason, ReasonCode(StoreReason::kHeldElsewhere));
  ASSERT_EQ(refused.error().params.size(), 1u);
  EXPECT_EQ(std::get<std::string>(refused.error().params[0].value), "tablet-a");
  EXPECT_EQ(store.events(copy).value().size(), 2u);

  ASSERT_TRUE(set_hold(store, own, "d2", "tablet-b").ok());
  EXPECT_FALSE(store.append_event(own, "note", "{}").ok());
  ASSERT_TRUE(set_hold(store, copy, "d1", "here").ok());
  EXPECT_TRUE(store.append_event(copy, "note", "{}").ok());
  ASSERT_TRUE(set_hold(store, own, "d1", "here").ok());
  EXPECT_TRUE(store.append_event(own, "note", "{}").ok());
}

TEST_F(HubLinkTest, LeavingRemembersTheEnrolmentAndEveryFormerIdIsThisDevices) {
  auto store = Store::open_memory().value();
  EXPECT_FALSE(former_hub_link(store).value().has_value());
  ASSERT_TRUE(save_hub_link(store, HubLink{"http://hub", "Go", "dev-a", "t1", 0}).ok());
  ASSERT_TRUE(forget_hub_link(store).ok());
  const auto former = former_hub_link(store).value();
  ASSERT_TRUE(former.has_value());
  EXPECT_EQ(former->device_id, "dev-a");
  EXPECT_EQ(former->token, "t1");
  EXPECT_EQ(former->url, "http://hub");
  ASSERT_TRUE(save_hub_link(store, HubLink{"http://hub", "Go", "dev-b", "t2", 0}).ok());
  ASSERT_TRUE(forget_hub_link(store).ok());
  EXPECT_EQ(former_device_ids(store).value(), (std::vector<std::string>{"dev-a", "dev-b"}));
  // Enrolled a third time, a session recorded under dev-a (pulled() is dev-a's) is its own.
  ASSERT_TRUE(save_hub_link(store, HubLink{"http://hub", "Go", "dev-c", "t3", 0}).ok());
  ASSERT_TRUE(apply_pulled(store, {pulled(7, 2)}, 5).ok());
  EXPECT_TRUE(store.list_sessions(SessionFilter{}).value().empty());
  EXPECT_EQ(hub_link(store).value()->pull_cursor, 5);
}

}  // namespace
}  // namespace tableref::db

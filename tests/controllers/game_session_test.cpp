// The session engine, driven by the tests' own game (tally_game.hpp) on a real SQLite store:
// store first, the log folded on open, undo as an event, and the session's end.
#include "tableref/controllers/game_session.hpp"

#include <gtest/gtest.h>

#include "tally_game.hpp"

namespace tableref::controllers {
namespace {

using Session = GameSession<tally::Game>;

struct Table {
  db::Store store = db::Store::open_memory().value();
  std::int64_t id =
      store.create_session(db::NewSession{"tally", "", "{}", {{1, "Bo", ""}, {0, "Ann", ""}}})
          .value();
};

// Refuses every new event row from now on: the store's write fails as a full disk would.
void refuse_event_writes(db::Store& store) {
  ASSERT_TRUE(store.connection()
                  .exec("CREATE TEMP TRIGGER refuse_event_writes BEFORE INSERT ON events "
                        "BEGIN SELECT RAISE(ABORT, 'no room'); END")
                  .ok());
}

TEST(game_session, an_event_is_stored_before_it_shows_and_a_refused_one_is_neither) {
  Table table;
  Session session;
  ASSERT_TRUE(session.open(table.store, table.id).ok());
  ASSERT_EQ(session.seats().size(), 2u);
  EXPECT_EQ(session.seats()[0].player, "Ann");  // in seat order, however they were stored

  ASSERT_TRUE(session.act(tally::Add{3}).ok());
  EXPECT_EQ(session.state().total, 3);
  EXPECT_EQ(table.store.events(table.id).value().size(), 1u);

  const auto refused = session.act(tally::Add{-1});
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().reason, tally::Reason::kNegativePoints);
  EXPECT_EQ(session.state().total, 3);
  EXPECT_EQ(table.store.events(table.id).value().size(), 1u);

  refuse_event_writes(table.store);
  EXPECT_FALSE(session.act(tally::Add{4}).ok());
  EXPECT_EQ(session.state().total, 3);  // not shown: it was not stored
  EXPECT_EQ(session.standing().size(), 1u);
  EXPECT_FALSE(session.undo().ok());  // the undo row cannot be stored either
  EXPECT_TRUE(session.can_undo());
}

TEST(game_session, undo_steps_back_and_is_folded_the_same_way_on_open) {
  Table table;
  Session session;
  ASSERT_TRUE(session.open(table.store, table.id).ok());
  EXPECT_EQ(session.undo().error().reason, tally::Reason::kNothingToUndo);
  ASSERT_TRUE(session.act(tally::Add{3}).ok());
  ASSERT_TRUE(session.act(tally::Add{4}).ok());
  ASSERT_TRUE(session.undo().ok());
  ASSERT_TRUE(session.act(tally::Add{10}).ok());
  ASSERT_TRUE(session.undo().ok());
  ASSERT_TRUE(session.undo().ok());
  ASSERT_TRUE(session.act(tally::Add{5}).ok());
  EXPECT_EQ(session.state().total, 5);
  EXPECT_EQ(table.store.events(table.id).value().size(), 7u);

  Session reopened;
  ASSERT_TRUE(reopened.open(table.store, table.id).ok());
  EXPECT_EQ(reopened.state(), session.state());
  ASSERT_EQ(reopened.standing().size(), 1u);
  EXPECT_EQ(std::get<tally::Add>(reopened.standing()[0]).points, 5);
}

TEST(game_session, the_session_finishes_with_its_result_and_reopens_after_an_undo) {
  Table table;
  Session session;
  ASSERT_TRUE(session.open(table.store, table.id).ok());
  ASSERT_TRUE(session.act(tally::Add{7}).ok());
  ASSERT_TRUE(session.act(tally::End{}).ok());
  EXPECT_EQ(table.store.session(table.id).value().status, db::SessionStatus::kFinished);
  EXPECT_EQ(table.store.session(table.id).value().result_json, R"({"total":7})");
  EXPECT_EQ(session.act(tally::Add{1}).error().reason, tally::Reason::kGameOver);
  ASSERT_TRUE(session.undo().ok());
  EXPECT_EQ(table.store.session(table.id).value().status, db::SessionStatus::kActive);
}

TEST(game_session, a_log_that_does_not_fold_is_refused_and_the_open_session_kept) {
  Table table;
  Session session;
  ASSERT_TRUE(session.open(table.store, table.id).ok());
  ASSERT_TRUE(session.act(tally::Add{2}).ok());

  // Another game's session is not this game's.
  const auto other =
      table.store.create_session(db::NewSession{"smashup", "standard", "{}", {{0, "Ann", ""}}})
          .value();
  EXPECT_EQ(session.open(table.store, other).error().reason, SetupReason::kUnknownGame);

  // Rows written by hand: an undo with nothing standing, a payload that does not read, an
  // event the rules refuse. Each is refused with the row's number; the open session stays.
  const auto broken = [&](std::string_view kind, std::string_view payload) {
    const auto id = table.store.create_session(db::NewSession{"tally", "", "{}", {}}).value();
    EXPECT_TRUE(table.store.append_event(id, "add", R"({"points":1})").ok());
    EXPECT_TRUE(table.store.append_event(id, std::string(kind), std::string(payload)).ok());
    return session.open(table.store, id);
  };
  const auto undo_twice = [&] {
    const auto id = table.store.create_session(db::NewSession{"tally", "", "{}", {}}).value();
    EXPECT_TRUE(table.store.append_event(id, "undo", "{}").ok());
    return session.open(table.store, id);
  }();
  ASSERT_FALSE(undo_twice.ok());
  EXPECT_EQ(undo_twice.error().reason, tally::Reason::kNothingToUndo);
  EXPECT_EQ(std::get<std::int64_t>(undo_twice.error().params.at(0).value), 1);

  const auto unreadable = broken("add", R"({"points":"many"})");
  ASSERT_FALSE(unreadable.ok());
  EXPECT_EQ(unreadable.error().reason, InputReason::kNotInteger);

  const auto refused = broken("add", R"({"points":-4})");
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().reason, tally::Reason::kNegativePoints);
  EXPECT_EQ(std::get<std::int64_t>(refused.error().params.back().value), 2);  // {event}

  EXPECT_EQ(session.session_id(), table.id);
  EXPECT_EQ(session.state().total, 2);
}

}  // namespace
}  // namespace tableref::controllers

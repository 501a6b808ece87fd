// The session engine, driven by the tests' own game (tests/example_game: tally/game.hpp) on a
// real SQLite store: store first, the log folded on open, undo as an event, the session's end.
#include "tableref/controllers/game_session.hpp"

#include <gtest/gtest.h>

#include "tableref/controllers/tally/game.hpp"

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

TEST(game_session, redo_brings_back_what_was_undone_until_a_new_event) {
  Table table;
  Session session;
  ASSERT_TRUE(session.open(table.store, table.id).ok());
  EXPECT_EQ(session.redo().error().reason, tally::Reason::kNothingToRedo);
  ASSERT_TRUE(session.act(tally::Add{3}).ok());
  ASSERT_TRUE(session.act(tally::Add{4}).ok());
  ASSERT_TRUE(session.undo().ok());
  ASSERT_TRUE(session.undo().ok());
  EXPECT_EQ(session.undone().size(), 2u);
  ASSERT_TRUE(session.redo().ok());
  EXPECT_EQ(session.state().total, 3);
  EXPECT_TRUE(std::get<tally::Add>(session.standing().back()).redo);  // stored as a redo

  Session reopened;  // the undone events are folded back too
  ASSERT_TRUE(reopened.open(table.store, table.id).ok());
  EXPECT_EQ(reopened.undone().size(), 1u);
  ASSERT_TRUE(reopened.redo().ok());
  EXPECT_EQ(reopened.state().total, 7);
  EXPECT_EQ(reopened.redo().error().reason, tally::Reason::kNothingToRedo);

  ASSERT_TRUE(reopened.undo().ok());
  ASSERT_TRUE(reopened.act(tally::Add{1}).ok());  // a new event forgets what was undone
  EXPECT_FALSE(reopened.can_redo());
  EXPECT_EQ(reopened.state().total, 4);
}

TEST(game_session, rows_beside_the_events_are_stored_and_passed_over_by_undo) {
  Table table;
  Session session;
  ASSERT_TRUE(session.open(table.store, table.id).ok());
  ASSERT_TRUE(session.act(tally::Add{3}).ok());
  ASSERT_TRUE(session.append_beside("note", R"({"text":"tea break"})").ok());
  EXPECT_EQ(session.rows(), 2u);
  ASSERT_TRUE(session.undo().ok());  // takes back the 3, not the note
  EXPECT_EQ(session.state().total, 0);
  EXPECT_EQ(session.rows(), 3u);

  Session reopened;
  ASSERT_TRUE(reopened.open(table.store, table.id).ok());
  EXPECT_EQ(reopened.state().total, 0);
  EXPECT_EQ(reopened.rows(), 3u);
  EXPECT_EQ(table.store.events(table.id).value().at(1).kind, "note");
}

TEST(game_session, history_replays_a_prefix_and_the_table_before_an_event) {
  Table table;
  Session session;
  ASSERT_TRUE(session.open(table.store, table.id).ok());
  for (int points : {1, 2, 4}) ASSERT_TRUE(session.act(tally::Add{points}).ok());
  const auto summary = table.store.session(table.id).value();
  const auto rows = table.store.events(table.id).value();

  Session replay;
  ASSERT_TRUE(replay.load(summary, rows, 2).ok());
  EXPECT_EQ(replay.state().total, 3);
  EXPECT_FALSE(replay.is_open());  // nothing can be stored through a replay
  EXPECT_EQ(replay.act(tally::Add{1}).error().reason, db::StoreReason::kNotFound);

  const Session earlier = session.before(2);
  EXPECT_EQ(earlier.state().total, 3);
  EXPECT_EQ(earlier.standing().size(), 2u);
  EXPECT_FALSE(earlier.is_open());
  EXPECT_EQ(session.state().total, 7);  // the session itself is unchanged
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
  EXPECT_EQ(std::get<std::int64_t>(unreadable.error().params.back().value), 2);  // {event}

  const auto refused = broken("add", R"({"points":-4})");
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().reason, tally::Reason::kNegativePoints);
  EXPECT_EQ(std::get<std::int64_t>(refused.error().params.back().value), 2);  // {event}

  EXPECT_EQ(session.session_id(), table.id);
  EXPECT_EQ(session.state().total, 2);
}

}  // namespace
}  // namespace tableref::controllers

// A session's stored status follows its game: finished with the result while over, active
// again after an undo reopens it, and nothing written when nothing changed.
#include "tableref/controllers/session_end.hpp"

#include <gtest/gtest.h>

namespace tableref::controllers {
namespace {

// Refuses every change to a session row from now on, so a write that should not happen fails.
void refuse_session_writes(db::Store& store) {
  ASSERT_TRUE(store.connection()
                  .exec("CREATE TEMP TRIGGER refuse_session_writes BEFORE UPDATE ON sessions "
                        "BEGIN SELECT RAISE(ABORT, 'session row written'); END")
                  .ok());
}

TEST(session_end, finishes_with_the_result_reopens_after_an_undo_and_writes_only_changes) {
  auto opened = db::Store::open_memory();
  ASSERT_TRUE(opened.ok());
  auto& store = opened.value();
  const auto id =
      store.create_session(db::NewSession{"hdcg", "duel", "{}", {{0, "Ann", ""}, {1, "Bo", ""}}})
          .value();
  SessionEnd end(store.session(id).value());
  EXPECT_FALSE(end.finished());
  ASSERT_TRUE(end.sync(store, id, false, [] { return std::string("unused"); }).ok());
  EXPECT_EQ(store.session(id).value().status, db::SessionStatus::kActive);

  ASSERT_TRUE(end.sync(store, id, true, [] { return std::string(R"({"winner":"Ann"})"); }).ok());
  EXPECT_TRUE(end.finished());
  EXPECT_EQ(store.session(id).value().status, db::SessionStatus::kFinished);
  EXPECT_EQ(store.session(id).value().result_json, R"({"winner":"Ann"})");

  // Reopened from the store, the same result writes nothing; a changed one is written, and a
  // write that fails leaves the status as it was.
  SessionEnd reopened(store.session(id).value());
  EXPECT_TRUE(reopened.finished());
  refuse_session_writes(store);
  EXPECT_TRUE(reopened.sync(store, id, true, [] { return std::string(R"({"winner":"Ann"})"); }));
  EXPECT_FALSE(reopened.sync(store, id, true, [] { return std::string(R"({"winner":"Bo"})"); }));
  EXPECT_FALSE(reopened.sync(store, id, false, [] { return std::string(); }));
  EXPECT_TRUE(reopened.finished());
  ASSERT_TRUE(store.connection().exec("DROP TRIGGER refuse_session_writes").ok());

  // An undo reopens the game: active again, result cleared.
  ASSERT_TRUE(reopened.sync(store, id, false, [] { return std::string(); }).ok());
  EXPECT_FALSE(reopened.finished());
  EXPECT_EQ(store.session(id).value().status, db::SessionStatus::kActive);
  EXPECT_EQ(store.session(id).value().result_json, "");
}

}  // namespace
}  // namespace tableref::controllers

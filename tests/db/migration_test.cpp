#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "tableref/db/migrations.hpp"
#include "tableref/db/sqlite.hpp"
#include "tableref/db/store.hpp"
#include "tableref/db/store_reason.hpp"
#include "temp_dir_test.hpp"

namespace tableref::db {
namespace {

// A temporary directory per test, removed afterwards.
class MigrationTest : public TempDirTest {
 protected:
  MigrationTest() : TempDirTest("tableref_migration_") {}
};

TEST_F(MigrationTest, NewFileGetsTheCurrentSchemaAndWal) {
  auto store = Store::open(path("new.db"));
  ASSERT_TRUE(store.ok());
  EXPECT_EQ(store.value().schema_version().value(), kSchemaVersion);
  auto& c = store.value().connection();
  auto mode = c.prepare("PRAGMA journal_mode");
  ASSERT_TRUE(mode.ok());
  ASSERT_TRUE(mode.value().step().value());
  EXPECT_EQ(mode.value().column_text(0), "wal");
  EXPECT_EQ(c.query_int("PRAGMA synchronous").value(), 2);  // FULL
  EXPECT_EQ(c.query_int("PRAGMA foreign_keys").value(), 1);
  EXPECT_EQ(c.query_int("PRAGMA application_id").value(), kApplicationId);
}

TEST_F(MigrationTest, ReopeningKeepsTheData) {
  std::int64_t id = 0;
  {
    auto store = Store::open(path("keep.db"));
    ASSERT_TRUE(store.ok());
    NewSession s{"hdcg", "duel", "{}", {{0, "Ann", "刺客"}}};
    id = store.value().create_session(s).value();
    ASSERT_TRUE(store.value().append_event(id, "damage", R"({"amount":"100"})").ok());
  }
  auto store = Store::open(path("keep.db"));
  ASSERT_TRUE(store.ok());
  EXPECT_EQ(store.value().session(id).value().seats[0].role, "刺客");
  EXPECT_EQ(store.value().events(id).value().size(), 1u);
}

TEST_F(MigrationTest, HdcgSessionsBeforeIssue18KeepRoundingTheHpLeft) {
  auto c = Connection::open(":memory:", Connection::Mode::kReadWriteCreate).value();
  ASSERT_TRUE(migrate_to(c, 3).ok());
  ASSERT_TRUE(c.exec("INSERT INTO sessions(id, game, variant, rules) VALUES "
                     "(1, 'hdcg', 'duel', '{\"hp_rounding\":\"half_up\"}'), "
                     "(2, 'hdcg', 'duel', '{\"rounding_applies_to\":\"damage\"}'), "
                     "(3, 'blokus', 'classic', '{}')")
                  .ok());
  ASSERT_TRUE(migrate(c).ok());
  const auto rounding = [&](int id) {
    auto q = c.prepare(
        "SELECT COALESCE(json_extract(rules, '$.rounding_applies_to'), '-') "
        "FROM sessions WHERE id = " +
        std::to_string(id));
    EXPECT_TRUE(q.ok() && q.value().step().value());
    return q.value().column_text(0);
  };
  EXPECT_EQ(rounding(1), "hp_left");
  EXPECT_EQ(rounding(2), "damage");
  EXPECT_EQ(rounding(3), "-");
}

TEST_F(MigrationTest, RefusesANewerDatabaseWithoutTouchingIt) {
  const auto file = path("newer.db");
  {
    auto store = Store::open(file);
    ASSERT_TRUE(store.ok());
    ASSERT_TRUE(store.value().connection().exec("PRAGMA user_version = 7").ok());
  }
  const auto before = slurp(file);
  auto store = Store::open(file);
  ASSERT_FALSE(store.ok());
  EXPECT_EQ(store.error().reason, db::StoreReason::kNewerVersion);
  EXPECT_EQ(std::get<std::int64_t>(*store.error().find("found")), 7);
  EXPECT_EQ(slurp(file), before);
}

TEST_F(MigrationTest, RefusesAFileThatIsNotADatabaseAndLeavesItAlone) {
  const auto file = path("notes.db");
  {
    std::ofstream out(file, std::ios::binary);
    for (int i = 0; i < 200; ++i) out << "this is a shopping list, not a database\n";
  }
  const auto before = slurp(file);
  auto store = Store::open(file);
  ASSERT_FALSE(store.ok());
  EXPECT_EQ(store.error().reason, db::StoreReason::kNotADatabase);
  EXPECT_EQ(slurp(file), before);
}

TEST_F(MigrationTest, RefusesAnotherProgramsDatabase) {
  const auto file = path("other.db");
  {
    auto c = Connection::open(file, Connection::Mode::kReadWriteCreate);
    ASSERT_TRUE(c.ok());
    ASSERT_TRUE(c.value().exec("CREATE TABLE recipes(name TEXT)").ok());
  }
  auto store = Store::open(file);
  ASSERT_FALSE(store.ok());
  EXPECT_EQ(store.error().reason, db::StoreReason::kNotADatabase);
}

TEST_F(MigrationTest, ACorruptDatabaseGivesAReasonNotACrash) {
  const auto file = path("corrupt.db");
  {
    auto store = Store::open(file);
    ASSERT_TRUE(store.ok());
    NewSession s{"blokus", "classic", "{}", {{0, "Ann", "blue"}}};
    for (int i = 0; i < 50; ++i) ASSERT_TRUE(store.value().create_session(s).ok());
    ASSERT_TRUE(store.value().connection().exec("PRAGMA wal_checkpoint(TRUNCATE)").ok());
  }
  {
    // Scribble over the pages after the header.
    std::fstream io(file, std::ios::in | std::ios::out | std::ios::binary);
    io.seekp(100);
    for (int i = 0; i < 8000; ++i) io.put(static_cast<char>(0xA5));
  }
  auto store = Store::open(file);
  if (store.ok()) {
    auto listed = store.value().list_sessions(SessionFilter{});
    ASSERT_FALSE(listed.ok());
    EXPECT_TRUE(listed.error().reason == db::StoreReason::kCorrupt ||
                listed.error().reason == db::StoreReason::kNotADatabase);
  } else {
    EXPECT_TRUE(store.error().reason == db::StoreReason::kCorrupt ||
                store.error().reason == db::StoreReason::kNotADatabase);
  }
}

TEST_F(MigrationTest, ALockedDatabaseSaysSo) {
  const auto file = path("locked.db");
  auto first = Store::open(file);
  ASSERT_TRUE(first.ok());
  ASSERT_TRUE(first.value().connection().exec("PRAGMA busy_timeout = 0").ok());
  ASSERT_TRUE(first.value().connection().exec("BEGIN EXCLUSIVE").ok());
  auto second = Connection::open(file, Connection::Mode::kReadWrite);
  ASSERT_TRUE(second.ok());
  ASSERT_TRUE(second.value().exec("PRAGMA busy_timeout = 0").ok());
  auto write = second.value().exec("INSERT INTO settings(key, value) VALUES ('a', 'b')");
  ASSERT_FALSE(write.ok());
  EXPECT_EQ(write.error().reason, db::StoreReason::kLocked);
  ASSERT_TRUE(first.value().connection().exec("COMMIT").ok());
}

}  // namespace
}  // namespace tableref::db

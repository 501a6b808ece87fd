#include "tableref/db/backup.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "tableref/db/migrations.hpp"
#include "tableref/db/store.hpp"
#include "tableref/db/store_reason.hpp"
#include "temp_dir_test.hpp"

namespace tableref::db {
namespace {

class BackupTest : public TempDirTest {
 protected:
  BackupTest() : TempDirTest("tableref_backup_") {}
  // A store with two sessions, events, a result and a setting.
  static void fill(Store& store, const std::string& who) {
    NewSession s{"blokus",
                 "classic",
                 R"({"first_move":"start_corner"})",
                 {{0, who, "blue"}, {1, "Bo", "yellow"}}};
    const auto a = store.create_session(s).value();
    for (int i = 0; i < 40; ++i) {
      ASSERT_TRUE(store.append_event(a, "place", R"({"n":)" + std::to_string(i) + "}").ok());
    }
    ASSERT_TRUE(store
                    .set_status(a, SessionStatus::kFinished,
                                R"({"players":[{"name":")" + who + R"(","score":20}]})")
                    .ok());
    const auto b = store.create_session({"smashup", "core", "{}", {{0, "Chen", "Pirates"}}});
    ASSERT_TRUE(b.ok());
    ASSERT_TRUE(store.append_event(b.value(), "start", "{}").ok());
    ASSERT_TRUE(store.set_setting("language", "zh-Hans").ok());
  }
  static std::string fingerprint(const std::string& file) {
    auto store = Store::open(file);
    EXPECT_TRUE(store.ok());
    auto text = content_fingerprint(store.value().connection());
    EXPECT_TRUE(text.ok());
    return text.value();
  }
};

TEST_F(BackupTest, BackupThenRestoreGivesAnIdenticalDatabase) {
  const auto db = path("t.db");
  std::string before;
  {
    auto store = Store::open(db);
    ASSERT_TRUE(store.ok());
    fill(store.value(), "Ann");
    before = content_fingerprint(store.value().connection()).value();
    ASSERT_TRUE(backup_database(store.value().connection(), path("backup.db")).ok());
    // Changes after the backup are what the restore takes back.
    ASSERT_TRUE(store.value().append_event(1, "undo", "{}").ok());
    ASSERT_TRUE(store.value().set_setting("language", "en").ok());
    ASSERT_TRUE(store.value().create_session({"hdcg", "duel", "{}", {{0, "Dai", ""}}}).ok());
  }
  EXPECT_NE(fingerprint(db), before);
  EXPECT_NE(before.find("rows of events:"), std::string::npos);
  EXPECT_NE(before.find("'zh-Hans'"), std::string::npos);
  EXPECT_EQ(fingerprint(path("backup.db")), before);

  auto report = restore_database(db, path("backup.db"));
  ASSERT_TRUE(report.ok()) << static_cast<int>(report.error().reason.value());
  EXPECT_EQ(report.value().restored_version, kSchemaVersion);
  EXPECT_EQ(fingerprint(db), before);
  // The replaced database was kept, with the changes made after the backup.
  ASSERT_FALSE(report.value().previous_saved_to.empty());
  EXPECT_TRUE(std::filesystem::exists(report.value().previous_saved_to));
  const auto kept = fingerprint(report.value().previous_saved_to);
  EXPECT_NE(kept, before);
  EXPECT_NE(kept.find("'hdcg'"), std::string::npos);
}

TEST_F(BackupTest, RestoreIntoAMissingDatabaseNeedsNoSafetyCopy) {
  {
    auto store = Store::open(path("a.db"));
    ASSERT_TRUE(store.ok());
    fill(store.value(), "Ann");
    ASSERT_TRUE(backup_database(store.value().connection(), path("b.db")).ok());
  }
  auto report = restore_database(path("new.db"), path("b.db"));
  ASSERT_TRUE(report.ok());
  EXPECT_TRUE(report.value().previous_saved_to.empty());
  EXPECT_EQ(fingerprint(path("new.db")), fingerprint(path("a.db")));
}

TEST_F(BackupTest, BackupRefusesAnExistingFileUnlessAllowedAndNeverAForeignOne) {
  auto store = Store::open(path("t.db"));
  ASSERT_TRUE(store.ok());
  fill(store.value(), "Ann");
  auto& c = store.value().connection();
  ASSERT_TRUE(backup_database(c, path("b.db")).ok());
  auto again = backup_database(c, path("b.db"));
  ASSERT_FALSE(again.ok());
  EXPECT_EQ(again.error().reason, db::StoreReason::kFileExists);
  EXPECT_TRUE(backup_database(c, path("b.db"), BackupOptions{true}).ok());

  write(path("notes.txt"), "shopping list");
  auto foreign = backup_database(c, path("notes.txt"), BackupOptions{true});
  ASSERT_FALSE(foreign.ok());
  EXPECT_EQ(foreign.error().reason, db::StoreReason::kNotADatabase);
  EXPECT_EQ(slurp(path("notes.txt")), "shopping list");

  auto self = backup_database(c, path("t.db"), BackupOptions{true});
  ASSERT_FALSE(self.ok());
  EXPECT_EQ(self.error().reason, db::StoreReason::kSameFile);
}

TEST_F(BackupTest, RestoreRefusesJunkAForeignDatabaseANewerOneAndItself) {
  const auto db = path("t.db");
  {
    auto store = Store::open(db);
    ASSERT_TRUE(store.ok());
    fill(store.value(), "Ann");
  }
  const auto before = fingerprint(db);
  const auto expect_refused = [&](const std::string& from, ReasonCode reason) {
    const auto bytes = slurp(from);
    auto r = restore_database(db, from);
    ASSERT_FALSE(r.ok()) << from;
    EXPECT_EQ(r.error().reason, reason) << from;
    EXPECT_EQ(slurp(from), bytes) << from << " was modified";
    EXPECT_EQ(fingerprint(db), before) << "the database changed after refusing " << from;
  };

  write(path("junk.db"), std::string(4096, 'x'));
  expect_refused(path("junk.db"), db::StoreReason::kNotADatabase);
  write(path("empty.db"), "");
  expect_refused(path("empty.db"), db::StoreReason::kNotADatabase);
  {
    auto other = Connection::open(path("other.db"), Connection::Mode::kReadWriteCreate);
    ASSERT_TRUE(other.value().exec("CREATE TABLE t(x); INSERT INTO t VALUES (1)").ok());
  }
  expect_refused(path("other.db"), db::StoreReason::kNotADatabase);
  {
    auto newer = Store::open(path("newer.db"));
    ASSERT_TRUE(newer.ok());
    ASSERT_TRUE(newer.value().connection().exec("PRAGMA user_version = 99").ok());
  }
  expect_refused(path("newer.db"), db::StoreReason::kNewerVersion);
  expect_refused(db, db::StoreReason::kSameFile);
  auto missing = restore_database(db, path("missing.db"));
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().reason, db::StoreReason::kCannotOpen);
  EXPECT_FALSE(std::filesystem::exists(path("missing.db")));
}

TEST_F(BackupTest, RestoreOverADamagedDatabaseKeepsItsBytes) {
  {
    auto store = Store::open(path("good.db"));
    ASSERT_TRUE(store.ok());
    fill(store.value(), "Ann");
    ASSERT_TRUE(backup_database(store.value().connection(), path("b.db")).ok());
  }
  const std::string damaged(8192, '\x5a');
  write(path("t.db"), damaged);
  auto report = restore_database(path("t.db"), path("b.db"));
  ASSERT_TRUE(report.ok());
  EXPECT_EQ(slurp(report.value().previous_saved_to), damaged);
  EXPECT_EQ(fingerprint(path("t.db")), fingerprint(path("good.db")));
}

TEST_F(BackupTest, AnOlderBackupIsMigratedOnRestore) {
  // A backup written by a version-1 tableref comes back at the current version.
  {
    auto c = Connection::open(path("b.db"), Connection::Mode::kReadWriteCreate);
    ASSERT_TRUE(c.ok());
    ASSERT_TRUE(migrate_to(c.value(), 1).ok());
    ASSERT_TRUE(c.value()
                    .exec("INSERT INTO sessions(game, variant, status, result) VALUES ('blokus', "
                          "'duo', 'finished', '{\"players\":[{\"name\":\"Ann\",\"score\":"
                          "5,\"winner\":true}]}')")
                    .ok());
  }
  auto report = restore_database(path("t.db"), path("b.db"));
  ASSERT_TRUE(report.ok());
  EXPECT_EQ(report.value().restored_version, 1);
  auto store = Store::open(path("t.db"));
  ASSERT_TRUE(store.ok());
  EXPECT_EQ(store.value().schema_version().value(), kSchemaVersion);
  auto stats = store.value().player_statistics({});
  ASSERT_TRUE(stats.ok());
  ASSERT_EQ(stats.value().size(), 0u);  // Ann has no seat in that session
  EXPECT_EQ(store.value().connection().query_int("SELECT COUNT(*) FROM session_results").value(),
            1);
}

TEST_F(BackupTest, BackupsNextToTheDatabaseAreListedNewestFirst) {
  const auto db = path("t.db");
  auto store = Store::open(db);
  ASSERT_TRUE(store.ok());
  EXPECT_TRUE(backups_next_to(db).empty());
  const auto first = timestamped_backup_path(db);
  ASSERT_TRUE(backup_database(store.value().connection(), first).ok());
  const auto second = timestamped_backup_path(db);
  EXPECT_NE(first, second);
  ASSERT_TRUE(backup_database(store.value().connection(), second).ok());
  std::filesystem::last_write_time(
      first, std::filesystem::last_write_time(second) - std::chrono::seconds(10));
  write(path("t.db.notes.txt"), "x");
  write(path("other.db.backup-1.db"), "x");
  EXPECT_EQ(backups_next_to(db), (std::vector<std::string>{second, first}));
}

}  // namespace
}  // namespace tableref::db

// Where a picked file is copied (the web build's file picker, platform/web.cpp): a backup that
// the user renamed on their computer is copied under the backup name Settings asks for, so the
// backup list shows it (issue #24: it was copied under its own name and never listed).
#include "tableref/app/picked_file.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "tableref/db/backup.hpp"

namespace tableref::app {
namespace {

namespace fs = std::filesystem;

TEST(picked_file, a_renamed_backup_is_copied_under_the_backup_name_and_listed) {
  const fs::path dir =
      fs::temp_directory_path() /
      ("tableref_picked_file_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string database = (dir / "tableref.db").string();
  const fs::path wanted = db::timestamped_backup_path(database);
  const std::string copied =
      picked_file_path(dir.string(), wanted.filename().string(), "club backup (2).db");
  EXPECT_EQ(copied, wanted.string());
  std::ofstream(copied, std::ios::binary) << "SQLite format 3";
  const auto listed = db::backups_next_to(database);
  EXPECT_NE(std::find(listed.begin(), listed.end(), copied), listed.end());
  fs::remove_all(dir);
}

TEST(picked_file, without_a_wanted_name_the_file_keeps_its_own) {
  EXPECT_EQ(picked_file_path("/data/imports", "", "session-3-blokus.json"),
            "/data/imports/session-3-blokus.json");
  EXPECT_EQ(picked_file_path("/data/imports/", "", "game.blksgf"), "/data/imports/game.blksgf");
  // Only the name: a name with folders in it cannot lead out of the folder.
  EXPECT_EQ(picked_file_path("/data/imports", "", "../../tableref.db"),
            "/data/imports/tableref.db");
  EXPECT_EQ(picked_file_path("/data/imports", "", "C:\\Users\\ann\\game.blksgf"),
            "/data/imports/game.blksgf");
}

}  // namespace
}  // namespace tableref::app

// Where the app finds its data: from the build tree, from an installed prefix, or where
// TABLEREF_ASSETS says, in that documented order.
#include "tableref/app/paths.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>

namespace tableref::app {
namespace {

namespace fs = std::filesystem;

// Unsets TABLEREF_ASSETS (or sets it) for one test and restores it afterwards.
class AssetsVariable {
 public:
  explicit AssetsVariable(const char* value) {
    if (const char* old = std::getenv("TABLEREF_ASSETS")) old_ = old;
    if (value != nullptr) {
      setenv("TABLEREF_ASSETS", value, 1);
    } else {
      unsetenv("TABLEREF_ASSETS");
    }
  }
  ~AssetsVariable() {
    if (old_) {
      setenv("TABLEREF_ASSETS", old_->c_str(), 1);
    } else {
      unsetenv("TABLEREF_ASSETS");
    }
  }
  AssetsVariable(const AssetsVariable&) = delete;
  AssetsVariable& operator=(const AssetsVariable&) = delete;

 private:
  std::optional<std::string> old_;
};

TEST(asset_directory, candidates_come_in_the_documented_order) {
  AssetsVariable unset(nullptr);
  const auto candidates = asset_directory_candidates("/opt/tr/bin/tableref");
  ASSERT_EQ(candidates.size(), 3u);
  EXPECT_EQ(candidates[0], "/opt/tr/share/tableref/assets");  // installed beside the program
  EXPECT_EQ(candidates[1], TABLEREF_ASSET_DIR);               // the source tree of the build
  EXPECT_NE(candidates[2].find("/share/tableref/assets"), std::string::npos);  // the prefix
  EXPECT_EQ(asset_directory_candidates("").size(), 2u);  // the program's path unknown
  AssetsVariable set("/somewhere/assets");
  EXPECT_EQ(asset_directory_candidates("/opt/tr/bin/tableref").front(), "/somewhere/assets");
}

TEST(asset_directory, from_the_build_tree_it_is_the_source_assets) {
  AssetsVariable unset(nullptr);
  // This test binary lives in the build tree: no share/tableref/assets beside it.
  EXPECT_EQ(asset_directory(), TABLEREF_ASSET_DIR);
  EXPECT_TRUE(fs::is_regular_file(fs::path(asset_directory()) / "strings" / "core.tsv"));
}

TEST(asset_directory, the_variable_wins_when_it_holds_the_data) {
  const fs::path dir =
      fs::temp_directory_path() / ("tableref_assets_" + std::to_string(::getpid()));
  fs::create_directories(dir / "strings");
  fs::copy_file(fs::path(TABLEREF_ASSET_DIR) / "strings" / "core.tsv", dir / "strings" / "core.tsv",
                fs::copy_options::overwrite_existing);
  {
    AssetsVariable set(dir.c_str());
    EXPECT_EQ(asset_directory(), dir.string());
  }
  {
    // A folder without the data is passed over.
    AssetsVariable set((dir / "missing").c_str());
    EXPECT_EQ(asset_directory(), TABLEREF_ASSET_DIR);
  }
  fs::remove_all(dir);
}

}  // namespace
}  // namespace tableref::app

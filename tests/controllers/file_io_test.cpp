// Whole files in and out (controllers/file_io): the one place every layer reads an input file
// and writes an export. A refused read or write names the path; a write never leaves half a
// file behind.
#include "tableref/controllers/file_io.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "tableref/controllers/export_reason.hpp"

namespace tableref::controllers {
namespace {

namespace fs = std::filesystem;

class FileIo : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ =
        fs::temp_directory_path() /
        ("tableref_file_io_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
         "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  [[nodiscard]] std::string file(const std::string& name) const { return (dir_ / name).string(); }

  fs::path dir_;
};

std::string path_param(const Violation& v) {
  return std::get<std::string>(*v.find("path"));
}

TEST_F(FileIo, WrittenTextReadsBackByteForByte) {
  const std::string text = std::string("王小明\0\r\n{\"a\":1}", 20) + std::string(70000, 'x');
  ASSERT_TRUE(write_file_atomically(file("out.json"), text).ok());
  const auto back = read_whole_file(file("out.json"));
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back.value(), text);
  EXPECT_FALSE(fs::exists(file("out.json.partial")));
}

TEST_F(FileIo, AWriteReplacesTheWholeOldFile) {
  ASSERT_TRUE(write_file_atomically(file("out.txt"), std::string(1000, 'a')).ok());
  ASSERT_TRUE(write_file_atomically(file("out.txt"), "short").ok());
  EXPECT_EQ(read_whole_file(file("out.txt")).value(), "short");
}

TEST_F(FileIo, AMissingFileIsCannotReadWithItsPath) {
  const auto r = read_whole_file(file("missing.json"));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, ExportReason::kCannotRead);
  EXPECT_EQ(path_param(r.error()), file("missing.json"));
}

TEST_F(FileIo, AFolderIsNotReadAsAnEmptyFile) {
  fs::create_directories(file("folder"));
  const auto r = read_whole_file(file("folder"));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, ExportReason::kCannotRead);
}

TEST_F(FileIo, AWriteIntoAMissingFolderIsCannotWriteAndLeavesNothing) {
  const std::string target = file("no/such/folder/out.json");
  const auto r = write_file_atomically(target, "{}");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, ExportReason::kCannotWrite);
  EXPECT_EQ(path_param(r.error()), target);
  EXPECT_FALSE(fs::exists(target));
}

TEST_F(FileIo, AFailedRenameKeepsTheOldFileAndRemovesThePartOne) {
  // The target is a non-empty folder: the rename over it fails after the text was written.
  fs::create_directories(file("taken/inside"));
  const auto r = write_file_atomically(file("taken"), "new text");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, ExportReason::kCannotWrite);
  EXPECT_TRUE(fs::is_directory(file("taken/inside")));
  EXPECT_FALSE(fs::exists(file("taken.partial")));
}

}  // namespace
}  // namespace tableref::controllers

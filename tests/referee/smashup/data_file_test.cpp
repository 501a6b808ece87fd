#include "tableref/referee/smashup/data_file.hpp"

#include <gtest/gtest.h>

namespace tableref::smashup {
namespace {

TEST(SmashupDataFile, LinesKeepTheirNumbersWithoutBomCrCommentsOrBlanks) {
  const auto lines = data_lines("\xEF\xBB\xBFset\tbase\r\n# a comment\n\nCore\tHomeworld\r\nlast");
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0].number, 1);
  EXPECT_EQ(lines[0].text, "set\tbase");
  EXPECT_EQ(lines[1].number, 4);  // lines 2 and 3 skipped, still counted
  EXPECT_EQ(lines[1].text, "Core\tHomeworld");
  EXPECT_EQ(lines[2].number, 5);
  EXPECT_EQ(lines[2].text, "last");  // no final newline
  EXPECT_TRUE(data_lines("").empty());
  EXPECT_TRUE(data_lines("\r\n#x\n").empty());
}

}  // namespace
}  // namespace tableref::smashup

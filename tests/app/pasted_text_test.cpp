// Pasting into a single-line field: line breaks become one space (issue #23: "Anna⏎Maria"
// gave "AnnaMaria").
#include "tableref/app/pasted_text.hpp"

#include <gtest/gtest.h>

namespace tableref::app {
namespace {

TEST(pasted_text, a_line_break_between_two_names_becomes_a_space) {
  EXPECT_EQ(one_line_paste("Anna\nMaria"), "Anna Maria");
  EXPECT_EQ(one_line_paste("Anna\r\nMaria"), "Anna Maria");
  EXPECT_EQ(one_line_paste("Anna\rMaria"), "Anna Maria");
  EXPECT_EQ(one_line_paste("王小明\n李华"), "王小明 李华");
}

TEST(pasted_text, runs_of_breaks_and_the_blanks_around_them_are_one_space) {
  EXPECT_EQ(one_line_paste("Anna \r\n\r\n\t Maria"), "Anna Maria");
  EXPECT_EQ(one_line_paste("Anna\xE2\x80\xA8Maria"), "Anna Maria");  // U+2028
  EXPECT_EQ(one_line_paste("Anna\xE2\x80\xA9Maria"), "Anna Maria");  // U+2029
}

TEST(pasted_text, breaks_at_the_ends_are_dropped) {
  EXPECT_EQ(one_line_paste("Anna\n"), "Anna");
  EXPECT_EQ(one_line_paste("\r\nAnna\r\n"), "Anna");
  EXPECT_EQ(one_line_paste("\n\n"), "");
  EXPECT_EQ(one_line_paste(""), "");
}

TEST(pasted_text, text_without_breaks_is_unchanged) {
  EXPECT_EQ(one_line_paste("Dr 王小明 Wang"), "Dr 王小明 Wang");
  EXPECT_EQ(one_line_paste(" two  spaces\tand a tab "), " two  spaces\tand a tab ");
  EXPECT_EQ(one_line_paste("\xE2\x80\x94 dash"), "\xE2\x80\x94 dash");  // U+2014 is no break
}

}  // namespace
}  // namespace tableref::app

// The hub's name rule, without a server.
#include <gtest/gtest.h>

#include "tableref/hub/names.hpp"

namespace tableref::hub {
namespace {

TEST(HubNames, PlainNamesOfAnyScriptPass) {
  for (const char* name : {"Go Club", "棋社", "Échecs-Lyon_2", "a.b", "x"}) {
    EXPECT_TRUE(valid_name(name)) << name;
  }
}

TEST(HubNames, QuotesSqlAndControlCharactersAreRefused) {
  for (const char* name : {"a'b", "a\"b", "a;b", "a--b", "a\\b", "a\tb", "a\x7f", "a\xC2\x85",
                           "\xC0\xAF", "\xED\xA0\x80", "a..b", " a", "a ", ""}) {
    EXPECT_FALSE(valid_name(name)) << name;
  }
  EXPECT_FALSE(valid_name(std::string(65, 'a')));
  EXPECT_TRUE(valid_name(std::string(64, 'a')));
}

TEST(HubNames, CleanTextAllowsQuotesButNoControlCharacters) {
  EXPECT_TRUE(clean_text("O'Brien \"; DROP TABLE x;--"));
  EXPECT_FALSE(clean_text("line\nbreak"));
  EXPECT_FALSE(clean_text("\xFF"));
}

}  // namespace
}  // namespace tableref::hub

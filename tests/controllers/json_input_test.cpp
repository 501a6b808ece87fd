// The shared JSON input layer (controllers/json_input): every game's JSON reaches its readers
// through it, so a broken file says where it broke and a wrong value names its key path.
#include "tableref/controllers/json_input.hpp"

#include <gtest/gtest.h>

#include <string>

namespace tableref::controllers::json_input {
namespace {

std::int64_t int_param(const Violation& v, const char* name) {
  return std::get<std::int64_t>(*v.find(name));
}
std::string text_param(const Violation& v, const char* name) {
  return std::get<std::string>(*v.find(name));
}

TEST(JsonInput, ASyntaxErrorSaysItsLineAndColumn) {
  // The bad literal starts on line 3, column 8; the parser stops at the character that
  // cannot continue it (the comma right after "tru").
  const auto r = parse("{\n  \"a\": 1,\n  \"b\": tru,\n  \"c\": 2\n}");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, InputReason::kJsonSyntax);
  EXPECT_EQ(int_param(r.error(), "line"), 3);
  EXPECT_EQ(int_param(r.error(), "column"), 11);
}

TEST(JsonInput, AnErrorOnTheFirstLineCountsFromColumnOne) {
  const auto r = parse("[1, 2,, 3]");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(int_param(r.error(), "line"), 1);
  EXPECT_EQ(int_param(r.error(), "column"), 7);  // the second comma
}

TEST(JsonInput, EmptyAndTruncatedTextAreSyntaxErrors) {
  for (const char* text : {"", "   ", "{\"a\": [1, 2", "{\"a\": 1} trailing"}) {
    const auto r = parse(text);
    ASSERT_FALSE(r.ok()) << text;
    EXPECT_EQ(r.error().reason, InputReason::kJsonSyntax) << text;
  }
}

TEST(JsonInput, AKeyGivenTwiceIsRefusedNotSilentlyOverwritten) {
  const auto r = parse(R"({"vp": 1, "players": [], "vp": 2})");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, InputReason::kDuplicateKey);
  EXPECT_EQ(text_param(r.error(), "key"), "vp");
}

TEST(JsonInput, NestingDeeperThanAnyFormatIsRefused) {
  const auto r = parse(std::string(100000, '['));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, InputReason::kTooDeep);
  EXPECT_TRUE(parse(std::string(100, '[') + std::string(100, ']')).ok());
}

TEST(JsonInput, NumbersAsWrittenKeepTheirExactText) {
  const auto exact = parse(R"({"multiplier": 1.50, "hand": 7})", Numbers::kAsWritten);
  ASSERT_TRUE(exact.ok());
  EXPECT_EQ(exact.value()["multiplier"], "1.50");
  EXPECT_EQ(exact.value()["hand"], "7");
  const auto read = parse(R"({"multiplier": 1.50})");
  ASSERT_TRUE(read.ok());
  EXPECT_DOUBLE_EQ(read.value()["multiplier"].get<double>(), 1.5);
}

TEST(JsonInput, UnknownAndMissingKeysNameTheirPath) {
  const auto doc = parse(R"({"players": [{"name": "Ann", "powr": 3}]})").value();
  const auto& player = doc["players"][0];
  const std::string path = element("players", 0);
  const auto unknown = object_with_keys(player, path, {"name", "power"});
  ASSERT_FALSE(unknown.ok());
  EXPECT_EQ(unknown.error().reason, InputReason::kUnknownKey);
  EXPECT_EQ(text_param(unknown.error(), "key"), "players[0].powr");
  const auto missing = member(player, path, "power");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().reason, InputReason::kMissing);
  EXPECT_EQ(text_param(missing.error(), "key"), "players[0].power");
  const auto top = object_with_keys(parse("[1]").value(), "", {"a"});
  ASSERT_FALSE(top.ok());
  EXPECT_EQ(top.error().reason, InputReason::kNotObject);
  EXPECT_EQ(text_param(top.error(), "key"), std::string(kTopLevel));
}

TEST(JsonInput, TypedReadsRefuseTheWrongType) {
  const auto doc = parse(R"({"n": "3", "s": 3, "b": 1, "a": {}})").value();
  EXPECT_EQ(read_integer(doc["n"], "n", 0, 10).error().reason, InputReason::kNotInteger);
  EXPECT_EQ(read_string(doc["s"], "s").error().reason, InputReason::kNotString);
  EXPECT_EQ(read_bool(doc["b"], "b").error().reason, InputReason::kNotBoolean);
  EXPECT_EQ(read_array(doc["a"], "a").error().reason, InputReason::kNotArray);
  EXPECT_EQ(read_integer(parse("7").value(), "n", 0, 10).value(), 7);
}

TEST(JsonInput, AnIntegerOutOfRangeSaysTheRange) {
  for (const char* text : {"11", "-1", "18446744073709551615"}) {
    const auto r = read_integer(parse(text).value(), "breakpoint", 0, 10);
    ASSERT_FALSE(r.ok()) << text;
    EXPECT_EQ(r.error().reason, InputReason::kOutOfRange);
    EXPECT_EQ(text_param(r.error(), "value"), text);
    EXPECT_EQ(int_param(r.error(), "min"), 0);
    EXPECT_EQ(int_param(r.error(), "max"), 10);
  }
}

TEST(JsonInput, AWordNotAllowedListsTheWordsThatAre) {
  const auto v = not_one_of("rules.mode", json("no mercy"), {"standard", "no-mercy"});
  EXPECT_EQ(v.reason, InputReason::kNotOneOf);
  EXPECT_EQ(text_param(v, "value"), "no mercy");
  EXPECT_EQ(text_param(v, "allowed"), "standard | no-mercy");
}

}  // namespace
}  // namespace tableref::controllers::json_input

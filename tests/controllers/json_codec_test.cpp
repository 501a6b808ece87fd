// One declared codec per value type (controllers/json_codec.hpp): the same declaration reads
// with the shared input reasons and key paths, and writes the fields in the declared order.
// A small made-up pair of event types stands in for a game's; the games' own codecs are
// checked through their readers' tests.
#include "tableref/controllers/json_codec.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace tableref::controllers::json_codec {
namespace {

enum class Side : std::uint8_t { kLeft, kRight };
std::optional<Side> parse_side(std::string_view text) {
  if (text == "left") return Side::kLeft;
  if (text == "right") return Side::kRight;
  return std::nullopt;
}
std::string_view side_name(Side side) {
  return side == Side::kLeft ? "left" : "right";
}

struct Where {
  std::size_t row = 0;
  Side side = Side::kLeft;
  friend bool operator==(const Where&, const Where&) = default;
};
struct Move {
  std::size_t seat = 0;
  Where where;
  std::optional<std::string> note;
  std::vector<std::uint64_t> seeds;
  bool forced = false;
  friend bool operator==(const Move&, const Move&) = default;
};
struct Pass {
  friend bool operator==(const Pass&, const Pass&) = default;
};
using Event = std::variant<Move, Pass>;

const auto& codec() {
  static const auto events = tagged_union<Event>(
      "type",
      object<Move>("move", required("seat", &Move::seat, Whole<std::size_t>{3}),
                   required("row", in(&Move::where, &Where::row), Whole<std::size_t>{9}),
                   required("side", in(&Move::where, &Where::side),
                            Words<Side>{&parse_side, &side_name, "left | right"}),
                   nullable("note", &Move::note, Text{}),
                   optional("seeds", &Move::seeds, list(Whole<std::uint64_t>{})),
                   optional("forced", &Move::forced, Flag{})),
      object<Pass>("pass"));
  return events;
}

Result<Event> read(const std::string& text) {
  auto parsed = json_input::parse(text, json_input::Numbers::kAsWritten);
  if (!parsed) return parsed.violations();
  return codec().read(parsed.value(), "events[4]");
}

std::string key_of(const Result<Event>& r) {
  return std::get<std::string>(*r.error().find("key"));
}

TEST(JsonCodec, ReadsEveryFieldAndWritesThemBackInTheDeclaredOrder) {
  const auto r = read(
      R"({"forced": true, "type": "move", "seeds": ["18446744073709551615", 7], "side": "right",
          "row": 9, "seat": "2", "note": "lucky"})");
  ASSERT_TRUE(r.ok());
  const Move expected{2, {9, Side::kRight}, "lucky", {18446744073709551615ULL, 7}, true};
  EXPECT_EQ(std::get<Move>(r.value()), expected);
  EXPECT_EQ(codec().write(r.value()).dump(),
            R"({"type":"move","seat":"2","row":"9","side":"right","note":"lucky",)"
            R"("seeds":["18446744073709551615","7"],"forced":true})");
  const auto again = read(codec().write(r.value()).dump());
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again.value(), r.value());
}

TEST(JsonCodec, OptionalFieldsKeepTheirDefaultsAndNullableOnesWriteNull) {
  const auto r = read(R"({"type": "move", "seat": 0, "row": 1, "side": "left", "note": null})");
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(std::get<Move>(r.value()), (Move{0, {1, Side::kLeft}, std::nullopt, {}, false}));
  EXPECT_EQ(codec().write(r.value()).dump(),
            R"({"type":"move","seat":"0","row":"1","side":"left","note":null,"seeds":[],)"
            R"("forced":false})");
  EXPECT_EQ(codec().write(Event{Pass{}}).dump(), R"({"type":"pass"})");
}

TEST(JsonCodec, EachFaultNamesItsReasonAndItsKeyPath) {
  struct Case {
    const char* text;
    InputReason reason;
    const char* key;
  };
  const Case cases[] = {
      {R"([1])", InputReason::kNotObject, "events[4]"},
      {R"({"seat": 1})", InputReason::kMissing, "events[4].type"},
      {R"({"type": "move", "row": 1, "side": "left"})", InputReason::kMissing, "events[4].seat"},
      {R"({"type": "move", "seat": 4, "row": 1, "side": "left"})", InputReason::kOutOfRange,
       "events[4].seat"},
      {R"({"type": "move", "seat": "x", "row": 1, "side": "left"})", InputReason::kOutOfRange,
       "events[4].seat"},
      {R"({"type": "move", "seat": true, "row": 1, "side": "left"})", InputReason::kNotInteger,
       "events[4].seat"},
      {R"({"type": "move", "seat": 1, "row": 1, "side": "up"})", InputReason::kNotOneOf,
       "events[4].side"},
      {R"({"type": "move", "seat": 1, "row": 1, "side": [3]})", InputReason::kNotString,
       "events[4].side"},
      {R"({"type": "move", "seat": 1, "row": 1, "side": "left", "seeds": [1, "a"]})",
       InputReason::kOutOfRange, "events[4].seeds[1]"},
      {R"({"type": "move", "seat": 1, "row": 1, "side": "left", "seeds": 1})",
       InputReason::kNotArray, "events[4].seeds"},
      {R"({"type": "move", "seat": 1, "row": 1, "side": "left", "forced": 1})",
       InputReason::kNotBoolean, "events[4].forced"},
      {R"({"type": "move", "seat": 1, "row": 1, "side": "left", "colour": 1})",
       InputReason::kUnknownKey, "events[4].colour"},
      {R"({"type": "pass", "seat": 1})", InputReason::kUnknownKey, "events[4].seat"},
  };
  for (const auto& c : cases) {
    const auto r = read(c.text);
    ASSERT_FALSE(r.ok()) << c.text;
    EXPECT_EQ(r.error().reason, c.reason) << c.text;
    EXPECT_EQ(key_of(r), c.key) << c.text;
  }
}

TEST(JsonCodec, AnUnknownTypeListsTheDeclaredOnes) {
  const auto r = read(R"({"type": "resign"})");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, InputReason::kNotOneOf);
  EXPECT_EQ(std::get<std::string>(*r.error().find("allowed")), "move | pass");
  EXPECT_EQ(std::get<std::string>(*r.error().find("value")), "resign");
}

TEST(JsonCodec, AnOutOfRangeNumberSaysItsBounds) {
  const auto r = read(R"({"type": "move", "seat": 1, "row": 10, "side": "left"})");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(std::get<std::string>(*r.error().find("value")), "10");
  EXPECT_EQ(std::get<std::int64_t>(*r.error().find("min")), 0);
  EXPECT_EQ(std::get<std::int64_t>(*r.error().find("max")), 9);
}

}  // namespace
}  // namespace tableref::controllers::json_codec

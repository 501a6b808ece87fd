#include "tableref/referee/hdcg/decimal.hpp"
#include "tableref/referee/hdcg/reason.hpp"

#include <gtest/gtest.h>

namespace tableref::hdcg {
namespace {

Decimal parsed(std::string_view text) {
  auto result = Decimal::parse(text);
  EXPECT_TRUE(result.ok()) << text;
  return result ? result.value() : Decimal{};
}

TEST(DecimalTest, ParsesAndPrintsCanonically) {
  EXPECT_EQ(parsed("1.8").to_string(), "1.8");
  EXPECT_EQ(parsed("1.80").to_string(), "1.8");
  EXPECT_EQ(parsed("216").to_string(), "216");
  EXPECT_EQ(parsed("216.000").to_string(), "216");
  EXPECT_EQ(parsed("-0.05").to_string(), "-0.05");
  EXPECT_EQ(parsed("-0").to_string(), "0");
  EXPECT_EQ(parsed("0.000").to_string(), "0");
  EXPECT_EQ(parsed("007.50").to_string(), "7.5");
  EXPECT_EQ(parsed("1e2").to_string(), "100");
  EXPECT_EQ(parsed("2.5E-1").to_string(), "0.25");
  EXPECT_EQ(parsed("1.5e+3").to_string(), "1500");
  EXPECT_EQ(parsed(".5").to_string(), "0.5");
  EXPECT_EQ(parsed("5.").to_string(), "5");
  EXPECT_EQ(parsed("123456789012345678901234567890.123456789").to_string(),
            "123456789012345678901234567890.123456789");
  EXPECT_EQ(parsed("1000000000").to_string(), "1000000000");
  EXPECT_EQ(parsed("0.000000001").to_string(), "0.000000001");
}

TEST(DecimalTest, RefusesBadText) {
  for (const char* text : {"", "-", ".", "abc", "1.2.3", "1e", "1e+", " 1", "1 ", "+1", "0x10",
                           "1,5", "nan", "inf", "1e99999"}) {
    auto result = Decimal::parse(text);
    ASSERT_FALSE(result.ok()) << text;
    EXPECT_EQ(result.error().reason, Reason::kHdcgBadNumber);
  }
}

TEST(DecimalTest, MultiplicationIsExact) {
  EXPECT_EQ(dec("1.2") * dec("1.5"), dec("1.8"));
  EXPECT_EQ((dec("1.2") * dec("1.5")).to_string(), "1.8");
  EXPECT_EQ((dec("1.2") * dec("1.2")).to_string(), "1.44");
  EXPECT_EQ((dec("100") * dec("1.44")).to_string(), "144");
  EXPECT_EQ((dec("144") * dec("1.5")).to_string(), "216");
  EXPECT_EQ((dec("-0.1") * dec("0.1")).to_string(), "-0.01");
  EXPECT_EQ((dec("0") * dec("-3")).to_string(), "0");
  EXPECT_EQ((dec("999999999.999999999") * dec("999999999.999999999")).to_string(),
            "999999999999999998.000000000000000001");
}

TEST(DecimalTest, AdditionAndSubtractionAreExact) {
  EXPECT_EQ((dec("0.1") + dec("0.2")).to_string(), "0.3");
  EXPECT_EQ(dec("0.1") + dec("0.2"), dec("0.3"));
  EXPECT_EQ((dec("1.44") + dec("0.3")).to_string(), "1.74");
  EXPECT_EQ((dec("500") - dec("216")).to_string(), "284");
  EXPECT_EQ((dec("1") - dec("1.5")).to_string(), "-0.5");
  EXPECT_EQ((dec("-1") - dec("-1")).to_string(), "0");
  EXPECT_EQ((dec("999999999") + dec("1")).to_string(), "1000000000");
  EXPECT_EQ((dec("1000000000") - dec("0.000000001")).to_string(), "999999999.999999999");
}

TEST(DecimalTest, Compares) {
  EXPECT_LT(dec("1.2"), dec("1.25"));
  EXPECT_LT(dec("-2"), dec("-1.5"));
  EXPECT_GT(dec("0"), dec("-0.001"));
  EXPECT_EQ(dec("1.50") <=> dec("1.5"), std::strong_ordering::equal);
  EXPECT_LE(dec("0"), dec("0"));
}

TEST(DecimalTest, RoundsInEveryMode) {
  struct Case {
    const char* value;
    Rounding mode;
    const char* expected;
  };
  const Case cases[] = {
      {"2.5", Rounding::kHalfUp, "3"},     {"-2.5", Rounding::kHalfUp, "-3"},
      {"2.4999", Rounding::kHalfUp, "2"},  {"2.5", Rounding::kHalfEven, "2"},
      {"3.5", Rounding::kHalfEven, "4"},   {"2.51", Rounding::kHalfEven, "3"},
      {"-2.5", Rounding::kHalfEven, "-2"}, {"2.9", Rounding::kFloor, "2"},
      {"-2.1", Rounding::kFloor, "-3"},    {"2.1", Rounding::kCeil, "3"},
      {"-2.9", Rounding::kCeil, "-2"},     {"-2.9", Rounding::kDown, "-2"},
      {"7", Rounding::kCeil, "7"},         {"0.4", Rounding::kCeil, "1"},
      {"0.4", Rounding::kFloor, "0"},      {"-0.4", Rounding::kHalfUp, "0"},
  };
  for (const auto& c : cases) {
    EXPECT_EQ(dec(c.value).round(0, c.mode).to_string(), c.expected)
        << c.value << " mode " << static_cast<int>(c.mode);
  }
  EXPECT_EQ(dec("1.2345").round(2, Rounding::kHalfUp).to_string(), "1.23");
  EXPECT_EQ(dec("1.235").round(2, Rounding::kHalfUp).to_string(), "1.24");
  EXPECT_EQ(dec("1.2").round(5, Rounding::kHalfUp).to_string(), "1.2");
}

TEST(DecimalTest, TerminatingDivisionIsExact) {
  auto q = divide(dec("144"), dec("1.5"));
  ASSERT_TRUE(q.ok());
  EXPECT_EQ(q.value().value.to_string(), "96");
  EXPECT_FALSE(q.value().rounded);
  q = divide(dec("1"), dec("1024"));
  ASSERT_TRUE(q.ok());
  EXPECT_EQ(q.value().value.to_string(), "0.0009765625");
  EXPECT_FALSE(q.value().rounded);
  q = divide(dec("1"), dec("1048576"));  // 2^-20: 20 places, beyond the rounding precision
  ASSERT_TRUE(q.ok());
  EXPECT_EQ(q.value().value.to_string(), "0.00000095367431640625");
  EXPECT_FALSE(q.value().rounded);
  q = divide(dec("-7.5"), dec("0.25"));
  ASSERT_TRUE(q.ok());
  EXPECT_EQ(q.value().value.to_string(), "-30");
  q = divide(dec("0"), dec("3"));
  ASSERT_TRUE(q.ok());
  EXPECT_EQ(q.value().value.to_string(), "0");
  q = divide(dec("1234567890123456789012"), dec("1000000007"));
  ASSERT_TRUE(q.ok());  // a multi-limb divisor; expected value from Python decimal
  EXPECT_TRUE(q.value().rounded);
  EXPECT_EQ(q.value().value.to_string(), "1234567881481.481618641629");
}

TEST(DecimalTest, NonTerminatingDivisionRoundsHalfEvenToTwelvePlaces) {
  auto q = divide(dec("100"), dec("3"));
  ASSERT_TRUE(q.ok());
  EXPECT_EQ(q.value().value.to_string(), "33.333333333333");
  EXPECT_TRUE(q.value().rounded);
  q = divide(dec("2"), dec("3"));
  ASSERT_TRUE(q.ok());
  EXPECT_EQ(q.value().value.to_string(), "0.666666666667");
  q = divide(dec("-2"), dec("3"));
  ASSERT_TRUE(q.ok());
  EXPECT_EQ(q.value().value.to_string(), "-0.666666666667");
  q = divide(dec("1"), dec("7"));
  ASSERT_TRUE(q.ok());
  EXPECT_EQ(q.value().value.to_string(), "0.142857142857");
}

TEST(DecimalTest, DivisionByZeroIsAViolation) {
  auto q = divide(dec("5"), dec("0"));
  ASSERT_FALSE(q.ok());
  EXPECT_EQ(q.error().reason, Reason::kHdcgDivisionByZero);
}

TEST(DecimalTest, ConvertsToInt64) {
  EXPECT_EQ(dec("284").to_int64(), 284);
  EXPECT_EQ(dec("-5").to_int64(), -5);
  EXPECT_EQ(dec("9223372036854775807").to_int64(), INT64_MAX);
  EXPECT_EQ(dec("-9223372036854775808").to_int64(), INT64_MIN);
  EXPECT_FALSE(dec("9223372036854775808").to_int64().has_value());
  EXPECT_FALSE(dec("1.5").to_int64().has_value());
  EXPECT_EQ(Decimal::from_int(INT64_MIN).to_string(), "-9223372036854775808");
  EXPECT_EQ(Decimal::from_int(0).to_string(), "0");
}

}  // namespace
}  // namespace tableref::hdcg

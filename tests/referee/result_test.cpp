#include "tableref/base/result.hpp"
#include "tableref/base/input_reason.hpp"

#include <gtest/gtest.h>

namespace tableref {
namespace {

Result<int> half(int n) {
  if (n % 2 != 0) return Violation{InputReason::kBadValue, {Param{"value", std::int64_t{n}}}};
  return n / 2;
}

TEST(ResultTest, CarriesTheValue) {
  auto r = half(10);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.value(), 5);
}

TEST(ResultTest, CarriesTheReasonAndItsParameters) {
  auto r = half(7);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, InputReason::kBadValue);
  const auto* value = r.error().find("value");
  ASSERT_NE(value, nullptr);
  EXPECT_EQ(std::get<std::int64_t>(*value), 7);
  EXPECT_EQ(r.error().find("absent"), nullptr);
}

TEST(ResultTest, HoldsSeveralViolations) {
  Result<int> r(Violations{Violation{InputReason::kMalformed}, Violation{InputReason::kBadValue}});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.violations().size(), 2u);
}

}  // namespace
}  // namespace tableref

#include "tableref/referee/reason.hpp"
#include "tableref/base/input_reason.hpp"
#include "tableref/base/result.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace tableref {
namespace {

TEST(ReasonTest, EveryReasonHasAUniqueNameAndCode) {
  std::set<std::string> names;
  std::set<unsigned> codes;
  for (const Reason* r = all_reasons_begin(); r != all_reasons_end(); ++r) {
    const std::string name(reason_name(*r));
    EXPECT_NE(name, "unknown") << static_cast<unsigned>(*r);
    EXPECT_TRUE(names.insert(name).second) << "duplicate name " << name;
    EXPECT_TRUE(codes.insert(static_cast<unsigned>(*r)).second) << "duplicate code " << name;
  }
  EXPECT_GE(names.size(), 14u);
}

TEST(ReasonTest, StoredCodesNeverChange) {
  // These numbers are written into databases; changing one breaks old sessions.
  EXPECT_EQ(static_cast<unsigned>(Reason::kBlokusOverlap), 1003u);
  EXPECT_EQ(static_cast<unsigned>(InputReason::kMalformed), 9101u);
  EXPECT_EQ(reason_name(Reason::kBlokusOverlap), "blokus.overlap");
}

TEST(ReasonTest, ACodeCarriesItsLayersNameAndComparesByNumber) {
  const ReasonCode rule = Reason::kBlokusOverlap;
  const ReasonCode input = InputReason::kUnknownKey;
  EXPECT_EQ(rule.value(), 1003u);
  EXPECT_EQ(rule.name(), "blokus.overlap");
  EXPECT_EQ(input.name(), "input.unknown_key");
  EXPECT_EQ(rule, Reason::kBlokusOverlap);
  EXPECT_FALSE(rule == input);
  EXPECT_EQ(ReasonCode{}.name(), "unknown");
  const Violation v{Reason::kBlokusOffBoard};
  EXPECT_EQ(reason_name(v.reason), "blokus.off_board");
}

}  // namespace
}  // namespace tableref

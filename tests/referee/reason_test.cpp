#include "tableref/referee/blockkiller/reason.hpp"
#include "tableref/base/input_reason.hpp"
#include "tableref/base/result.hpp"
#include "tableref/referee/blokus/reason.hpp"
#include "tableref/referee/hdcg/reason.hpp"
#include "tableref/referee/smashup/reason.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

namespace tableref {
namespace {

// Each game's codes sit in its own thousand and are named after the game: a code moved into
// the wrong table, or a name copied from another game, shows here.
void expect_own_range_and_names(const std::vector<ReasonCode>& codes, unsigned thousand,
                                const std::string& prefix) {
  std::set<std::string> names;
  std::set<unsigned> numbers;
  for (const auto& code : codes) {
    const std::string name(code.name());
    EXPECT_EQ(name.rfind(prefix + ".", 0), 0u) << name;
    EXPECT_EQ(code.value() / 1000u, thousand) << name;
    EXPECT_TRUE(names.insert(name).second) << "duplicate name " << name;
    EXPECT_TRUE(numbers.insert(code.value()).second) << "duplicate code " << name;
  }
  EXPECT_GE(codes.size(), 14u) << prefix;
}

TEST(ReasonTest, EachGameOwnsItsRangeAndNames) {
  expect_own_range_and_names(blokus::reasons(), 1, "blokus");
  expect_own_range_and_names(blockkiller::reasons(), 2, "blockkiller");
  expect_own_range_and_names(smashup::reasons(), 3, "smashup");
  expect_own_range_and_names(hdcg::reasons(), 4, "hdcg");
}

TEST(ReasonTest, StoredCodesNeverChange) {
  // These numbers are written into databases; changing one breaks old sessions.
  EXPECT_EQ(static_cast<unsigned>(blokus::Reason::kBlokusOverlap), 1003u);
  EXPECT_EQ(static_cast<unsigned>(blockkiller::Reason::kBkTableBadTarget), 2035u);
  EXPECT_EQ(static_cast<unsigned>(smashup::Reason::kSmashupBaseNotReady), 3209u);
  EXPECT_EQ(static_cast<unsigned>(hdcg::Reason::kHdcgNothingToUndo), 4018u);
  EXPECT_EQ(static_cast<unsigned>(InputReason::kMalformed), 9101u);
  EXPECT_EQ(reason_name(blokus::Reason::kBlokusOverlap), "blokus.overlap");
}

TEST(ReasonTest, ACodeCarriesItsLayersNameAndComparesByNumber) {
  const ReasonCode rule = blokus::Reason::kBlokusOverlap;
  const ReasonCode input = InputReason::kUnknownKey;
  EXPECT_EQ(rule.value(), 1003u);
  EXPECT_EQ(rule.name(), "blokus.overlap");
  EXPECT_EQ(input.name(), "input.unknown_key");
  EXPECT_EQ(rule, blokus::Reason::kBlokusOverlap);
  EXPECT_FALSE(rule == input);
  EXPECT_EQ(ReasonCode{}.name(), "unknown");
  const Violation v{blokus::Reason::kBlokusOffBoard};
  EXPECT_EQ(reason_name(v.reason), "blokus.off_board");
}

}  // namespace
}  // namespace tableref

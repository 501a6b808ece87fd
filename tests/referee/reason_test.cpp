#include "tableref/referee/reason.hpp"

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
  EXPECT_EQ(static_cast<unsigned>(Reason::kStoreNewerVersion), 9005u);
  EXPECT_EQ(static_cast<unsigned>(Reason::kInputMalformed), 9101u);
  EXPECT_EQ(reason_name(Reason::kStoreLocked), "store.locked");
}

}  // namespace
}  // namespace tableref

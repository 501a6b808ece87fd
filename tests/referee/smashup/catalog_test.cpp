#include "tableref/referee/smashup/catalog.hpp"
#include "tableref/referee/smashup/reason.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

namespace tableref::smashup {
namespace {

std::string read(const std::string& name) {
  std::ifstream in(std::string(TABLEREF_SMASHUP_ASSETS) + "/" + name, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

const std::string kHeader = "set\tbase\tbreakpoint\tvp1\tvp2\tvp3\tprinting\tconfidence\n";

std::int64_t int_param(const Violation& v, std::string_view name) {
  const auto* p = v.find(name);
  return p != nullptr ? std::get<std::int64_t>(*p) : -1;
}

TEST(SmashupCatalog, ShippedBasesHaveEveryRowAndBothPrintings) {
  const auto bases = parse_bases(read("bases.tsv"));
  ASSERT_TRUE(bases.ok()) << static_cast<int>(bases.error().reason.value());
  const auto& rows = bases.value();
  // 197 bases in 26 sets; 21 of them also have an original-printing row.
  EXPECT_EQ(rows.size(), 218u);
  std::set<std::pair<std::string, std::string>> distinct;
  int current = 0;
  int original = 0;
  int single_source = 0;
  int differ = 0;
  for (const auto& b : rows) {
    distinct.insert({b.set, b.name});
    current += b.printing == Printing::kCurrent ? 1 : 0;
    original += b.printing == Printing::kOriginal ? 1 : 0;
    single_source += b.confidence == Confidence::kSingleSource ? 1 : 0;
    differ += b.confidence == Confidence::kSourcesDiffer ? 1 : 0;
    if (b.printing == Printing::kOriginal) {
      // Every original row has its current row, and they differ in a number.
      const auto* now = find_base(rows, b.set, b.name, Printing::kCurrent);
      ASSERT_NE(now, nullptr) << b.name;
      EXPECT_TRUE(now->breakpoint != b.breakpoint || now->vp != b.vp) << b.name;
      EXPECT_EQ(b.confidence, Confidence::kSourcesDiffer) << b.name;
    }
  }
  EXPECT_EQ(distinct.size(), 197u);
  EXPECT_EQ(current, 197);
  EXPECT_EQ(original, 21);
  EXPECT_EQ(single_source, 17);
  EXPECT_EQ(differ, 42);
  EXPECT_EQ(base_sets(rows).size(), 26u);
}

TEST(SmashupCatalog, ShippedBasesKeepTheirNumbers) {
  const auto bases = parse_bases(read("bases.tsv"));
  ASSERT_TRUE(bases.ok());
  const auto& rows = bases.value();
  const auto* dojo = find_base(rows, "Core (Base Game)", "Ninja Dojo");
  ASSERT_NE(dojo, nullptr);
  EXPECT_EQ(dojo->breakpoint, 18);
  EXPECT_EQ(dojo->vp, (std::array{2, 3, 2}));  // not descending
  const auto* field_now = find_base(rows, "Awesome Level 9000", "Field of Honor");
  const auto* field_then =
      find_base(rows, "Awesome Level 9000", "Field of Honor", Printing::kOriginal);
  ASSERT_NE(field_now, nullptr);
  ASSERT_NE(field_then, nullptr);
  EXPECT_EQ(field_now->breakpoint, 16);
  EXPECT_EQ(field_then->breakpoint, 18);
  EXPECT_EQ(field_then->vp, (std::array{3, 2, 1}));
  EXPECT_NE(find_base(rows, "Monster Smash", "Golem Schloß"), nullptr);  // UTF-8 kept
  EXPECT_EQ(find_base(rows, "Core (Base Game)", "No Such Base"), nullptr);
}

TEST(SmashupCatalog, ShippedFactions) {
  const auto factions = parse_factions(read("factions.tsv"));
  ASSERT_TRUE(factions.ok());
  EXPECT_EQ(factions.value().size(), 106u);
  EXPECT_EQ(faction_sets(factions.value()).size(), 27u);  // Marvel has factions, no bases
  EXPECT_EQ(factions.value().front(), (Faction{"10th Anniversary", "Mermaids"}));
}

TEST(SmashupCatalog, RowRoundTripsThroughFormat) {
  BaseCard custom{"House rules", "Kitchen Table",   17,
                  {4, 2, 1},     Printing::kCustom, Confidence::kCustom};
  const auto parsed = parse_bases(kHeader + format_base_row(custom) + "\n");
  ASSERT_TRUE(parsed.ok());
  ASSERT_EQ(parsed.value().size(), 1u);
  EXPECT_EQ(parsed.value().front(), custom);
}

TEST(SmashupCatalog, SkipsCommentsBlankLinesCrlfAndBom) {
  const std::string text = "\xEF\xBB\xBF# comment\r\n\r\n" +
                           std::string(
                               "set\tbase\tbreakpoint\tvp1\tvp2\tvp3\tprinting\t"
                               "confidence\r\n") +
                           "S\tA\t20\t4\t2\t1\tcurrent\tcross-checked\r\n";
  const auto parsed = parse_bases(text);
  ASSERT_TRUE(parsed.ok());
  ASSERT_EQ(parsed.value().size(), 1u);
  EXPECT_EQ(parsed.value()[0].name, "A");
  EXPECT_EQ(parsed.value()[0].vp, (std::array{4, 2, 1}));
}

TEST(SmashupCatalog, ReportsEveryMalformedRowWithItsLine) {
  const std::string text = "# bases\n" + kHeader +                          // lines 1-2
                           "S\tA\t20\t4\t2\t1\tcurrent\tcross-checked\n"    // 3 ok
                           "S\tB\t2x\t4\t2\t1\tcurrent\tcross-checked\n"    // 4 bad number
                           "S\tC\t20\t4\t2\n"                               // 5 columns
                           "S\tD\t20\t4\t2\t1\treprint\tcross-checked\n"    // 6 printing
                           "S\tE\t20\t4\t2\t1\tcurrent\tsure\n"             // 7 confidence
                           "S\t\t20\t4\t2\t1\tcurrent\tcross-checked\n"     // 8 empty name
                           "S\tA\t21\t4\t2\t1\tcurrent\tcross-checked\n"    // 9 duplicate of 3
                           "S\tA\t21\t4\t2\t1\toriginal\tsources-differ\n"  // 10 ok
                           "S\tF\t-1\t4\t2\t1\tcurrent\tcross-checked\n";   // 11 negative
  const auto parsed = parse_bases(text);
  ASSERT_FALSE(parsed.ok());
  const auto& v = parsed.violations();
  ASSERT_EQ(v.size(), 7u);
  EXPECT_EQ(v[0].reason, Reason::kSmashupCatalogNumber);
  EXPECT_EQ(int_param(v[0], "line"), 4);
  EXPECT_EQ(std::get<std::string>(*v[0].find("column")), "breakpoint");
  EXPECT_EQ(v[1].reason, Reason::kSmashupCatalogColumns);
  EXPECT_EQ(int_param(v[1], "line"), 5);
  EXPECT_EQ(int_param(v[1], "found"), 5);
  EXPECT_EQ(v[2].reason, Reason::kSmashupCatalogPrinting);
  EXPECT_EQ(int_param(v[2], "line"), 6);
  EXPECT_EQ(v[3].reason, Reason::kSmashupCatalogConfidence);
  EXPECT_EQ(int_param(v[3], "line"), 7);
  EXPECT_EQ(v[4].reason, Reason::kSmashupCatalogEmptyField);
  EXPECT_EQ(int_param(v[4], "line"), 8);
  EXPECT_EQ(v[5].reason, Reason::kSmashupCatalogDuplicate);
  EXPECT_EQ(int_param(v[5], "line"), 9);
  EXPECT_EQ(int_param(v[5], "first_line"), 3);
  EXPECT_EQ(v[6].reason, Reason::kSmashupCatalogNumber);
  EXPECT_EQ(int_param(v[6], "line"), 11);
}

TEST(SmashupCatalog, RefusesAWrongHeaderAndAnEmptyText) {
  const auto wrong = parse_bases("set\tbase\tbp\n");
  ASSERT_FALSE(wrong.ok());
  EXPECT_EQ(wrong.error().reason, Reason::kSmashupCatalogHeader);
  EXPECT_EQ(int_param(wrong.error(), "line"), 1);
  EXPECT_EQ(parse_bases("").error().reason, Reason::kSmashupCatalogEmpty);
  EXPECT_EQ(parse_bases(kHeader).error().reason, Reason::kSmashupCatalogEmpty);
  const auto factions = parse_factions("set\tfaction\nCore\tNinjas\nCore\tNinjas\nCore\n");
  ASSERT_FALSE(factions.ok());
  ASSERT_EQ(factions.violations().size(), 2u);
  EXPECT_EQ(factions.violations()[0].reason, Reason::kSmashupCatalogDuplicate);
  EXPECT_EQ(int_param(factions.violations()[0], "line"), 3);
  EXPECT_EQ(factions.violations()[1].reason, Reason::kSmashupCatalogColumns);
  EXPECT_EQ(int_param(factions.violations()[1], "line"), 4);
}

}  // namespace
}  // namespace tableref::smashup

// The Chinese Smash Up names: the shipped files parse, every faction and base of the catalog
// has a Simplified name, the alternates are read, the character conversion and the search.
#include "tableref/referee/smashup/names_zh.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "tableref/referee/smashup/catalog.hpp"
#include "tableref/referee/smashup/reason.hpp"

namespace tableref::smashup {
namespace {

std::string read(const std::string& name) {
  std::ifstream in(std::string(TABLEREF_SMASHUP_ASSETS) + "/" + name, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

const ZhName* find(const std::vector<ZhName>& names, NameKind kind, std::string_view english) {
  for (const auto& n : names) {
    if (n.kind == kind && n.english == english) return &n;
  }
  return nullptr;
}

TEST(SmashupNamesZh, EveryShippedFactionAndBaseHasAChineseName) {
  auto names = parse_zh_names(read("names_zh.tsv"));
  ASSERT_TRUE(names.ok()) << static_cast<int>(names.error().reason.value());
  auto factions = parse_factions(read("factions.tsv"));
  auto bases = parse_bases(read("bases.tsv"));
  ASSERT_TRUE(factions.ok());
  ASSERT_TRUE(bases.ok());
  int faction_names = 0;
  int base_names = 0;
  for (const auto& n : names.value()) {
    (n.kind == NameKind::kFaction ? faction_names : base_names) += 1;
    EXPECT_FALSE(n.hans.empty()) << n.english;
    EXPECT_NE(n.hans, n.english) << n.english;
    EXPECT_TRUE(n.trust == "medium" || n.trust == "low") << n.english;
  }
  EXPECT_EQ(faction_names, 106);
  EXPECT_EQ(base_names, 197);
  for (const auto& f : factions.value()) {
    EXPECT_NE(find(names.value(), NameKind::kFaction, f.name), nullptr) << f.name;
  }
  for (const auto& b : bases.value()) {  // current and original printings alike
    EXPECT_NE(find(names.value(), NameKind::kBase, b.name), nullptr) << b.name;
  }
  // The source's own Traditional names: 8 factions and 1 base.
  int from_source = 0;
  for (const auto& n : names.value()) from_source += n.hant_from_source ? 1 : 0;
  EXPECT_EQ(from_source, 9);
  EXPECT_EQ(find(names.value(), NameKind::kFaction, "Tricksters")->hant, "騙術家");
  EXPECT_EQ(find(names.value(), NameKind::kBase, "Ninja Dojo")->hant, "忍者道場");
}

TEST(SmashupNamesZh, AlternatesAreSplitAndTheirNotesDropped) {
  auto names = parse_zh_names(read("names_zh.tsv")).value();
  ASSERT_TRUE(add_zh_alternates(names, read("names_zh_alternates.tsv")).ok());
  const auto* tricksters = find(names, NameKind::kFaction, "Tricksters");
  ASSERT_NE(tricksters, nullptr);
  // "小妖精" twice in the file, "诡术师 / 小妖精", and "騙術家 (zh_Hant)" which is its
  // Traditional name already.
  EXPECT_EQ(tricksters->alternates, (std::vector<std::string>{"小妖精", "诡术师"}));
  const auto* opal = find(names, NameKind::kBase, "The Grey Opal");
  EXPECT_EQ(opal->alternates, (std::vector<std::string>{"海盗湾"}));
  // "Q Point (untranslated)" is its English name: nothing to add.
  EXPECT_TRUE(find(names, NameKind::kBase, "Q Point")->alternates.empty());
  EXPECT_EQ(find(names, NameKind::kFaction, "Zombies")->alternates,
            (std::vector<std::string>{"僵尸"}));
}

TEST(SmashupNamesZh, MalformedRowsAreReportedWithTheirLines) {
  const std::string text =
      "# comment\n"
      "kind\tenglish\tzh_Hans\tzh_Hant\ttrust\tsource\n"
      "faction\tNinjas\t忍者\t\tmedium\ts\n"
      "faction\tNinjas\t忍者\t\tmedium\ts\n"
      "faction\tPirates\t\t\tmedium\ts\n"
      "faction\tRobots\n";
  auto r = parse_zh_names(text);
  ASSERT_FALSE(r.ok());
  ASSERT_EQ(r.violations().size(), 3u);
  std::map<std::uint16_t, std::int64_t> lines;
  for (const auto& v : r.violations())
    lines[v.reason.value()] = std::get<std::int64_t>(*v.find("line"));
  EXPECT_EQ(lines[ReasonCode{Reason::kSmashupCatalogColumns}.value()], 6);
  EXPECT_EQ(lines[ReasonCode{Reason::kSmashupCatalogDuplicate}.value()], 4);
  EXPECT_EQ(lines[ReasonCode{Reason::kSmashupCatalogEmptyField}.value()], 5);
  std::vector<ZhName> none;
  EXPECT_FALSE(add_zh_alternates(none,
                                 "kind\tenglish\tchosen_zh_Hans\talternate\talt_source\n"
                                 "faction\tNobody\tx\ty\tz\n")
                   .ok());
}

TEST(SmashupNamesZh, ConversionGoesCharacterByCharacterWithTheFirstCandidate) {
  const auto table = parse_character_table("鱼\t魚\n发\t發 髮\n龙\t龍\n# not a row\nbad line\n");
  EXPECT_EQ(table.size(), 3u);
  EXPECT_EQ(convert_characters("美人鱼", table), "美人魚");
  EXPECT_EQ(convert_characters("发龙 Q点", table), "發龍 Q点");  // 点: not in this table
  EXPECT_EQ(convert_characters("", table), "");
  EXPECT_EQ(convert_characters("\xFF鱼", table), "\xFF魚");  // a stray byte is kept
  std::vector<ZhName> names(2);
  names[0].hans = "恐龙";
  names[1].hans = "恐龙";
  names[1].hant = "恐竜";
  names[1].hant_from_source = true;
  fill_traditional(names, table);
  EXPECT_EQ(names[0].hant, "恐龍");
  EXPECT_EQ(names[1].hant, "恐竜");  // the source's Traditional name wins
}

TEST(SmashupNamesZh, SearchIsASubstringInAnyNameIgnoringCaseAndSpaces) {
  const std::vector<std::string> names{"Mermaids", "美人鱼", "美人魚", "人鱼"};
  EXPECT_TRUE(search_matches("", names));
  EXPECT_TRUE(search_matches("merm", names));
  EXPECT_TRUE(search_matches("MER MAIDS", names));
  EXPECT_TRUE(search_matches("人鱼", names));
  EXPECT_TRUE(search_matches("魚", names));
  EXPECT_FALSE(search_matches("ninja", names));
  EXPECT_FALSE(search_matches("忍者", names));
}

}  // namespace
}  // namespace tableref::smashup

// The Chinese Smash Up names as the screen uses them: every faction and base has a name in
// both scripts, the Traditional ones made with Debian's OpenCC table (spot checks), search
// in either language, and a table's correction kept on the device across a restart.
#include "tableref/controllers/smashup/names.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "tableref/controllers/smashup/controller.hpp"

namespace tableref::controllers {
namespace {

namespace su = smashup;

SmashupNames loaded() {
  SmashupNames names;
  const auto status = names.load(TABLEREF_ASSET_DIR);
  EXPECT_TRUE(status.ok());
  return names;
}

TEST(smashup_names, every_faction_and_base_has_a_name_in_both_scripts) {
  const auto names = loaded();
  auto catalog = load_smashup_catalog(TABLEREF_ASSET_DIR);
  ASSERT_TRUE(catalog.ok());
  for (const auto& f : catalog.value().factions) {
    EXPECT_FALSE(names.chinese(su::NameKind::kFaction, f.name, ZhScript::kHans).empty()) << f.name;
    EXPECT_FALSE(names.chinese(su::NameKind::kFaction, f.name, ZhScript::kHant).empty()) << f.name;
  }
  for (const auto& b : catalog.value().bases) {
    EXPECT_FALSE(names.chinese(su::NameKind::kBase, b.name, ZhScript::kHans).empty()) << b.name;
    EXPECT_FALSE(names.chinese(su::NameKind::kBase, b.name, ZhScript::kHant).empty()) << b.name;
  }
  // A custom base has no Chinese name.
  EXPECT_TRUE(names.chinese(su::NameKind::kBase, "Our Kitchen", ZhScript::kHans).empty());
}

TEST(smashup_names, traditional_names_come_from_the_source_or_from_opencc) {
  const auto names = loaded();
  auto hant = [&](su::NameKind kind, const char* english) {
    return names.chinese(kind, english, ZhScript::kHant);
  };
  // The source's own Traditional names (not what a character table would give).
  EXPECT_EQ(hant(su::NameKind::kFaction, "Zombies"), "殭屍");
  EXPECT_EQ(hant(su::NameKind::kFaction, "Tricksters"), "騙術家");
  EXPECT_EQ(hant(su::NameKind::kBase, "Ninja Dojo"), "忍者道場");
  // Converted character by character with OpenCC's STCharacters.
  EXPECT_EQ(hant(su::NameKind::kFaction, "Mermaids"), "美人魚");
  EXPECT_EQ(hant(su::NameKind::kFaction, "Sheep"), "綿羊");
  EXPECT_EQ(hant(su::NameKind::kFaction, "Skeletons"), "骷髏");
  EXPECT_EQ(hant(su::NameKind::kFaction, "World Champs"), "世界冠軍");
  // Every converted name is the conversion of its Simplified name, and most differ from it.
  const auto table = su::parse_character_table(smashup_zh_character_table());
  EXPECT_GT(table.size(), 100u);
  int differ = 0;
  for (const auto& n : names.names()) {
    if (n.hant_from_source) continue;
    EXPECT_EQ(n.hant, su::convert_characters(n.hans, table)) << n.english;
    differ += n.hant != n.hans ? 1 : 0;
  }
  EXPECT_GT(differ, 150);
}

TEST(smashup_names, search_finds_a_faction_or_base_in_either_language) {
  const auto names = loaded();
  const auto faction = su::NameKind::kFaction;
  EXPECT_TRUE(names.matches(faction, "Mermaids", "merm"));
  EXPECT_TRUE(names.matches(faction, "Mermaids", "美人"));
  EXPECT_TRUE(names.matches(faction, "Mermaids", "美人魚"));  // Traditional
  EXPECT_FALSE(names.matches(faction, "Mermaids", "ninja"));
  EXPECT_TRUE(names.matches(faction, "Action Heroes", "玄力"));  // an alternate in use
  EXPECT_TRUE(names.matches(faction, "Zombies", "僵尸"));
  EXPECT_TRUE(names.matches(su::NameKind::kBase, "Ninja Dojo", "道场"));
  EXPECT_TRUE(names.matches(su::NameKind::kBase, "Ninja Dojo", "NINJA DOJO"));
  EXPECT_FALSE(names.matches(su::NameKind::kBase, "Ninja Dojo", "道場x"));
  // A custom base is found by its English name.
  EXPECT_TRUE(names.matches(su::NameKind::kBase, "Our Kitchen", "kitchen"));
}

TEST(smashup_names, a_correction_is_kept_on_the_device_and_can_be_undone) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("tableref_names_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const auto path = (dir / "tableref.db").string();
  {
    auto store = db::Store::open(path);
    ASSERT_TRUE(store.ok());
    auto names = loaded();
    ASSERT_TRUE(names.load_corrections(store.value()).ok());
    ASSERT_TRUE(
        names.correct(store.value(), su::NameKind::kFaction, "Mermaids", ZhScript::kHans, "人鱼")
            .ok());
    EXPECT_EQ(names.chinese(su::NameKind::kFaction, "Mermaids", ZhScript::kHans), "人鱼");
    EXPECT_EQ(names.chinese(su::NameKind::kFaction, "Mermaids", ZhScript::kHant), "美人魚");
    EXPECT_TRUE(names.matches(su::NameKind::kFaction, "Mermaids", "人鱼"));
  }
  {
    // The app starts again.
    auto store = db::Store::open(path);
    ASSERT_TRUE(store.ok());
    auto names = loaded();
    ASSERT_TRUE(names.load_corrections(store.value()).ok());
    EXPECT_EQ(names.chinese(su::NameKind::kFaction, "Mermaids", ZhScript::kHans), "人鱼");
    EXPECT_TRUE(names.corrected(su::NameKind::kFaction, "Mermaids", ZhScript::kHans));
    // Back to the community name.
    ASSERT_TRUE(
        names.correct(store.value(), su::NameKind::kFaction, "Mermaids", ZhScript::kHans, "").ok());
    EXPECT_EQ(names.chinese(su::NameKind::kFaction, "Mermaids", ZhScript::kHans), "美人鱼");
  }
  {
    auto store = db::Store::open(path);
    auto names = loaded();
    ASSERT_TRUE(names.load_corrections(store.value()).ok());
    EXPECT_FALSE(names.corrected(su::NameKind::kFaction, "Mermaids", ZhScript::kHans));
  }
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace tableref::controllers

// The HDCG card library in the store's settings table.
#include <gtest/gtest.h>

#include "tableref/controllers/hdcg/json.hpp"
#include "tableref/controllers/hdcg/library.hpp"
#include "tableref/referee/hdcg/reason.hpp"

namespace tableref::controllers {
namespace {

TEST(hdcg_library, an_empty_store_offers_the_book_examples) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  auto library = load_hdcg_library(store.value());
  ASSERT_TRUE(library.ok());
  EXPECT_EQ(library.value(), hdcg::book_examples());
  const auto* assassin = library.value().character("刺客");
  ASSERT_NE(assassin, nullptr);
  EXPECT_EQ(assassin->attack.to_string(), "1.2");
  EXPECT_EQ(assassin->max_hp.to_string(), "500");
  EXPECT_EQ(assassin->hand_divisor.to_string(), "100");
  EXPECT_EQ(assassin->defence.to_string(), "1.5");
  EXPECT_NE(library.value().skill("大锤"), nullptr);
  EXPECT_NE(library.value().event("战争"), nullptr);
}

TEST(hdcg_library, import_stores_the_players_cards_and_export_gives_them_back) {
  auto opened = db::Store::open_memory();
  ASSERT_TRUE(opened.ok());
  auto& store = opened.value();
  const std::string file = R"({"fields": [{"field": "长剑", "parent": "武器"}],
    "characters": [{"name": "骑士", "attack": 1.1, "max_hp": "600", "hand_divisor": 120,
                    "defence": "0.9"}],
    "skills": [{"name": "圣剑", "fields": ["长剑"], "modifiers": [{"stat": "attack",
                "op": "add", "value": "0.3", "slot": "main_weapon"}]}],
    "events": [{"name": "瘟疫", "damage": {"amount": 50, "direct": true}}]})";
  auto merged = import_hdcg_library(store, file, ImportMode::kMerge);
  ASSERT_TRUE(merged.ok()) << static_cast<int>(merged.error().reason.value());
  // Merged onto the book: both 刺客 and 骑士.
  EXPECT_NE(merged.value().character("刺客"), nullptr);
  ASSERT_NE(merged.value().character("骑士"), nullptr);
  EXPECT_EQ(merged.value().character("骑士")->hand_divisor.to_string(), "120");
  // 长剑 -> 武器 -> 道具: 圣剑 may be the main weapon.
  EXPECT_TRUE(merged.value().fields.has({"长剑"}, "道具"));
  EXPECT_TRUE(hdcg::check_main_slot(*merged.value().skill("圣剑"),
                                    hdcg::SlotRequirement::kMainWeapon, merged.value().fields)
                  .ok());

  auto reloaded = load_hdcg_library(store);
  ASSERT_TRUE(reloaded.ok());
  EXPECT_EQ(reloaded.value(), merged.value());

  auto exported = export_hdcg_library(store);
  ASSERT_TRUE(exported.ok());
  EXPECT_NE(exported.value().find("\"tableref.hdcg.cards/1\""), std::string::npos);
  EXPECT_NE(exported.value().find("\"1.1\""), std::string::npos);
  // The export imports into a fresh store as the same library (replace mode).
  auto other = db::Store::open_memory();
  ASSERT_TRUE(other.ok());
  auto again = import_hdcg_library(other.value(), exported.value());
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again.value(), merged.value());
}

TEST(hdcg_library, a_refused_import_changes_nothing) {
  auto opened = db::Store::open_memory();
  ASSERT_TRUE(opened.ok());
  auto& store = opened.value();
  auto bad = import_hdcg_library(
      store, R"({"characters": [{"name": "X", "attack": 1, "max_hp": 0, "hand_divisor": 1,
                                 "defence": 1}]})");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().reason, hdcg::Reason::kHdcgBadMaxHp);
  auto twice = import_hdcg_library(store, R"({"events": [{"name": "A"}, {"name": "A"}]})");
  ASSERT_FALSE(twice.ok());
  EXPECT_EQ(twice.error().reason, hdcg::Reason::kHdcgDuplicateCard);
  auto broken = import_hdcg_library(store, "{");
  ASSERT_FALSE(broken.ok());
  EXPECT_FALSE(store.setting(kHdcgLibraryKey).value().has_value());
  EXPECT_EQ(load_hdcg_library(store).value(), hdcg::book_examples());
}

}  // namespace
}  // namespace tableref::controllers

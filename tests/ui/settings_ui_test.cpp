// The Settings screen: language, theme and text size, saved in the store.
#include <gtest/gtest.h>

#include "tableref/db/backup.hpp"
#include "tableref/db/store.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"
#include "ui_driver.hpp"

namespace tableref::gui::testing {
namespace {

TEST(settings_ui, switching_language_changes_the_screen_at_once_and_is_remembered) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  {
    UiDriver ui(options);
    EXPECT_EQ(ui.ctx().language, app::Language::kEnglish);
    ui.tap("nav.settings");
    ASSERT_EQ(ui.screen(), "settings");
    ui.tap("settings.lang.zh-Hans");
    EXPECT_EQ(ui.ctx().language, app::Language::kSimplifiedChinese);
    EXPECT_EQ(ui.ctx().tr("nav.home"), "← 首页");
    ui.tap("settings.theme.light");
    ui.tap("settings.size.large");
    EXPECT_EQ(ui.ctx().theme, Theme::kLight);
    ui.tap("nav.home");
    EXPECT_EQ(ui.screen(), "home");
  }
  UiDriver again(options);
  EXPECT_EQ(again.ctx().language, app::Language::kSimplifiedChinese);
  EXPECT_EQ(again.ctx().theme, Theme::kLight);
  EXPECT_FLOAT_EQ(again.ctx().text_size, 1.25f);
}

TEST(settings_ui, larger_text_makes_touch_targets_larger) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  UiDriver ui(options);
  ui.tap("nav.settings");
  const float normal = probe().find("settings.lang.en")->h;
  EXPECT_GE(normal, 48.0f);
  ui.tap("settings.size.huge");
  ui.frames(2);
  const float huge = probe().find("settings.lang.en")->h;
  EXPECT_GT(huge, normal * 1.3f);
}

}  // namespace
}  // namespace tableref::gui::testing

namespace tableref::gui::testing {
namespace {

TEST(settings_ui, screenshots) {
  for (const std::string lang : {"en", "zh-Hans", "zh-Hant"}) {
    TempDir dir;
    AppOptions options;
    options.db_path = dir.file("tableref.db");
    options.language = lang;
    UiDriver ui(options);
    ui.tap("nav.settings");
    // The settings in the shot's language: its language chosen, every language, theme and
    // text size on offer and fully on screen, the dark theme by default.
    ASSERT_EQ(ui.screen(), "settings");
    EXPECT_EQ(app::language_code(ui.ctx().language), lang);
    EXPECT_EQ(ui.ctx().theme, Theme::kDark);
    for (const char* id : {"settings.lang.en", "settings.lang.zh-Hans", "settings.lang.zh-Hant",
                           "settings.theme.dark", "settings.theme.light", "settings.size.normal"}) {
      ASSERT_NE(probe().find(id), nullptr) << id;
      EXPECT_TRUE(probe().find(id)->fully_visible()) << id;
    }
    ui.shot("settings_" + lang);
    if (lang == "en") {
      ui.tap("settings.theme.light");
      EXPECT_EQ(ui.ctx().theme, Theme::kLight);
      ui.shot("settings_light_en");
    }
  }
}

TEST(settings_ui, backs_up_and_restores_with_a_confirmation) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "en";
  {
    auto store = db::Store::open(options.db_path);
    ASSERT_TRUE(store.ok());
    ASSERT_TRUE(store.value().create_session({"blokus", "duo", "{}", {{0, "Ann", "purple"}}}).ok());
  }
  UiDriver ui(options);
  ui.tap("nav.settings");
  ui.tap("settings.backup.now");
  EXPECT_NE(ui.text("settings.backup.message").find("Backed up to"), std::string::npos);
  ASSERT_TRUE(ui.ctx().store->create_session({"hdcg", "duel", "{}", {{0, "Bo", ""}}}).ok());
  ui.frames(2);
  ui.tap("settings.restore.0");
  EXPECT_EQ(ui.ctx().store->count_sessions({}).value(), 2);  // one tap restores nothing
  ui.tap("settings.restore.0.confirm");
  EXPECT_NE(ui.text("settings.backup.message").find("Restored"), std::string::npos);
  ASSERT_TRUE(ui.ctx().store.has_value());
  EXPECT_EQ(ui.ctx().store->count_sessions({}).value(), 1);
  // The database the restore replaced is one of the backups now, with both sessions.
  const auto backups = db::backups_next_to(options.db_path);
  ASSERT_EQ(backups.size(), 2u);
  bool kept = false;
  for (const auto& file : backups) {
    auto store = db::Store::open(file);
    kept = kept || (store.ok() && store.value().count_sessions({}).value() == 2);
  }
  EXPECT_TRUE(kept);
  ui.shot("settings_backup_en");
}

}  // namespace
}  // namespace tableref::gui::testing

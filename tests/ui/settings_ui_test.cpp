// The Settings screen: language, theme and text size, saved in the store.
#include <gtest/gtest.h>

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
    ui.shot("settings_" + lang);
    if (lang == "en") {
      ui.tap("settings.theme.light");
      ui.shot("settings_light_en");
    }
  }
}

}  // namespace
}  // namespace tableref::gui::testing

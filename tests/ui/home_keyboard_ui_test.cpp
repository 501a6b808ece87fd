// The Home screen's name fields typed into as an on-screen keyboard types: every key event
// of a burst arrives before one frame (UiDriver::quick).
#include <gtest/gtest.h>

#include "ui_driver.hpp"

namespace tableref::gui::testing {
namespace {

AppOptions options_for(const TempDir& dir) {
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "en";
  return options;
}

TEST(home_keyboard_ui, three_quick_backspaces_delete_three_characters) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ui.tap("home.player.0.name");
  ui.type("Annabel");
  ASSERT_EQ(ui.text("home.player.0.name"), "Annabel");
  ui.quick_keys({SDLK_BACKSPACE, SDLK_BACKSPACE, SDLK_BACKSPACE});
  EXPECT_EQ(ui.text("home.player.0.name"), "Anna");
}

TEST(home_keyboard_ui, quick_typing_keeps_the_order_of_characters_and_corrections) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ui.tap("home.player.0.name");
  using S = UiDriver::Stroke;
  ui.quick({S::typed("B"), S::typed("x"), S::press(SDLK_BACKSPACE), S::typed("o"), S::typed("b"),
            S::press(SDLK_BACKSPACE), S::typed("陈")});
  EXPECT_EQ(ui.text("home.player.0.name"), "Bo陈");
}

TEST(home_keyboard_ui, tab_moves_to_the_next_field) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ui.tap("home.player.0.name");
  ui.quick({UiDriver::Stroke::typed("Ann"), UiDriver::Stroke::press(SDLK_TAB),
            UiDriver::Stroke::typed("Bo")});
  EXPECT_EQ(ui.text("home.player.0.name"), "Ann");
  EXPECT_EQ(ui.text("home.player.1.name"), "Bo");
}

}  // namespace
}  // namespace tableref::gui::testing

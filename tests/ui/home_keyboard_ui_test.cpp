// The Home screen's name fields typed into as an on-screen keyboard types: every key event
// of a burst arrives before one frame (UiDriver::quick); and the system clipboard (SDL's,
// which ImGui's SDL backend uses) pasted into them with Ctrl+V and filled from them.
#include <SDL.h>
#include <gtest/gtest.h>

#include <string>

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

// Issue #23: text typed at 50 characters a second (each a key down, its text, a key up, as
// on-screen keyboards send them) and a tap on the next field before the app has taken it
// all: every character reaches the field it was typed into, none the next one.
TEST(home_keyboard_ui, fast_typing_then_a_tap_keeps_the_text_in_its_field) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ui.tap("home.player.0.name");
  std::vector<UiDriver::Stroke> strokes;
  for (const char c : std::string("annabel")) {
    strokes.push_back(UiDriver::Stroke::press(static_cast<SDL_Keycode>(c)));
    strokes.push_back(UiDriver::Stroke::typed(std::string(1, c)));
  }
  ui.quick_then_tap(strokes, "home.player.1.name");
  EXPECT_EQ(ui.text("home.player.0.name"), "annabel");
  EXPECT_EQ(ui.text("home.player.1.name"), "");
  // The tap did move the focus: what comes next goes to the second field.
  ui.type("Bo");
  EXPECT_EQ(ui.text("home.player.1.name"), "Bo");
  EXPECT_EQ(ui.text("home.player.0.name"), "annabel");
}

// A name copied elsewhere (a chat, a web page) is on the system clipboard; Ctrl+V in the
// field pastes it where the cursor is. Under SDL's dummy video driver the clipboard is SDL's
// own (no system behind it), the same calls a real driver answers.
TEST(home_keyboard_ui, ctrl_v_pastes_the_clipboard_into_a_field) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ASSERT_EQ(SDL_SetClipboardText("王小明 Wang"), 0) << SDL_GetError();
  ui.tap("home.player.0.name");
  ui.type("Dr ");
  ui.chord(KMOD_CTRL, SDLK_v);
  EXPECT_EQ(ui.text("home.player.0.name"), "Dr 王小明 Wang");
}

// Issue #23: two lines pasted into a name ("Anna⏎Maria", copied from a list) keep a space
// between them instead of being glued into "AnnaMaria" (app::one_line_paste).
TEST(home_keyboard_ui, ctrl_v_of_two_lines_into_a_name_puts_a_space_between_them) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ASSERT_EQ(SDL_SetClipboardText("Anna\r\nMaria\n"), 0) << SDL_GetError();
  ui.tap("home.player.0.name");
  ui.chord(KMOD_CTRL, SDLK_v);
  EXPECT_EQ(ui.text("home.player.0.name"), "Anna Maria");
  ASSERT_EQ(SDL_SetClipboardText(""), 0) << SDL_GetError();
}

// Ctrl+A then Ctrl+C in a field puts its text on the system clipboard; Ctrl+X takes it out.
TEST(home_keyboard_ui, ctrl_c_and_ctrl_x_copy_a_field_to_the_clipboard) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ASSERT_EQ(SDL_SetClipboardText(""), 0) << SDL_GetError();
  ui.tap("home.player.0.name");
  ui.type("Annabel");
  ui.chord(KMOD_CTRL, SDLK_a);
  ui.chord(KMOD_CTRL, SDLK_c);
  char* copied = SDL_GetClipboardText();
  EXPECT_EQ(std::string(copied), "Annabel");
  SDL_free(copied);
  EXPECT_EQ(ui.text("home.player.0.name"), "Annabel");
  ASSERT_EQ(SDL_SetClipboardText(""), 0) << SDL_GetError();
  ui.chord(KMOD_CTRL, SDLK_a);
  ui.chord(KMOD_CTRL, SDLK_x);
  copied = SDL_GetClipboardText();
  EXPECT_EQ(std::string(copied), "Annabel");
  SDL_free(copied);
  EXPECT_EQ(ui.text("home.player.0.name"), "");
}

}  // namespace
}  // namespace tableref::gui::testing

// Every screen at every size (issue #23): the window opens at the size of the display and
// follows resizes and rotation; each screen's main states are drawn without clipped text at
// 800x1280, 1024x768, 1280x800, 1920x1080 and 2732x2048, in English, 简体中文 and 繁體中文
// (UiDriver::expect_no_clipped_text, the probe's labels). The sizes are reached as a user
// reaches them: SDL_SetWindowSize gives the app SDL's own resize events.
#include <gtest/gtest.h>

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/db/store.hpp"
#include "ui_driver.hpp"

namespace tableref::gui::testing {
namespace {

struct Size {
  int w = 0;
  int h = 0;
};
const std::vector<Size> kSizes{{800, 1280}, {1024, 768}, {1280, 800}, {1920, 1080}, {2732, 2048}};

void resize(UiDriver& ui, Size size) {
  SDL_SetWindowSize(ui.app().window(), size.w, size.h);
  ui.frames(3);  // a layout settles a frame after it changes
}

// A screen's state to look at: the app opened as `options` says, `arrange` bringing it there
// (at 1280x800), `look` looking at more states at each size after the first check.
struct ScreenCase {
  AppOptions options;
  std::string what;
  std::function<void(UiDriver&)> arrange;
  std::function<void(UiDriver&)> look;
};

// In each language a fresh app brought to the case's state; then the window takes each size
// and no text may be clipped. With `shots`, each size in English and 简体中文 is written as
// <shots>_<W>x<H>_<lang>.png (scripts/screenshots.sh).
void expect_unclipped(const ScreenCase& c, const std::string& shots = {}) {
  for (const auto language : app::kLanguages) {
    if (!shots.empty() && language == app::Language::kTraditionalChinese) continue;
    AppOptions options = c.options;
    options.language = std::string(app::language_code(language));
    UiDriver ui(options);
    if (c.arrange) c.arrange(ui);
    for (const Size size : kSizes) {
      resize(ui, size);
      const auto [w, h] = ui.window_size();
      ASSERT_EQ(w, size.w);
      ASSERT_EQ(h, size.h);
      ui.expect_no_clipped_text(c.what);
      if (!shots.empty()) {
        ui.shot(shots + "_" + std::to_string(w) + "x" + std::to_string(h) + "_" +
                *options.language);
      }
      if (c.look) c.look(ui);
    }
  }
}

AppOptions options_in(const TempDir& dir) {
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  return options;
}

// A game started on Home with these names, by taps; its session id.
std::int64_t start_on_home(UiDriver& ui, const std::string& game,
                           const std::vector<std::string>& names,
                           const std::vector<std::string>& taps = {}) {
  ui.tap("home.game." + game);
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i >= 2 && !ui.visible("home.player." + std::to_string(i) + ".name")) {
      ui.tap("home.add_player");
    }
    ui.tap("home.player." + std::to_string(i) + ".name");
    ui.type(names[i]);
  }
  for (const auto& id : taps) ui.tap(id);
  ui.tap("home.start");
  EXPECT_EQ(ui.screen(), game) << ui.text("home.problems");
  auto sessions = ui.ctx().store->list_sessions(db::SessionFilter{}).value();
  return sessions.empty() ? 0 : sessions.front().id;
}

// The session a game's screen opens, made once (in English) by taps on Home.
AppOptions game_session(const TempDir& dir, const std::string& game,
                        const std::vector<std::string>& names,
                        const std::vector<std::string>& taps = {}) {
  AppOptions options = options_in(dir);
  std::int64_t id = 0;
  {
    UiDriver ui(options);
    id = start_on_home(ui, game, names, taps);
  }
  options.screen = game;
  options.session_id = id;
  return options;
}

}  // namespace

// The window opens at the usable bounds of the display (the dummy driver's display mode),
// and a display turned upright turns the window and the screens' layouts with it.
TEST(home_ui, the_window_fills_the_display_and_follows_its_rotation) {
  TempDir dir;
  UiDriver ui(options_in(dir), Window::kDisplaySize);
  SDL_Rect usable{};
  ASSERT_EQ(SDL_GetDisplayUsableBounds(SDL_GetWindowDisplayIndex(ui.app().window()), &usable), 0);
  ASSERT_GT(usable.w, usable.h) << "the dummy display is expected in landscape";
  EXPECT_EQ(ui.window_size(), std::make_pair(usable.w, usable.h));
  const auto* start = probe().find("home.start");
  ASSERT_NE(start, nullptr);
  EXPECT_LT(start->w, static_cast<float>(usable.w) * 0.8f)
      << "in landscape the new session shares the width";

  SDL_Event turned{};
  turned.type = SDL_DISPLAYEVENT;
  turned.display.event = SDL_DISPLAYEVENT_ORIENTATION;
  turned.display.display = static_cast<Uint32>(SDL_GetWindowDisplayIndex(ui.app().window()));
  turned.display.data1 = SDL_ORIENTATION_PORTRAIT;
  SDL_PushEvent(&turned);
  ui.frames(3);
  EXPECT_EQ(ui.window_size(), std::make_pair(usable.h, usable.w));
  start = probe().find("home.start");
  ASSERT_NE(start, nullptr);
  EXPECT_GT(start->w, static_cast<float>(usable.h) * 0.8f)
      << "upright, the new session takes the full width";
  ui.expect_no_clipped_text("turned upright");

  turned.display.data1 = SDL_ORIENTATION_LANDSCAPE;
  SDL_PushEvent(&turned);
  ui.frames(3);
  EXPECT_EQ(ui.window_size(), std::make_pair(usable.w, usable.h));
}

// A size given (--size, as tests and screenshots do) is kept: a rotation does not touch it.
TEST(home_ui, a_window_of_a_given_size_keeps_it) {
  TempDir dir;
  AppOptions options = options_in(dir);
  options.width = 900;
  options.height = 700;
  UiDriver ui(options);
  EXPECT_EQ(ui.window_size(), std::make_pair(900, 700));
  SDL_Event turned{};
  turned.type = SDL_DISPLAYEVENT;
  turned.display.event = SDL_DISPLAYEVENT_ORIENTATION;
  turned.display.data1 = SDL_ORIENTATION_PORTRAIT;
  SDL_PushEvent(&turned);
  ui.frames(3);
  EXPECT_EQ(ui.window_size(), std::make_pair(900, 700));
}

namespace {

ScreenCase home_case(const TempDir& dir) {
  return {options_in(dir), "home", {}, [](UiDriver& ui) {
            for (const char* game : {"blokus", "smashup", "hdcg", "blockkiller"}) {
              ui.expect_layout_change();
              ui.tap(std::string("home.game.") + game);
              ui.expect_no_clipped_text(std::string("home, ") + game + " chosen");
            }
          }};
}

ScreenCase history_case(const TempDir& dir) {
  AppOptions options = options_in(dir);
  auto store = db::Store::open(options.db_path);
  EXPECT_TRUE(store.ok());
  auto& st = store.value();
  const auto duel = st.create_session(
      db::NewSession{"hdcg", "duel", "{}", {{0, "王小明", "刺客"}, {1, "Evelyn", "刺客"}}});
  EXPECT_TRUE(st.set_status(duel.value(), db::SessionStatus::kFinished,
                            R"({"players":[{"name":"王小明","score":12,"rank":1,)"
                            R"("winner":true},{"name":"Evelyn","score":0,"rank":2}]})")
                  .ok());
  const auto game = st.create_session(db::NewSession{
      "smashup",
      "standard",
      "{}",
      {{0, "Alexandra", ""}, {1, "Bartholomew", ""}, {2, "陈晨", ""}, {3, "Dai", ""}}});
  EXPECT_TRUE(st.set_status(game.value(), db::SessionStatus::kFinished,
                            R"({"players":[{"name":"Alexandra","score":17,"rank":1,)"
                            R"("winner":true},{"name":"Bartholomew","score":15,"rank":2},)"
                            R"({"name":"陈晨","score":12,"rank":3},)"
                            R"({"name":"Dai","score":9,"rank":4}]})")
                  .ok());
  const auto open = st.create_session(db::NewSession{
      "blokus",
      "classic",
      "{}",
      {{0, "Ann", "blue"}, {1, "Bo", "yellow"}, {2, "陈晨", "red"}, {3, "Dai", "green"}}});
  EXPECT_TRUE(open.ok());
  options.screen = "history";
  return {options, "history", {}, {}};
}

ScreenCase blokus_case(const TempDir& dir) {
  return {game_session(dir, "blokus", {"Alexandra", "Bo", "陈晨", "Dai"},
                       {"home.variant.classic", "home.option.clocks.20+30"}),
          "blokus, a piece in hand",
          [](UiDriver& ui) { ui.tap("blokus.tray.L5"); },
          {}};
}

ScreenCase blockkiller_case(const TempDir& dir) {
  return {
      game_session(dir, "blockkiller", {"Alexandra", "Bo", "陈晨"}, {"home.option.kicks.srs-plus"}),
      "blockkiller, a play being entered",
      [](UiDriver& ui) {
        // The session is stored: in the second and third language Draw is already done.
        if (probe().find("blockkiller.draw") != nullptr) ui.tap("blockkiller.draw");
        ui.tap("blockkiller.play");
        if (ui.text("blockkiller.entry.mode") == "field") ui.tap("blockkiller.mode.quick");
        ui.tap("blockkiller.quick.0.lines.0");
      },
      [](UiDriver& ui) {
        ui.expect_layout_change();
        ui.tap("blockkiller.mode.field");
        ui.frames(3);  // the field's layout settles (its scrollbar) a frame after it opens
        ui.expect_no_clipped_text("blockkiller, field mode");
        ui.expect_layout_change();
        ui.tap("blockkiller.mode.quick");
      }};
}

ScreenCase smashup_case(const TempDir& dir) {
  return {game_session(dir, "smashup", {"Alexandra", "Bo", "陈晨"}),
          "smashup, the setup",
          [](UiDriver& ui) {
            // Robots and Wizards picked for the first player: their names (in Chinese with
            // the English under them) fill its two slots.
            for (const char* english : {"Robots", "Wizards"}) {
              std::string id;
              for (const auto& [key, text] : probe().texts()) {
                if (key.rfind("smashup.setup.faction.", 0) == 0 &&
                    text.find(english) != std::string::npos) {
                  id = key;
                }
              }
              ASSERT_FALSE(id.empty()) << english;
              ui.tap(id);
            }
          },
          {}};
}

ScreenCase hdcg_case(const TempDir& dir) {
  return {game_session(dir, "hdcg", {"Alexandra", "王小明"}), "hdcg, the duel", {}, {}};
}

ScreenCase replay_case(const TempDir& dir) {
  AppOptions options = options_in(dir);
  auto store = db::Store::open(options.db_path);
  EXPECT_TRUE(store.ok());
  const auto id = store.value().create_session(db::NewSession{
      "blokus",
      "classic",
      "{}",
      {{0, "Alexandra", "blue"}, {1, "Bo", "yellow"}, {2, "陈晨", "red"}, {3, "Dai", "green"}}});
  EXPECT_TRUE(id.ok());
  controllers::BlokusController game;
  EXPECT_TRUE(game.open(store.value(), id.value(), 0).ok());
  for (int move = 0; move < 8; ++move) {
    const auto color = *game.state().to_move();
    const auto moves = game.state().legal_moves(color);
    if (moves.empty()) break;
    const auto info = game.state().describe(color, moves.front());
    EXPECT_TRUE(game.place(color, info.cells, controllers::BlokusEntry::kCells, move).ok());
  }
  options.screen = "replay";
  options.session_id = id.value();
  return {options, "replay", {}, {}};
}

ScreenCase simple_case(const TempDir& dir, const std::string& screen) {
  AppOptions options = options_in(dir);
  options.screen = screen;
  return {options, screen, {}, {}};
}

}  // namespace

TEST(home_ui, no_text_is_clipped_at_any_size_in_any_language) {
  TempDir dir;
  expect_unclipped(home_case(dir));
}

TEST(settings_ui, no_text_is_clipped_at_any_size_in_any_language) {
  TempDir dir;
  expect_unclipped(simple_case(dir, "settings"));
}

TEST(history_ui, no_text_is_clipped_at_any_size_in_any_language) {
  TempDir dir;
  expect_unclipped(history_case(dir));
}

TEST(blokus_ui, no_text_is_clipped_at_any_size_in_any_language) {
  TempDir dir;
  expect_unclipped(blokus_case(dir));
}

TEST(blockkiller_ui, no_text_is_clipped_at_any_size_in_any_language) {
  TempDir dir;
  expect_unclipped(blockkiller_case(dir));
}

TEST(smashup_ui, no_text_is_clipped_at_any_size_in_any_language) {
  TempDir dir;
  expect_unclipped(smashup_case(dir));
}

TEST(hdcg_ui, no_text_is_clipped_at_any_size_in_any_language) {
  TempDir dir;
  expect_unclipped(hdcg_case(dir));
}

TEST(replay_ui, no_text_is_clipped_at_any_size_in_any_language) {
  TempDir dir;
  expect_unclipped(replay_case(dir));
}

TEST(photo_ui, no_text_is_clipped_at_any_size_in_any_language) {
  TempDir dir;
  expect_unclipped(simple_case(dir, "photo"));
}

// docs/screenshots/<screen>_<W>x<H>_<lang>.png: the main screens at the five sizes, in
// English and 简体中文 (scripts/screenshots.sh).
TEST(home_ui, sizes_screenshots) {
  TempDir dir;
  expect_unclipped(home_case(dir), "size_home");
}

TEST(blokus_ui, sizes_screenshots) {
  TempDir dir;
  expect_unclipped(blokus_case(dir), "size_blokus");
}

TEST(blockkiller_ui, sizes_screenshots) {
  TempDir dir;
  expect_unclipped(blockkiller_case(dir), "size_blockkiller");
}

TEST(smashup_ui, sizes_screenshots) {
  TempDir dir;
  expect_unclipped(smashup_case(dir), "size_smashup");
}

TEST(hdcg_ui, sizes_screenshots) {
  TempDir dir;
  expect_unclipped(hdcg_case(dir), "size_hdcg");
}

}  // namespace tableref::gui::testing

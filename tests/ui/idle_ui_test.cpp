// Idle means idle (issue #23): with nothing held, nothing to settle and no clock running, the
// app waits for events and draws nothing. The loop's decision (frame_wait_ms) is tested as a
// function; each screen is driven to its idle state and must stay there; the desktop's own
// loop (platform::run_event_loop) is run with no input and must stop drawing.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "platform/event_loop.hpp"
#include "tableref/db/store.hpp"
#include "ui/frame_pacing.hpp"
#include "ui_driver.hpp"

namespace tableref::gui::testing {
namespace {

TEST(frame_pacing, nothing_to_do_waits_for_an_event) {
  EXPECT_EQ(frame_wait_ms(FrameNeeds{}, 1000), std::nullopt);
}

TEST(frame_pacing, input_waiting_or_imgui_settling_draws_at_once) {
  FrameNeeds keys;
  keys.pending_input = true;
  EXPECT_EQ(frame_wait_ms(keys, 1000), std::optional<std::uint32_t>(0));
  FrameNeeds settling;
  settling.settle_frames = 1;
  settling.redraw_at = 5000;
  EXPECT_EQ(frame_wait_ms(settling, 1000), std::optional<std::uint32_t>(0));
}

TEST(frame_pacing, a_running_clock_wakes_the_loop_when_it_next_changes) {
  FrameNeeds clock;
  clock.redraw_at = 1400;
  EXPECT_EQ(frame_wait_ms(clock, 1000), std::optional<std::uint32_t>(400));
  // Late (a slow frame): at once, never a wait of 49 days.
  EXPECT_EQ(frame_wait_ms(clock, 1500), std::optional<std::uint32_t>(0));
  // Across the wrap of SDL's 32-bit ticks.
  clock.redraw_at = 100;
  EXPECT_EQ(frame_wait_ms(clock, 0xFFFFFF00u), std::optional<std::uint32_t>(356));
}

TEST(frame_pacing, something_held_draws_at_the_held_rate_or_sooner) {
  FrameNeeds held;
  held.held = true;
  EXPECT_EQ(frame_wait_ms(held, 1000), std::optional<std::uint32_t>(kHeldFrameMs));
  held.redraw_at = 1005;
  EXPECT_EQ(frame_wait_ms(held, 1000), std::optional<std::uint32_t>(5));
}

// Frames drawn without input until the app asks to wait for an event; fails when it never
// does (a screen asking for frames forever: a busy loop).
void expect_idle_within_settling(UiDriver& ui, const std::string& where) {
  int drawn = 0;
  while (ui.app().next_frame_wait().has_value() && drawn < kSettleFrames + 2) {
    ui.app().frame();
    ++drawn;
  }
  EXPECT_EQ(ui.app().next_frame_wait(), std::nullopt)
      << where << ": still wants frames after " << drawn << " without input";
  // A frame drawn anyway (a spurious wake) does not start the frames again.
  ui.app().frame();
  EXPECT_EQ(ui.app().next_frame_wait(), std::nullopt) << where << ": a frame asked for more";
}

AppOptions options_in(const TempDir& dir) {
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  return options;
}

}  // namespace

TEST(home_ui, idle_after_a_tap_and_on_every_screen_it_leads_to) {
  TempDir dir;
  UiDriver ui(options_in(dir));
  expect_idle_within_settling(ui, "home, opened");
  ui.tap("home.game.blokus");
  expect_idle_within_settling(ui, "home, blokus chosen");
  ui.tap("nav.settings");
  expect_idle_within_settling(ui, "settings");
  ui.tap("nav.history");
  expect_idle_within_settling(ui, "history");
  ui.tap("nav.home");
  ui.tap("home.photo");
  expect_idle_within_settling(ui, "photo");
}

TEST(home_ui, each_game_started_without_clocks_is_idle) {
  TempDir dir;
  UiDriver ui(options_in(dir));
  const std::vector<std::pair<std::string, int>> games{
      {"blokus", 4}, {"smashup", 2}, {"hdcg", 2}, {"blockkiller", 3}};
  for (const auto& [game, players] : games) {
    if (ui.screen() != "home") ui.tap("nav.home");
    ui.expect_layout_change();
    ui.tap("home.game." + game);
    if (game == "blokus") ui.tap("home.variant.classic");
    for (int i = 0; i < players; ++i) {
      ui.tap("home.player." + std::to_string(i) + ".name");
      ui.type("P" + std::to_string(i));
    }
    ui.tap("home.start");
    ASSERT_EQ(ui.screen(), game) << ui.text("home.problems");
    expect_idle_within_settling(ui, game);
  }
}

// A running Blokus clock draws when its shown second changes, and waits in between: never
// at once (a busy loop), never longer than a second.
TEST(blokus_ui, a_running_clock_wakes_the_app_once_a_second) {
  TempDir dir;
  UiDriver ui(options_in(dir));
  ui.tap("home.game.blokus");
  ui.tap("home.variant.classic");
  for (int i = 0; i < 4; ++i) {
    ui.tap("home.player." + std::to_string(i) + ".name");
    ui.type("P" + std::to_string(i));
  }
  ui.tap("home.option.clocks.20+30");
  ui.tap("home.start");
  ASSERT_EQ(ui.screen(), "blokus") << ui.text("home.problems");
  for (int i = 0; i < kSettleFrames + 2; ++i) ui.app().frame();
  // The shown second may turn between a frame and the question (on a loaded machine): the
  // next frame is then due at once, and the one after it waits again. A busy loop never does.
  std::optional<std::uint32_t> wait;
  for (int frame = 0; frame < 5; ++frame) {
    wait = ui.app().next_frame_wait();
    ASSERT_TRUE(wait.has_value()) << "the running clock would stop on screen";
    if (*wait > 0) break;
    ui.app().frame();
  }
  EXPECT_GT(*wait, 0u);
  EXPECT_LE(*wait, 1001u);
  // Paused, the clock stops and so do the frames.
  ui.tap("blokus.pause");
  expect_idle_within_settling(ui, "blokus, clocks paused");
}

namespace {
Uint32 quit_later(Uint32 /*interval*/, void* /*param*/) {
  SDL_Event quit{};
  quit.type = SDL_QUIT;
  SDL_PushEvent(&quit);
  return 0;
}
}  // namespace

// The desktop's loop itself, given no input for a second: after the frames that settle the
// opening screen it draws nothing until the SDL_QUIT a timer sends (the old loop drew 20
// frames a second whatever happened).
TEST(home_ui, the_desktop_loop_draws_nothing_while_idle) {
  TempDir dir;
  UiDriver ui(options_in(dir));
  expect_idle_within_settling(ui, "home");
  const int before = ui.app().frame_count();
  const SDL_TimerID timer = SDL_AddTimer(1000, quit_later, nullptr);
  ASSERT_NE(timer, 0) << SDL_GetError();
  platform::run_event_loop(ui.app());
  // The SDL_QUIT's own frame, nothing else.
  EXPECT_EQ(ui.app().frame_count() - before, 1);
  EXPECT_FALSE(ui.app().running());
}

}  // namespace tableref::gui::testing

// The Home screen, driven by taps and typing under the dummy video driver.
#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>

#include "screens/home_screen.hpp"
#include "tableref/db/store.hpp"
#include "tableref/db/store_reason.hpp"
#include "ui/widgets.hpp"
#include "ui_driver.hpp"

namespace tableref::gui::testing {
namespace {

AppOptions options_for(const TempDir& dir) {
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "en";
  return options;
}

void type_names(UiDriver& ui, const std::vector<std::string>& names) {
  for (std::size_t i = 0; i < names.size(); ++i) {
    ui.tap("home.player." + std::to_string(i) + ".name");
    ui.type(names[i]);
  }
}

TEST(home_ui, creates_a_blokus_session_by_taps_and_the_database_holds_it) {
  TempDir dir;
  {
    UiDriver ui(options_for(dir));
    ASSERT_EQ(ui.screen(), "home");
    ui.tap("home.game.blokus");
    ui.tap("home.variant.classic");
    type_names(ui, {"Ann", "Bo", "陈晨", "Dai"});
    ui.tap("home.option.first_move.any-corner");
    ui.tap("home.start");
    EXPECT_EQ(ui.screen(), "blokus");
  }
  auto store = db::Store::open(dir.file("tableref.db"));
  ASSERT_TRUE(store.ok());
  auto sessions = store.value().list_sessions(db::SessionFilter{});
  ASSERT_TRUE(sessions.ok());
  ASSERT_EQ(sessions.value().size(), 1u);
  const auto& s = sessions.value()[0];
  EXPECT_EQ(s.game, "blokus");
  EXPECT_EQ(s.variant, "classic");
  EXPECT_EQ(s.status, db::SessionStatus::kActive);
  EXPECT_NE(s.rules_json.find(R"("first_move":"any-corner")"), std::string::npos) << s.rules_json;
  ASSERT_EQ(s.seats.size(), 4u);
  EXPECT_EQ(s.seats[0], (db::SeatEntry{0, "Ann", "blue"}));
  EXPECT_EQ(s.seats[2], (db::SeatEntry{2, "陈晨", "red"}));
  EXPECT_EQ(s.seats[3], (db::SeatEntry{3, "Dai", "green"}));
}

TEST(home_ui, refuses_to_start_without_names_and_says_why) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ui.tap("home.game.smashup");
  type_names(ui, {"Ann"});
  const auto* start = ui.reach("home.start");
  ASSERT_NE(start, nullptr);
  const ProbeRect before = *start;
  ui.tap("home.start");
  EXPECT_EQ(ui.screen(), "home");
  const std::string message = ui.text("home.problems");
  EXPECT_NE(message.find("Player 2 has no name"), std::string::npos)
      << "'" << message << "' on " << ui.screen();
  // The message has its space before it comes (issue #23: Start moved 60 px down): a second
  // tap lands on Start again. (The driver's layout check looks at the tapped button too.)
  const auto* after = probe().find("home.start");
  ASSERT_NE(after, nullptr);
  EXPECT_EQ(after->y, before.y);
  EXPECT_EQ(after->h, before.h);
  EXPECT_TRUE(ui.ctx().store->list_sessions(db::SessionFilter{}).value().empty());
}

TEST(home_ui, tapping_a_colour_swaps_it_with_the_seat_that_had_it) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ui.tap("home.player.0.role");
  auto* home = &ui.app().current();
  ASSERT_EQ(home->id(), "home");
  type_names(ui, {"Ann", "Bo", "Chen", "Dai"});
  ui.tap("home.start");
  auto sessions = ui.ctx().store->list_sessions(db::SessionFilter{}).value();
  ASSERT_EQ(sessions.size(), 1u);
  EXPECT_EQ(sessions[0].seats[0].role, "yellow");
  EXPECT_EQ(sessions[0].seats[1].role, "blue");
}

TEST(home_ui, finger_taps_work_like_mouse_clicks) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ui.finger_tap("home.game.hdcg");
  ui.finger_tap("home.player.0.name");
  ui.type("Ann");
  ui.finger_tap("home.player.1.name");
  ui.type("Bo");
  ui.finger_tap("home.option.defence_applies.divide");
  ui.finger_tap("home.start");
  EXPECT_EQ(ui.screen(), "hdcg") << ui.text("home.problems");
  auto sessions = ui.ctx().store->list_sessions(db::SessionFilter{}).value();
  ASSERT_EQ(sessions.size(), 1u);
  EXPECT_EQ(sessions[0].game, "hdcg");
  EXPECT_EQ(sessions[0].seats[1].player, "Bo");
  EXPECT_EQ(sessions[0].seats[1].role, "刺客");
  EXPECT_NE(sessions[0].rules_json.find(R"("defence_applies":"divide")"), std::string::npos);
}

TEST(home_ui, the_hdcg_character_is_left_empty_with_a_hint_in_the_users_language) {
  for (const auto& [lang, hint] : std::vector<std::pair<std::string, std::string>>{
           {"en", "Empty: Assassin"}, {"zh-Hans", "留空即为刺客"}}) {
    TempDir dir;
    AppOptions options = options_for(dir);
    options.language = lang;
    UiDriver ui(options);
    ui.finger_tap("home.game.hdcg");
    // No name of another language filled in: the field is empty and its hint says what
    // empty means, in the user's language.
    EXPECT_EQ(ui.text("home.player.0.role.value"), "") << lang;
    EXPECT_EQ(ui.text("home.player.1.role.hint"), hint) << lang;
    ui.finger_tap("home.player.0.name");
    ui.type("Ann");
    ui.finger_tap("home.player.1.name");
    ui.type("Bo");
    ui.finger_tap("home.start");
    ASSERT_EQ(ui.screen(), "hdcg") << ui.text("home.problems");
    // Empty stands for the rule book's character, a card of the library.
    auto sessions = ui.ctx().store->list_sessions(db::SessionFilter{}).value();
    ASSERT_EQ(sessions.size(), 1u);
    EXPECT_EQ(sessions[0].seats[0].role, "刺客");
    // And shown by its name in the user's language (issue #23: 刺客 in English).
    EXPECT_NE(ui.text("hdcg.seat.0.name").find(lang == "en" ? "Ann · Assassin" : "Ann · 刺客"),
              std::string::npos)
        << ui.text("hdcg.seat.0.name");
  }
}

// The name the English hint gives ("Assassin"), typed in, is the same library card.
TEST(home_ui, the_hdcg_character_typed_by_its_english_name_is_the_rule_books_card) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ui.finger_tap("home.game.hdcg");
  ui.finger_tap("home.player.0.name");
  ui.type("Ann");
  ui.finger_tap("home.player.0.role");
  ui.type("Assassin");
  ui.finger_tap("home.player.1.name");
  ui.type("Bo");
  ui.finger_tap("home.start");
  ASSERT_EQ(ui.screen(), "hdcg") << ui.text("home.problems");
  const auto sessions = ui.ctx().store->list_sessions(db::SessionFilter{}).value();
  ASSERT_EQ(sessions.size(), 1u);
  EXPECT_EQ(sessions[0].seats[0].role, "刺客");
  EXPECT_NE(ui.text("hdcg.seat.0.name").find("Ann · Assassin"), std::string::npos)
      << ui.text("hdcg.seat.0.name");
}

TEST(home_ui, a_typed_character_outside_the_atlas_gets_a_glyph) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  const char32_t rare = U'龘';
  EXPECT_FALSE(ui.ctx().fonts.has_glyph(rare));
  const int builds = ui.ctx().fonts.build_count();
  ui.tap("home.player.0.name");
  ui.type("龘");
  ui.frames(2);
  EXPECT_TRUE(ui.ctx().fonts.has_glyph(rare));
  EXPECT_GT(ui.ctx().fonts.build_count(), builds);
}

TEST(home_ui, an_unfinished_session_can_be_resumed_from_home) {
  TempDir dir;
  std::int64_t id = 0;
  {
    auto store = db::Store::open(dir.file("tableref.db"));
    ASSERT_TRUE(store.ok());
    id = store.value()
             .create_session(db::NewSession{"smashup", "standard", "{}", {{0, "Ann", ""}}})
             .value();
  }
  UiDriver ui(options_for(dir));
  ui.tap("home.resume." + std::to_string(id));
  EXPECT_EQ(ui.screen(), "smashup");
}

TEST(home_ui, a_database_that_cannot_be_opened_is_reported_and_left_alone) {
  TempDir dir;
  const std::string path = dir.file("tableref.db");
  {
    auto store = db::Store::open(path);
    ASSERT_TRUE(store.ok());
    ASSERT_TRUE(store.value().connection().exec("PRAGMA user_version = 99").ok());
  }
  AppOptions options;
  options.db_path = path;
  options.language = "en";
  UiDriver ui(options);
  const std::string message = ui.text("home.store_error");
  EXPECT_NE(message.find("newer tableref"), std::string::npos) << message;
  ASSERT_FALSE(ui.ctx().store.has_value());
  auto reopened = db::Store::open(path);
  ASSERT_FALSE(reopened.ok());
  EXPECT_EQ(reopened.error().reason, db::StoreReason::kNewerVersion);
}

// Issue #14: the second field of a seat had no label (a bare box for Smash Up's factions
// and HDCG's character).
TEST(home_ui, each_field_of_a_seat_says_what_it_is_for) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ui.tap("home.game.smashup");
  EXPECT_EQ(ui.text("home.players.name_label"), "Name");
  EXPECT_EQ(ui.text("home.players.role_label"), "Factions");
  EXPECT_EQ(ui.text("home.player.0.role.hint"), "Factions");
  ui.tap("home.game.hdcg");
  EXPECT_EQ(ui.text("home.players.role_label"), "Character");
  ui.tap("home.game.blokus");
  EXPECT_EQ(ui.text("home.players.role_label"), "Color");
}

// Issue #14: Home kept its scroll, so coming back showed the options, and a blind tap where
// the game picker had been swapped a colour. Home opens at its top every time.
TEST(home_ui, home_opens_at_its_top_every_time) {
  TempDir dir;
  AppOptions options = options_for(dir);
  options.height = 560;  // a small window: Home's form scrolls
  UiDriver ui(options);
  ui.tap("home.game.blokus");
  const ProbeRect picker = *probe().find("home.game.blokus");
  ASSERT_TRUE(picker.fully_visible());
  ASSERT_NE(ui.reach("home.option.scoring.online"), nullptr);  // scrolled down to the rules
  ASSERT_FALSE(probe().find("home.game.blokus")->fully_visible());
  ui.tap("nav.settings");
  ui.tap("nav.home");
  ASSERT_EQ(ui.screen(), "home");
  const auto* again = probe().find("home.game.blokus");
  ASSERT_NE(again, nullptr);
  EXPECT_TRUE(again->fully_visible());
  EXPECT_FLOAT_EQ(again->y, picker.y);
  // A tap where the picker was picks a game, never a colour.
  const std::string role = ui.text("home.player.0.role");
  ui.tap_at(picker.cx(), picker.cy());
  EXPECT_EQ(ui.text("home.player.0.role"), role);
}

// Issue #14: names are remembered. The players already in the database are offered, one
// tap each, so that 王小明 is not typed through an IME every game.
TEST(home_ui, players_from_earlier_games_fill_a_seat_with_one_tap) {
  TempDir dir;
  {
    auto store = db::Store::open(dir.file("tableref.db"));
    ASSERT_TRUE(store.ok());
    ASSERT_TRUE(store.value()
                    .create_session(db::NewSession{
                        "smashup", "standard", "{}", {{0, "Ann", ""}, {1, "王小明", ""}}})
                    .ok());
  }
  UiDriver ui(options_for(dir));
  ui.tap("home.game.smashup");
  ASSERT_TRUE(ui.visible("home.known.王小明"));
  ASSERT_TRUE(ui.visible("home.known.Ann"));
  ui.tap("home.known.王小明");  // the first seat without a name
  ui.tap("home.known.王小明");  // taken: nothing happens
  ui.tap("home.known.Ann");
  ui.tap("home.start");
  ASSERT_EQ(ui.screen(), "smashup") << ui.text("home.problems");
  auto sessions = ui.ctx().store->list_sessions(db::SessionFilter{}).value();
  ASSERT_EQ(sessions.size(), 2u);
  EXPECT_EQ(sessions.front().seats[0].player, "王小明");
  EXPECT_EQ(sessions.front().seats[1].player, "Ann");
}

// The earlier players' row takes no room when there are none, and no more than its label
// and its buttons when there are (no empty band under the names: the scrollbar's room only
// when the names are wider than the form); filling a seat from it moves nothing.
TEST(home_ui, the_earlier_players_row_leaves_no_empty_band) {
  float fresh_gap = 0;
  {
    TempDir dir;
    UiDriver ui(options_for(dir));
    ui.tap("home.game.smashup");
    EXPECT_FALSE(ui.visible("home.known_row"));
    const auto* variant = probe().find("home.game.smashup");
    const auto* seat = probe().find("home.player.0.name");
    ASSERT_TRUE(variant != nullptr && seat != nullptr);
    fresh_gap = seat->y - (variant->y + variant->h);
  }
  TempDir dir;
  {
    auto store = db::Store::open(dir.file("tableref.db"));
    ASSERT_TRUE(store.ok());
    ASSERT_TRUE(store.value()
                    .create_session(db::NewSession{
                        "smashup", "standard", "{}", {{0, "Ann", ""}, {1, "王小明", ""}}})
                    .ok());
  }
  UiDriver ui(options_for(dir));
  ui.tap("home.game.smashup");
  const auto* row = probe().find("home.known_row");
  const auto* name = probe().find("home.known.Ann");
  ASSERT_TRUE(row != nullptr && name != nullptr);
  // The row ends with its buttons.
  EXPECT_LE(row->y + row->h - (name->y + name->h), 1.0f)
      << "row " << row->y << "+" << row->h << ", button " << name->y << "+" << name->h;
  // The seats follow the row as they follow the heading without it: the form grew by the
  // row and one spacing, no more.
  const auto* variant = probe().find("home.game.smashup");
  const auto* seat = probe().find("home.player.0.name");
  ASSERT_TRUE(variant != nullptr && seat != nullptr);
  const float gap = seat->y - (variant->y + variant->h);
  EXPECT_NEAR(gap - fresh_gap, row->h + ImGui::GetStyle().ItemSpacing.y, 1.0f)
      << "fresh " << fresh_gap << ", with the row " << gap << ", row " << row->h;
  // Taking a name greys it; nothing moves (the layout check is on).
  ui.tap("home.known.王小明");
  EXPECT_EQ(ui.text("home.player.0.name"), "王小明");
}

TEST(home_ui, a_name_tapped_goes_into_the_seat_typed_in_last) {
  TempDir dir;
  {
    auto store = db::Store::open(dir.file("tableref.db"));
    ASSERT_TRUE(store.ok());
    ASSERT_TRUE(store.value()
                    .create_session(db::NewSession{"smashup", "standard", "{}", {{0, "陈晨", ""}}})
                    .ok());
  }
  UiDriver ui(options_for(dir));
  ui.tap("home.game.smashup");
  ui.tap("home.player.1.name");
  ui.tap("home.known.陈晨");
  EXPECT_EQ(ui.app().current().id(), "home");
  ui.frames(2);
  const auto& home = dynamic_cast<const HomeScreen&>(ui.app().current());
  EXPECT_EQ(home.setup().seats[1].player, "陈晨");
  EXPECT_EQ(home.setup().seats[0].player, "");
}

// Issue #14: Ctrl+Q did nothing. It quits, as Cmd+Q does on a Mac; a plain Q does not.
TEST(home_ui, ctrl_q_quits_the_app) {
  for (const Uint16 modifier : {Uint16{KMOD_LCTRL}, Uint16{KMOD_RCTRL}, Uint16{KMOD_LGUI}}) {
    TempDir dir;
    UiDriver ui(options_for(dir));
    ui.key(SDLK_q);
    EXPECT_TRUE(ui.app().running());
    ui.chord(modifier, SDLK_q);
    EXPECT_FALSE(ui.app().running()) << modifier;
  }
}

// An SDL_QUIT mid-test (what SDL makes of a SIGTERM, or the window closed): the driver runs
// no more frames, as the app's main loop stops, and the next input fails the test once and
// is dropped, so the test ends instead of driving a quit app.
TEST(home_ui, an_sdl_quit_mid_test_stops_the_driving) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ui.tap("home.game.hdcg");
  SDL_Event quit{};
  quit.type = SDL_QUIT;
  SDL_PushEvent(&quit);
  ui.frames(1);
  ASSERT_FALSE(ui.app().running());
  const int frames = ui.app().frame_count();
  ui.frames(50);
  EXPECT_EQ(ui.app().frame_count(), frames);
  const int taps = ui.taps();
  EXPECT_NONFATAL_FAILURE(ui.tap("home.start"), "the app has quit");
  ui.tap("home.start");  // said once
  ui.type("Ann");
  EXPECT_EQ(ui.app().frame_count(), frames);
  EXPECT_EQ(ui.taps(), taps);
}

// A SIGTERM ends a UI test's process (SDL would otherwise turn it into an SDL_QUIT and the
// test would drive on to its end). The child drives the app, is sent SIGTERM, and would go on
// tapping for a long while if it lived.
TEST(home_ui, sigterm_ends_the_test_process) {
  TempDir dir;
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    {
      UiDriver ui(options_for(dir));
      ui.tap("home.game.hdcg");
      raise(SIGTERM);
      for (int i = 0; i < 2000; ++i) ui.tap("home.game.blokus");
    }
    std::_Exit(3);
  }
  int status = 0;
  ASSERT_EQ(waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFSIGNALED(status)) << "child exited with " << WEXITSTATUS(status);
  EXPECT_EQ(WTERMSIG(status), SIGTERM);
}

}  // namespace
}  // namespace tableref::gui::testing

namespace tableref::gui::testing {
namespace {

TEST(home_ui, screenshots) {
  for (const std::string lang : {"en", "zh-Hans", "zh-Hant"}) {
    TempDir dir;
    AppOptions options;
    options.db_path = dir.file("tableref.db");
    options.language = lang;
    {
      auto store = db::Store::open(options.db_path);
      ASSERT_TRUE(store.ok());
      ASSERT_TRUE(store.value()
                      .create_session(db::NewSession{
                          "smashup", "standard", "{}", {{0, "Ann", ""}, {1, "王小明", ""}}})
                      .ok());
    }
    UiDriver ui(options);
    ui.tap("home.player.0.name");
    ui.type(lang == "en" ? "Ann" : "小红");
    ui.tap("home.player.1.name");
    ui.type(lang == "en" ? "Bo" : "李雷");
    // The names as typed (in Chinese in the Chinese shots), the stored game to resume.
    const auto& home = dynamic_cast<const HomeScreen&>(ui.app().current());
    EXPECT_EQ(ui.text("home.player.0.name"), lang == "en" ? "Ann" : "小红");
    EXPECT_EQ(ui.text("home.player.1.name"), lang == "en" ? "Bo" : "李雷");
    EXPECT_TRUE(ui.visible("home.resume.1"));
    ui.shot("home_" + lang);
    ui.tap("home.option.clocks.30+60");  // scrolls the Blokus rules into view
    // The time-out option comes with the clocks (on by default: this keeps it on).
    ui.tap("home.option.timeout_piece.true");
    // The Blokus rules in view with the choices made.
    EXPECT_EQ(home.setup().game, "blokus");
    EXPECT_EQ(home.setup().options.at("clocks"), "30+60");
    EXPECT_EQ(home.setup().options.at("timeout_piece"), "true");
    for (const char* id : {"home.option.clocks.30+60", "home.option.timeout_piece.true"}) {
      ASSERT_NE(probe().find(id), nullptr) << id;
      EXPECT_TRUE(probe().find(id)->fully_visible()) << id;
    }
    ui.shot("home_blokus_rules_" + lang);
    ui.tap("home.game.blockkiller");
    // Block-Killer's setup: its seats keep the names typed.
    EXPECT_EQ(home.setup().game, "blockkiller");
    ASSERT_GE(home.setup().seats.size(), 2u);
    EXPECT_EQ(ui.text("home.player.0.name"), lang == "en" ? "Ann" : "小红");
    ui.shot("home_blockkiller_setup_" + lang);
  }
}

// A tablet held upright (800x1280): the new session on top at the full width, the sessions
// to resume under it; every target finger-sized with its whole label, the rules' choices
// whole on screen, and a session starts from there.
TEST(home_ui, portrait_screenshots) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    AppOptions options;
    options.db_path = dir.file("tableref.db");
    options.language = lang;
    options.width = 800;
    options.height = 1280;
    {
      auto store = db::Store::open(options.db_path);
      ASSERT_TRUE(store.ok());
      ASSERT_TRUE(store.value()
                      .create_session(db::NewSession{
                          "smashup", "standard", "{}", {{0, "Ann", ""}, {1, "王小明", ""}}})
                      .ok());
    }
    UiDriver ui(options);
    ui.frames(2);
    ui.expect_finger_sized();
    const auto* start = ui.reach("home.start");
    const auto* resume = ui.reach("home.resume.1");
    ASSERT_TRUE(start != nullptr && resume != nullptr);
    EXPECT_GT(resume->y, start->y + start->h) << "the sessions to resume are not below";
    EXPECT_GT(start->w, 800.0f * 0.8f) << "the new session is not at the full width";
    ui.tap("home.player.0.name");
    ui.type(lang == "en" ? "Ann" : "小红");
    ui.tap("home.player.1.name");
    ui.type(lang == "en" ? "Bo" : "李雷");
    ui.shot("home_portrait_" + lang);
    ui.tap("home.option.clocks.30+60");
    for (const char* id : {"home.option.clocks.30+60", "home.option.timeout_piece.true"}) {
      const auto* rect = ui.reach(id);
      ASSERT_NE(rect, nullptr) << id;
      EXPECT_TRUE(rect->fully_visible()) << id;
    }
    ui.expect_finger_sized();
    ui.tap("home.game.smashup");
    ui.expect_finger_sized();
    ui.tap("home.game.hdcg");
    ui.expect_finger_sized();
    ui.tap("home.game.blockkiller");
    ui.expect_finger_sized();
  }
}

// Two fingers moved up together scroll the new session's form (ui/input_adapter.hpp), and
// the button the first finger landed on is not tapped.
TEST(home_ui, two_fingers_scroll_the_form_without_tapping) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  UiDriver ui(options);
  ui.frames(2);
  const auto* game = ui.reach("home.game.hdcg");
  ASSERT_NE(game, nullptr);
  const float top = game->y;
  const float x = game->cx();
  const float y = game->cy();
  ui.finger_down(1, x, y);
  ui.finger_down(2, x + 60, y + 40);
  for (int step = 1; step <= 3; ++step) {
    const float dy = -20.0f * static_cast<float>(step);
    ui.finger_move(1, x, y + dy);
    ui.finger_move(2, x + 60, y + 40 + dy);
  }
  ui.finger_up(2, x + 60, y + 40 - 60);
  ui.finger_up(1, x, y - 60);
  ASSERT_NE(probe().find("home.game.hdcg"), nullptr);
  // The form follows the fingers: 60 px up (a wheel step is 5 font heights).
  EXPECT_NEAR(probe().find("home.game.hdcg")->y, top - 60, 12) << "the form did not scroll";
  EXPECT_EQ(dynamic_cast<const HomeScreen&>(ui.app().current()).setup().game, "blokus")
      << "the finger under the scroll tapped HDCG";
}

// Issue #23: a double tap on "Start session" starts one session, and its second tap does
// nothing on the game screen that opened under the finger (Block-Killer's first turn).
TEST(home_ui, a_double_tap_on_start_starts_one_session_and_taps_nothing_after) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ui.tap("home.game.blockkiller");
  type_names(ui, {"Ann", "Bo", "Chen"});
  ui.expect_layout_change();  // a new screen
  ui.double_tap("home.start", 80);
  ASSERT_EQ(ui.screen(), "blockkiller") << ui.text("home.problems");
  const auto sessions = ui.ctx().store->list_sessions(db::SessionFilter{}).value();
  ASSERT_EQ(sessions.size(), 1u);
  EXPECT_TRUE(ui.ctx().store->events(sessions[0].id).value().empty());
  EXPECT_EQ(ui.text("blockkiller.phase"), "draw");
}

}  // namespace
}  // namespace tableref::gui::testing

// The HDCG screen, driven by taps under the dummy video driver: a duel created on Home, damage
// through the calculator (breakdown read back before Apply) and direct, a discard phase, then
// the database rebuilds the same state, also after the app is closed and resumed.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>

#include "screen_text.hpp"
#include "screens/hdcg/screen.hpp"
#include "tableref/controllers/hdcg/controller.hpp"
#include "tableref/db/store.hpp"
#include "ui_driver.hpp"

namespace tableref::gui::testing {
namespace {

AppOptions options_for(const TempDir& dir, const std::string& lang = "en") {
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = lang;
  return options;
}

const controllers::HdcgController& session_of(UiDriver& ui) {
  auto* screen = dynamic_cast<HdcgScreen*>(&ui.app().current());
  EXPECT_NE(screen, nullptr);
  EXPECT_NE(screen->session(), nullptr);
  return *screen->session();
}

// Home: HDCG, two players (both 刺客 by default), the given rule choices.
void start_duel(UiDriver& ui, const std::string& a, const std::string& b,
                const std::vector<std::string>& option_taps = {}) {
  ui.tap("home.game.hdcg");
  ui.tap("home.player.0.name");
  ui.type(a);
  ui.tap("home.player.1.name");
  ui.type(b);
  for (const auto& tap : option_taps) ui.tap(tap);
  ui.tap("home.start");
  ASSERT_EQ(ui.screen(), "hdcg") << ui.text("home.problems");
}

void pad(UiDriver& ui, const std::string& digits) {
  for (char c : digits)
    ui.tap(std::string("hdcg.pad.") + (c == '.' ? std::string("dot") : std::string(1, c)));
}

TEST(hdcg_ui, a_duel_by_taps_damage_twice_and_a_discard_phase_then_the_db_rebuilds_it) {
  TempDir dir;
  std::int64_t id = 0;
  hdcg::DuelState shown;
  {
    UiDriver ui(options_for(dir));
    start_duel(ui, "Ann", "Bo");
    EXPECT_EQ(ui.text("hdcg.seat.0.hp"), "500 / 500");
    EXPECT_EQ(ui.text("hdcg.seat.1.hand"), "5 / 5");
    EXPECT_EQ(ui.text("hdcg.seat.0.attack"), "1.2");
    EXPECT_EQ(ui.text("hdcg.seat.1.defence"), "1.5");
    EXPECT_EQ(ui.text("hdcg.phase"), "start");

    // 1. Through the calculator: Ann hits Bo for 100, with an extra x2 on the amount.
    ui.tap("hdcg.calc.source.0");
    ui.tap("hdcg.calc.target.1");
    pad(ui, "100");
    ui.tap("hdcg.calc.op.mul");
    ui.tap("hdcg.calc.mod.value");
    ui.type("2");
    ui.tap("hdcg.calc.mod.add");
    ui.frames(2);
    const std::string breakdown = ui.text("hdcg.calc.breakdown");
    // compute 100 x2 = 200; deal x1.2 = 240; receive x1.5 = 360; HP 500 -> 140.
    EXPECT_NE(breakdown.find("1. Compute damage: 100 → 200"), std::string::npos) << breakdown;
    EXPECT_NE(breakdown.find("2. Deal damage (× attack 1.2): 200 → 240"), std::string::npos)
        << breakdown;
    EXPECT_NE(breakdown.find("3. Receive damage (× defence 1.5): 240 → 360"), std::string::npos)
        << breakdown;
    EXPECT_NE(breakdown.find("4. Lose HP: 500 → 140 (−360)"), std::string::npos) << breakdown;
    EXPECT_NE(breakdown.find("hand limit 5 → 2"), std::string::npos) << breakdown;
    // Shown before it is applied: nothing changed yet.
    EXPECT_EQ(ui.text("hdcg.seat.1.hp"), "500 / 500");
    ui.tap("hdcg.calc.apply");
    EXPECT_EQ(ui.text("hdcg.seat.1.hp"), "140 / 500");
    EXPECT_EQ(ui.text("hdcg.seat.1.hand"), "5 / 2");

    // 2. Direct damage, typed on the keyboard: Bo takes 150 HP from Ann, nothing multiplied.
    ui.tap("hdcg.calc.source.1");
    ui.tap("hdcg.calc.target.0");
    ui.tap("hdcg.calc.amount");
    ui.type("150");
    ui.tap("hdcg.calc.direct");
    ui.frames(2);
    const std::string direct = ui.text("hdcg.calc.breakdown");
    EXPECT_NE(direct.find("1. Lose HP: 500 → 350 (−150)"), std::string::npos) << direct;
    EXPECT_EQ(direct.find("Deal damage"), std::string::npos) << direct;
    ui.tap("hdcg.calc.apply");
    EXPECT_EQ(ui.text("hdcg.seat.0.hp"), "350 / 500");
    EXPECT_EQ(ui.text("hdcg.seat.0.hand"), "5 / 4");

    // 3. Ann's turn: judgement (rolled), draw 2, play, then the discard phase.
    ui.tap("hdcg.next");
    EXPECT_EQ(ui.text("hdcg.phase"), "judgement");
    ui.tap("hdcg.judgement.roll");
    const std::string roll = ui.text("hdcg.judgement.result");
    ASSERT_EQ(roll.size(), 1u);
    EXPECT_GE(roll[0], '0');
    EXPECT_LE(roll[0], '9');
    ui.tap("hdcg.next");
    ui.tap("hdcg.draw");
    EXPECT_EQ(ui.text("hdcg.seat.0.hand"), "7 / 4");
    ui.tap("hdcg.next");
    ui.tap("hdcg.next");
    EXPECT_EQ(ui.text("hdcg.phase"), "discard");
    EXPECT_EQ(ui.text("hdcg.discard.prompt"), "Discard 3 cards: 7 in hand, hand limit 4.");
    EXPECT_EQ(ui.text("hdcg.discard.count"), "3");
    // The turn does not go on while the hand is over the limit.
    ui.tap("hdcg.next");
    EXPECT_EQ(ui.text("hdcg.phase"), "discard");
    // Two is not enough: the referee says exactly how many.
    EXPECT_NE(ui.text("hdcg.problem").find("Discard exactly 3"), std::string::npos)
        << ui.text("hdcg.problem");
    ui.tap("hdcg.discard.minus");
    ui.tap("hdcg.discard.confirm");
    EXPECT_NE(ui.text("hdcg.problem").find("2 chosen"), std::string::npos)
        << ui.text("hdcg.problem");
    EXPECT_EQ(ui.text("hdcg.seat.0.hand"), "7 / 4");
    ui.tap("hdcg.discard.plus");
    EXPECT_EQ(ui.text("hdcg.discard.count"), "3");
    ui.tap("hdcg.discard.confirm");
    EXPECT_FALSE(ui.visible("hdcg.problem")) << ui.text("hdcg.problem");
    EXPECT_EQ(ui.text("hdcg.seat.0.hand"), "4 / 4");
    ui.tap("hdcg.next");
    EXPECT_EQ(ui.text("hdcg.phase"), "end");

    shown = session_of(ui).state();
    id = session_of(ui).session_id();
  }
  // The database alone rebuilds what the screen showed.
  {
    auto store = db::Store::open(dir.file("tableref.db"));
    ASSERT_TRUE(store.ok());
    auto summary = store.value().session(id);
    ASSERT_TRUE(summary.ok());
    EXPECT_EQ(summary.value().game, "hdcg");
    EXPECT_EQ(summary.value().seats[1].role, "刺客");
    const auto events = store.value().events(id).value();
    ASSERT_GE(events.size(), 12u);
    EXPECT_EQ(events[0].kind, "setup");
    EXPECT_EQ(events[1].kind, "start_game");
    EXPECT_EQ(events[2].kind, "damage");
    EXPECT_EQ(events[3].kind, "damage");
    auto rebuilt = controllers::HdcgController::open(store.value(), id);
    ASSERT_TRUE(rebuilt.ok());
    EXPECT_EQ(rebuilt.value().state(), shown);
    EXPECT_EQ(rebuilt.value().state().seats[1].character.hp.to_string(), "140");
  }
  // Closed and resumed from Home: the same duel, where it was.
  {
    UiDriver ui(options_for(dir));
    ui.tap("home.resume." + std::to_string(id));
    ASSERT_EQ(ui.screen(), "hdcg");
    EXPECT_EQ(session_of(ui).state(), shown);
    EXPECT_EQ(ui.text("hdcg.seat.1.hp"), "140 / 500");
    EXPECT_EQ(ui.text("hdcg.seat.0.hand"), "4 / 4");
    EXPECT_EQ(ui.text("hdcg.phase"), "end");
    // Undo, then the resumed duel goes on.
    ui.tap("hdcg.undo");
    EXPECT_EQ(ui.text("hdcg.phase"), "discard");
    ui.tap("hdcg.next");
    ui.tap("hdcg.next");
    EXPECT_EQ(ui.text("hdcg.turn"), "Round 1 · Bo's turn");
  }
}

// The layout check (on in every UI test) over HDCG's main path: damage through the
// calculator with an extra modifier, a modifier on a seat, the phases with the draw and the
// discard, undo. Undo, Apply and the hand's - and + keep their places.
TEST(hdcg_ui, the_main_path_moves_no_button) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ASSERT_TRUE(ui.checking_layout());
  start_duel(ui, "Ann", "Bo");
  ui.tap("hdcg.calc.source.0");
  ui.tap("hdcg.calc.target.1");
  pad(ui, "100");
  ui.tap("hdcg.calc.op.mul");
  ui.tap("hdcg.calc.mod.value");
  ui.type("2");
  ui.tap("hdcg.calc.mod.add");
  ui.tap("hdcg.calc.apply");
  EXPECT_EQ(ui.text("hdcg.seat.1.hp"), "140 / 500");
  ui.tap("hdcg.seat.0.hand.plus");
  ui.tap("hdcg.seat.0.hand.minus");
  ui.tap("hdcg.next");
  ui.tap("hdcg.judgement.roll");
  ui.tap("hdcg.next");
  ui.tap("hdcg.draw");
  ui.tap("hdcg.next");
  ui.tap("hdcg.next");
  EXPECT_EQ(ui.text("hdcg.phase"), "discard");
  ui.tap("hdcg.undo");
  ui.tap("hdcg.next");
  EXPECT_EQ(ui.text("hdcg.phase"), "discard");
}

// Tap budgets for HDCG's common actions (issue #14), counting every gesture the driver sends
// (taps and scrolling drags): a hit by the player whose turn it is on the next player, the
// amount on the pad and Apply (4 for "100": nothing to pick, also on the next player's turn);
// a hit from another seat, the two sides more (6); direct damage, Direct more (5); a hand
// change 1; a phase step 1; the judgement roll 1; the discard phase's discard of the count
// it asks, Confirm alone (1); a modifier from the card library 3 (+ Modifier, the card, Add).
TEST(hdcg_ui, common_actions_keep_their_tap_budgets) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  start_duel(ui, "Ann", "Bo");
  const auto gestures = [&ui] { return ui.taps() + ui.drags(); };

  // Ann's hit on Bo: 100 x attack 1.2 x defence 1.5 = 180.
  int start = gestures();
  pad(ui, "100");
  ui.tap("hdcg.calc.apply");
  EXPECT_EQ(ui.text("hdcg.seat.1.hp"), "320 / 500");
  EXPECT_EQ(gestures() - start, 4);

  start = gestures();
  ui.tap("hdcg.seat.0.hand.plus");
  EXPECT_EQ(ui.text("hdcg.seat.0.hand"), "6 / 5");
  EXPECT_EQ(gestures() - start, 1);

  start = gestures();
  ui.tap("hdcg.next");
  EXPECT_EQ(ui.text("hdcg.phase"), "judgement");
  EXPECT_EQ(gestures() - start, 1);

  start = gestures();
  ui.tap("hdcg.judgement.roll");
  EXPECT_EQ(ui.text("hdcg.judgement.result").size(), 1u);
  EXPECT_EQ(gestures() - start, 1);

  // Draw (by the step), play, discard: 6 + 2 = 8 in hand against 5, 3 to discard.
  ui.tap("hdcg.next");
  ui.tap("hdcg.next");
  ui.tap("hdcg.next");
  ASSERT_EQ(ui.text("hdcg.phase"), "discard");
  start = gestures();
  ui.tap("hdcg.discard.confirm");
  EXPECT_EQ(ui.text("hdcg.seat.0.hand"), "5 / 5");
  EXPECT_EQ(gestures() - start, 1);

  // Bo's turn: his hit on Ann needs no picking either (500 - 180).
  ui.tap("hdcg.next");
  ui.tap("hdcg.next");
  ASSERT_EQ(ui.text("hdcg.turn"), "Round 1 · Bo's turn");
  start = gestures();
  pad(ui, "100");
  ui.tap("hdcg.calc.apply");
  EXPECT_EQ(ui.text("hdcg.seat.0.hp"), "320 / 500");
  EXPECT_EQ(gestures() - start, 4);

  // A hit out of turn: Ann on Bo, both sides picked (320 - 180).
  start = gestures();
  ui.tap("hdcg.calc.source.0");
  ui.tap("hdcg.calc.target.1");
  pad(ui, "100");
  ui.tap("hdcg.calc.apply");
  EXPECT_EQ(ui.text("hdcg.seat.1.hp"), "140 / 500");
  EXPECT_EQ(gestures() - start, 6);

  // Direct damage: 50 HP off Bo, nothing multiplied (sides as last picked).
  start = gestures();
  pad(ui, "50");
  ui.tap("hdcg.calc.direct");
  ui.tap("hdcg.calc.apply");
  EXPECT_EQ(ui.text("hdcg.seat.1.hp"), "90 / 500");
  EXPECT_EQ(gestures() - start, 4);

  // 大锤 from the library: attack 1.2 x 1.2.
  start = gestures();
  ui.tap("hdcg.seat.0.add_modifier");
  ui.tap("hdcg.mod.card.大锤");
  ui.tap("hdcg.mod.add");
  EXPECT_EQ(ui.text("hdcg.seat.0.attack"), "1.44");
  EXPECT_EQ(gestures() - start, 3);
}

TEST(hdcg_ui, stepping_through_the_draw_phase_draws_and_the_discard_phase_asks) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  start_duel(ui, "Ann", "Bo");
  EXPECT_EQ(ui.text("hdcg.seat.0.hand"), "5 / 5");
  ui.tap("hdcg.next");  // judgement
  ui.tap("hdcg.next");  // draw: nothing drawn yet, and the screen says what Next does
  ASSERT_EQ(ui.text("hdcg.phase"), "draw");
  EXPECT_EQ(ui.text("hdcg.draw.state"), "due");
  ui.tap("hdcg.next");  // play: the 2 skill cards came with the step
  EXPECT_EQ(ui.text("hdcg.phase"), "play");
  EXPECT_EQ(ui.text("hdcg.seat.0.hand"), "7 / 5");
  ui.tap("hdcg.next");
  ASSERT_EQ(ui.text("hdcg.phase"), "discard");
  EXPECT_EQ(ui.text("hdcg.discard.prompt"), "Discard 2 cards: 7 in hand, hand limit 5.");
  ui.tap("hdcg.discard.confirm");
  EXPECT_EQ(ui.text("hdcg.seat.0.hand"), "5 / 5");
  // After a real discard the screen says so, never that the phase was skipped.
  EXPECT_EQ(ui.text("hdcg.discard.prompt"), "Discarded 2: 5 in hand, within the hand limit of 5.");
  EXPECT_EQ(ui.text("hdcg.discard.prompt").find("skipped"), std::string::npos);
  // A draw tapped by hand is not drawn again by the step.
  for (int i = 0; i < 4; ++i) ui.tap("hdcg.next");
  ASSERT_EQ(ui.text("hdcg.phase"), "draw");
  EXPECT_EQ(ui.text("hdcg.turn"), "Round 1 · Bo's turn");
  ui.tap("hdcg.draw");
  EXPECT_EQ(ui.text("hdcg.draw.state"), "drawn");
  EXPECT_EQ(ui.text("hdcg.seat.1.hand"), "7 / 5");
  ui.tap("hdcg.draw");  // drawn already: the button is off
  ui.tap("hdcg.next");
  EXPECT_EQ(ui.text("hdcg.seat.1.hand"), "7 / 5");
}

TEST(hdcg_ui, modifiers_hand_buttons_rules_and_the_winner) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  start_duel(ui, "Ann", "Bo",
             {"home.option.defence_applies.divide", "home.option.hp_rounding.floor"});
  // 大锤 from the library: attack x1.2 while in the main weapon slot.
  ui.tap("hdcg.seat.0.add_modifier");
  ui.tap("hdcg.mod.card.大锤");
  ui.tap("hdcg.mod.add");
  EXPECT_EQ(ui.text("hdcg.seat.0.attack"), "1.44");
  EXPECT_EQ(ui.text("hdcg.seat.0.weapon"), "大锤");
  // Out of the main weapon slot, 大锤 no longer counts; back in, it does.
  ui.tap("hdcg.seat.0.weapon.clear");
  EXPECT_EQ(ui.text("hdcg.seat.0.attack"), "1.2");
  EXPECT_FALSE(ui.visible("hdcg.seat.0.weapon"));
  ui.tap("hdcg.undo");
  EXPECT_EQ(ui.text("hdcg.seat.0.attack"), "1.44");
  // A typed one: defence + 0.5, this turn only.
  ui.tap("hdcg.seat.1.add_modifier");
  ui.tap("hdcg.mod.stat.defence");
  ui.tap("hdcg.mod.op.add");
  ui.tap("hdcg.mod.pad.0");
  ui.tap("hdcg.mod.pad.dot");
  ui.tap("hdcg.mod.pad.5");
  ui.tap("hdcg.mod.this_turn");
  ui.tap("hdcg.mod.add");
  EXPECT_EQ(ui.text("hdcg.seat.1.defence"), "2");
  // Divide by defence, floor: 100 x 1.44 / 2 = 72.
  ui.tap("hdcg.calc.source.0");
  ui.tap("hdcg.calc.target.1");
  pad(ui, "100");
  EXPECT_NE(ui.text("hdcg.calc.breakdown").find("Receive damage (÷ defence 2): 144 → 72"),
            std::string::npos)
      << ui.text("hdcg.calc.breakdown");
  ui.tap("hdcg.calc.apply");
  EXPECT_EQ(ui.text("hdcg.seat.1.hp"), "428 / 500");
  // Removing the x0.5 chip.
  ui.tap("hdcg.seat.1.defence.mod.0.remove");
  EXPECT_EQ(ui.text("hdcg.seat.1.defence"), "1.5");
  // Hand +/-.
  ui.tap("hdcg.seat.1.hand.plus");
  EXPECT_EQ(ui.text("hdcg.seat.1.hand"), "6 / 5");
  ui.tap("hdcg.seat.1.hand.minus");
  ui.tap("hdcg.seat.1.hand.minus");
  EXPECT_EQ(ui.text("hdcg.seat.1.hand"), "4 / 5");
  // The end: Bo loses the rest directly.
  ui.tap("hdcg.calc.source.none");
  ui.tap("hdcg.calc.target.1");
  pad(ui, "999");
  ui.tap("hdcg.calc.direct");
  ui.tap("hdcg.calc.apply");
  EXPECT_NE(ui.text("hdcg.winner").find("Ann wins"), std::string::npos) << ui.text("hdcg.winner");
  const auto id = session_of(ui).session_id();
  auto summary = ui.ctx().store->session(id).value();
  EXPECT_EQ(summary.status, db::SessionStatus::kFinished);
  EXPECT_EQ(summary.result_json, R"({"players":[{"name":"Ann","score":500,"rank":1,"winner":true},)"
                                 R"({"name":"Bo","score":-571,"rank":2,"winner":false}]})");
}

TEST(hdcg_ui, killed_right_after_a_tap_the_duel_resumes_where_it_was) {
  TempDir dir;
  // The child process drives the app and is killed (SIGKILL: no destructor, no clean close)
  // right after Apply; what the screen showed must already be in the database.
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    {
      UiDriver ui(options_for(dir));
      start_duel(ui, "Ann", "Bo");
      ui.tap("hdcg.calc.source.0");
      ui.tap("hdcg.calc.target.1");
      pad(ui, "100");
      ui.tap("hdcg.calc.apply");
      if (ui.text("hdcg.seat.1.hp") != "320 / 500") std::_Exit(3);
      ui.tap("hdcg.next");
      raise(SIGKILL);
    }
    std::_Exit(4);
  }
  int status = 0;
  ASSERT_EQ(waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFSIGNALED(status)) << "child exited with " << WEXITSTATUS(status);
  EXPECT_EQ(WTERMSIG(status), SIGKILL);

  UiDriver ui(options_for(dir));
  auto sessions = ui.ctx().store->list_sessions(db::SessionFilter{}).value();
  ASSERT_EQ(sessions.size(), 1u);
  ui.tap("home.resume." + std::to_string(sessions[0].id));
  ASSERT_EQ(ui.screen(), "hdcg");
  EXPECT_EQ(ui.text("hdcg.seat.1.hp"), "320 / 500");
  EXPECT_EQ(ui.text("hdcg.seat.0.hand"), "5 / 5");
  EXPECT_EQ(ui.text("hdcg.phase"), "judgement");
  // The rebuilt duel goes on.
  ui.tap("hdcg.judgement.7");
  EXPECT_EQ(ui.text("hdcg.judgement.result"), "7");
}

TEST(hdcg_ui, without_a_session_the_screen_says_so_and_leads_home) {
  TempDir dir;
  AppOptions options = options_for(dir);
  options.screen = "hdcg";
  UiDriver ui(options);
  ASSERT_EQ(ui.screen(), "hdcg");
  EXPECT_FALSE(ui.text("hdcg.no_session").empty());
  ui.tap("hdcg.go_home");
  EXPECT_EQ(ui.screen(), "home");
}

TEST(hdcg_ui, screenshots) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    UiDriver ui(options_for(dir, lang));
    const bool en = lang == "en";
    const std::string ann = en ? "Ann" : "小红";
    const std::string bo = en ? "Bo" : "李雷";
    start_duel(ui, ann, bo);
    // The seats by the players' names (in Chinese in the Chinese shots), 刺客 at the book's
    // numbers (reference/hdcg.md "Character card": 1.2, 500, 100, 1.5).
    EXPECT_NE(ui.text("hdcg.seat.0.name").find(ann), std::string::npos);
    EXPECT_NE(ui.text("hdcg.seat.1.name").find(bo), std::string::npos);
    EXPECT_EQ(ui.text("hdcg.seat.0.hp"), "500 / 500");
    EXPECT_EQ(ui.text("hdcg.seat.0.attack"), "1.2");
    EXPECT_EQ(ui.text("hdcg.seat.1.defence"), "1.5");
    ui.tap("hdcg.seat.0.add_modifier");
    ui.tap("hdcg.mod.card.大锤");
    ui.frames(3);
    ASSERT_TRUE(ui.visible("hdcg.mod.add"));  // the modifier panel, 大锤 picked
    ui.shot("hdcg_modifier_" + lang);
    ui.tap("hdcg.mod.add");
    // reference/hdcg.md "Multipliers": 大锤 in the main weapon slot, attack 1.2 x 1.2 = 1.44.
    EXPECT_EQ(ui.text("hdcg.seat.0.attack"), "1.44");
    ui.tap("hdcg.calc.source.0");
    ui.tap("hdcg.calc.target.1");
    pad(ui, "100");
    ui.tap("hdcg.calc.op.add");
    ui.tap("hdcg.calc.mod.value");
    ui.type("20");
    ui.tap("hdcg.calc.mod.add");
    ui.frames(3);
    // The calculator's four steps (reference/hdcg.md "Damage: four steps"): compute 100 + 20
    // = 120; deal x1.44 = 172.8; receive x1.5 = 259.2; lose HP, half_up to 259: 500 -> 241.
    // Hand limit = ceil(241 / 100) = 3. Shown before it is applied, in the shot's language.
    const std::string breakdown = ui.text("hdcg.calc.breakdown");
    for (const char* step : {"100 → 120", "120 → 172.8", "172.8 → 259.2", "500 → 241", "5 → 3"}) {
      EXPECT_NE(breakdown.find(step), std::string::npos) << step << "\n" << breakdown;
    }
    // The step names are in the shot's language (the card name 大锤 is Chinese in both).
    EXPECT_EQ(breakdown.find("Deal damage") != std::string::npos, en) << breakdown;
    EXPECT_EQ(ui.text("hdcg.seat.1.hp"), "500 / 500");
    ui.shot("hdcg_calculator_" + lang);
    ui.tap("hdcg.calc.apply");
    ui.tap("hdcg.calc.source.1");
    ui.tap("hdcg.calc.target.0");
    pad(ui, "150");
    ui.tap("hdcg.calc.direct");
    ui.tap("hdcg.calc.apply");
    for (int i = 0; i < 2; ++i) ui.tap("hdcg.next");
    ui.tap("hdcg.draw");
    for (int i = 0; i < 2; ++i) ui.tap("hdcg.next");
    ui.frames(3);
    // The discard phase: 150 direct damage left Ann 350 HP, hand limit ceil(350 / 100) = 4;
    // 5 cards + 2 drawn = 7 in hand, so exactly 7 - 4 = 3 to discard ("Hand limit and the
    // discard phase").
    EXPECT_EQ(ui.text("hdcg.seat.0.hp"), "350 / 500");
    EXPECT_EQ(ui.text("hdcg.phase"), "discard");
    EXPECT_EQ(ui.text("hdcg.discard.count"), "3");
    const std::string prompt = ui.text("hdcg.discard.prompt");
    EXPECT_EQ(prompt, ui.ctx().tr("hdcg.discard.prompt",
                                  {Param{"count", std::int64_t{3}}, Param{"hand", std::int64_t{7}},
                                   Param{"limit", std::int64_t{4}}}));
    EXPECT_TRUE(in_language(prompt, lang)) << prompt;
    ui.shot("hdcg_discard_" + lang);
  }
}

// A tablet held upright (800x1280): the seats and the turn side by side on top, the
// calculator under them at the full width; every target finger-sized with its whole label;
// a hit entered and applied there.
TEST(hdcg_ui, portrait_screenshots) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    AppOptions options = options_for(dir, lang);
    options.width = 800;
    options.height = 1280;
    UiDriver ui(options);
    start_duel(ui, "Ann", "Bo");
    ui.frames(2);
    ui.expect_finger_sized();
    const auto* seat = ui.reach("hdcg.seat.0.add_modifier");
    const auto* source = ui.reach("hdcg.calc.source.0");
    ASSERT_TRUE(seat != nullptr && source != nullptr);
    EXPECT_GT(source->y, seat->y + seat->h) << "the calculator is not under the seats";
    ui.tap("hdcg.calc.source.0");
    ui.tap("hdcg.calc.target.1");
    pad(ui, "100");
    ui.expect_finger_sized();
    ui.shot("hdcg_portrait_" + lang);
    ui.tap("hdcg.calc.apply");
    EXPECT_NE(ui.text("hdcg.seat.1.hp"), "500 / 500");
    ui.tap("hdcg.seat.0.add_modifier");
    ui.frames(2);
    ui.expect_finger_sized();
  }
}

// Issue #23: a double tap (the second tap 80 ms after the first, at the same place) acts once
// on every button that moves the turn on or adds a card: Apply damage, Next phase, the
// judgement's roll, Draw 2, the discard's Confirm. Counted in the controller's events and
// the duel's state.
TEST(hdcg_ui, a_double_tap_acts_once_on_every_turn_button) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  start_duel(ui, "Ann", "Bo");
  auto events = [&] { return session_of(ui).events().size(); };
  std::size_t count = events();
  // 100 x attack 1.2 x defence 1.5 = 180: Bo at 320, not 140.
  ui.tap("hdcg.calc.source.0");
  ui.tap("hdcg.calc.target.1");
  pad(ui, "100");
  ui.double_tap("hdcg.calc.apply", 80);
  EXPECT_EQ(ui.text("hdcg.seat.1.hp"), "320 / 500");
  EXPECT_EQ(events(), count + 1);

  count = events();
  ui.double_tap("hdcg.next", 80);
  EXPECT_EQ(ui.text("hdcg.phase"), "judgement");
  EXPECT_EQ(events(), count + 1);
  count = events();
  ui.double_tap("hdcg.judgement.roll", 80);
  EXPECT_EQ(events(), count + 1);
  ui.tap("hdcg.next");
  ASSERT_EQ(ui.text("hdcg.phase"), "draw");
  count = events();
  ui.double_tap("hdcg.draw", 80);
  EXPECT_EQ(events(), count + 1);
  EXPECT_EQ(ui.text("hdcg.seat.0.hand"), "7 / 5");
  ui.tap("hdcg.next");
  ui.tap("hdcg.next");
  ASSERT_EQ(ui.text("hdcg.phase"), "discard");
  EXPECT_EQ(ui.text("hdcg.discard.count"), "2");
  count = events();
  ui.double_tap("hdcg.discard.confirm", 80);
  EXPECT_EQ(events(), count + 1);
  EXPECT_EQ(ui.text("hdcg.seat.0.hand"), "5 / 5");
  count = events();
  ui.double_tap("hdcg.next", 80);
  EXPECT_EQ(ui.text("hdcg.phase"), "end");
  EXPECT_EQ(events(), count + 1);
}

// 100 damage, then 50, then Undo tapped past the first state: the last taps find Undo off.
// The screen used to ask can_undo() again after the undo, so its BeginDisabled/EndDisabled no
// longer paired and ImGui aborted (the browser showed it; ImGui's asserts are on in every
// build now, ui/imgui_config.hpp).
TEST(hdcg_ui, undo_to_the_first_state) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  start_duel(ui, "Ann", "Bo");
  const std::string first = ui.text("hdcg.seat.1.hp");
  for (const char* amount : {"100", "50"}) {
    ui.tap("hdcg.calc.source.0");
    ui.tap("hdcg.calc.target.1");
    pad(ui, amount);
    ui.tap("hdcg.calc.apply");
  }
  EXPECT_NE(ui.text("hdcg.seat.1.hp"), first);
  for (int i = 0; i < 4; ++i) ui.tap("hdcg.undo");
  EXPECT_FALSE(session_of(ui).can_undo());
  EXPECT_EQ(ui.text("hdcg.seat.1.hp"), first);
}

}  // namespace
}  // namespace tableref::gui::testing

// The Block-Killer screen, driven by taps: a 3-player game from Home with quick-mode attacks,
// a 2-block draw, eliminations and the winner, rebuilt from the database; a field-mode
// T-spin double over garbage cards answered by a defence that counter-attacks; fumen export
// and import; the best-play hint found off the UI thread and entered into the draft; kill
// and resume; screenshots.
#include <gtest/gtest.h>

#include <chrono>
#include <map>
#include <nlohmann/json.hpp>

#include "screens/blockkiller/screen.hpp"
#include "tableref/controllers/blockkiller/controller.hpp"
#include "tableref/controllers/blockkiller/json.hpp"
#include "tableref/db/store.hpp"
#include "tableref/referee/blockkiller/table.hpp"
#include "tableref/search/blockkiller/best_play.hpp"
#include "ui_driver.hpp"

namespace tableref::gui::testing {
namespace {

namespace bk = blockkiller;

AppOptions options_for(const TempDir& dir, const std::string& language = "en") {
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = language;
  return options;
}

const BlockKillerScreen& screen_of(UiDriver& ui) {
  return dynamic_cast<const BlockKillerScreen&>(ui.app().current());
}
const bk::TableState& state_of(UiDriver& ui) {
  return screen_of(ui).controller().state();
}
const bk::PlayerHand& hand(UiDriver& ui, int seat) {
  return state_of(ui).hands[static_cast<std::size_t>(seat)];
}

// Home: Block-Killer with Ann, Bo and Chen (seat order), SRS+ kicks; returns the session id.
std::int64_t create_game_on_home(UiDriver& ui) {
  ui.tap("home.game.blockkiller");
  ui.tap("home.player.0.name");
  ui.type("Ann");
  ui.tap("home.player.1.name");
  ui.type("Bo");
  ui.tap("home.player.2.name");
  ui.type("Chen");
  ui.tap("home.option.kicks.srs-plus");
  ui.tap("home.start");
  EXPECT_EQ(ui.screen(), "blockkiller") << ui.text("home.problems");
  auto sessions = ui.ctx().store->list_sessions(db::SessionFilter{}).value();
  EXPECT_EQ(sessions.size(), 1u);
  return sessions.empty() ? 0 : sessions.front().id;
}

// Counts the taps of a play entered in quick mode: {lines, spin} per piece.
int quick_play(UiDriver& ui, const std::vector<std::pair<int, std::string>>& pieces,
               int target = -1) {
  int taps = 0;
  auto tap = [&](const std::string& id) {
    ui.tap(id);
    ++taps;
  };
  const bool defence = state_of(ui).phase == bk::Phase::kDefend;
  tap(defence ? "blockkiller.defend.play" : "blockkiller.play");
  // An entry opens in the mode chosen last: back to quick after a field-mode play.
  if (ui.text("blockkiller.entry.mode") == "field") tap("blockkiller.mode.quick");
  // The running total names what it is: a defence is not an attack.
  const bool english = ui.ctx().language == app::Language::kEnglish;
  const char* total = defence ? (english ? "Defence " : "防御 ") : (english ? "Attack " : "攻击 ");
  EXPECT_EQ(ui.text("blockkiller.entry.running").rfind(total, 0), 0u)
      << ui.text("blockkiller.entry.running");
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const std::string row = "blockkiller.quick." + std::to_string(i);
    tap(row + ".lines." + std::to_string(pieces[i].first));
    if (pieces[i].second != "none") tap(row + ".spin." + pieces[i].second);
  }
  if (target >= 0) tap("blockkiller.target." + std::to_string(target));
  tap("blockkiller.send");
  return taps;
}

std::vector<bk::TableEvent> stored_events(const std::string& path, std::int64_t session) {
  auto store = db::Store::open(path);
  EXPECT_TRUE(store.ok());
  std::vector<bk::TableEvent> events;
  auto rows = store.value().events(session);
  EXPECT_TRUE(rows.ok());
  if (!rows.ok()) return events;
  const std::vector<db::Event> list = rows.value();
  for (const auto& row : list) {
    if (row.kind == "undo") {
      if (!events.empty()) events.pop_back();
      continue;
    }
    auto event = controllers::blockkiller_json::parse_event(nlohmann::json::parse(row.payload));
    EXPECT_TRUE(event.ok()) << reason_name(event.ok() ? ReasonCode{} : event.error().reason);
    if (event) events.push_back(event.value());
  }
  return events;
}

TEST(blockkiller_ui, a_three_player_game_by_taps_to_the_winner) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  const auto session = create_game_on_home(ui);
  EXPECT_NE(ui.text("blockkiller.rules").find("SRS+"), std::string::npos)
      << ui.text("blockkiller.rules");
  EXPECT_NE(ui.text("blockkiller.turn").find("clockwise"), std::string::npos);
  EXPECT_EQ(ui.text("blockkiller.player.0.blocks"), "4");
  EXPECT_EQ(ui.text("blockkiller.player.0.garbage"), "4");
  EXPECT_EQ(ui.text("blockkiller.pointer"), "0");

  // Ann draws and attacks Bo: two pieces that clear nothing, then a T-spin triple: 6 taps.
  ui.tap("blockkiller.draw");
  EXPECT_EQ(ui.text("blockkiller.player.0.blocks"), "5");
  EXPECT_FALSE(ui.visible("blockkiller.draw_two"));  // 5 garbage: not allowed
  ui.tap("blockkiller.play");
  ui.tap("blockkiller.quick.0.lines.0");
  ui.tap("blockkiller.quick.1.lines.0");
  ui.tap("blockkiller.quick.2.lines.3");
  EXPECT_EQ(ui.text("blockkiller.entry.attack"), "2");  // a plain triple so far
  ui.tap("blockkiller.quick.2.spin.full");
  EXPECT_EQ(ui.text("blockkiller.entry.attack"), "6");
  EXPECT_EQ(ui.text("blockkiller.entry.combo"), "1");
  ui.tap("blockkiller.send");
  // (Its tap count is held in common_actions_keep_their_tap_budgets.)
  EXPECT_EQ(state_of(ui).phase, bk::Phase::kDefend);
  EXPECT_EQ(hand(ui, 0).blocks, 2);
  EXPECT_EQ(hand(ui, 0).garbage, 2);
  EXPECT_EQ(ui.text("blockkiller.pointer"), "1");  // Bo answers
  ui.tap("blockkiller.defend.none");
  EXPECT_EQ(ui.text("blockkiller.settle.numbers"), "6/0/0/6");
  EXPECT_EQ(hand(ui, 1).garbage, 10);
  EXPECT_EQ(state_of(ui).current, 1);  // the next player after the attacker

  // Bo holds 10 garbage and 4 block cards: the 2-block draw is offered.
  ui.tap("blockkiller.draw_two");
  EXPECT_EQ(hand(ui, 1).blocks, 6);
  EXPECT_EQ(hand(ui, 1).garbage, 10);
  ui.tap("blockkiller.pass");  // 6 block cards: the turn cannot end yet
  EXPECT_NE(ui.text("blockkiller.problems").find("fewer than 6"), std::string::npos)
      << ui.text("blockkiller.problems");
  EXPECT_EQ(state_of(ui).phase, bk::Phase::kAct);
  EXPECT_LE(quick_play(ui, {{0, "none"}}), 8);  // to Chen (the next seat), attack 0
  ui.tap("blockkiller.defend.none");
  EXPECT_EQ(state_of(ui).current, 2);

  // Chen draws and sends a quad to Bo: 10 + 4 = 14 garbage, Bo is out.
  ui.tap("blockkiller.draw");
  quick_play(ui, {{4, "none"}}, 1);
  ui.tap("blockkiller.defend.none");
  EXPECT_TRUE(hand(ui, 1).eliminated);
  EXPECT_EQ(ui.text("blockkiller.player.1.out"), "out");
  EXPECT_FALSE(ui.text("blockkiller.settle.out.1").empty());
  EXPECT_EQ(state_of(ui).current, 0);  // after Chen comes Ann (Bo is out)

  // Ann: three T-spin triples in a row (6, then 6 + B2B 1 + combo 1 twice) = 22 to Chen.
  ui.tap("blockkiller.draw");
  EXPECT_LE(quick_play(ui, {{3, "full"}, {3, "full"}, {3, "full"}}), 8);
  ASSERT_EQ(state_of(ui).phase, bk::Phase::kDefend);
  EXPECT_EQ(state_of(ui).pending->attack, 22);
  EXPECT_EQ(state_of(ui).pending->target, 2);
  ui.tap("blockkiller.defend.none");
  ASSERT_EQ(state_of(ui).phase, bk::Phase::kOver);
  EXPECT_EQ(ui.text("blockkiller.winner"), "Ann");
  EXPECT_EQ(ui.text("blockkiller.settle.winner"), "Ann wins!");

  // The session is finished with the ranking by elimination order.
  auto summary = ui.ctx().store->session(session).value();
  EXPECT_EQ(summary.status, db::SessionStatus::kFinished);
  const auto result = nlohmann::json::parse(summary.result_json);
  ASSERT_EQ(result["players"].size(), 3u);
  EXPECT_EQ(result["players"][0],
            (nlohmann::json{{"name", "Ann"}, {"score", 2}, {"rank", 1}, {"winner", true}}));
  EXPECT_EQ(result["players"][1],
            (nlohmann::json{{"name", "Bo"}, {"score", 0}, {"rank", 3}, {"winner", false}}));
  EXPECT_EQ(result["players"][2],
            (nlohmann::json{{"name", "Chen"}, {"score", 1}, {"rank", 2}, {"winner", false}}));

  // The database's events rebuild the same hands.
  const auto events = stored_events(dir.file("tableref.db"), session);
  auto rebuilt = bk::replay_table(state_of(ui).setup, events);
  ASSERT_TRUE(rebuilt.ok());
  EXPECT_EQ(rebuilt.value(), state_of(ui));
  EXPECT_EQ(rebuilt.value().hands[2].garbage, 1 + 22);
}

// Tap budgets for Block-Killer's common actions (issue #14), counting every gesture the driver
// sends (taps and scrolling drags): a draw 1, a named draw 3 taps (Name the card, the card,
// Draw; see below for its scrolling);
// a quick-mode play: Play, one tap per piece's lines, one per spin, Send (6 for two pieces that
// clear nothing then a T-spin triple; no play of up to 3 pieces may take more than 8); a
// quick-mode defence the same (a T-spin triple: 4); no defence 1; a field-mode play of one
// piece by its cells: Play, Field, 4 cells, Place, Send (8).
TEST(blockkiller_ui, common_actions_keep_their_tap_budgets) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  create_game_on_home(ui);
  const auto gestures = [&ui] { return ui.taps() + ui.drags(); };

  int start = gestures();
  ui.tap("blockkiller.draw");
  EXPECT_EQ(hand(ui, 0).blocks, 5);
  EXPECT_EQ(gestures() - start, 1);

  start = gestures();
  EXPECT_EQ(quick_play(ui, {{0, "none"}, {0, "none"}, {3, "full"}}), 6);
  ASSERT_EQ(state_of(ui).phase, bk::Phase::kDefend);
  EXPECT_EQ(state_of(ui).pending->attack, 6);
  EXPECT_EQ(state_of(ui).pending->target, 1);
  EXPECT_EQ(gestures() - start, 6);

  // Bo answers with a T-spin triple of his own: the 6 cancelled.
  start = gestures();
  EXPECT_EQ(quick_play(ui, {{3, "full"}}), 4);
  ASSERT_TRUE(state_of(ui).last_exchange.has_value());
  EXPECT_EQ(ui.text("blockkiller.settle.numbers"), "6/6/0/0");
  EXPECT_EQ(gestures() - start, 4);
  ASSERT_EQ(state_of(ui).current, 1);

  // Bo names the card he draws: the garbage card with the single hole at column 1. 3 taps
  // and no scrolling (the actions come first, above the settlement).
  start = gestures();
  ui.tap("blockkiller.name_card");
  ui.tap("blockkiller.drawn.1");
  ui.tap("blockkiller.draw");
  EXPECT_EQ(hand(ui, 1).known_garbage.size(), 1u);
  EXPECT_EQ(gestures() - start, 3);

  // Bo's field-mode play: an I standing in the right column, by its cells, to Chen.
  start = gestures();
  ui.tap("blockkiller.play");
  ui.tap("blockkiller.mode.field");
  for (const auto* cell : {"9.0", "9.1", "9.2", "9.3"}) {
    ui.tap(std::string("blockkiller.cell.") + cell);
  }
  ui.tap("blockkiller.place");
  ui.tap("blockkiller.send");
  ASSERT_EQ(state_of(ui).phase, bk::Phase::kDefend);
  EXPECT_EQ(state_of(ui).pending->target, 2);
  EXPECT_EQ(gestures() - start, 8);

  start = gestures();
  ui.tap("blockkiller.defend.none");
  EXPECT_EQ(state_of(ui).phase, bk::Phase::kDraw);
  EXPECT_EQ(state_of(ui).current, 2);
  EXPECT_EQ(gestures() - start, 1);
}

// Right after an exchange, at 1280x800 (3 and 6 players, whose garbage cards are known): the
// next player's Draw and "Name the garbage card drawn" are in view with nothing scrolled,
// and so is every card to name in the list (open since Ann named hers).
TEST(blockkiller_ui, after_an_exchange_the_card_drawn_is_named_without_scrolling) {
  for (const int players : {3, 6}) {
    TempDir dir;
    UiDriver ui(options_for(dir));
    ui.tap("home.game.blockkiller");
    for (int seat = 3; seat < players; ++seat) ui.tap("home.add_player");
    for (int seat = 0; seat < players; ++seat) {
      ui.tap("home.player." + std::to_string(seat) + ".name");
      ui.type(std::string(1, static_cast<char>('A' + seat)) + "nn");
    }
    ui.tap("home.start");
    ASSERT_EQ(ui.screen(), "blockkiller") << ui.text("home.problems");
    ui.tap("blockkiller.name_card");
    ui.tap("blockkiller.drawn.3");
    ui.tap("blockkiller.draw");
    quick_play(ui, {{0, "none"}, {3, "full"}});
    quick_play(ui, {{0, "none"}});
    ASSERT_TRUE(state_of(ui).last_exchange.has_value());
    ASSERT_EQ(state_of(ui).phase, bk::Phase::kDraw);
    ui.frames(2);
    EXPECT_FALSE(ui.text("blockkiller.settle.numbers").empty());
    for (const auto* id : {"blockkiller.draw", "blockkiller.name_card"}) {
      const auto* rect = probe().find(id);
      ASSERT_NE(rect, nullptr) << id;
      EXPECT_TRUE(rect->fully_visible()) << id << " is not in view after the exchange";
    }
    // The list opened for Ann's draw stays open for the next draw.
    const int drags = ui.drags();
    const int cards = static_cast<int>(screen_of(ui).controller().catalog().size());
    ASSERT_GT(cards, 0);
    for (int i = 0; i < cards; ++i) {
      const auto* rect = probe().find("blockkiller.drawn." + std::to_string(i));
      ASSERT_NE(rect, nullptr) << i;
      EXPECT_TRUE(rect->fully_visible()) << "card " << i << " to name is out of view";
    }
    ui.tap("blockkiller.drawn." + std::to_string(cards - 1));
    ui.tap("blockkiller.draw");
    EXPECT_EQ(ui.drags(), drags);
    EXPECT_EQ(hand(ui, 1).known_garbage.size(), 1u);
  }
}

// The entry mode is the player's last choice: a new entry (a play or an answer) opens in it,
// and still does after the app is started again; quick until one is chosen.
TEST(blockkiller_ui, an_entry_opens_in_the_mode_chosen_last) {
  TempDir dir;
  {
    UiDriver ui(options_for(dir));
    create_game_on_home(ui);
    ui.tap("blockkiller.draw");
    ui.tap("blockkiller.play");
    EXPECT_EQ(ui.text("blockkiller.entry.mode"), "quick");
    ui.tap("blockkiller.mode.field");
    ui.tap("blockkiller.cancel");
    ui.tap("blockkiller.play");
    EXPECT_EQ(ui.text("blockkiller.entry.mode"), "field");
    EXPECT_TRUE(ui.visible("blockkiller.garbage.card.1"));  // at the garbage stack
    ui.tap("blockkiller.cancel");
    // The answer to an attack opens in it too.
    quick_play(ui, {{0, "none"}});
    ui.tap("blockkiller.defend.play");
    EXPECT_EQ(ui.text("blockkiller.entry.mode"), "quick");  // quick_play chose quick again
    ui.tap("blockkiller.mode.field");
    ui.tap("blockkiller.cancel");
    ui.tap("blockkiller.defend.play");
    EXPECT_EQ(ui.text("blockkiller.entry.mode"), "field");
  }
  // The app started again on the same database, the session resumed from Home.
  UiDriver ui(options_for(dir));
  auto sessions = ui.ctx().store->list_sessions(db::SessionFilter{}).value();
  ASSERT_EQ(sessions.size(), 1u);
  ui.tap("home.resume." + std::to_string(sessions.front().id));
  ASSERT_EQ(ui.screen(), "blockkiller");
  ui.tap("blockkiller.defend.play");
  EXPECT_EQ(ui.text("blockkiller.entry.mode"), "field");
}

// Ann's field-mode play: a single-hole and a triple-hole garbage card, an O for the
// overhang, then the T into the slot by its cells: a T-spin double for 4.
void field_mode_tsd(UiDriver& ui) {
  ui.tap("blockkiller.draw");
  ui.tap("blockkiller.play");
  ui.tap("blockkiller.mode.field");
  ui.tap("blockkiller.garbage.card.1");   // single hole at column 1 (the floor row)
  ui.tap("blockkiller.garbage.card.10");  // triple hole at columns 0-2
  EXPECT_EQ(ui.text("blockkiller.stack.rows"), "2");
  // A floating T: recognised from its cells and refused with the reason as they are tapped,
  // before any Place (which stays off).
  for (const auto* cell : {"5.5", "6.5", "7.5", "6.6"})
    ui.tap(std::string("blockkiller.cell.") + cell);
  EXPECT_EQ(ui.text("blockkiller.ruling.piece"), "T");
  EXPECT_EQ(ui.text("blockkiller.ruling.verdict"), "illegal");
  EXPECT_NE(ui.text("blockkiller.ruling").find("not resting"), std::string::npos)
      << ui.text("blockkiller.ruling");
  ui.tap("blockkiller.place");
  EXPECT_EQ(ui.text("blockkiller.breakdown.0"), "");
  ui.tap("blockkiller.cells.clear");
  // The O by piece + turn + column: its ghost over columns 2-3 rests on the garbage.
  ui.tap("blockkiller.tab.cards");
  ui.tap("blockkiller.piece.O");
  for (int i = 0; i < 10 && ui.text("blockkiller.col") != "2"; ++i) ui.tap("blockkiller.col.minus");
  EXPECT_EQ(ui.text("blockkiller.col"), "2");
  EXPECT_EQ(ui.text("blockkiller.ruling.verdict"), "legal") << ui.text("blockkiller.ruling");
  ui.tap("blockkiller.place");
  ASSERT_TRUE(ui.text("blockkiller.breakdown.0").find("O") != std::string::npos)
      << ui.text("blockkiller.breakdown.0");
  // The T into the slot by its cells alone (O is still the picked piece): recognised, and the
  // ruling says what it does before Place.
  for (const auto* cell : {"0.1", "1.1", "2.1", "1.0"})
    ui.tap(std::string("blockkiller.cell.") + cell);
  EXPECT_EQ(ui.text("blockkiller.ruling.piece"), "T");
  EXPECT_EQ(ui.text("blockkiller.ruling.verdict"), "legal") << ui.text("blockkiller.ruling");
  EXPECT_NE(ui.text("blockkiller.ruling").find("attack +4"), std::string::npos)
      << ui.text("blockkiller.ruling");
  ui.tap("blockkiller.place");
  EXPECT_NE(ui.text("blockkiller.breakdown.1").find("2 lines, Spin = attack 4"), std::string::npos)
      << ui.text("blockkiller.breakdown.1");
  EXPECT_EQ(ui.text("blockkiller.entry.attack"), "4");
}

TEST(blockkiller_ui, field_mode_tspin_double_and_a_defence_that_counter_attacks) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  const auto session = create_game_on_home(ui);
  field_mode_tsd(ui);
  // Shared as a fumen and read back: the same play.
  ui.tap("blockkiller.fumen.copy");
  const std::string fumen = ui.text("blockkiller.fumen");
  EXPECT_EQ(fumen.rfind("v115@", 0), 0u) << fumen;
  ui.tap("blockkiller.piece.remove");
  ui.tap("blockkiller.piece.remove");
  EXPECT_EQ(ui.text("blockkiller.entry.attack"), "0");
  ui.frames(3);  // the controls move up as the piece-by-piece list goes away
  ui.tap("blockkiller.fumen.paste");
  EXPECT_EQ(ui.text("blockkiller.entry.attack"), "4")
      << ui.text("blockkiller.fumen.error") << " | " << ui.text("blockkiller.fumen") << " | "
      << ui.text("blockkiller.entry.problem") << " | " << ui.text("blockkiller.breakdown.0");
  EXPECT_TRUE(ui.text("blockkiller.breakdown.1").find("Spin") != std::string::npos);
  ui.tap("blockkiller.send");  // to Bo
  ASSERT_EQ(state_of(ui).phase, bk::Phase::kDefend);
  EXPECT_EQ(hand(ui, 0).blocks, 3);
  EXPECT_EQ(hand(ui, 0).garbage, 3);  // 5 - the 2 cleared cards
  // Bo answers with a T-spin triple (6): 4 cancelled, 2 left over: a counter-attack of 1.
  quick_play(ui, {{3, "full"}});
  ASSERT_TRUE(state_of(ui).last_exchange.has_value());
  EXPECT_EQ(ui.text("blockkiller.settle.numbers"), "4/4/1/0");
  EXPECT_EQ(ui.text("blockkiller.settle.counter"), "Counter-attack: Ann draws 1 garbage card");
  EXPECT_EQ(hand(ui, 0).garbage, 4);
  EXPECT_EQ(hand(ui, 1).garbage, 1);
  EXPECT_EQ(hand(ui, 1).blocks, 3);
  EXPECT_EQ(state_of(ui).current, 1);
  // The stored play keeps how it was entered (field mode) with the table event.
  auto stored = ui.ctx().store->events(session);
  ASSERT_TRUE(stored.ok());
  const std::vector<db::Event> rows = stored.value();
  ASSERT_EQ(rows.size(), 3u);
  const auto play = nlohmann::json::parse(rows[1].payload);
  EXPECT_EQ(play["type"], "play");
  EXPECT_EQ(play["attack"], 4);
  EXPECT_EQ(play["entry"]["mode"], "field");
  // Undo takes the defence back (stored as an event too).
  ui.tap("blockkiller.undo");
  EXPECT_EQ(state_of(ui).phase, bk::Phase::kDefend);
  EXPECT_EQ(
      bk::replay_table(state_of(ui).setup, stored_events(dir.file("tableref.db"), session)).value(),
      state_of(ui));
}

// The layout check (on in every test here) on the path a table walks most: a named draw,
// a quick attack with pieces taken back, the target's field-mode
// defence by tapped cells with its live ruling, the hint's hand, the settlement, a pass and
// Undo. Nothing the finger might tap again moves (a_three_player_game_by_taps_to_the_winner
// has a refused turn end under the check too).
TEST(blockkiller_ui, the_main_path_moves_no_button) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ASSERT_TRUE(ui.checking_layout());
  create_game_on_home(ui);
  ui.tap("blockkiller.name_card");
  ui.tap("blockkiller.drawn.10");
  ui.tap("blockkiller.draw");
  ASSERT_EQ(hand(ui, 0).known_garbage.size(), 1u);
  // Quick mode: rows added and taken back under the fixed note and "Remove last piece".
  ui.tap("blockkiller.play");
  ui.tap("blockkiller.quick.0.lines.4");
  ui.tap("blockkiller.quick.1.lines.4");
  ui.tap("blockkiller.quick.remove");
  EXPECT_EQ(state_of(ui).phase, bk::Phase::kAct);
  ui.tap("blockkiller.quick.1.lines.2");
  ui.tap("blockkiller.quick.1.spin.full");
  ui.tap("blockkiller.quick.remove");
  ui.tap("blockkiller.quick.1.lines.0");
  ui.tap("blockkiller.send");
  ASSERT_EQ(state_of(ui).phase, bk::Phase::kDefend);
  // Bo answers in field mode: a garbage card, an I by its cells (ruled as they are tapped),
  // placed, taken back and placed again; the hint's hand filled and emptied.
  ui.tap("blockkiller.defend.play");
  ui.tap("blockkiller.mode.field");
  ui.tap("blockkiller.garbage.card.1");
  for (const auto* cell : {"9.1", "9.2", "9.3", "9.4"}) {
    ui.tap(std::string("blockkiller.cell.") + cell);
  }
  EXPECT_EQ(ui.text("blockkiller.ruling.verdict"), "legal") << ui.text("blockkiller.ruling");
  // A defence's card says what it defends, with the numbers (issue #23: "attack +0").
  EXPECT_NE(ui.text("blockkiller.ruling").find("defence +0, offset +0 · attack 4: 4 left to take"),
            std::string::npos)
      << ui.text("blockkiller.ruling");
  EXPECT_EQ(ui.text("blockkiller.ruling").find("attack +"), std::string::npos);
  ui.tap("blockkiller.place");
  ui.tap("blockkiller.piece.remove");
  ui.tap("blockkiller.tab.cards");
  ui.tap("blockkiller.piece.I");
  ui.tap("blockkiller.rot.1");
  ui.tap("blockkiller.place");
  ui.tap("blockkiller.fumen.copy");
  ui.tap("blockkiller.tab.hint");
  for (const auto* piece : {"T", "O", "I", "L"}) {
    ui.tap(std::string("blockkiller.hint.add.") + piece);
  }
  ui.tap("blockkiller.hint.chip.1");
  ui.tap("blockkiller.hint.clear");
  ui.tap("blockkiller.send");
  ASSERT_TRUE(state_of(ui).last_exchange.has_value());
  // Bo's turn (after the answer the turn passes on): a draw, an entry opened and cancelled,
  // a pass; Undo twice, where it always is.
  ui.tap("blockkiller.draw");
  ui.tap("blockkiller.play");
  ui.tap("blockkiller.cancel");
  ui.tap("blockkiller.pass");
  EXPECT_EQ(state_of(ui).current, 2);
  ui.tap("blockkiller.undo");
  ui.tap("blockkiller.undo");
  EXPECT_EQ(state_of(ui).phase, bk::Phase::kDraw);
  EXPECT_EQ(state_of(ui).current, 1);
}

// Frames until the best-play hint has its answer (the search runs on its own thread).
bool wait_for_hint(UiDriver& ui) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  while (std::chrono::steady_clock::now() < until) {
    ui.frames(1);
    if (ui.text("blockkiller.hint.status") == "done") return true;
  }
  return false;
}

// Ann's field entry on the T-spin double slot of field_mode_tsd: a single-hole card (hole at
// column 1) on the floor and a triple-hole card (holes 0-2) on it.
void tsd_slot(UiDriver& ui) {
  ui.tap("blockkiller.draw");
  ui.tap("blockkiller.play");
  ui.tap("blockkiller.mode.field");
  ui.tap("blockkiller.garbage.card.1");
  ui.tap("blockkiller.garbage.card.10");
  ASSERT_EQ(ui.text("blockkiller.stack.rows"), "2");
  ui.tap("blockkiller.tab.hint");
}

// The same question asked of the referee directly: the slot's rows written out here.
bk::BestPlay best_on_slot(const bk::RuleOptions& rules, std::vector<bk::Piece> hand) {
  bk::BestPlayQuery q;
  q.field = bk::Field::from_rows_top_down({"...XXXXXXX", "X.XXXXXXXX"}).value();
  q.hand = std::move(hand);
  q.rules = rules;
  return bk::find_best_play(q);
}

TEST(blockkiller_ui, best_play_hint_is_found_off_the_ui_thread_and_entered) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  const auto session = create_game_on_home(ui);
  tsd_slot(ui);
  EXPECT_EQ(ui.text("blockkiller.hint.status"), "idle");
  // Ann holds 5 block cards: the hint's hand takes 5 and no more.
  for (const auto* piece : {"T", "O", "I", "L", "J", "S"})
    ui.tap(std::string("blockkiller.hint.add.") + piece);
  EXPECT_EQ(ui.text("blockkiller.hint.hand"), "T O I L J");
  ui.tap("blockkiller.hint.chip.4");  // a tap on a chip removes that card
  ui.tap("blockkiller.hint.chip.3");
  EXPECT_EQ(ui.text("blockkiller.hint.hand"), "T O I");

  ui.tap("blockkiller.hint.search");
  ASSERT_TRUE(wait_for_hint(ui)) << ui.text("blockkiller.hint.status");
  const auto& rules = state_of(ui).setup.rules;
  EXPECT_EQ(rules.kicks, bk::Kicks::kSrsPlus);  // the session's rules
  const auto want = best_on_slot(rules, {bk::Piece::kT, bk::Piece::kO, bk::Piece::kI});
  ASSERT_TRUE(want.exhaustive);
  EXPECT_EQ(ui.text("blockkiller.hint.attack"), std::to_string(want.attack.attack));
  EXPECT_EQ(ui.text("blockkiller.hint.offset"), std::to_string(want.attack.offset));
  EXPECT_EQ(ui.text("blockkiller.hint.cards"), std::to_string(want.cards));
  EXPECT_EQ(ui.text("blockkiller.hint.verdict"), "Best possible play");
  EXPECT_GE(want.attack.attack, 4);  // at least the T-spin double
  ASSERT_FALSE(want.steps.empty());
  for (std::size_t i = 0; i < want.steps.size(); ++i) {
    EXPECT_NE(ui.text("blockkiller.hint.step." + std::to_string(i))
                  .find("attack " + std::to_string(want.attack.pieces[i].attack)),
              std::string::npos)
        << ui.text("blockkiller.hint.step." + std::to_string(i));
  }
  EXPECT_NE(ui.text("blockkiller.hint.total").find("attack " + std::to_string(want.attack.attack)),
            std::string::npos)
      << ui.text("blockkiller.hint.total");
  // The steps are drawn on the board, numbered.
  EXPECT_EQ(ui.text("blockkiller.hint.board"), std::to_string(want.steps.size()));
  EXPECT_TRUE(ui.visible("blockkiller.cell.hint.1.0"));

  // Use this play: the steps become the draft's pieces, checked by the referee.
  ui.tap("blockkiller.hint.use");
  EXPECT_TRUE(ui.text("blockkiller.hint.refused").empty()) << ui.text("blockkiller.hint.refused");
  EXPECT_EQ(ui.text("blockkiller.entry.attack"), std::to_string(want.attack.attack));
  EXPECT_EQ(ui.text("blockkiller.entry.offset"), std::to_string(want.attack.offset));
  ui.tap("blockkiller.tab.cards");
  EXPECT_FALSE(ui.text("blockkiller.breakdown." + std::to_string(want.steps.size() - 1)).empty());
  EXPECT_EQ(ui.text("blockkiller.hint.board"), "0");  // all entered: nothing left to show
  ui.tap("blockkiller.send");
  ASSERT_EQ(state_of(ui).phase, bk::Phase::kDefend);
  EXPECT_EQ(state_of(ui).pending->attack, want.attack.attack);
  auto stored = ui.ctx().store->events(session);
  ASSERT_TRUE(stored.ok());
  const std::vector<db::Event> rows = stored.value();
  ASSERT_EQ(rows.size(), 2u);
  const auto play = nlohmann::json::parse(rows[1].payload);
  EXPECT_EQ(play["attack"], want.attack.attack);
  EXPECT_EQ(play["entry"]["pieces"].size(), want.steps.size());
}

TEST(blockkiller_ui, best_play_hint_keeps_the_screen_drawing_while_it_searches) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  create_game_on_home(ui);
  ui.tap("blockkiller.draw");
  ui.tap("blockkiller.play");
  ui.tap("blockkiller.mode.field");
  // Ann's 5 garbage cards as a 5-row stack, and 5 block cards: a search of a few frames.
  for (const int card : {1, 10, 5, 14, 3}) {
    ui.tap("blockkiller.garbage.card." + std::to_string(card));
  }
  ASSERT_EQ(ui.text("blockkiller.stack.rows"), "5");
  ui.tap("blockkiller.tab.hint");
  for (const auto* piece : {"T", "I", "L", "J", "S"}) {
    ui.tap(std::string("blockkiller.hint.add.") + piece);
  }
  const auto t0 = std::chrono::steady_clock::now();
  ui.tap("blockkiller.hint.search");
  // The frames go on while the worker searches.
  int frames_while_searching = 0;
  while (ui.text("blockkiller.hint.status") == "searching" &&
         std::chrono::steady_clock::now() - t0 < std::chrono::seconds(30)) {
    ++frames_while_searching;
    ui.frames(1);
  }
  EXPECT_GE(frames_while_searching, 3);
  ASSERT_EQ(ui.text("blockkiller.hint.status"), "done");
  // The verdict says in so many words whether the play is proven best.
  const std::string proven = ui.text("blockkiller.hint.exhaustive_cards");
  if (ui.text("blockkiller.hint.exhaustive") == "yes") {
    EXPECT_EQ(proven, "5");
    EXPECT_EQ(ui.text("blockkiller.hint.verdict"), "Best possible play");
  } else {
    EXPECT_LT(std::stoi(proven), 5);
    EXPECT_EQ(
        ui.text("blockkiller.hint.verdict"),
        "Best play found, not proven best (every play of up to " + proven + " cards checked)");
  }
  // The play found replays on the draft with the attack the hint shows.
  const std::string attack = ui.text("blockkiller.hint.attack");
  EXPECT_GT(std::stoi(attack), 0);
  ui.tap("blockkiller.hint.use");
  EXPECT_TRUE(ui.text("blockkiller.hint.refused").empty()) << ui.text("blockkiller.hint.refused");
  EXPECT_EQ(ui.text("blockkiller.entry.attack"), attack);
}

TEST(blockkiller_ui, best_play_hint_says_when_nothing_clears) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  create_game_on_home(ui);
  tsd_slot(ui);
  // One O: it fills no row of the slot.
  ui.tap("blockkiller.hint.add.O");
  ui.tap("blockkiller.hint.search");
  ASSERT_TRUE(wait_for_hint(ui));
  const auto want = best_on_slot(state_of(ui).setup.rules, {bk::Piece::kO});
  EXPECT_TRUE(want.steps.empty());
  EXPECT_EQ(ui.text("blockkiller.hint.attack"), "0");
  EXPECT_NE(ui.text("blockkiller.hint.nothing").find("No play"), std::string::npos);
  EXPECT_FALSE(ui.visible("blockkiller.hint.use"));
  // Another card forgets the answer: the question changed.
  ui.tap("blockkiller.hint.add.T");
  EXPECT_EQ(ui.text("blockkiller.hint.status"), "idle");
  EXPECT_TRUE(ui.text("blockkiller.hint.nothing").empty());
  ui.tap("blockkiller.hint.clear");
  EXPECT_EQ(ui.text("blockkiller.hint.hand"), "");
}

TEST(blockkiller_ui, kill_and_resume) {
  TempDir dir;
  std::int64_t session = 0;
  bk::TableState before;
  {
    UiDriver ui(options_for(dir));
    session = create_game_on_home(ui);
    ui.tap("blockkiller.draw");
    quick_play(ui, {{2, "full"}});
    ui.tap("blockkiller.defend.none");
    // Bo names the garbage card drawn: a triple-hole card (catalog row 10).
    ui.tap("blockkiller.name_card");
    ui.tap("blockkiller.drawn.10");
    ui.tap("blockkiller.draw");
    before = state_of(ui);
    ASSERT_EQ(before.hands[1].known_garbage.size(), 1u);
    EXPECT_EQ(before.hands[1].known_garbage[0].kind, bk::GarbageKind::kTripleHole);
    EXPECT_EQ(before.phase, bk::Phase::kAct);
  }  // the app is gone without any goodbye
  {
    UiDriver ui(options_for(dir));
    ui.tap("home.resume." + std::to_string(session));
    ASSERT_EQ(ui.screen(), "blockkiller");
    EXPECT_EQ(state_of(ui), before);
    EXPECT_EQ(ui.text("blockkiller.player.1.garbage"), std::to_string(before.hands[1].garbage));
    EXPECT_EQ(ui.text("blockkiller.settle.numbers"), "");  // the draw closed the settlement
    ui.tap("blockkiller.pass");
    EXPECT_EQ(state_of(ui).current, 2);
  }
  {
    AppOptions options = options_for(dir);
    options.screen = "blockkiller";
    options.session_id = session;
    UiDriver ui(options);
    EXPECT_EQ(state_of(ui).current, 2);
    EXPECT_EQ(state_of(ui).phase, bk::Phase::kDraw);
  }
}

TEST(blockkiller_ui, without_a_session_the_screen_says_so) {
  TempDir dir;
  AppOptions options = options_for(dir);
  options.screen = "blockkiller";
  UiDriver ui(options);
  EXPECT_FALSE(ui.text("blockkiller.no_session").empty());
  ui.tap("blockkiller.go_home");
  EXPECT_EQ(ui.screen(), "home");
}

// Ann's entry in field mode on an empty field (no garbage drawn).
void field_entry(UiDriver& ui) {
  ui.tap("blockkiller.draw");
  ui.tap("blockkiller.play");
  ui.tap("blockkiller.mode.field");
}

TEST(blockkiller_ui, field_entry_recognises_the_card_from_its_cells_and_rules_live) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  create_game_on_home(ui);
  field_entry(ui);
  // T is the picked piece; four cells in a column are the I, never "not the shape of a T".
  const auto* place = probe().find("blockkiller.place");
  ASSERT_NE(place, nullptr);
  const float place_y = place->y;
  ui.tap("blockkiller.cell.9.0");
  ui.tap("blockkiller.cell.9.1");
  EXPECT_EQ(ui.text("blockkiller.ruling.verdict"), "incomplete");
  ui.tap("blockkiller.cell.9.2");
  EXPECT_EQ(ui.text("blockkiller.ruling.verdict"), "incomplete");
  ui.tap("blockkiller.cell.9.3");
  EXPECT_EQ(ui.text("blockkiller.ruling.piece"), "I");
  EXPECT_EQ(ui.text("blockkiller.ruling.verdict"), "legal") << ui.text("blockkiller.ruling");
  EXPECT_EQ(ui.text("blockkiller.ruling").find("not the shape"), std::string::npos);
  // The ruling has a box of its own: Place did not move while it changed.
  EXPECT_EQ(probe().find("blockkiller.place")->y, place_y);
  // A fifth cell is no card at all, said at once.
  ui.tap("blockkiller.cell.0.0");
  EXPECT_EQ(ui.text("blockkiller.ruling.verdict"), "illegal");
  EXPECT_NE(ui.text("blockkiller.ruling").find("form no block card"), std::string::npos)
      << ui.text("blockkiller.ruling");
  EXPECT_EQ(probe().find("blockkiller.place")->y, place_y);
  ui.tap("blockkiller.cell.0.0");  // untapped
  ui.tap("blockkiller.place");
  ui.tap("blockkiller.tab.cards");
  EXPECT_NE(ui.text("blockkiller.breakdown.0").find("I:"), std::string::npos)
      << ui.text("blockkiller.breakdown.0");
  EXPECT_EQ(probe().find("blockkiller.place")->y, place_y);
}

TEST(blockkiller_ui, a_new_field_entry_starts_at_the_garbage_stack) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  create_game_on_home(ui);
  field_entry(ui);
  // Down to the last garbage card, then away to the block cards, then cancel.
  ASSERT_NE(ui.reach("blockkiller.garbage.card.10"), nullptr);
  EXPECT_FALSE(probe().find("blockkiller.garbage.card.0")->fully_visible());
  ui.tap("blockkiller.tab.cards");
  EXPECT_TRUE(probe().find("blockkiller.piece.Z")->fully_visible());
  ui.tap("blockkiller.cancel");
  ui.tap("blockkiller.play");
  ui.tap("blockkiller.mode.field");
  ui.frames(2);
  // The next entry starts at the top: the stack's first cards in view without a drag, and
  // the ruling and Place above the scrolled part.
  const auto* card = probe().find("blockkiller.garbage.card.0");
  ASSERT_NE(card, nullptr);
  EXPECT_TRUE(card->fully_visible())
      << card->y << " " << card->h << " clip " << card->clip_y0 << "-" << card->clip_y1;
  EXPECT_TRUE(probe().find("blockkiller.garbage.flip")->fully_visible());
  EXPECT_TRUE(probe().find("blockkiller.ruling")->fully_visible());
  EXPECT_TRUE(probe().find("blockkiller.place")->fully_visible());
}

TEST(blockkiller_ui, the_hint_cards_and_the_piece_picker_are_told_apart) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  create_game_on_home(ui);
  field_entry(ui);
  ui.tap("blockkiller.tab.cards");
  std::map<std::string, std::string> picker;
  for (const auto* piece : {"Z", "S", "J", "L", "T", "O", "I", "mono"}) {
    picker[piece] = ui.text(std::string("blockkiller.piece.") + piece);
  }
  ui.tap("blockkiller.tab.hint");
  ASSERT_NE(ui.reach("blockkiller.hint.add.Z"), nullptr);
  for (const auto* piece : {"Z", "S", "J", "L", "T", "O", "I", "mono"}) {
    const std::string add = ui.text(std::string("blockkiller.hint.add.") + piece);
    const std::string pick = picker[piece];
    EXPECT_FALSE(add.empty()) << piece;
    EXPECT_FALSE(pick.empty()) << piece;
    EXPECT_NE(add, pick) << piece;
  }
  // A hint card goes to the hint's hand and never picks the piece to place.
  ui.tap("blockkiller.hint.add.I");
  EXPECT_EQ(ui.text("blockkiller.hint.hand"), "I");
  EXPECT_EQ(ui.text("blockkiller.ruling.piece"), "T");  // the ghost is still the T
}

TEST(blockkiller_ui, bestplay_screenshots) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    UiDriver ui(options_for(dir, lang));
    create_game_on_home(ui);
    tsd_slot(ui);
    for (const auto* piece : {"T", "O", "I", "L"}) {
      ui.tap(std::string("blockkiller.hint.add.") + piece);
    }
    ui.tap("blockkiller.hint.search");
    ASSERT_TRUE(wait_for_hint(ui));
    const auto want = best_on_slot(state_of(ui).setup.rules,
                                   {bk::Piece::kT, bk::Piece::kO, bk::Piece::kI, bk::Piece::kL});
    EXPECT_EQ(ui.text("blockkiller.hint.attack"), std::to_string(want.attack.attack));
    // The answer in view: its steps, the total and "Use this play".
    ASSERT_NE(ui.reach("blockkiller.hint.use"), nullptr);
    ui.frames(2);
    EXPECT_TRUE(probe().find("blockkiller.hint.use")->fully_visible());
    ui.shot("blockkiller_bestplay_" + lang);
  }
}

TEST(blockkiller_ui, screenshots) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    UiDriver ui(options_for(dir, lang));
    create_game_on_home(ui);
    ui.tap("blockkiller.draw");
    ui.tap("blockkiller.play");
    ui.tap("blockkiller.quick.0.lines.0");
    ui.tap("blockkiller.quick.1.lines.3");
    ui.tap("blockkiller.quick.1.spin.full");
    ui.tap("blockkiller.quick.2.lines.4");
    ui.shot("blockkiller_quick_" + lang);
    ui.tap("blockkiller.cancel");
    // Field mode: the T-spin double over two garbage cards.
    ui.tap("blockkiller.play");
    ui.tap("blockkiller.mode.field");
    ui.tap("blockkiller.garbage.card.1");
    ui.tap("blockkiller.garbage.card.10");
    ui.tap("blockkiller.tab.cards");
    ui.tap("blockkiller.piece.O");
    for (int i = 0; i < 10 && ui.text("blockkiller.col") != "2"; ++i)
      ui.tap("blockkiller.col.minus");
    EXPECT_EQ(ui.text("blockkiller.col"), "2");
    ui.tap("blockkiller.place");
    for (const auto* cell : {"0.1", "1.1", "2.1", "1.0"}) {
      ui.tap(std::string("blockkiller.cell.") + cell);
    }
    // The T recognised from its cells, the ruling live above Place.
    ui.tap("blockkiller.tab.stack");
    EXPECT_EQ(ui.text("blockkiller.ruling.verdict"), "legal");
    ui.shot("blockkiller_field_" + lang);
    ui.tap("blockkiller.place");
    ui.tap("blockkiller.tab.cards");
    EXPECT_FALSE(ui.text("blockkiller.breakdown.1").empty());
    ui.tap("blockkiller.send");
    quick_play(ui, {{3, "full"}});
    ui.shot("blockkiller_settlement_" + lang);
    EXPECT_EQ(ui.text("blockkiller.settle.numbers"), "4/4/1/0");
  }
}

// A tablet held upright (800x1280): the players across the top in a row, the message box and
// Undo under them, the main panel under those at the full width (the actions, the play being
// entered: in field mode the field with the ruling and its buttons beside it, the tabs and
// controls under them). Every target finger-sized with its whole label in the draw phase (the
// cards to name open), a quick entry, a field entry on each tab, an answer and the settlement;
// a play and its answer entered there.
TEST(blockkiller_ui, portrait_screenshots) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    AppOptions options = options_for(dir, lang);
    options.width = 800;
    options.height = 1280;
    UiDriver ui(options);
    create_game_on_home(ui);
    ui.frames(2);
    ui.expect_finger_sized();
    ui.tap("blockkiller.name_card");
    ui.expect_finger_sized();
    // Each rectangle read at once: the probe's records change with the next frame.
    ASSERT_NE(ui.reach("blockkiller.player.0"), nullptr);
    const float first_y = probe().find("blockkiller.player.0")->y;
    ASSERT_NE(ui.reach("blockkiller.player.2"), nullptr);
    const ProbeRect player = *probe().find("blockkiller.player.2");
    ASSERT_NE(ui.reach("blockkiller.draw"), nullptr);
    const float draw_y = probe().find("blockkiller.draw")->y;
    EXPECT_EQ(first_y, player.y) << "the players are not in one row";
    EXPECT_GT(draw_y, player.y + player.h) << "the actions are not under the players";
    const float player_h = player.h;
    ui.shot("blockkiller_portrait_draw_" + lang);
    ui.tap("blockkiller.drawn.1");
    ui.tap("blockkiller.draw");
    ASSERT_EQ(hand(ui, 0).known_garbage.size(), 1u);
    // Quick mode: the rows at the full width under the players.
    ui.tap("blockkiller.play");
    ui.tap("blockkiller.quick.0.lines.0");
    ui.tap("blockkiller.quick.1.lines.3");
    ui.tap("blockkiller.quick.1.spin.full");
    ui.expect_finger_sized();
    const float players_bottom = ui.reach("blockkiller.player.2")->y + player_h;
    const auto* row = ui.reach("blockkiller.quick.0.lines.0");
    ASSERT_NE(row, nullptr);
    EXPECT_GT(row->y, players_bottom) << "the entry is not under the players";
    ui.shot("blockkiller_portrait_quick_" + lang);
    // Field mode: a T into the slot of two garbage cards, by its cells.
    ui.tap("blockkiller.mode.field");
    ui.tap("blockkiller.garbage.card.1");
    ui.tap("blockkiller.garbage.card.10");
    // The field's squares are drawn 1 px apart on the board's grid of finger-sized cells, where
    // a tap lands: the squares themselves are left out.
    const std::vector<std::string> squares{"blockkiller.cell."};
    ui.expect_finger_sized(squares);
    for (const auto* cell : {"0.1", "1.1", "2.1", "1.0"}) {
      ui.tap(std::string("blockkiller.cell.") + cell);
    }
    EXPECT_EQ(ui.text("blockkiller.ruling.verdict"), "legal") << ui.text("blockkiller.ruling");
    const auto* place = ui.reach("blockkiller.place");
    const auto* tab = ui.reach("blockkiller.tab.stack");
    ASSERT_TRUE(place != nullptr && tab != nullptr);
    EXPECT_GT(tab->y, place->y + place->h) << "the tabs are not under the field";
    ui.shot("blockkiller_portrait_field_" + lang);
    ui.tap("blockkiller.tab.cards");
    ui.expect_finger_sized(squares);
    ui.tap("blockkiller.tab.hint");
    ui.expect_finger_sized(squares);
    ui.tap("blockkiller.place");
    const std::string attack = ui.text("blockkiller.entry.attack");
    ui.tap("blockkiller.send");
    ASSERT_EQ(state_of(ui).phase, bk::Phase::kDefend);
    EXPECT_EQ(std::to_string(state_of(ui).pending->attack), attack);
    ui.expect_finger_sized();
    quick_play(ui, {{3, "full"}});
    ASSERT_TRUE(state_of(ui).last_exchange.has_value());
    ui.expect_finger_sized();
    ui.shot("blockkiller_portrait_settlement_" + lang);
  }
}

// Upright with six players (two rows of boxes) and long names: the field is shorter (Place
// and Clear taps share a row beside it), and the controls under it keep room for fingers;
// everything finger-sized with its whole label, in English and Chinese.
TEST(blockkiller_ui, upright_six_players_keep_the_field_and_its_controls_in_reach) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    AppOptions options = options_for(dir, lang);
    options.width = 800;
    options.height = 1280;
    UiDriver ui(options);
    ui.tap("home.game.blockkiller");
    for (int seat = 3; seat < 6; ++seat) ui.tap("home.add_player");
    for (int seat = 0; seat < 6; ++seat) {
      ui.tap("home.player." + std::to_string(seat) + ".name");
      ui.type(std::string(1, static_cast<char>('A' + seat)) + "nnabelle");
    }
    ui.tap("home.start");
    ASSERT_EQ(ui.screen(), "blockkiller") << ui.text("home.problems");
    ui.tap("blockkiller.draw");
    ui.tap("blockkiller.play");
    ui.expect_finger_sized();
    ui.tap("blockkiller.mode.field");
    const std::vector<std::string> squares{"blockkiller.cell."};
    ui.expect_finger_sized(squares);
    ui.frames(2);
    for (const auto* id : {"blockkiller.place", "blockkiller.piece.remove", "blockkiller.tab.hint",
                           "blockkiller.garbage.flip"}) {
      const auto* rect = probe().find(id);
      ASSERT_NE(rect, nullptr) << id;
      EXPECT_TRUE(rect->fully_visible()) << id;
    }
    ui.tap("blockkiller.tab.hint");
    ui.expect_finger_sized(squares);
  }
}

// Issue #23: a double tap (the second tap 80 ms after the first, at the same place) acts once
// on every button of the main path that moves the turn on or adds a card: Draw (Pass, which
// appears under the finger, used to end the turn), Send, no defence, the 2-block draw, a
// garbage card, Place (a second O went on the field that nobody played) and Pass. Counted
// in the store's events and the referee's state, not on the screen.
TEST(blockkiller_ui, a_double_tap_acts_once_on_every_turn_button) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  const auto session = create_game_on_home(ui);
  auto stored = [&] { return ui.ctx().store->events(session).value().size(); };
  ASSERT_EQ(stored(), 0u);

  ui.double_tap("blockkiller.draw", 80);
  EXPECT_EQ(stored(), 1u);
  EXPECT_EQ(state_of(ui).phase, bk::Phase::kAct) << "the second tap passed the turn";
  EXPECT_EQ(state_of(ui).current, 0);
  EXPECT_EQ(hand(ui, 0).blocks, 5);

  // Ann's T-spin triple to Bo, sent by a double tap; Bo's "no defence" by a double tap.
  ui.tap("blockkiller.play");
  if (ui.text("blockkiller.entry.mode") == "field") ui.tap("blockkiller.mode.quick");
  ui.tap("blockkiller.quick.0.lines.3");
  ui.tap("blockkiller.quick.0.spin.full");
  ui.double_tap("blockkiller.send", 80);
  EXPECT_EQ(stored(), 2u);
  ASSERT_EQ(state_of(ui).phase, bk::Phase::kDefend);
  ui.double_tap("blockkiller.defend.none", 80);
  EXPECT_EQ(stored(), 3u);
  EXPECT_EQ(hand(ui, 1).garbage, 10);
  EXPECT_EQ(state_of(ui).current, 1);
  EXPECT_EQ(state_of(ui).phase, bk::Phase::kDraw);

  // Bo: the 2-block draw (10 garbage), then a field-mode play of one O on one garbage card.
  ui.double_tap("blockkiller.draw_two", 80);
  EXPECT_EQ(stored(), 4u);
  EXPECT_EQ(hand(ui, 1).blocks, 6);
  EXPECT_EQ(state_of(ui).phase, bk::Phase::kAct);
  ui.tap("blockkiller.play");
  ui.tap("blockkiller.mode.field");
  ui.double_tap("blockkiller.garbage.card.1", 80);
  EXPECT_EQ(ui.text("blockkiller.stack.rows"), "1");
  ui.tap("blockkiller.tab.cards");
  ui.tap("blockkiller.piece.O");
  for (int i = 0; i < 10 && ui.text("blockkiller.col") != "2"; ++i) ui.tap("blockkiller.col.minus");
  ASSERT_EQ(ui.text("blockkiller.ruling.verdict"), "legal") << ui.text("blockkiller.ruling");
  ui.double_tap("blockkiller.place", 80);
  EXPECT_NE(ui.text("blockkiller.breakdown.0").find("O"), std::string::npos)
      << ui.text("blockkiller.breakdown.0");
  EXPECT_EQ(ui.text("blockkiller.breakdown.1"), "") << "a second O was placed";
  ui.double_tap("blockkiller.send", 80);  // attack 0 to Chen
  EXPECT_EQ(stored(), 5u);
  ASSERT_EQ(state_of(ui).phase, bk::Phase::kDefend);
  ui.double_tap("blockkiller.defend.none", 80);
  EXPECT_EQ(stored(), 6u);
  EXPECT_EQ(state_of(ui).current, 2);

  // Chen draws (5 block cards) and passes: the turn goes to Ann, once.
  ui.double_tap("blockkiller.draw", 80);
  EXPECT_EQ(stored(), 7u);
  EXPECT_EQ(hand(ui, 2).blocks, 5);
  ui.double_tap("blockkiller.pass", 80);
  EXPECT_EQ(stored(), 8u);
  EXPECT_EQ(state_of(ui).current, 0);
  EXPECT_EQ(state_of(ui).phase, bk::Phase::kDraw) << "the second tap acted for Ann";
  EXPECT_EQ(hand(ui, 0).blocks, 4);
}

}  // namespace
}  // namespace tableref::gui::testing

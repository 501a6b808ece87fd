// The tests' example game (tests/example_game) end to end in the real app, by taps: started
// from Home, played on its screen (a refusal says its reason in the catalog's words), kept in
// the SQLite store, listed by History, stepped through by the replay and exported.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "tableref/db/store.hpp"
#include "ui_driver.hpp"

namespace tableref::gui::testing {
namespace {

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The one session Home created (0 when there is not exactly one), and its stored rows' kinds.
std::int64_t only_session(db::Store& store) {
  const auto sessions = store.list_sessions(db::SessionFilter{});
  if (!sessions.ok() || sessions.value().size() != 1) return 0;
  return sessions.value()[0].id;
}

std::string kinds(db::Store& store, std::int64_t id) {
  const auto rows = store.events(id);
  if (!rows.ok()) return "(no rows)";
  std::string out;
  for (const auto& row : rows.value()) out += row.kind + ";";
  return out;
}

// Home → the tally's screen with Ann and Bo; returns the session's id.
std::int64_t start_from_home(UiDriver& ui) {
  ui.tap("home.game.tally");
  ui.tap("home.player.0.name");
  ui.type("Ann");
  ui.tap("home.player.1.name");
  ui.type("Bo");
  ui.tap("home.start");
  EXPECT_EQ(ui.screen(), "tally");
  return only_session(*ui.ctx().store);
}

TEST(tally_ui, plays_from_home_says_why_a_tap_is_refused_and_keeps_every_row) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "en";
  UiDriver ui(options);
  const std::int64_t id = start_from_home(ui);
  ASSERT_NE(id, 0);
  db::Store& store = *ui.ctx().store;
  EXPECT_EQ(ui.text("tally.players"), "Ann, Bo");
  EXPECT_EQ(ui.text("tally.total"), "Total: 0");

  ui.tap("tally.add.5");
  ui.tap("tally.add.1");
  EXPECT_EQ(ui.text("tally.total"), "Total: 6");
  EXPECT_EQ(kinds(store, id), "add;add;");

  // The rules refuse a point taken away: the reason in the catalog's words, nothing stored.
  ui.tap("tally.take.1");
  EXPECT_EQ(ui.text("tally.message"), "Points cannot be taken away: -1 is below zero.");
  EXPECT_EQ(ui.text("tally.total"), "Total: 6");
  EXPECT_EQ(kinds(store, id), "add;add;");

  ui.tap("tally.undo");
  EXPECT_EQ(ui.text("tally.total"), "Total: 5");
  EXPECT_EQ(ui.text("tally.message"), "");  // the reason went with the next tap that worked
  EXPECT_EQ(kinds(store, id), "add;add;undo;");

  ui.tap("tally.end");
  EXPECT_EQ(ui.text("tally.over"), "Game over");
  const auto ended = store.session(id);
  ASSERT_TRUE(ended.ok());
  EXPECT_EQ(ended.value().status, db::SessionStatus::kFinished);
  EXPECT_EQ(ended.value().result_json, R"({"total":5})");
  EXPECT_EQ(kinds(store, id), "add;add;undo;end;");
  ui.tap("tally.add.1");  // after the end: refused, in the user's language
  EXPECT_EQ(ui.text("tally.message"), "The tally has ended: nothing more can be added.");
  EXPECT_EQ(kinds(store, id), "add;add;undo;end;");
}

// The same session in History: listed under its game, stepped through by the replay (the
// total after each row, the undo naming what it took back), exported as JSON with its rows.
TEST(tally_history_ui, lists_replays_and_exports_the_session_played_from_home) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "en";
  UiDriver ui(options);
  const std::int64_t id = start_from_home(ui);
  ASSERT_NE(id, 0);
  for (const char* tap : {"tally.add.5", "tally.add.1", "tally.undo", "tally.end"}) ui.tap(tap);
  const std::string row = std::to_string(id);

  ui.tap("nav.history");
  ASSERT_EQ(ui.screen(), "history");
  ui.tap("history.game.tally");
  EXPECT_TRUE(ui.visible("history.row." + row));

  ui.tap("history.replay." + row);
  ASSERT_EQ(ui.screen(), "replay");
  EXPECT_EQ(ui.text("replay.step"), "Step 4 of 4");
  EXPECT_EQ(ui.text("replay.view.total"), "Total: 5");
  EXPECT_NE(ui.text("replay.summary").find("Game over"), std::string::npos)
      << ui.text("replay.summary");
  ui.tap("replay.first");
  EXPECT_EQ(ui.text("replay.view.total"), "Total: 0");
  const char* expected[][2] = {{"Total: 5", "1. Adds 5"},
                               {"Total: 6", "2. Adds 1"},
                               {"Total: 5", "3. Undo: Adds 1"},
                               {"Total: 5", "4. Ends the tally"}};
  for (const auto& [total, event] : expected) {
    ui.tap("replay.next");
    EXPECT_EQ(ui.text("replay.view.total"), total);
    EXPECT_EQ(ui.text("replay.event"), event);
  }

  ui.tap("nav.history");
  ui.tap("history.export." + row);
  ui.tap("history.export.format.json");
  const std::string path = dir.file("exports/session-" + row + "-tally.json");
  EXPECT_EQ(ui.text("history.export.done"), "Written to " + path);
  const std::string json = read_text(path);
  EXPECT_NE(json.find(R"("game": "tally")"), std::string::npos) << json;
  EXPECT_NE(json.find(R"("total": 5)"), std::string::npos) << json;
  std::string order;
  for (const char* kind : {"add", "undo", "end"}) {
    const std::string key = std::string(R"("kind": ")") + kind + "\"";
    for (auto at = json.find(key); at != std::string::npos; at = json.find(key, at + 1)) {
      order += kind;
      order += ";";
    }
  }
  EXPECT_EQ(order, "add;add;undo;end;") << json;
  EXPECT_NE(json.find(R"("points": 5)"), std::string::npos) << json;
}

}  // namespace
}  // namespace tableref::gui::testing

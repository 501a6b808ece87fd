// The History screen: sessions listed and filtered by taps and typing.
#include <gtest/gtest.h>

#include "tableref/controllers/blokus_controller.hpp"
#include "tableref/db/store.hpp"
#include "ui_driver.hpp"

namespace tableref::gui::testing {
namespace {

TEST(history_ui, lists_sessions_and_filters_by_game_and_player) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "en";
  std::int64_t blokus = 0;
  {
    auto store = db::Store::open(options.db_path);
    ASSERT_TRUE(store.ok());
    blokus = store.value()
                 .create_session(db::NewSession{
                     "blokus", "duo", "{}", {{0, "Ann", "purple"}, {1, "Bo", "orange"}}})
                 .value();
    ASSERT_TRUE(store.value()
                    .create_session(db::NewSession{
                        "smashup", "standard", "{}", {{0, "Chen", ""}, {1, "Dai", ""}}})
                    .ok());
  }
  UiDriver ui(options);
  ui.tap("nav.history");
  ASSERT_EQ(ui.screen(), "history");
  EXPECT_TRUE(ui.visible("history.row." + std::to_string(blokus)));
  ui.tap("history.game.smashup");
  EXPECT_FALSE(ui.visible("history.row." + std::to_string(blokus)));
  ui.tap("history.game.all");
  ui.tap("history.player");
  ui.type("bo");
  ui.frames(2);
  EXPECT_TRUE(ui.visible("history.row." + std::to_string(blokus)));
  ui.tap("history.row." + std::to_string(blokus));
  EXPECT_EQ(ui.screen(), "blokus");
}

// Sessions with results: Ann wins both finished Smash Up games; one Blokus game is open.
void add_results(db::Store& st) {
  const auto a = st.create_session(db::NewSession{
      "smashup", "standard", "{}", {{0, "Ann", "Pirates+Ninjas"}, {1, "Bo", "Robots+Zombies"}}});
  ASSERT_TRUE(st.set_status(a.value(), db::SessionStatus::kFinished,
                            R"({"players":[{"name":"Ann","score":15,"rank":1,"winner":true},)"
                            R"({"name":"Bo","score":12,"rank":2,"winner":false}]})")
                  .ok());
  const auto b = st.create_session(db::NewSession{
      "smashup", "standard", "{}", {{0, "Ann", "Ninjas+Robots"}, {1, "Bo", "Pirates+Zombies"}}});
  ASSERT_TRUE(st.set_status(b.value(), db::SessionStatus::kFinished,
                            R"({"players":[{"name":"Ann","score":16,"rank":1,"winner":true},)"
                            R"({"name":"Bo","score":10,"rank":2,"winner":false}]})")
                  .ok());
  ASSERT_TRUE(
      st.create_session(
            db::NewSession{"blokus", "duo", "{}", {{0, "Ann", "purple"}, {1, "Dai", "orange"}}})
          .ok());
}

TEST(history_ui, pages_fifty_at_a_time_and_filters_by_date) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "en";
  {
    auto store = db::Store::open(options.db_path);
    ASSERT_TRUE(store.ok());
    for (int i = 0; i < 65; ++i) {
      ASSERT_TRUE(store.value()
                      .create_session(db::NewSession{
                          "blokus", "duo", "{}", {{0, "P" + std::to_string(i), "purple"}}})
                      .ok());
    }
    // The first five were played two years ago.
    ASSERT_TRUE(store.value()
                    .connection()
                    .exec("UPDATE sessions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', "
                          "'now', '-730 days') WHERE id <= 5")
                    .ok());
  }
  UiDriver ui(options);
  ui.tap("nav.history");
  EXPECT_EQ(ui.text("history.page"), "Page 1 of 2 (65 sessions)");
  EXPECT_TRUE(ui.visible("history.row.65"));
  EXPECT_FALSE(ui.visible("history.row.1"));
  ui.tap("history.page.next");
  EXPECT_EQ(ui.text("history.page"), "Page 2 of 2 (65 sessions)");
  EXPECT_TRUE(ui.visible("history.row.1"));
  EXPECT_FALSE(ui.visible("history.row.65"));
  ui.tap("history.range.30");
  EXPECT_EQ(ui.text("history.page"), "Page 1 of 2 (60 sessions)");
  ui.tap("history.page.next");
  EXPECT_EQ(ui.text("history.page"), "Page 2 of 2 (60 sessions)");
  EXPECT_FALSE(ui.visible("history.row.1"));
  EXPECT_TRUE(ui.visible("history.row.6"));
  ui.tap("history.range.all");
  EXPECT_EQ(ui.text("history.page"), "Page 1 of 2 (65 sessions)");
}

TEST(history_ui, shows_results_and_per_player_statistics_with_a_chart) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "en";
  {
    auto store = db::Store::open(options.db_path);
    ASSERT_TRUE(store.ok());
    add_results(store.value());
  }
  UiDriver ui(options);
  ui.tap("nav.history");
  EXPECT_EQ(ui.text("history.result.1"), "Ann 15 *, Bo 12");
  EXPECT_EQ(ui.text("history.result.3"), "");
  ui.tap("history.view.stats");
  // games, wins, win rate (of finished games), average score
  EXPECT_EQ(ui.text("history.stats.Ann"), "3 2 100% 15.5");
  EXPECT_EQ(ui.text("history.stats.Bo"), "2 0 0% 11");
  EXPECT_EQ(ui.text("history.stats.Dai"), "1 0 0% -");
  EXPECT_TRUE(ui.visible("history.chart"));
  EXPECT_EQ(ui.text("history.chart.values"), "15 16");
  ui.tap("history.stats.row.Bo");
  EXPECT_EQ(ui.text("history.chart.values"), "12 10");
  EXPECT_NE(ui.text("history.chart.title").find("Bo"), std::string::npos);
  ui.tap("history.game.blokus");
  EXPECT_EQ(ui.text("history.stats.Ann"), "1 0 0% -");
  EXPECT_TRUE(ui.text("history.stats.Bo").empty());
  EXPECT_FALSE(ui.visible("history.by_group"));  // Blokus has no groups yet
  // Smash Up groups players by faction and faction pair.
  ui.tap("history.game.smashup");
  ui.tap("history.by_group");
  EXPECT_EQ(ui.text("history.group.faction:Pirates"), "2 1 50% 12.5");
  EXPECT_EQ(ui.text("history.group.pair:Ninjas + Pirates"), "1 1 100% 15");
  ui.tap("history.by_player");
  EXPECT_EQ(ui.text("history.stats.Bo"), "2 0 0% 11");
}

TEST(history_ui, opens_a_finished_session_and_scrubs_to_the_middle) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "en";
  std::int64_t id = 0;
  {
    auto store = db::Store::open(options.db_path);
    ASSERT_TRUE(store.ok());
    id = store.value()
             .create_session(
                 db::NewSession{"smashup", "standard", "{}", {{0, "Ann", ""}, {1, "Bo", ""}}})
             .value();
    for (int i = 1; i <= 10; ++i) {
      ASSERT_TRUE(store.value().append_event(id, "vp", R"({"n":)" + std::to_string(i) + "}").ok());
    }
    ASSERT_TRUE(store.value()
                    .set_status(id, db::SessionStatus::kFinished,
                                R"({"players":[{"name":"Ann","score":15,"winner":true}]})")
                    .ok());
  }
  UiDriver ui(options);
  ui.tap("nav.history");
  ui.tap("history.replay." + std::to_string(id));
  ASSERT_EQ(ui.screen(), "replay");
  EXPECT_EQ(ui.text("replay.step"), "Step 10 of 10");
  EXPECT_EQ(ui.text("replay.event"), "#10 vp");
  ui.tap("replay.first");
  EXPECT_EQ(ui.text("replay.step"), "Step 0 of 10");
  EXPECT_EQ(ui.text("replay.event"), "");
  ui.tap("replay.slider");  // the middle of the slider
  EXPECT_EQ(ui.text("replay.step"), "Step 5 of 10");
  EXPECT_EQ(ui.text("replay.event"), "#5 vp");
  // "vp" is no Smash Up event: the replay has no summary and says so.
  EXPECT_NE(ui.text("replay.summary").find("no step-by-step summary"), std::string::npos)
      << ui.text("replay.summary");
  ui.tap("replay.next");
  EXPECT_EQ(ui.text("replay.event"), "#6 vp");
  ui.tap("replay.prev");
  ui.tap("replay.prev");
  EXPECT_EQ(ui.text("replay.step"), "Step 4 of 10");
  ui.tap("replay.last");
  EXPECT_EQ(ui.text("replay.step"), "Step 10 of 10");
}

TEST(history_ui, a_blokus_replay_sums_up_the_board_at_each_step) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "en";
  std::int64_t id = 0;
  {
    auto store = db::Store::open(options.db_path);
    ASSERT_TRUE(store.ok());
    auto made = controllers::create_blokus_session_from_sgf(
        store.value(), "(;GM[Blokus Duo];B[e10];W[j5])", {"Ann", "Bo"});
    ASSERT_TRUE(made.ok());
    id = made.value();
  }
  UiDriver ui(options);
  ui.tap("nav.history");
  ui.tap("history.replay." + std::to_string(id));
  ASSERT_EQ(ui.screen(), "replay");
  ui.tap("replay.first");
  ui.tap("replay.next");
  EXPECT_EQ(ui.text("replay.step"), "Step 1 of 2");
  EXPECT_EQ(ui.text("replay.summary"),
            "Ann (Purple): 1 placed, 88 squares left\nBo (Orange): 0 placed, 89 squares left\n"
            "To move: Orange");
}

}  // namespace
}  // namespace tableref::gui::testing

namespace tableref::gui::testing {
namespace {

TEST(history_ui, screenshots) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    AppOptions options;
    options.db_path = dir.file("tableref.db");
    options.language = lang;
    {
      auto store = db::Store::open(options.db_path);
      ASSERT_TRUE(store.ok());
      auto& st = store.value();
      auto first = st.create_session(db::NewSession{
          "blokus",
          "classic",
          "{}",
          {{0, "Ann", "blue"}, {1, "Bo", "yellow"}, {2, "陈晨", "red"}, {3, "Dai", "green"}}});
      ASSERT_TRUE(first.ok());
      for (int i = 0; i < 12; ++i) {
        ASSERT_TRUE(st.append_event(first.value(), "place",
                                    R"({"color":")" + std::string(i % 2 ? "blue" : "yellow") +
                                        R"(","piece":"L5","cell":"d)" + std::to_string(i + 4) +
                                        R"("})")
                        .ok());
      }
      auto id = st.create_session(
          db::NewSession{"hdcg", "duel", "{}", {{0, "王小明", "刺客"}, {1, "Eve", "刺客"}}});
      ASSERT_TRUE(id.ok());
      ASSERT_TRUE(st.set_status(id.value(), db::SessionStatus::kFinished,
                                R"({"players":[{"name":"王小明","score":12,"rank":1,)"
                                R"("winner":true},{"name":"Eve","score":0,"rank":2}]})")
                      .ok());
      add_results(st);
    }
    UiDriver ui(options);
    ui.tap("nav.history");
    ui.shot("history_" + lang);
    ui.tap("history.view.stats");
    ui.shot("history_stats_" + lang);
    ui.tap("history.game.smashup");
    ui.tap("history.by_group");
    ui.shot("history_factions_" + lang);
  }
}

}  // namespace
}  // namespace tableref::gui::testing

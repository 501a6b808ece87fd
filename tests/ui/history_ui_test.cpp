// The History screen: sessions listed and filtered by taps and typing.
#include <gtest/gtest.h>

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
      ASSERT_TRUE(st.create_session(db::NewSession{"blokus",
                                                   "classic",
                                                   "{}",
                                                   {{0, "Ann", "blue"},
                                                    {1, "Bo", "yellow"},
                                                    {2, "陈晨", "red"},
                                                    {3, "Dai", "green"}}})
                      .ok());
      auto id = st.create_session(
          db::NewSession{"hdcg", "duel", "{}", {{0, "王小明", "刺客"}, {1, "Eve", "刺客"}}});
      ASSERT_TRUE(id.ok());
      ASSERT_TRUE(st.set_status(id.value(), db::SessionStatus::kFinished, "{}").ok());
    }
    UiDriver ui(options);
    ui.tap("nav.history");
    ui.shot("history_" + lang);
  }
}

TEST(games_ui, not_built_screens_say_so) {
  for (const std::string game : {"blokus", "hdcg"}) {
    for (const std::string lang : {"en", "zh-Hans"}) {
      TempDir dir;
      AppOptions options;
      options.db_path = dir.file("tableref.db");
      options.language = lang;
      options.screen = game;
      UiDriver ui(options);
      ASSERT_EQ(ui.screen(), game);
      EXPECT_FALSE(ui.text(game + ".not_built").empty());
      ui.shot(game + "_" + lang);
    }
  }
}

}  // namespace
}  // namespace tableref::gui::testing

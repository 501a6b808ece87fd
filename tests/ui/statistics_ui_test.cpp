// The Statistics view's standings (issue #26): with a game chosen, a tap on Standings lists
// every player of its finished games, the club's pulled ones included, by OpenSkill's
// ordinal, with games, wins and places; the search narrows it; every target is finger-sized
// and no text is cut, in English and Chinese, on a landscape and an upright tablet.
#include <gtest/gtest.h>

#include <cstdio>
#include <nlohmann/json.hpp>

#include "tableref/controllers/standings.hpp"
#include "tableref/db/hub_link.hpp"
#include "tableref/db/store.hpp"
#include "ui_driver.hpp"

namespace tableref::gui::testing {
namespace {

using nlohmann::json;

db::SessionSummary blokus_game(const std::string& when, const std::vector<std::string>& order) {
  db::SessionSummary s;
  s.game = "blokus";
  s.variant = "classic";
  s.rules_json = "{}";
  s.status = db::SessionStatus::kFinished;
  s.created_at = s.updated_at = when;
  json players = json::array();
  for (std::size_t i = 0; i < order.size(); ++i) {
    s.seats.push_back({static_cast<int>(i), order[i], ""});
    players.push_back({{"name", order[i]}, {"rank", i + 1}, {"winner", i == 0}});
  }
  s.result_json = json{{"players", players}}.dump();
  return s;
}

// Two games of this tablet and one pulled from another tablet of the club.
void add_club_games(const std::string& path) {
  auto store = db::Store::open(path);
  ASSERT_TRUE(store.ok());
  auto& st = store.value();
  ASSERT_TRUE(st.import_session(blokus_game("2026-11-20T19:00:00Z", {"Ann", "Bo"}), {}).ok());
  ASSERT_TRUE(
      st.import_session(blokus_game("2026-11-22T19:00:00Z", {"陈晨", "Ann", "Bo"}), {}).ok());
  ASSERT_TRUE(db::save_hub_link(st, {"http://127.0.0.1:9", "Go Club", "d1", "t", 0}).ok());
  db::PulledSession pulled{
      {"d2", "tablet-b", 7}, blokus_game("2026-11-21T19:00:00Z", {"Bo", "陈晨"}), {}, {}, {}};
  ASSERT_TRUE(db::apply_pulled(st, {pulled}, 1).ok());
}

std::string one_decimal(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

struct Case {
  const char* language;
  int width;  // 0: the test size; 800 x 1280: a tablet held upright
  int height;
};

TEST(statistics_ui, standings_rank_the_clubs_players_by_rating) {
  for (const auto& c : {Case{"en", 0, 0}, Case{"zh-Hans", 0, 0}, Case{"en", 800, 1280},
                        Case{"zh-Hant", 800, 1280}}) {
    SCOPED_TRACE(std::string(c.language) + " " + std::to_string(c.width));
    TempDir dir;
    AppOptions options;
    options.db_path = dir.file("tableref.db");
    options.language = c.language;
    options.width = c.width;
    options.height = c.height;
    add_club_games(options.db_path);
    // What the table must show: the controller's standings over the same file.
    auto store = db::Store::open(options.db_path);
    ASSERT_TRUE(store.ok());
    const auto want = controllers::club_standings(store.value(), std::string("blokus"));
    ASSERT_TRUE(want.ok());
    ASSERT_EQ(want.value().at(0).sessions, 3);

    UiDriver ui(options);
    ui.tap("nav.history");
    ui.tap("history.view.stats");
    EXPECT_FALSE(ui.visible("history.by_standings"));  // all games: no one table of ratings
    ui.tap("history.game.blokus");
    ui.tap("history.by_standings");
    int place = 0;
    for (const auto& p : want.value()[0].players) {
      std::string places;
      for (auto n : p.placements) places += (places.empty() ? "" : "/") + std::to_string(n);
      EXPECT_EQ(ui.text("history.standings." + p.player),
                std::to_string(++place) + " " + one_decimal(p.ordinal()) + " " +
                    std::to_string(p.games) + " " + std::to_string(p.wins) + " " + places);
    }
    // The game pulled from tablet-b counts: Bo played all three, 陈晨 won one of two.
    const auto bo = ui.text("history.standings.Bo");
    const auto chen = ui.text("history.standings.陈晨");
    ASSERT_GE(bo.size(), 10u);
    ASSERT_GE(chen.size(), 8u);
    EXPECT_EQ(bo.substr(bo.size() - 10), " 3 1 1/1/1") << bo;
    EXPECT_EQ(chen.substr(chen.size() - 8), " 2 1 1/1") << chen;
    ui.expect_finger_sized();
    ui.expect_no_clipped_text("the standings of Blokus");

    ui.tap("history.player");
    ui.type("bo");
    ui.frames(3);
    EXPECT_TRUE(ui.text("history.standings.Ann").empty());
    EXPECT_FALSE(ui.text("history.standings.Bo").empty());
  }
}

}  // namespace
}  // namespace tableref::gui::testing

// The History screen: sessions listed and filtered by taps and typing.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "screen_text.hpp"
#include "tableref/controllers/blockkiller/controller.hpp"
#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/controllers/session_export.hpp"
#include "tableref/controllers/session_record.hpp"
#include "tableref/db/store.hpp"
#include "tableref/referee/blockkiller/fumen.hpp"
#include "ui/open_url.hpp"
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

namespace bk = blockkiller;

// A T-spin double (attack 4, 2 lines) entered on the field.
controllers::BlockKillerDraft tsd_draft() {
  controllers::BlockKillerDraft d;
  d.mode = controllers::EntryMode::kField;
  d.imported = bk::Field::from_rows_top_down({"X.........", "...XXXXXXX", "X.XXXXXXXX"}).value();
  d.pieces = {bk::PlacedPiece{bk::Piece::kT, {{0, 1}, {1, 1}, {2, 1}, {1, 0}}}};
  return d;
}

// Two lines entered in quick mode (attack 1).
controllers::BlockKillerDraft quick_double() {
  controllers::BlockKillerDraft d;
  d.quick = {bk::PieceClear{2, bk::Spin::kNone}};
  return d;
}

// A finished Block-Killer session of `names` in which each (player, target, draft) is
// played and not answered.
std::int64_t blockkiller_session(
    db::Store& store, const std::vector<std::string>& names,
    const std::vector<std::tuple<int, int, controllers::BlockKillerDraft>>& plays) {
  db::NewSession s{"blockkiller", "standard", "{}", {}};
  for (std::size_t i = 0; i < names.size(); ++i) {
    s.seats.push_back({static_cast<int>(i), names[i], ""});
  }
  const auto id = store.create_session(s).value();
  controllers::BlockKillerController c;
  EXPECT_TRUE(c.open(store, id).ok());
  for (const auto& [player, target, draft] : plays) {
    EXPECT_TRUE(c.push(bk::DrawEvent{player, false, std::nullopt}).ok());
    const auto eval =
        controllers::evaluate_draft(draft, {}, c.state().setup.rules, c.start_chain(player),
                                    c.state().hands[static_cast<std::size_t>(player)].garbage);
    EXPECT_TRUE(c.push(bk::PlayEvent{player, target, eval.summary}, draft).ok());
    EXPECT_TRUE(c.push(bk::DefendEvent{target, std::nullopt}).ok());
  }
  std::string result = R"({"players":[)";
  for (std::size_t i = 0; i < names.size(); ++i) {
    result += (i ? "," : "") + std::string(R"({"name":")") + names[i] + R"(","score":)" +
              std::to_string(names.size() - 1 - i) + R"(,"rank":)" + std::to_string(i + 1) +
              R"(,"winner":)" + (i == 0 ? "true" : "false") + "}";
  }
  EXPECT_TRUE(store.set_status(id, db::SessionStatus::kFinished, result + "]}").ok());
  return id;
}

// Two Block-Killer games of Ann, Bo and 陈晨.
void add_blockkiller(db::Store& st) {
  blockkiller_session(st, {"Ann", "Bo", "陈晨"}, {{0, 1, tsd_draft()}, {1, 2, quick_double()}});
  blockkiller_session(st, {"Ann", "Bo", "陈晨"}, {{0, 2, tsd_draft()}});
}

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(history_ui, block_killer_statistics_show_attacks_plays_and_lines_per_player) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "en";
  {
    auto store = db::Store::open(options.db_path);
    ASSERT_TRUE(store.ok());
    add_blockkiller(store.value());
  }
  UiDriver ui(options);
  ui.tap("nav.history");
  ui.tap("history.view.stats");
  EXPECT_FALSE(ui.visible("history.by_figures"));  // all games: no figures
  ui.tap("history.game.blockkiller");
  ui.tap("history.by_figures");
  // games, then total/average per game of: attack sent, attack received, plays, lines
  EXPECT_EQ(ui.text("history.figures.Ann"), "2 8/4 0/0 2/1 4/2");
  EXPECT_EQ(ui.text("history.figures.Bo"), "2 1/0.5 4/2 1/0.5 2/1");
  EXPECT_EQ(ui.text("history.figures.陈晨"), "2 0/0 5/2.5 0/0 0/0");
  // The player search narrows the figures too.
  ui.tap("history.player");
  ui.type("bo");
  ui.frames(3);
  EXPECT_TRUE(ui.text("history.figures.Ann").empty());
  EXPECT_EQ(ui.text("history.figures.Bo"), "2 1/0.5 4/2 1/0.5 2/1");
  ui.tap("history.by_player");
  EXPECT_EQ(ui.text("history.stats.Bo"), "2 0 0% 1");
}

TEST(history_ui, blokus_statistics_by_colours_and_variant_and_squares_left) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "zh-Hans";
  {
    auto store = db::Store::open(options.db_path);
    ASSERT_TRUE(store.ok());
    auto& st = store.value();
    const auto id = st.create_session(db::NewSession{
        "blokus", "classic-2p", "{}", {{0, "Ann", "blue+red"}, {1, "Bo", "yellow+green"}}});
    ASSERT_TRUE(id.ok());
    ASSERT_TRUE(st.set_status(id.value(), db::SessionStatus::kFinished,
                              R"({"players":[{"name":"Ann","score":-80,"rank":1,"winner":true},)"
                              R"({"name":"Bo","score":-89,"rank":2}]})")
                    .ok());
  }
  UiDriver ui(options);
  ui.tap("nav.history");
  ui.tap("history.view.stats");
  ui.tap("history.game.blokus");
  ui.tap("history.by_group");
  // Ann's two colours are one group, counted once per colour.
  EXPECT_EQ(ui.text("history.group.blue+red"), "2 2 100% -80");
  EXPECT_EQ(ui.text("history.group.label.blue+red"), "颜色：蓝 + 红");
  EXPECT_EQ(ui.text("history.group.variant:classic-2p"), "4 2 50% -84.5");
  EXPECT_EQ(ui.text("history.group.label.variant:classic-2p"), "玩法：经典 2 人");
  ui.tap("history.by_figures");
  // Nothing placed: each of Ann's colours keeps its 89 squares (score -89 each).
  EXPECT_EQ(ui.text("history.figures.Ann"), "1 -178/-178 178/178");
}

// Restores how addresses open when a test that replaced it ends.
struct UrlOpenerReset {
  UrlOpenerReset() = default;
  UrlOpenerReset(const UrlOpenerReset&) = delete;
  UrlOpenerReset& operator=(const UrlOpenerReset&) = delete;
  ~UrlOpenerReset() { set_url_opener({}); }
};

TEST(history_ui, sends_a_finished_session_to_bg_stats_by_its_documented_url) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "en";
  {
    auto store = db::Store::open(options.db_path);
    ASSERT_TRUE(store.ok());
    add_results(store.value());  // 1 and 2 finished (Smash Up), 3 open (Blokus)
  }
  UrlOpenerReset reset;
  std::vector<std::string> opened;
  bool system_takes_it = true;
  set_url_opener([&](const std::string& url) {
    opened.push_back(url);
    return system_takes_it;
  });
  UiDriver ui(options);
  ui.tap("nav.history");
  ui.tap("history.export.3");
  EXPECT_FALSE(ui.visible("history.bgstats.send"));  // an open game has no result to send
  ui.tap("history.export.1");
  ASSERT_TRUE(ui.visible("history.bgstats.send"));
  ui.tap("history.bgstats.send");
  ASSERT_EQ(opened.size(), 1u);
  const std::string address(controllers::kBgStatsPushAddress);
  ASSERT_EQ(opened[0].substr(0, address.size()), address);
  // The URL is the session's: the same one the controllers build for it.
  {
    auto store = db::Store::open(options.db_path);
    ASSERT_TRUE(store.ok());
    const auto record = controllers::load_session(store.value(), 1);
    ASSERT_TRUE(record.ok());
    EXPECT_EQ(opened[0],
              controllers::bgstats_push_url(record.value(), controllers::history_registry()));
  }
  EXPECT_NE(opened[0].find("%22sourceName%22%3A%22tableref%22"), std::string::npos);
  EXPECT_EQ(ui.text("history.bgstats.sent"),
            "Opened in BG Stats: match the players and the game there, then save the play.");
  // A device with nothing to open it says so and points to the file.
  system_takes_it = false;
  ui.tap("history.bgstats.send");
  EXPECT_EQ(opened.size(), 2u);
  EXPECT_NE(ui.text("history.bgstats.error").find("could not open"), std::string::npos);
  // The file form goes where BG Stats' own shares go: a .bgsplay file.
  ui.tap("history.export.format.bgstats");
  EXPECT_NE(read_text(dir.file("exports/session-1-smashup.bgsplay")).find("\"manualWinner\""),
            std::string::npos);
}

TEST(history_ui, exports_a_session_whose_file_reads_back_as_the_same_session) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "en";
  std::int64_t smashup = 0;
  std::int64_t blockkiller = 0;
  {
    auto store = db::Store::open(options.db_path);
    ASSERT_TRUE(store.ok());
    add_results(store.value());
    smashup = 1;
    ASSERT_TRUE(store.value().append_event(smashup, "note", R"({"text":"中文 \"quoted\""})").ok());
    blockkiller = blockkiller_session(store.value(), {"Ann", "Bo", "陈晨"}, {{0, 1, tsd_draft()}});
  }
  UiDriver ui(options);
  ui.tap("nav.history");
  ui.tap("history.export." + std::to_string(smashup));
  EXPECT_FALSE(ui.visible("history.export.format.fumen"));  // a Smash Up session has no plays
  EXPECT_FALSE(ui.visible("history.export.format.blksgf"));
  ui.tap("history.export.format.json");
  const std::string json_path = dir.file("exports/session-1-smashup.json");
  EXPECT_EQ(ui.text("history.export.done"), "Written to " + json_path);
  ui.tap("history.export.format.csv");
  EXPECT_NE(read_text(dir.file("exports/session-1-smashup.csv")).find("1,smashup,standard"),
            std::string::npos);
  ui.tap("history.export." + std::to_string(blockkiller));
  ui.tap("history.export.format.fumen");
  const auto fumen =
      read_text(dir.file("exports/session-" + std::to_string(blockkiller) + "-blockkiller.fumen"));
  auto pages = bk::fumen::decode(fumen);
  ASSERT_TRUE(pages.ok()) << fumen;
  EXPECT_EQ(pages.value().front().comment, "Play 1: Ann -> Bo, attack 4");
  ui.tap("history.export.close");
  EXPECT_FALSE(ui.visible("history.export.format.json"));

  // The JSON file is the whole session: read back, it is the session in the store.
  auto store = db::Store::open(options.db_path);
  ASSERT_TRUE(store.ok());
  auto read = controllers::session_from_json(read_text(json_path));
  ASSERT_TRUE(read.ok());
  auto stored = controllers::load_session(store.value(), smashup);
  ASSERT_TRUE(stored.ok());
  EXPECT_EQ(read.value().session.id, 0);  // an import gets a new id; everything else is equal
  read.value().session.id = smashup;
  EXPECT_EQ(controllers::session_to_json(read.value()),
            controllers::session_to_json(stored.value()));
  EXPECT_EQ(read.value().events.size(), 1u);
  EXPECT_EQ(read.value().session.seats.size(), 2u);
}

// Issue #14: History's export bar opened above the list and moved the table down. It opens
// under the list now: every row and its buttons stay where they were, with the layout check
// turned off here so that this test compares the rows itself.
TEST(history_ui, the_export_bar_moves_no_row_of_the_table) {
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
  ui.check_layout(false);
  ui.tap("nav.history");
  const auto before = probe().rects();
  ui.tap("history.export.1");
  ASSERT_TRUE(ui.visible("history.export.format.json"));
  ui.tap("history.export.format.json");
  EXPECT_FALSE(ui.text("history.export.done").empty());
  int rows = 0;
  for (const auto& [id, rect] : before) {
    if (id.rfind("history.row.", 0) != 0 && id.rfind("history.replay.", 0) != 0) continue;
    const auto* now = probe().find(id);
    ASSERT_NE(now, nullptr) << id;
    EXPECT_FLOAT_EQ(now->y, rect.y) << id;
    ++rows;
  }
  EXPECT_GT(rows, 0);
}

TEST(history_ui, imports_a_blksgf_file_and_says_why_a_broken_file_is_refused) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "en";
  {
    auto store = db::Store::open(options.db_path);
    ASSERT_TRUE(store.ok());
    add_results(store.value());
  }
  std::filesystem::create_directories(dir.file("exports"));
  std::ofstream(dir.file("exports/duo.blksgf")) << "(;GM[Blokus Duo];PB[Ann];PW[Bo];B[e10];W[j5])";
  std::ofstream(dir.file("exports/broken.json")) << R"({"format": "tableref-session", "session": )";
  std::ofstream(dir.file("exports/notes.txt")) << "not a session";
  UiDriver ui(options);
  ui.tap("nav.history");
  ui.tap("history.import");
  EXPECT_NE(ui.text("history.import.title").find(dir.file("exports")), std::string::npos);
  EXPECT_TRUE(ui.visible("history.import.file.broken.json"));
  EXPECT_FALSE(ui.visible("history.import.file.notes.txt"));
  ui.tap("history.import.file.duo.blksgf");
  EXPECT_EQ(ui.text("history.import.done"), "Imported duo.blksgf as session #4.");
  EXPECT_TRUE(ui.visible("history.row.4"));
  EXPECT_EQ(ui.text("history.page"), "Page 1 of 1 (4 sessions)");

  ui.tap("history.import");
  ui.tap("history.import.file.broken.json");
  const auto error = ui.text("history.import.error");
  EXPECT_NE(error.find("broken.json was not imported"), std::string::npos) << error;
  EXPECT_NE(error.find("not valid JSON: the error is at line 1"), std::string::npos) << error;
  EXPECT_EQ(ui.text("history.page"), "Page 1 of 1 (4 sessions)");  // nothing was added
  {
    auto store = db::Store::open(options.db_path);
    ASSERT_TRUE(store.ok());
    auto blokus = store.value().session(4);
    ASSERT_TRUE(blokus.ok());
    EXPECT_EQ(blokus.value().game, "blokus");
    EXPECT_EQ(blokus.value().event_count, 2);
    EXPECT_FALSE(store.value().session(5).ok());
  }
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
  // Dai finished no game: no win rate and no average, not "0%".
  EXPECT_EQ(ui.text("history.stats.Dai"), "1 0 — —");
  EXPECT_TRUE(ui.visible("history.chart"));
  EXPECT_EQ(ui.text("history.chart.values"), "15 16");
  ui.tap("history.stats.row.Bo");
  EXPECT_EQ(ui.text("history.chart.values"), "12 10");
  EXPECT_NE(ui.text("history.chart.title").find("Bo"), std::string::npos);
  ui.tap("history.game.blokus");
  EXPECT_EQ(ui.text("history.stats.Ann"), "1 0 — —");
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
  // "vp" is no Smash Up event: its row names the kind.
  EXPECT_EQ(ui.text("replay.event"), "10. Event: vp");
  ui.tap("replay.first");
  EXPECT_EQ(ui.text("replay.step"), "Step 0 of 10");
  EXPECT_EQ(ui.text("replay.event"), "");
  ui.tap("replay.slider");  // the middle of the slider
  EXPECT_EQ(ui.text("replay.step"), "Step 5 of 10");
  EXPECT_EQ(ui.text("replay.event"), "5. Event: vp");
  // "vp" is no Smash Up event: the replay has no summary and says so.
  EXPECT_NE(ui.text("replay.summary").find("no step-by-step summary"), std::string::npos)
      << ui.text("replay.summary");
  ui.tap("replay.next");
  EXPECT_EQ(ui.text("replay.event"), "6. Event: vp");
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

// The event list: one finger-sized row per event in the player's language, the current
// step marked; a tap on a row goes to that step.
TEST(replay_ui, event_list_in_the_players_language) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    SCOPED_TRACE(lang);
    TempDir dir;
    AppOptions options;
    options.db_path = dir.file("tableref.db");
    options.language = lang;
    std::int64_t id = 0;
    {
      auto store = db::Store::open(options.db_path);
      ASSERT_TRUE(store.ok());
      // Purple's I5 on its start cell, Orange's 1, then an undo through the controller.
      auto made = controllers::create_blokus_session_from_sgf(
          store.value(), "(;GM[Blokus Duo];B[e10,e11,e12,e13,e14];W[j5])", {"Ann", "Bo"});
      ASSERT_TRUE(made.ok());
      id = made.value();
      controllers::BlokusController game;
      ASSERT_TRUE(game.open(store.value(), id, 0).ok());
      ASSERT_TRUE(game.undo(1000).ok());
    }
    const bool en = lang == "en";
    UiDriver ui(options);
    ui.tap("nav.history");
    ui.tap("history.replay." + std::to_string(id));
    ASSERT_EQ(ui.screen(), "replay");
    // Opened at the end: the last row is the current one.
    EXPECT_EQ(ui.text("replay.event"),
              en ? "3. Undo: Orange plays 1 (+1)" : "3. 撤销：橙方 放置 1（+1）");
    EXPECT_EQ(ui.text("replay.row.0"), en ? "0. Start" : "0. 开局");
    EXPECT_EQ(ui.text("replay.row.1"), en ? "1. Purple plays I5 (+5)" : "1. 紫方 放置 I5（+5）");
    EXPECT_EQ(ui.text("replay.row.2"), en ? "2. Orange plays 1 (+1)" : "2. 橙方 放置 1（+1）");
    for (const std::string row : {"0", "1", "2", "3"}) {
      const auto* rect = ui.reach("replay.row." + row);
      ASSERT_NE(rect, nullptr) << row;
      EXPECT_GE(rect->h, 48.0f) << row;
    }
    ui.tap("replay.row.1");
    EXPECT_EQ(ui.text("replay.step"), en ? "Step 1 of 3" : "第 1 步，共 3 步");
    EXPECT_EQ(ui.text("replay.event"), en ? "1. Purple plays I5 (+5)" : "1. 紫方 放置 I5（+5）");
    ui.tap("replay.next");
    EXPECT_EQ(ui.text("replay.event"), en ? "2. Orange plays 1 (+1)" : "2. 橙方 放置 1（+1）");
    ui.tap("replay.row.0");
    EXPECT_EQ(ui.text("replay.event"), "");
    EXPECT_EQ(ui.text("replay.step"), en ? "Step 0 of 3" : "第 0 步，共 3 步");
  }
}

}  // namespace
}  // namespace tableref::gui::testing

namespace tableref::gui::testing {
namespace {

// Seven sessions of every game, some finished with results (the screenshots' list).
void add_seven_sessions(const std::string& db_path) {
  auto store = db::Store::open(db_path);
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
                                    R"(","piece":"L5","cell":"d)" + std::to_string(i + 4) + R"("})")
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
  add_blockkiller(st);
}

TEST(history_ui, screenshots) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    AppOptions options;
    options.db_path = dir.file("tableref.db");
    options.language = lang;
    add_seven_sessions(options.db_path);
    UiDriver ui(options);
    ui.tap("nav.history");
    // The list: all seven sessions on one page, said in the shot's language; the HDCG duel's
    // result names its winner in Chinese with the score, the Smash Up ones theirs.
    const std::string page = ui.text("history.page");
    EXPECT_EQ(page, ui.ctx().tr("history.page",
                                {Param{"page", std::int64_t{1}}, Param{"pages", std::int64_t{1}},
                                 Param{"count", std::int64_t{7}}}));
    EXPECT_TRUE(in_language(page, lang)) << page;
    EXPECT_EQ(ui.text("history.result.2"), "王小明 12 *, Eve 0");
    EXPECT_EQ(ui.text("history.result.3"), "Ann 15 *, Bo 12");
    ui.shot("history_" + lang);
    ui.tap("history.view.stats");
    ui.shot("history_stats_" + lang);
    ui.tap("history.game.blockkiller");
    ui.tap("history.by_figures");
    // Each Block-Killer player's figures, 陈晨 by the Chinese name.
    for (const char* player : {"Ann", "Bo", "陈晨"}) {
      EXPECT_FALSE(ui.text(std::string("history.figures.") + player).empty()) << player;
    }
    ui.shot("history_stats_blockkiller_" + lang);
    ui.tap("history.game.smashup");
    ui.tap("history.by_group");
    // By faction: Ninjas won both its games (Ann twice), Pirates one of two.
    EXPECT_EQ(ui.text("history.group.faction:Ninjas").substr(0, 9), "2 2 100% ");
    EXPECT_EQ(ui.text("history.group.faction:Pirates").substr(0, 8), "2 1 50% ");
    EXPECT_TRUE(in_language(ui.text("history.group.label.faction:Ninjas"), lang))
        << ui.text("history.group.label.faction:Ninjas");
    ui.shot("history_factions_" + lang);
    ui.tap("history.game.all");
    ui.tap("history.view.list");
    ui.tap("history.export.6");
    ui.tap("history.export.format.json");
    ui.tap("history.export.format.fumen");
    // The export of session 6, the first Block-Killer game, in the shot's language.
    EXPECT_EQ(
        ui.text("history.export.title"),
        ui.ctx().tr("history.export.title", {Param{"id", std::int64_t{6}},
                                             Param{"game", ui.ctx().tr("game.blockkiller")}}));
    EXPECT_TRUE(in_language(ui.text("history.export.title"), lang));
    ui.shot("history_export_" + lang);
    ui.tap("history.import");
    EXPECT_FALSE(ui.text("history.import.title").empty());
    ui.shot("history_import_" + lang);
  }
}

// A tablet held upright (800x1280): the filters wrap into rows that fit, the list keeps
// four columns (the date under the game, the status under the result), the export panel's
// formats wrap; every target finger-sized with its whole label.
TEST(history_ui, portrait_screenshots) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    AppOptions options;
    options.db_path = dir.file("tableref.db");
    options.language = lang;
    options.width = 800;
    options.height = 1280;
    add_seven_sessions(options.db_path);
    UiDriver ui(options);
    ui.tap("nav.history");
    ui.frames(2);
    ui.expect_finger_sized();
    EXPECT_EQ(ui.text("history.result.3"), "Ann 15 *, Bo 12");
    ASSERT_NE(ui.reach("history.replay.1"), nullptr);
    ui.tap("history.export.6");
    ui.tap("history.export.format.fumen");
    EXPECT_FALSE(ui.text("history.export.title").empty());
    ui.expect_finger_sized();
    ui.shot("history_portrait_" + lang);
    ui.tap("history.view.stats");
    ui.expect_finger_sized();
  }
}

}  // namespace
}  // namespace tableref::gui::testing

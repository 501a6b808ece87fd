// The Smash Up screen, driven by taps: a 3-player game from Home through two base scorings
// to a winner, rebuilt from the database; kill and resume; screenshots.
#include <gtest/gtest.h>

#include "screen_text.hpp"
#include "screens/smashup/screen.hpp"
#include "tableref/controllers/smashup/events_json.hpp"
#include "tableref/db/store.hpp"
#include "tableref/referee/smashup/session.hpp"
#include "ui_driver.hpp"

namespace tableref::gui::testing {
namespace {

namespace su = smashup;

AppOptions options_for(const TempDir& dir, const std::string& language = "en") {
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = language;
  return options;
}

const SmashupScreen& screen_of(UiDriver& ui) {
  return dynamic_cast<const SmashupScreen&>(ui.app().current());
}
const su::GameState& state_of(UiDriver& ui) {
  return screen_of(ui).controller().state();
}

std::string faction_id(UiDriver& ui, const std::string& name) {
  const auto& factions = screen_of(ui).controller().catalog().factions;
  for (std::size_t i = 0; i < factions.size(); ++i) {
    if (factions[i].name == name) return "smashup.setup.faction." + std::to_string(i);
  }
  ADD_FAILURE() << "no faction " << name;
  return "";
}

std::string base_id(UiDriver& ui, const std::string& name) {
  const auto& bases = screen_of(ui).controller().catalog().bases;
  for (std::size_t i = 0; i < bases.size(); ++i) {
    if (bases[i].name == name && bases[i].printing == su::Printing::kCurrent) {
      return "smashup.setup.base." + std::to_string(i);
    }
  }
  ADD_FAILURE() << "no base " << name;
  return "";
}

// Home: Smash Up with Ann, Bo and Chen; returns the session id.
std::int64_t create_game_on_home(UiDriver& ui) {
  ui.tap("home.game.smashup");
  ui.tap("home.player.0.name");
  ui.type("Ann");
  ui.tap("home.player.1.name");
  ui.type("Bo");
  ui.tap("home.add_player");
  ui.tap("home.player.2.name");
  ui.type("Chen");
  ui.tap("home.start");
  EXPECT_EQ(ui.screen(), "smashup") << ui.text("home.problems");
  auto sessions = ui.ctx().store->list_sessions(db::SessionFilter{}).value();
  EXPECT_EQ(sessions.size(), 1u);
  return sessions.empty() ? 0 : sessions.front().id;
}

// The setup step by taps: two Core factions each, four Core bases, Ann first.
void set_up_by_taps(UiDriver& ui) {
  ASSERT_FALSE(state_of(ui).started);
  for (const char* name : {"Ninjas", "Pirates", "Robots", "Zombies", "Aliens", "Wizards"}) {
    ui.tap(faction_id(ui, name));  // two per player; the next player is selected by itself
  }
  EXPECT_EQ(ui.text("smashup.setup.player.2.faction.1"), "Wizards");
  for (const char* name : {"Evans City Cemetery", "Tar Pits", "Ninja Dojo", "Tortuga"}) {
    ui.tap(base_id(ui, name));
  }
  EXPECT_EQ(ui.text("smashup.setup.bases_count"), "4");
  ui.tap("smashup.setup.first.0");
  ui.tap("smashup.setup.start");
  ASSERT_TRUE(state_of(ui).started) << ui.text("smashup.problems");
}

void power(UiDriver& ui, int slot, int player, const std::string& step, int times = 1) {
  for (int i = 0; i < times; ++i) {
    ui.tap("smashup.base." + std::to_string(slot) + ".player." + std::to_string(player) +
           ".power." + step);
  }
}

// Turn 1 up to the score phase with two bases ready: Evans City Cemetery (20) has Ann 10,
// Bo 5, Chen 5 (Bo and Chen tie for 2nd); Tar Pits (16) has Ann 10, Bo 6.
void play_to_two_ready_bases(UiDriver& ui) {
  ui.tap("smashup.next_phase");  // start -> play
  EXPECT_EQ(ui.text("smashup.phase"), "play");
  power(ui, 0, 0, "p5", 2);
  power(ui, 0, 1, "p5");
  power(ui, 0, 2, "p5");
  power(ui, 1, 0, "p5", 2);
  power(ui, 1, 1, "p5");
  power(ui, 1, 1, "p1", 2);
  power(ui, 1, 1, "m1");  // 6
  // Chen's minion on Evans City Cemetery, through the details panel.
  ui.tap("smashup.base.0.player.2.more");
  ui.tap("smashup.presence.minions.plus");
  ui.tap("smashup.panel.back");
  EXPECT_EQ(ui.text("smashup.base.0.total"), "20/20");
  EXPECT_EQ(ui.text("smashup.base.1.total"), "16/16");
  ui.tap("smashup.next_phase");  // play -> score
  EXPECT_EQ(ui.text("smashup.phase"), "score");
  EXPECT_FALSE(ui.text("smashup.ready_order").empty());
  EXPECT_EQ(ui.text("smashup.base.0.ready"), "ready");
  EXPECT_EQ(ui.text("smashup.base.1.ready"), "ready");
}

void expect_same_state(const su::GameState& a, const su::GameState& b) {
  EXPECT_EQ(a.started, b.started);
  EXPECT_EQ(a.players, b.players);
  EXPECT_EQ(a.bases, b.bases);
  EXPECT_EQ(a.current, b.current);
  EXPECT_EQ(a.turn, b.turn);
  EXPECT_EQ(a.phase, b.phase);
  EXPECT_EQ(a.scoring, b.scoring);
  EXPECT_EQ(a.over, b.over);
  EXPECT_EQ(a.winner, b.winner);
  EXPECT_EQ(a.vp_log, b.vp_log);
  EXPECT_EQ(a.vp_by_turn, b.vp_by_turn);
  EXPECT_EQ(a.scored.size(), b.scored.size());
}

su::GameState rebuilt_from_database(const std::string& path, std::int64_t session) {
  auto store = db::Store::open(path);
  EXPECT_TRUE(store.ok());
  auto rows = store.value().events(session);
  EXPECT_TRUE(rows.ok());
  std::vector<su::Event> log;
  for (const auto& row : rows.value()) {
    auto event = controllers::smashup_event_from_row(row.kind, row.payload);
    EXPECT_TRUE(event.ok()) << row.kind << " " << row.payload;
    if (event) log.push_back(std::move(event).value());
  }
  auto session_state = su::Session::from_log(std::move(log));
  EXPECT_TRUE(session_state.ok());
  return session_state ? session_state.value().state() : su::GameState{};
}

TEST(smashup_ui, a_three_player_game_by_taps_through_two_scorings_to_a_winner) {
  TempDir dir;
  std::int64_t session = 0;
  su::GameState shown;
  {
    UiDriver ui(options_for(dir));
    session = create_game_on_home(ui);
    set_up_by_taps(ui);
    EXPECT_EQ(state_of(ui).players[2].factions[0], "Aliens");
    EXPECT_EQ(ui.text("smashup.base.0.name"), "Evans City Cemetery");
    play_to_two_ready_bases(ui);

    // Ann picks Tar Pits first; the breakdown is shown before it is applied.
    ui.tap("smashup.base.1.score");
    EXPECT_EQ(state_of(ui).scoring, std::optional<int>(1));
    EXPECT_EQ(ui.text("smashup.scoring.award.0"), "1. Ann: power 10 → 4 VP");
    EXPECT_EQ(ui.text("smashup.scoring.award.1"), "2. Bo: power 6 → 3 VP");
    EXPECT_EQ(ui.text("smashup.player.0.vp"), "");  // the side panel shows the breakdown
    EXPECT_EQ(state_of(ui).players[0].vp, 0);       // nothing applied yet
    ui.tap("smashup.scoring.pick");
    ui.tap("smashup.scoring.option.0");
    const std::string replacement = ui.text("smashup.scoring.replacement");
    EXPECT_FALSE(replacement.empty());
    ui.tap("smashup.scoring.apply");
    EXPECT_EQ(ui.text("smashup.player.0.vp"), "4");
    EXPECT_EQ(ui.text("smashup.player.1.vp"), "3");
    EXPECT_EQ(ui.text("smashup.base.1.name"), replacement);
    EXPECT_EQ(ui.text("smashup.base.1.total"),
              "0/" + std::to_string(su::breakpoint(state_of(ui).bases[1])));

    // Then Evans City Cemetery: Bo and Chen tie for 2nd and both take 2nd-place VP.
    ui.tap("smashup.base.0.score");
    EXPECT_EQ(ui.text("smashup.scoring.award.0"), "1. Ann: power 10 → 5 VP");
    EXPECT_EQ(ui.text("smashup.scoring.award.1"), "2. Bo (tied): power 5 → 3 VP");
    EXPECT_EQ(ui.text("smashup.scoring.award.2"), "2. Chen (tied): power 5 → 3 VP");
    ui.tap("smashup.scoring.draw");
    EXPECT_FALSE(ui.text("smashup.scoring.replacement").empty());
    ui.tap("smashup.scoring.apply");
    EXPECT_EQ(ui.text("smashup.player.0.vp"), "9");
    EXPECT_EQ(ui.text("smashup.player.1.vp"), "6");
    EXPECT_EQ(ui.text("smashup.player.2.vp"), "3");
    EXPECT_TRUE(su::ready_bases(state_of(ui)).empty());

    // A card gives Ann 6 VP: a free adjustment with its note.
    ui.tap("smashup.player.0");
    for (int i = 0; i < 5; ++i) ui.tap("smashup.vp.delta.plus");
    EXPECT_EQ(ui.text("smashup.vp.delta"), "+6");
    ui.tap("smashup.vp.note");
    ui.type("Treasure");
    ui.tap("smashup.vp.apply");
    ui.tap("smashup.panel.back");
    EXPECT_EQ(ui.text("smashup.player.0.vp"), "15");

    // Undo is an event: take the adjustment back and make it again.
    ui.tap("smashup.undo");
    EXPECT_EQ(ui.text("smashup.player.0.vp"), "9");
    ui.tap("smashup.player.0");
    for (int i = 0; i < 5; ++i) ui.tap("smashup.vp.delta.plus");
    ui.tap("smashup.vp.note");
    ui.type("Treasure");
    ui.tap("smashup.vp.apply");
    ui.tap("smashup.panel.back");
    EXPECT_EQ(ui.text("smashup.player.0.vp"), "15");

    ui.tap("smashup.next_phase");  // score -> draw: the hand limit is reminded
    EXPECT_EQ(ui.text("smashup.phase"), "draw");
    EXPECT_NE(ui.text("smashup.hand_limit").find("Hand limit 10"), std::string::npos);
    ui.tap("smashup.end_turn");
    ASSERT_TRUE(state_of(ui).over);
    EXPECT_EQ(ui.text("smashup.winner"), "Ann wins with 15 VP");
    EXPECT_NE(ui.text("smashup.final").find("Ann 15 · Bo 6 · Chen 3"), std::string::npos)
        << ui.text("smashup.final");
    EXPECT_EQ(state_of(ui).vp_by_turn.back(), (std::vector<int>{15, 6, 3}));
    EXPECT_EQ(ui.text("smashup.chart"), "2");
    shown = state_of(ui);
  }
  // The database's events rebuild what the screen showed.
  expect_same_state(rebuilt_from_database(dir.file("tableref.db"), session), shown);
  auto store = db::Store::open(dir.file("tableref.db"));
  ASSERT_TRUE(store.ok());
  const auto summary = store.value().session(session).value();
  EXPECT_EQ(summary.status, db::SessionStatus::kFinished);
  EXPECT_NE(summary.result_json.find(R"("winner":"Ann")"), std::string::npos)
      << summary.result_json;
  const auto rows = store.value().events(session).value();
  ASSERT_FALSE(rows.empty());
  EXPECT_EQ(rows.front().kind, "start");
  EXPECT_EQ(rows.back().kind, "end_turn");
  int undos = 0;
  for (const auto& row : rows) undos += row.kind == "undo" ? 1 : 0;
  EXPECT_EQ(undos, 1);
}

TEST(smashup_ui, killed_mid_game_and_resumed_shows_the_same_state) {
  TempDir dir;
  std::int64_t session = 0;
  su::GameState before;
  {
    UiDriver ui(options_for(dir));
    session = create_game_on_home(ui);
    set_up_by_taps(ui);
    play_to_two_ready_bases(ui);
    ui.tap("smashup.base.0.score");  // chosen: it stays chosen after the restart
    ui.tap("smashup.panel.back");
    ui.tap("smashup.base.2.edit");
    ui.tap("smashup.edit.breakpoint.plus");
    ui.tap("smashup.edit.save");
    ui.tap("smashup.monster.add");
    ui.tap("smashup.panel.back");
    before = state_of(ui);
    EXPECT_EQ(su::breakpoint(before.bases[2]), 19 + 5);
    EXPECT_EQ(before.scoring, std::optional<int>(0));
  }  // the app is gone without any goodbye
  {
    UiDriver ui(options_for(dir));
    ui.tap("home.resume." + std::to_string(session));
    ASSERT_EQ(ui.screen(), "smashup");
    expect_same_state(state_of(ui), before);
    EXPECT_EQ(ui.text("smashup.base.0.total"), "20/20");
    EXPECT_EQ(ui.text("smashup.base.2.total"), "0/24");
    EXPECT_EQ(ui.text("smashup.phase"), "score");
    // And play goes on from there.
    ui.tap("smashup.base.0.score");
    ui.tap("smashup.scoring.draw");
    ui.tap("smashup.scoring.apply");
    EXPECT_EQ(ui.text("smashup.player.0.vp"), "5");
  }
  {
    AppOptions options = options_for(dir);
    options.screen = "smashup";
    options.session_id = session;
    UiDriver ui(options);
    EXPECT_EQ(ui.text("smashup.player.0.vp"), "5");
    EXPECT_EQ(state_of(ui).scored.size(), 1u);
  }
}

void add_vp(UiDriver& ui, int player, int vp, const std::string& note) {
  ui.tap("smashup.player." + std::to_string(player));
  for (int i = 1; i < vp; ++i) ui.tap("smashup.vp.delta.plus");
  ui.tap("smashup.vp.note");
  ui.type(note);
  ui.tap("smashup.vp.apply");
  ui.tap("smashup.panel.back");
}

void to_end_of_turn(UiDriver& ui) {
  while (ui.text("smashup.phase") != "draw") ui.tap("smashup.next_phase");
  ui.tap("smashup.end_turn");
}

TEST(smashup_ui, a_tie_at_15_plays_on_and_madness_breaks_the_next_check) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  create_game_on_home(ui);
  set_up_by_taps(ui);
  add_vp(ui, 0, 15, "Treasure");
  add_vp(ui, 1, 15, "Treasure");
  to_end_of_turn(ui);
  EXPECT_FALSE(state_of(ui).over);
  EXPECT_EQ(ui.text("smashup.tie_plays_on"),
            "Tied for the lead at 15 VP: the game goes on until the tie breaks.");
  EXPECT_EQ(state_of(ui).current, 1);
  // Bo holds 3 Madness cards: 1 VP off at the end, so Ann leads at the next check.
  ui.tap("smashup.player.1");
  for (int i = 0; i < 3; ++i) ui.tap("smashup.vp.madness.plus");
  EXPECT_EQ(ui.text("smashup.vp.madness"), "3");
  ui.tap("smashup.panel.back");
  to_end_of_turn(ui);
  ASSERT_TRUE(state_of(ui).over);
  EXPECT_EQ(ui.text("smashup.winner"), "Ann wins with 15 VP");
  EXPECT_NE(ui.text("smashup.final").find("Bo 14 (−1)"), std::string::npos)
      << ui.text("smashup.final");
}

TEST(smashup_ui, without_a_session_the_screen_says_so) {
  TempDir dir;
  AppOptions options = options_for(dir);
  options.screen = "smashup";
  UiDriver ui(options);
  EXPECT_FALSE(ui.text("smashup.no_session").empty());
  ui.tap("smashup.go_home");
  EXPECT_EQ(ui.screen(), "home");
}

TEST(smashup_ui, a_custom_base_is_kept_in_the_database_for_later_games) {
  TempDir dir;
  {
    UiDriver ui(options_for(dir));
    create_game_on_home(ui);
    ui.tap("smashup.setup.custom");
    ui.tap("smashup.setup.custom.name");
    ui.type("Kitchen Table");
    ui.tap("smashup.setup.custom.breakpoint.plus");
    ui.tap("smashup.setup.custom.add");
    EXPECT_TRUE(ui.text("smashup.problems").empty()) << ui.text("smashup.problems");
  }
  auto store = db::Store::open(dir.file("tableref.db"));
  ASSERT_TRUE(store.ok());
  auto custom = controllers::load_custom_bases(store.value());
  ASSERT_TRUE(custom.ok());
  ASSERT_EQ(custom.value().size(), 1u);
  EXPECT_EQ(custom.value()[0].name, "Kitchen Table");
  EXPECT_EQ(custom.value()[0].breakpoint, 21);
  EXPECT_EQ(custom.value()[0].printing, su::Printing::kCustom);
}

// In Chinese: the Chinese names with the English card names under them, search in either
// language in setup and when picking a replacement base, a name corrected by the table and
// still corrected after the app starts again.
TEST(smashup_ui, chinese_names_search_and_a_correction_that_survives_a_restart) {
  TempDir dir;
  std::int64_t session = 0;
  {
    UiDriver ui(options_for(dir, "zh-Hans"));
    session = create_game_on_home(ui);
    EXPECT_EQ(ui.text(faction_id(ui, "Ninjas")), "忍者\nNinjas");
    // Search factions in Chinese, across every set: Mermaids is not in the chosen Core set.
    EXPECT_FALSE(ui.visible(faction_id(ui, "Mermaids")));
    ui.tap("smashup.setup.faction_search");
    ui.type("美人");
    EXPECT_TRUE(ui.visible(faction_id(ui, "Mermaids")));
    EXPECT_FALSE(ui.visible(faction_id(ui, "Ninjas")));
    EXPECT_EQ(ui.text(faction_id(ui, "Mermaids")), "美人鱼\nMermaids");
    ui.tap(faction_id(ui, "Mermaids"));
    EXPECT_EQ(ui.text("smashup.setup.player.0.faction.0"), "Mermaids");
    // An alternate name in use finds it too (in a fresh search).
    ui.tap("smashup.setup.faction_search");
    for (int i = 0; i < 2; ++i) ui.key(SDLK_BACKSPACE);
    ui.type("鲨鱼恶霸");
    EXPECT_TRUE(ui.visible(faction_id(ui, "Sharks")));
    // Bases in English.
    ui.tap("smashup.setup.base_search");
    ui.type("dojo");
    EXPECT_TRUE(ui.visible(base_id(ui, "Ninja Dojo")));
    EXPECT_FALSE(ui.visible(base_id(ui, "Tar Pits")));
    EXPECT_EQ(ui.text(base_id(ui, "Ninja Dojo")).rfind("忍者道场\nNinja Dojo", 0), 0u)
        << ui.text(base_id(ui, "Ninja Dojo"));
    // The table's cards say 人鱼: correct the name.
    ui.tap("smashup.setup.names");
    ui.tap("smashup.names.search");
    ui.type("mermaid");
    const auto& factions = screen_of(ui).controller().catalog().factions;
    std::size_t mermaids = 0;
    while (factions[mermaids].name != "Mermaids") ++mermaids;
    ui.tap("smashup.names.faction." + std::to_string(mermaids));
    ui.tap("smashup.names.edit");
    for (int i = 0; i < 3; ++i) ui.key(SDLK_BACKSPACE);
    ui.type("人鱼");
    ui.tap("smashup.names.save");
    EXPECT_TRUE(ui.text("smashup.problems").empty()) << ui.text("smashup.problems");
    // With the search cleared, Mermaids is listed under its set (chosen when it was picked).
    ui.tap("smashup.setup.faction_search");
    for (int i = 0; i < 4; ++i) ui.key(SDLK_BACKSPACE);
    EXPECT_EQ(ui.text(faction_id(ui, "Mermaids")), "人鱼\nMermaids\nAnn");
  }
  {
    // The app starts again: the correction is still there, and search finds it.
    UiDriver ui(options_for(dir, "zh-Hans"));
    ui.tap("home.resume." + std::to_string(session));
    ASSERT_EQ(ui.screen(), "smashup");
    ui.tap("smashup.setup.faction_search");
    ui.type("人鱼");
    EXPECT_EQ(ui.text(faction_id(ui, "Mermaids")), "人鱼\nMermaids");
  }
  {
    // Traditional Chinese: the converted community name (the correction was for Simplified).
    UiDriver ui(options_for(dir, "zh-Hant"));
    ui.tap("home.resume." + std::to_string(session));
    ui.tap("smashup.setup.faction_search");
    ui.type("魚");
    EXPECT_EQ(ui.text(faction_id(ui, "Mermaids")), "美人魚\nMermaids");
  }
}

TEST(smashup_ui, a_replacement_base_is_found_by_its_chinese_name) {
  TempDir dir;
  UiDriver ui(options_for(dir, "zh-Hans"));
  create_game_on_home(ui);
  set_up_by_taps(ui);
  EXPECT_EQ(ui.text("smashup.base.2.shown_name"), "忍者道场\nNinja Dojo");
  play_to_two_ready_bases(ui);
  ui.tap("smashup.base.0.score");
  ui.tap("smashup.scoring.pick");
  const auto remaining = screen_of(ui).controller().remaining();
  std::size_t rhodes = remaining.size();
  for (std::size_t i = 0; i < remaining.size(); ++i) {
    if (remaining[i].name == "Rhodes Plaza Mall") rhodes = i;
  }
  ASSERT_LT(rhodes, remaining.size());
  ui.tap("smashup.scoring.search");
  const auto zh = screen_of(ui).controller().names().chinese(
      su::NameKind::kBase, "Rhodes Plaza Mall", controllers::ZhScript::kHans);
  ASSERT_FALSE(zh.empty());
  ui.type(zh);
  EXPECT_TRUE(ui.visible("smashup.scoring.option." + std::to_string(rhodes)));
  EXPECT_FALSE(ui.visible("smashup.scoring.option." + std::to_string(rhodes == 0 ? 1 : 0)));
  ui.tap("smashup.scoring.option." + std::to_string(rhodes));
  EXPECT_EQ(ui.text("smashup.scoring.replacement"), "Rhodes Plaza Mall");
}

// Issue #14: "Draw a base" showed the base it drew below the fold of the scoring panel, so
// it looked as if nothing had happened. The base drawn shows in a box above Apply, in view
// without scrolling, and the Draw button stays where the finger is.
TEST(smashup_ui, a_drawn_base_shows_where_the_player_is_looking) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  create_game_on_home(ui);
  set_up_by_taps(ui);
  play_to_two_ready_bases(ui);
  ui.tap("smashup.base.1.score");
  const auto* box = probe().find("smashup.scoring.replacement_box");
  ASSERT_NE(box, nullptr);
  EXPECT_TRUE(box->fully_visible());
  ui.tap("smashup.scoring.draw");
  const std::string drawn = ui.text("smashup.scoring.replacement");
  ASSERT_FALSE(drawn.empty());
  box = probe().find("smashup.scoring.replacement_box");
  ASSERT_NE(box, nullptr);
  EXPECT_TRUE(box->fully_visible()) << "the base drawn is out of view";
  EXPECT_NE(ui.text("smashup.scoring.replacement_box").find(drawn), std::string::npos)
      << ui.text("smashup.scoring.replacement_box");
  EXPECT_TRUE(probe().find("smashup.scoring.draw")->fully_visible());
}

// The layout check over Smash Up's main path: setup, power on the bases until two are
// "Ready to score", both scored (one replacement picked, one drawn), a VP adjustment, the
// hand-limit reminder, the end. The +1 / +5 buttons never move.
// A base's players scroll under its name: after a finger scrolls to the last player's
// buttons of the first base, the base's name and power bar are still in view.
TEST(smashup_ui, a_base_keeps_its_name_in_view_while_its_players_scroll) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  create_game_on_home(ui);
  set_up_by_taps(ui);
  ui.tap("smashup.next_phase");  // start -> play
  const auto* first = probe().find("smashup.base.0.player.0.more");
  ASSERT_NE(first, nullptr);
  const float first_y = first->y;
  ASSERT_NE(ui.reach("smashup.base.0.player.2.power.p5"), nullptr);
  ASSERT_LT(probe().find("smashup.base.0.player.0.more")->y, first_y);  // it did scroll
  const auto* name = probe().find("smashup.base.0.name");
  ASSERT_NE(name, nullptr);
  EXPECT_TRUE(name->fully_visible())
      << name->y << " clip " << name->clip_y0 << "-" << name->clip_y1;
  ui.tap("smashup.base.0.player.2.power.p5");
  EXPECT_EQ(ui.text("smashup.base.0.player.2.power"), "5");
  EXPECT_TRUE(probe().find("smashup.base.0.name")->fully_visible());
}

TEST(smashup_ui, the_main_path_moves_no_button) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ASSERT_TRUE(ui.checking_layout());
  create_game_on_home(ui);
  set_up_by_taps(ui);
  play_to_two_ready_bases(ui);
  ui.tap("smashup.base.1.score");
  ui.tap("smashup.scoring.pick");
  ui.tap("smashup.scoring.option.0");
  ui.tap("smashup.scoring.apply");
  ui.tap("smashup.base.0.score");
  ui.tap("smashup.scoring.draw");
  ui.tap("smashup.scoring.apply");
  ui.tap("smashup.player.0");
  ui.tap("smashup.vp.delta.plus");
  ui.tap("smashup.vp.apply");
  ui.tap("smashup.panel.back");
  ui.tap("smashup.next_phase");
  EXPECT_FALSE(ui.text("smashup.hand_limit").empty());
  ui.tap("smashup.undo");
  ui.tap("smashup.next_phase");
  ui.tap("smashup.end_turn");
  EXPECT_EQ(state_of(ui).turn, 2);
}

// Tap budgets for Smash Up's common actions: a minion's power on a base 1 tap, the next
// phase 1 tap, a base scored with a drawn replacement 3 taps (Score, Draw, Apply).
TEST(smashup_ui, common_actions_keep_their_tap_budgets) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  create_game_on_home(ui);
  set_up_by_taps(ui);
  int start = ui.taps();
  ui.tap("smashup.next_phase");
  EXPECT_EQ(ui.taps() - start, 1);
  start = ui.taps();
  power(ui, 1, 0, "p5");
  EXPECT_EQ(ui.text("smashup.base.1.player.0.power"), "5");
  EXPECT_EQ(ui.taps() - start, 1);
  power(ui, 1, 0, "p5", 3);
  ui.tap("smashup.next_phase");
  ASSERT_EQ(ui.text("smashup.phase"), "score");
  start = ui.taps();
  ui.tap("smashup.base.1.score");
  ui.tap("smashup.scoring.draw");
  ui.tap("smashup.scoring.apply");
  EXPECT_EQ(ui.text("smashup.player.0.vp"), "4");
  EXPECT_EQ(ui.taps() - start, 3);
}

TEST(smashup_ui, screenshots) {
  for (const std::string lang : {"en", "zh-Hans", "zh-Hant"}) {
    TempDir dir;
    UiDriver ui(options_for(dir, lang));
    create_game_on_home(ui);
    // The setup lists every faction by its name in the shot's language.
    const auto factions_shown = [&ui] {
      std::vector<std::string> labels;
      for (const auto& [id, rect] : probe().rects()) {
        if (id.rfind("smashup.setup.faction.", 0) == 0) labels.push_back(ui.text(id));
      }
      return labels;
    };
    const auto all_factions = factions_shown();
    ASSERT_GE(all_factions.size(), 8u);  // those in view of the catalog's factions
    for (const auto& label : all_factions) EXPECT_TRUE(in_language(label, lang)) << label;
    ui.shot("smashup_setup_" + lang);
    if (lang != "en") {
      ui.tap("smashup.setup.faction_search");
      ui.type("龙");
      // Only the factions the search finds, each by its Chinese name holding 龙.
      const auto found = factions_shown();
      EXPECT_FALSE(found.empty());
      // (Dinosaurs 恐龙, Dragons 龙, Tornados 龙卷风: written 龍 in Traditional Chinese.)
      const std::string dragon = lang == "zh-Hans" ? "龙" : "龍";
      for (const auto& label : found) EXPECT_NE(label.find(dragon), std::string::npos) << label;
      ui.shot("smashup_search_" + lang);
      ui.key(SDLK_BACKSPACE);
      // Correcting a name: the community name, its trust, the field for the table's name.
      ui.tap("smashup.setup.names");
      ui.tap("smashup.names.search");
      ui.type("mermaid");
      const auto& factions = screen_of(ui).controller().catalog().factions;
      std::size_t mermaids = 0;
      while (factions[mermaids].name != "Mermaids") ++mermaids;
      ui.tap("smashup.names.faction." + std::to_string(mermaids));
      ui.shot("smashup_names_" + lang);
      ui.tap("smashup.setup.names");  // closed again
    }
    set_up_by_taps(ui);
    play_to_two_ready_bases(ui);
    ui.shot("smashup_table_" + lang);
    ui.tap("smashup.base.0.score");
    // The breakdown, before anything is awarded: Evans City Cemetery (5/3/2 VP,
    // assets/smashup/bases.tsv) with Ann 10, Bo and Chen tied on 5. reference/smash-up.md "Ties":
    // every tied player gets the VP of the best place they tie for, so Bo and Chen both take 2nd
    // place's 3 VP.
    const std::vector<std::pair<std::string, std::string>> awards{
        {"Ann", "10 → 5"}, {"Bo", "5 → 3"}, {"Chen", "5 → 3"}};
    for (std::size_t i = 0; i < awards.size(); ++i) {
      const std::string line = ui.text("smashup.scoring.award." + std::to_string(i));
      EXPECT_NE(line.find(awards[i].first), std::string::npos) << line;
      EXPECT_NE(line.find(awards[i].second), std::string::npos) << line;
      EXPECT_TRUE(in_language(line, lang)) << line;
    }
    ui.shot("smashup_scoring_" + lang);
    EXPECT_EQ(state_of(ui).players[0].vp, 0);
    ui.tap("smashup.scoring.pick");
    ui.tap("smashup.scoring.option.0");
    ui.tap("smashup.scoring.apply");
    ui.tap("smashup.base.1.score");
    ui.tap("smashup.scoring.draw");
    ui.tap("smashup.scoring.apply");
    ui.tap("smashup.player.0");
    for (int i = 0; i < 5; ++i) ui.tap("smashup.vp.delta.plus");
    ui.tap("smashup.vp.apply");
    ui.tap("smashup.panel.back");
    ui.tap("smashup.next_phase");
    ui.tap("smashup.end_turn");
    ASSERT_TRUE(state_of(ui).over);
    // reference/smash-up.md "End of game": at the end of a turn someone has >= 15 VP; the most VP
    // wins. Ann 5 + 4 + 6 = 15, Bo 3 + 3 = 6, Chen 3.
    EXPECT_EQ(ui.text("smashup.winner"),
              ui.ctx().tr("smashup.label.winner_is",
                          {Param{"player", std::string("Ann")}, Param{"vp", std::int64_t{15}}}));
    EXPECT_TRUE(in_language(ui.text("smashup.winner"), lang)) << ui.text("smashup.winner");
    const std::string final_scores = ui.text("smashup.final");
    for (const char* score : {"Ann 15", "Bo 6", "Chen 3"}) {
      EXPECT_NE(final_scores.find(score), std::string::npos) << final_scores;
    }
    ui.shot("smashup_winner_" + lang);
  }
}

// A tablet held upright (800x1280): the bases on top at the full width (scrolling sideways),
// the players' panel under them, the phase buttons on a row of their own; every target
// finger-sized with its whole label; a base scored there. The game is set up in landscape
// and opened upright, as a tablet turned mid-game.
TEST(smashup_ui, portrait_screenshots) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    std::int64_t session = 0;
    {
      UiDriver ui(options_for(dir, lang));
      session = create_game_on_home(ui);
      set_up_by_taps(ui);
      play_to_two_ready_bases(ui);
    }
    AppOptions options = options_for(dir, lang);
    options.width = 800;
    options.height = 1280;
    options.screen = "smashup";
    options.session_id = session;
    UiDriver ui(options);
    ui.frames(3);
    // The bases scroll sideways: the last one is cut off at the right edge until scrolled.
    ui.expect_finger_sized({"smashup.base.3."});
    const auto* next = ui.reach("smashup.next_phase");
    const auto* player = ui.reach("smashup.player.0");
    const auto* score = ui.reach("smashup.base.0.score");
    ASSERT_TRUE(next != nullptr && player != nullptr && score != nullptr);
    EXPECT_GT(player->y, score->y + score->h) << "the players' panel is not under the bases";
    EXPECT_GT(player->w, 800.0f * 0.6f) << "the players' panel is not at the full width";
    ui.shot("smashup_portrait_" + lang);
    ui.tap("smashup.base.0.score");
    ui.shot("smashup_portrait_scoring_" + lang);
    ui.expect_finger_sized({"smashup.base.3."});
    ui.tap("smashup.scoring.pick");
    ui.tap("smashup.scoring.option.0");
    ui.tap("smashup.scoring.apply");
    EXPECT_EQ(state_of(ui).players[0].vp, 5);
  }
}

// The setup upright (800x1280): the sets on top at the full width, the factions and bases
// under them side by side; every target finger-sized with its whole label; set up by taps.
TEST(smashup_ui, portrait_setup_screenshots) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    AppOptions options = options_for(dir, lang);
    options.width = 800;
    options.height = 1280;
    UiDriver ui(options);
    create_game_on_home(ui);
    ui.frames(2);
    // The lists scroll: a row at the bottom edge is cut off until scrolled to.
    ui.expect_finger_sized();
    ui.shot("smashup_portrait_setup_" + lang);
    set_up_by_taps(ui);
    EXPECT_TRUE(state_of(ui).started);
  }
}

// Issue #23: a double tap (the second tap 80 ms after the first, at the same place) acts once
// on every button that moves the game on or adds to it: Start, Next phase, Apply scoring,
// Apply VP, End turn. Counted in the store's events and the controller's state.
TEST(smashup_ui, a_double_tap_acts_once_on_every_turn_button) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  const auto session = create_game_on_home(ui);
  auto stored = [&] { return ui.ctx().store->events(session).value().size(); };
  for (const char* name : {"Ninjas", "Pirates", "Robots", "Zombies", "Aliens", "Wizards"}) {
    ui.tap(faction_id(ui, name));
  }
  for (const char* name : {"Evans City Cemetery", "Tar Pits", "Ninja Dojo", "Tortuga"}) {
    ui.tap(base_id(ui, name));
  }
  ui.tap("smashup.setup.first.0");
  std::size_t count = stored();
  ui.double_tap("smashup.setup.start", 80);
  ASSERT_TRUE(state_of(ui).started) << ui.text("smashup.problems");
  EXPECT_EQ(stored(), count + 1);
  EXPECT_EQ(ui.text("smashup.phase"), "start");

  count = stored();
  ui.double_tap("smashup.next_phase", 80);
  EXPECT_EQ(ui.text("smashup.phase"), "play");
  EXPECT_EQ(stored(), count + 1);
  power(ui, 0, 0, "p5", 2);
  power(ui, 0, 1, "p5");
  power(ui, 0, 2, "p5");
  power(ui, 1, 0, "p5", 2);
  power(ui, 1, 1, "p5");
  power(ui, 1, 1, "p1");
  ui.tap("smashup.base.0.player.2.more");
  ui.tap("smashup.presence.minions.plus");
  ui.tap("smashup.panel.back");
  count = stored();
  ui.double_tap("smashup.next_phase", 80);
  EXPECT_EQ(ui.text("smashup.phase"), "score");
  EXPECT_EQ(stored(), count + 1);

  // Tar Pits scored by a double tap on Apply: Ann 4 VP and Bo 3, once.
  ui.tap("smashup.base.1.score");
  ui.tap("smashup.scoring.draw");
  count = stored();
  ui.double_tap("smashup.scoring.apply", 80);
  EXPECT_EQ(stored(), count + 1);
  EXPECT_EQ(state_of(ui).scored.size(), 1u);
  EXPECT_EQ(state_of(ui).players[0].vp, 4);
  EXPECT_EQ(state_of(ui).players[1].vp, 3);

  // 2 VP for Ann by a double tap on Apply: 6, not 8.
  ui.tap("smashup.player.0");
  ui.tap("smashup.vp.delta.plus");
  count = stored();
  ui.double_tap("smashup.vp.apply", 80);
  EXPECT_EQ(stored(), count + 1);
  EXPECT_EQ(state_of(ui).players[0].vp, 6);
  ui.tap("smashup.panel.back");

  // Evans City Cemetery is scored too, then the turn ends once: Bo's turn starts.
  ui.tap("smashup.base.0.score");
  ui.tap("smashup.scoring.draw");
  ui.tap("smashup.scoring.apply");
  ASSERT_TRUE(su::ready_bases(state_of(ui)).empty());
  count = stored();
  ui.double_tap("smashup.next_phase", 80);
  EXPECT_EQ(ui.text("smashup.phase"), "draw");
  EXPECT_EQ(stored(), count + 1);
  count = stored();
  ui.double_tap("smashup.end_turn", 80);
  EXPECT_EQ(stored(), count + 1);
  EXPECT_EQ(state_of(ui).current, 1);
  EXPECT_EQ(ui.text("smashup.phase"), "start");
  EXPECT_FALSE(state_of(ui).over);
}

}  // namespace
}  // namespace tableref::gui::testing

// The Smash Up and HDCG replay views, hosted by a test screen of their own (the replay
// screen draws them once it hosts ReplayView): sessions written through the live
// controllers into a temporary database, the views scrubbed to a step, their probe texts
// read, and the screenshots.
#include <gtest/gtest.h>
#include <imgui.h>

#include <memory>

#include "hdcg_damage_event.hpp"
#include "replay/replay_view.hpp"
#include "screen_text.hpp"
#include "screens/game_views.hpp"
#include "screens/screen.hpp"
#include "tableref/controllers/hdcg/controller.hpp"
#include "tableref/controllers/session_record.hpp"
#include "tableref/controllers/smashup/controller.hpp"
#include "tableref/db/store.hpp"
#include "tableref/referee/hdcg/decimal.hpp"
#include "ui/theme.hpp"
#include "ui_driver.hpp"

namespace tableref::gui::testing {
namespace {

namespace su = smashup;

// Hosts make_replay_view(game) of the session it opens, at `step` (the whole log at first),
// below a line like the replay screen's controls.
class ViewHost final : public Screen {
 public:
  [[nodiscard]] std::string_view id() const override { return "test.replay_view"; }
  [[nodiscard]] std::string_view title_key() const override { return "replay.title"; }
  void open(AppContext& ctx, std::int64_t session_id) override {
    view.reset();
    auto record = controllers::load_session(*ctx.store, session_id);
    ASSERT_TRUE(record.ok());
    record_ = std::move(record).value();
    view = make_replay_view(record_.session.game);
    ASSERT_NE(view, nullptr) << record_.session.game;
    view->open(ctx, record_);
    step = record_.events.size();
  }
  void draw(AppContext& ctx) override {
    const std::string text =
        ctx.tr("replay.step", {Param{"step", static_cast<std::int64_t>(step)},
                               Param{"count", static_cast<std::int64_t>(record_.events.size())}});
    ImGui::TextUnformatted(text.c_str());
    if (events_pane > 0) {  // a stand-in for the replay screen's list of events
      ImGui::BeginChild("host.events", ImVec2(ImGui::GetContentRegionAvail().x * events_pane, 0),
                        true);
      ImGui::TextUnformatted("#1 start ...");
      ImGui::EndChild();
      ImGui::SameLine();
    }
    ImGui::BeginChild("host.view", ImVec2(0, 0), true);
    if (view) view->draw(ctx, step);
    ImGui::EndChild();
  }
  std::unique_ptr<ReplayView> view;
  std::size_t step = 0;
  float events_pane = 0;  // the share of the width left of the view

 private:
  controllers::SessionRecord record_;
};

ViewHost& host(UiDriver& ui, std::int64_t session) {
  auto screen = std::make_unique<ViewHost>();
  auto& ref = *screen;
  ui.app().add_screen(std::move(screen));
  ui.ctx().go("test.replay_view", session);
  ui.frames(3);
  return ref;
}

void at_step(UiDriver& ui, ViewHost& h, std::size_t step) {
  h.step = step;
  ui.frames(2);
}

su::BaseCard base(const std::string& name, int breakpoint, std::array<int, 3> vp) {
  su::BaseCard c;
  c.set = "Core (Base Game)";
  c.name = name;
  c.breakpoint = breakpoint;
  c.vp = vp;
  return c;
}

// Three players, two bases scored, VP adjusted, Ann reaching 15 VP at the end of turn 4.
// Returns the session id (29 events).
std::int64_t smashup_session(const std::string& db_path) {
  auto store = db::Store::open(db_path);
  EXPECT_TRUE(store.ok());
  const auto id = store.value()
                      .create_session(db::NewSession{"smashup",
                                                     "standard",
                                                     "{}",
                                                     {{0, "Ann", "Pirates + Ninjas"},
                                                      {1, "博", "Robots + Zombies"},
                                                      {2, "Chen", "Wizards + Aliens"}}})
                      .value();
  controllers::SmashupController c;
  EXPECT_TRUE(c.open(store.value(), id).ok());
  EXPECT_TRUE(c.start({{{"Pirates", "Ninjas"}}, {{"Robots", "Zombies"}}, {{"Wizards", "Aliens"}}},
                      {base("The Jungle", 12, {2, 0, 0}), base("Tar Pits", 16, {4, 3, 2}),
                       base("Ninja Dojo", 18, {2, 3, 2}), base("Tortuga", 21, {4, 3, 2})},
                      0)
                  .ok());
  const std::vector<su::Event> play = {
      // Turn 1, Ann: The Jungle scores (Ann 2).
      su::NextPhase{},
      su::ChangePower{0, 0, 8},
      su::ChangePower{0, 1, 5},
      su::ChangePower{2, 2, 4},
      su::NextPhase{},
      su::ScoreBase{0, base("Mushroom Kingdom", 20, {5, 3, 2}), false},
      su::NextPhase{},
      su::EndTurn{},
      // Turn 2, 博: Tar Pits scores (博 4, Chen 3).
      su::NextPhase{},
      su::ChangePower{1, 1, 9},
      su::ChangePower{1, 2, 7},
      su::NextPhase{},
      su::ScoreBase{1, base("Haunted House", 18, {4, 3, 2}), false},
      su::NextPhase{},
      su::EndTurn{},
      // Turn 3, Chen: power on the Dojo, 2 VP from a card.
      su::NextPhase{},
      su::ChangePower{2, 2, 6},
      su::ChangePower{3, 0, 7},
      su::AdjustVp{2, 2, "Wizard card"},
      su::NextPhase{},
      su::NextPhase{},
      su::EndTurn{},
      // Turn 4, Ann: 13 VP from cards, the game ends with Ann on 15.
      su::NextPhase{},
      su::ChangePower{3, 0, 5},
      su::AdjustVp{0, 13, "Treasure"},
      su::NextPhase{},
      su::NextPhase{},
      su::EndTurn{},
  };
  for (const auto& e : play) EXPECT_TRUE(c.push(e).ok()) << su::event_kind(e);
  EXPECT_TRUE(c.state().over);
  return id;
}

// To the next seat's turn, discarding what the discard phase demands.
void next_turn(controllers::HdcgController& s) {
  const auto seat = s.state().turn.seat;
  while (s.state().turn.seat == seat) {
    if (s.state().turn.phase == hdcg::Phase::kDiscard) {
      const auto excess = s.state().required_discard(seat);
      if (excess > 0) {
        ASSERT_TRUE(s.discard_phase(static_cast<std::size_t>(excess)).ok());
      }
    }
    ASSERT_TRUE(s.act(hdcg::event::AdvancePhase{}).ok());
  }
}

void to_play(controllers::HdcgController& s) {
  while (s.state().turn.phase != hdcg::Phase::kPlay) {
    ASSERT_TRUE(s.act(hdcg::event::AdvancePhase{}).ok());
  }
}

// Ann (刺客, ×1.5 attack from 大锤) against 博 (刺客): 博 is out in the fifth turn.
std::int64_t hdcg_session(const std::string& db_path) {
  auto store = db::Store::open(db_path);
  EXPECT_TRUE(store.ok());
  const auto id =
      store.value()
          .create_session(db::NewSession{"hdcg", "duel", "{}", {{0, "Ann", ""}, {1, "博", ""}}})
          .value();
  auto opened = controllers::HdcgController::open(store.value(), id);
  EXPECT_TRUE(opened.ok());
  auto& s = opened.value();
  to_play(s);
  hdcg::Modifier hammer;
  hammer.source = "大锤";
  hammer.value = hdcg::dec("1.5");
  EXPECT_TRUE(s.add_modifier(0, hdcg::Stat::kAttack, hammer).ok());
  // 刺客: attack x1.2 (Ann x1.8 with 大锤), defence x1.5, 500 HP, hand limit HP / 100.
  EXPECT_TRUE(s.act(tableref::testing::hdcg_hit(0, 1, "50")).ok());  // 135: 博 500 -> 365
  next_turn(s);
  to_play(s);
  EXPECT_TRUE(s.act(tableref::testing::hdcg_hit(1, 0, "60")).ok());  // 108: Ann 500 -> 392
  EXPECT_TRUE(s.draw_one(1).ok());
  next_turn(s);
  to_play(s);
  EXPECT_TRUE(s.act(tableref::testing::hdcg_hit(0, 1, "50")).ok());  // 博 365 -> 230
  next_turn(s);
  to_play(s);
  EXPECT_TRUE(s.act(tableref::testing::hdcg_hit(1, 0, "40")).ok());  // 72: Ann 392 -> 320
  next_turn(s);
  to_play(s);
  EXPECT_TRUE(s.act(tableref::testing::hdcg_hit(0, 1, "100")).ok());  // 270: 博 230 -> -40, out
  return id;
}

TEST(replay_ui, smashup_replay_view_shows_bases_vp_and_the_chart_at_each_step) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "en";
  const auto id = smashup_session(options.db_path);
  UiDriver ui(options);
  auto& h = host(ui, id);
  // The end: Ann has won.
  EXPECT_EQ(ui.text("replay.view.smashup.vp"), "Ann 15, 博 4, Chen 5");
  EXPECT_EQ(ui.text("replay.view.smashup.winner"), "Ann wins with 15 VP");
  EXPECT_TRUE(ui.visible("replay.view.smashup.chart"));
  // 5 points: the start and the ends of turns 1-4; the marker on the last.
  EXPECT_EQ(ui.text("replay.view.smashup.chart"), "5 points, at 4.0");
  // Step 0: nothing set up yet.
  at_step(ui, h, 0);
  EXPECT_EQ(ui.text("replay.view.smashup.vp"), "");
  EXPECT_EQ(ui.text("replay.view.smashup.winner"), "");
  // Step 7: The Jungle just scored for Ann (8 power against 博's 5; 2 VP to the first only).
  at_step(ui, h, 7);
  EXPECT_EQ(ui.text("replay.view.smashup.event"), "The Jungle scored: Ann +2");
  EXPECT_EQ(ui.text("replay.view.smashup.vp"), "Ann 2, 博 0, Chen 0");
  EXPECT_EQ(ui.text("replay.view.smashup.bases"),
            "Mushroom Kingdom 0/20, Tar Pits 0/16, Ninja Dojo 4/18, Tortuga 0/21");
  EXPECT_EQ(ui.text("replay.view.smashup.turn"), "Turn 1 · Ann · Score bases");
  EXPECT_EQ(ui.text("replay.view.smashup.winner"), "");
  EXPECT_EQ(ui.text("replay.view.smashup.chart"), "5 points, at 0.4");
  // The middle: turn 2 after Tar Pits scored.
  at_step(ui, h, 14);
  EXPECT_EQ(ui.text("replay.view.smashup.event"), "Tar Pits scored: 博 +4 · Chen +3");
  EXPECT_EQ(ui.text("replay.view.smashup.vp"), "Ann 2, 博 4, Chen 3");
  EXPECT_TRUE(ui.visible("replay.view.smashup.base.3"));
  // Turn 3: Chen's card.
  at_step(ui, h, 20);
  EXPECT_EQ(ui.text("replay.view.smashup.event"), "Chen: +2 VP (Wizard card)");
  EXPECT_EQ(ui.text("replay.view.smashup.bases"),
            "Mushroom Kingdom 0/20, Haunted House 0/18, Ninja Dojo 10/18, Tortuga 7/21");
  // In a pane half as wide (the replay screen's right half) everything is stacked, nothing
  // is cut at the sides.
  h.events_pane = 0.5f;
  ui.frames(2);
  EXPECT_EQ(ui.text("replay.view.smashup.vp"), "Ann 2, 博 4, Chen 5");
  for (const std::string probe_id :
       {"replay.view.smashup.base.0", "replay.view.smashup.base.3", "replay.view.smashup.chart"}) {
    const auto* rect = ui.reach(probe_id);
    ASSERT_NE(rect, nullptr) << probe_id;
    EXPECT_GE(rect->x, rect->clip_x0 - 1) << probe_id;
    EXPECT_LE(rect->x + rect->w, rect->clip_x1 + 1) << probe_id;
  }
}

TEST(replay_ui, hdcg_replay_view_shows_hp_hands_damage_and_the_chart_at_each_step) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "en";
  const auto id = hdcg_session(options.db_path);
  std::size_t first_hit = 0;
  {
    auto store = db::Store::open(options.db_path);
    const auto events = store.value().events(id).value();
    for (std::size_t i = 0; i < events.size() && first_hit == 0; ++i) {
      if (events[i].kind == "damage") first_hit = i + 1;
    }
  }
  ASSERT_GT(first_hit, 0u);
  UiDriver ui(options);
  auto& h = host(ui, id);
  const std::size_t total = h.step;
  EXPECT_EQ(ui.text("replay.view.hdcg.hp"), "Ann 320/500, 博 -40/500");
  EXPECT_EQ(ui.text("replay.view.hdcg.winner"),
            "Ann wins: the last character standing, with 320 HP left.");
  // The start (the setup): full HP, no cards yet.
  at_step(ui, h, 1);
  EXPECT_EQ(ui.text("replay.view.hdcg.hp"), "Ann 500/500, 博 500/500");
  EXPECT_EQ(ui.text("replay.view.hdcg.hand"), "Ann 0/5, 博 0/5");
  EXPECT_EQ(ui.text("replay.view.hdcg.winner"), "");
  EXPECT_EQ(ui.text("replay.view.hdcg.damage"), "");
  // The first hit: 50 x 1.8 (1.2 x 1.5 from 大锤) x 1.5 = 135; 博's hand limit drops to 4.
  at_step(ui, h, first_hit);
  EXPECT_EQ(ui.text("replay.view.hdcg.event"), "Ann dealt 135 damage to 博");
  EXPECT_EQ(ui.text("replay.view.hdcg.hp"), "Ann 500/500, 博 365/500");
  EXPECT_EQ(ui.text("replay.view.hdcg.hand"), "Ann 5/5, 博 5/4");
  const std::string damage = ui.text("replay.view.hdcg.damage");
  EXPECT_NE(damage.find("× attack 1.8"), std::string::npos) << damage;
  EXPECT_NE(damage.find("135 damage: HP 500 → 365, hand limit 5 → 4"), std::string::npos) << damage;
  EXPECT_EQ(ui.text("replay.view.hdcg.turn"), "Round 1 · Ann · Play");
  EXPECT_EQ(ui.text("replay.view.hdcg.chart"), "6 points, at 0.5");
  // 博's second turn: a card drawn, 6 in hand against a limit of 4 before the discard phase.
  h.events_pane = 0.5f;
  for (std::size_t step = first_hit; step < total; ++step) {
    at_step(ui, h, step);
    if (ui.text("replay.view.hdcg.event") == "博 drew 1") break;
  }
  EXPECT_EQ(ui.text("replay.view.hdcg.hand"), "Ann 5/4, 博 6/4");
  EXPECT_EQ(ui.text("replay.view.hdcg.seat.1.hand"), "6/4");
  for (const std::string probe_id : {"replay.view.hdcg.seat.1.hp_bar", "replay.view.hdcg.chart"}) {
    const auto* rect = ui.reach(probe_id);
    ASSERT_NE(rect, nullptr) << probe_id;
    EXPECT_LE(rect->x + rect->w, rect->clip_x1 + 1) << probe_id;
  }
}

// The views inside the real replay screen, opened from History: what players see.
TEST(replay_ui, views_screenshots) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    AppOptions options;
    options.db_path = dir.file("tableref.db");
    options.language = lang;
    const auto smashup = smashup_session(options.db_path);
    const auto hdcg = hdcg_session(options.db_path);
    UiDriver ui(options);
    ui.tap("nav.history");
    ui.tap("history.replay." + std::to_string(smashup));
    ASSERT_EQ(ui.screen(), "replay");
    EXPECT_FALSE(ui.text("replay.view.smashup.winner").empty());  // opened at the end
    ui.tap("replay.slider");                                      // the middle
    EXPECT_TRUE(ui.text("replay.view.smashup.winner").empty());
    EXPECT_TRUE(ui.visible("replay.view.smashup.chart"));
    ui.shot("replay_smashup_" + lang);
    ui.tap("nav.history");
    ui.tap("history.replay." + std::to_string(hdcg));
    ASSERT_EQ(ui.screen(), "replay");
    EXPECT_FALSE(ui.text("replay.view.hdcg.winner").empty());  // the end: 博 is out
    // The winner's line names Ann, the last character standing, in the shot's language.
    EXPECT_NE(ui.text("replay.view.hdcg.winner").find("Ann"), std::string::npos);
    EXPECT_TRUE(in_language(ui.text("replay.view.hdcg.winner"), lang))
        << ui.text("replay.view.hdcg.winner");
    ui.shot("replay_hdcg_" + lang);
  }
}

}  // namespace
}  // namespace tableref::gui::testing

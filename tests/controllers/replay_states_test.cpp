// The replay's "state after N events" of Smash Up and HDCG, checked at every step against
// the live controllers that wrote the events (each state recorded as it was shown).
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <tuple>
#include <vector>

#include "hdcg_damage_event.hpp"
#include "hdcg_duel_session.hpp"
#include "reason_text.hpp"
#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/hdcg/controller.hpp"
#include "tableref/controllers/hdcg/replay.hpp"
#include "tableref/controllers/session_record.hpp"
#include "tableref/controllers/smashup/controller.hpp"
#include "tableref/controllers/smashup/replay.hpp"
#include "tableref/referee/hdcg/decimal.hpp"

namespace tableref::controllers {
namespace {

namespace su = smashup;

su::BaseCard base(const std::string& name, int breakpoint) {
  su::BaseCard c;
  c.set = "Core (Base Game)";
  c.name = name;
  c.breakpoint = breakpoint;
  c.vp = {3, 2, 1};
  return c;
}

// Everything the replay view shows of a Smash Up game.
void expect_same(const su::GameState& a, const su::GameState& b, std::size_t step) {
  SCOPED_TRACE("step " + std::to_string(step));
  EXPECT_EQ(a.started, b.started);
  EXPECT_EQ(a.players, b.players);
  EXPECT_EQ(a.bases, b.bases);
  EXPECT_EQ(a.current, b.current);
  EXPECT_EQ(a.turn, b.turn);
  EXPECT_EQ(a.phase, b.phase);
  EXPECT_EQ(a.over, b.over);
  EXPECT_EQ(a.winner, b.winner);
  EXPECT_EQ(a.vp_log, b.vp_log);
  EXPECT_EQ(a.vp_by_turn, b.vp_by_turn);
  EXPECT_EQ(a.scored.size(), b.scored.size());
}

TEST(replay_states, smashup_state_at_every_step_is_what_the_live_game_showed) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  const auto id =
      store.value()
          .create_session(db::NewSession{"smashup", "", "{}", {{0, "Ann", ""}, {1, "博", ""}}})
          .value();
  SmashupController live;
  ASSERT_TRUE(live.open(store.value(), id).ok());
  std::vector<su::GameState> shown{live.state()};
  ASSERT_TRUE(live.start({{{"Pirates", "Ninjas"}}, {{"Robots", "Zombies"}}},
                         {base("Tortuga", 21), base("Ninja Dojo", 18), base("The Jungle", 12)}, 0)
                  .ok());
  shown.push_back(live.state());
  const std::vector<su::Event> play = {
      su::NextPhase{},  // Ann: play
      su::ChangePower{2, 0, 8},
      su::ChangePower{2, 1, 5},                               // The Jungle 13/12
      su::NextPhase{},                                        // score
      su::ScoreBase{2, base("Mushroom Kingdom", 20), false},  // Ann 3, 博 2
      su::NextPhase{},
      su::EndTurn{},  // 博's turn
      su::NextPhase{},
      su::ChangePower{0, 1, 3},
      su::Undo{},
      su::AdjustVp{1, 2, "card"},
      su::NextPhase{},
      su::NextPhase{},
      su::EndTurn{},
  };
  for (const auto& event : play) {
    ASSERT_TRUE(live.push(event).ok()) << su::event_kind(event);
    shown.push_back(live.state());
  }
  const auto record = load_session(store.value(), id).value();
  ASSERT_EQ(record.events.size() + 1, shown.size());
  const auto replay = smashup_replay(record);
  EXPECT_FALSE(replay.error);
  ASSERT_EQ(replay.states.size(), shown.size());
  ASSERT_EQ(replay.events.size(), record.events.size());
  for (std::size_t step = 0; step < shown.size(); ++step) {
    expect_same(replay.at(step), shown[step], step);
    auto alone = smashup_state_at(record, step);
    ASSERT_TRUE(alone.ok()) << step;
    expect_same(alone.value(), shown[step], step);
  }
  // The numbers themselves: after the scoring Ann has 3 VP and 博 2; at the end 博 has 4.
  EXPECT_EQ(replay.at(6).players[0].vp, 3);
  EXPECT_EQ(replay.at(6).players[1].vp, 2);
  EXPECT_EQ(replay.at(6).bases[2].card->name, "Mushroom Kingdom");
  EXPECT_EQ(replay.at(record.events.size()).players[1].vp, 4);
  EXPECT_EQ(replay.at(record.events.size()).turn, 3);
  // The undo takes the 3 power back off Tortuga.
  EXPECT_EQ(su::total_power(replay.at(10).bases[0]), 3);
  EXPECT_EQ(su::total_power(replay.at(11).bases[0]), 0);
  // Past the end is the end.
  expect_same(replay.at(999), shown.back(), 999);
}

TEST(replay_states, smashup_replay_stops_at_a_bad_row_and_says_why) {
  SessionRecord record;
  record.session.game = "smashup";
  record.events.push_back(db::Event{});
  record.events.back().kind = "no_such_kind";
  record.events.back().payload = "{}";
  const auto replay = smashup_replay(record);
  ASSERT_TRUE(replay.error.has_value());
  ASSERT_EQ(replay.states.size(), 1u);
  EXPECT_FALSE(replay.at(1).started);
  EXPECT_FALSE(smashup_state_at(record, 1).ok());
}

TEST(replay_states, hdcg_state_at_every_step_is_what_the_live_duel_showed) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  const auto id = testing::new_hdcg_duel(store.value());
  auto opened = HdcgController::open(store.value(), id);
  ASSERT_TRUE(opened.ok());
  auto& live = opened.value();
  // Setup and the opening draw: the live session shows the started duel.
  std::vector<hdcg::DuelState> shown{live.initial(), live.initial(), live.state()};
  auto keep = [&](const Status& status) {
    ASSERT_TRUE(status.ok()) << static_cast<int>(status.error().reason.value());
    shown.push_back(live.state());
  };
  keep(live.act(testing::hdcg_hit(0, 1, "100")));
  keep(live.act(hdcg::event::AdvancePhase{}));
  keep(live.undo());
  keep(live.draw_one(1));
  keep(live.act(testing::hdcg_hit(1, 0, "50", true)));
  keep(live.act(testing::hdcg_hit(0, 1, "120")));
  const auto record = load_session(store.value(), id).value();
  ASSERT_EQ(record.events.size() + 1, shown.size());
  const auto replay = hdcg_replay(record);
  EXPECT_FALSE(replay.error);
  ASSERT_EQ(replay.states.size(), shown.size());
  ASSERT_EQ(replay.events.size(), record.events.size());
  EXPECT_FALSE(replay.events[0].has_value());  // the setup
  for (std::size_t step = 0; step < shown.size(); ++step) {
    SCOPED_TRACE("step " + std::to_string(step));
    ASSERT_NE(replay.at(step), nullptr);
    EXPECT_TRUE(*replay.at(step) == shown[step]);
  }
  // 刺客: 500 HP, attack x1.2, defence x1.5. 100 -> 180 and 120 -> 216 leave 博 104; the
  // direct 50 leaves Ann 450.
  EXPECT_EQ(replay.at(3)->seats[1].character.hp.to_string(), "320");
  EXPECT_EQ(replay.at(record.events.size())->seats[1].character.hp.to_string(), "104");
  EXPECT_EQ(replay.at(record.events.size())->seats[0].character.hp.to_string(), "450");
  ASSERT_TRUE(replay.at(record.events.size())->last_damage.has_value());
  EXPECT_EQ(replay.at(record.events.size())->last_damage->damage.to_string(), "216");
  EXPECT_EQ(replay.at(6)->seats[1].hand.size(), 6u);
  EXPECT_TRUE(*replay.at(999) == shown.back());
}

TEST(replay_states, hdcg_replay_without_a_setup_has_no_state) {
  SessionRecord record;
  record.session.game = "hdcg";
  EXPECT_EQ(hdcg_replay(record).at(0), nullptr);
  record.events.push_back(db::Event{});
  record.events.back().kind = "damage";
  record.events.back().payload = "{}";
  const auto replay = hdcg_replay(record);
  ASSERT_TRUE(replay.error.has_value());
  EXPECT_EQ(replay.at(0), nullptr);
  // Said with the shared input codes, in the user's language.
  EXPECT_EQ(replay.error->reason, InputReason::kNotOneOf);
  EXPECT_EQ(replay.error->params, (std::vector<Param>{{"key", std::string("events[0].kind")},
                                                      {"value", std::string("damage")},
                                                      {"allowed", std::string("setup")}}));
  EXPECT_TRUE(reason_text::no_english_but_data(reason_text::rendered(*replay.error), *replay.error))
      << reason_text::rendered(*replay.error);
}

TEST(replay_states, hdcg_replay_of_a_setup_without_its_duel_says_what_is_missing) {
  SessionRecord record;
  record.session.game = "hdcg";
  record.events.push_back(db::Event{});
  record.events.back().kind = std::string(kHdcgSetupKind);
  for (const auto& [payload, reason, key] :
       {std::tuple{"{}", InputReason::kMissing, "events[0].setup"},
        std::tuple{"[1]", InputReason::kNotObject, "events[0]"}}) {
    SCOPED_TRACE(payload);
    record.events.back().payload = payload;
    const auto replay = hdcg_replay(record);
    ASSERT_TRUE(replay.error.has_value());
    EXPECT_EQ(replay.error->reason, reason);
    EXPECT_EQ(replay.error->params, (std::vector<Param>{{"key", std::string(key)}}));
    const std::string zh = reason_text::rendered(*replay.error);
    EXPECT_TRUE(reason_text::no_english_but_data(zh, *replay.error)) << zh;
  }
  EXPECT_EQ(reason_text::rendered(*hdcg_replay(record).error),
            "“events[0]”必须是JSON对象（{...}）。");
}

}  // namespace
}  // namespace tableref::controllers

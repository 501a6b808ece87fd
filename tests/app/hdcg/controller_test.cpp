// The HDCG session controller: events stored before they are shown, exact rebuilds.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "hdcg_damage_event.hpp"
#include "reason_text.hpp"
#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/hdcg/controller.hpp"
#include "tableref/referee/hdcg/decimal.hpp"
#include "tableref/referee/hdcg/reason.hpp"

namespace tableref::controllers {
namespace {

std::int64_t make_session(db::Store& store, const std::string& rules = "{}") {
  return store
      .create_session(db::NewSession{"hdcg", "duel", rules, {{0, "Ann", "刺客"}, {1, "Bo", ""}}})
      .value();
}

TEST(hdcg_controller, a_new_session_is_set_up_from_seats_and_rules_and_deals_five) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  const auto id =
      make_session(store.value(), R"({"defence_applies":"divide","hp_rounding":"floor"})");
  auto session = HdcgController::open(store.value(), id);
  ASSERT_TRUE(session.ok()) << static_cast<int>(session.error().reason.value());
  const auto& state = session.value().state();
  EXPECT_TRUE(state.started);
  EXPECT_EQ(state.rules.defence_applies, hdcg::DefenceApplies::kDivide);
  EXPECT_EQ(state.rules.hp_rounding, hdcg::HpRounding::kFloor);
  ASSERT_EQ(state.seats.size(), 2u);
  EXPECT_EQ(state.seats[1].character.card.name, "刺客");  // the default character
  EXPECT_EQ(state.seats[0].hand.size(), 5u);
  const auto log = store.value().events(id).value();
  ASSERT_EQ(log.size(), 2u);
  EXPECT_EQ(log[0].kind, "setup");
  EXPECT_EQ(log[1].kind, "start_game");
}

TEST(hdcg_controller, a_new_session_records_that_rounding_applies_to_the_damage) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  const auto id = make_session(store.value(), R"({"hp_rounding":"half_up"})");
  auto session = HdcgController::open(store.value(), id);
  ASSERT_TRUE(session.ok());
  EXPECT_EQ(session.value().state().rules.rounding_applies_to, hdcg::RoundingAppliesTo::kDamage);
  const auto setup = nlohmann::json::parse(store.value().events(id).value().at(0).payload);
  EXPECT_EQ(setup.at("setup").at("rules").at("rounding_applies_to"), "damage");
}

TEST(hdcg_controller, a_session_created_before_issue_18_keeps_rounding_the_hp_left) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  // What migration step 4 leaves in an old session's rules.
  const auto id =
      make_session(store.value(), R"({"hp_rounding":"half_up","rounding_applies_to":"hp_left"})");
  auto session = HdcgController::open(store.value(), id);
  ASSERT_TRUE(session.ok());
  EXPECT_EQ(session.value().state().rules.rounding_applies_to, hdcg::RoundingAppliesTo::kHpLeft);
  // A reopen folds the stored setup again and keeps it.
  auto reopened = HdcgController::open(store.value(), id);
  ASSERT_TRUE(reopened.ok());
  EXPECT_EQ(reopened.value().state().rules.rounding_applies_to, hdcg::RoundingAppliesTo::kHpLeft);
}

TEST(hdcg_controller, an_unknown_character_is_refused_with_its_name) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  const auto id =
      store.value()
          .create_session(db::NewSession{"hdcg", "duel", "{}", {{0, "Ann", "龙"}, {1, "Bo", ""}}})
          .value();
  auto session = HdcgController::open(store.value(), id);
  ASSERT_FALSE(session.ok());
  EXPECT_EQ(session.error().reason, hdcg::Reason::kHdcgUnknownCharacterCard);
  EXPECT_TRUE(store.value().events(id).value().empty());
}

TEST(hdcg_controller, a_setup_event_that_does_not_read_says_what_is_wrong) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  // A setup event as a new session stores it, to spoil one part at a time.
  const auto first = make_session(store.value());
  ASSERT_TRUE(HdcgController::open(store.value(), first).ok());
  const auto good = nlohmann::json::parse(store.value().events(first).value().at(0).payload);
  const auto key = [](const char* path) { return Param{"key", std::string(path)}; };
  const auto without = [&](const char* name) {
    auto payload = good;
    payload.erase(name);
    return payload.dump();
  };
  const auto with_seed = [&](nlohmann::json seed) {
    auto payload = good;
    payload["seed"] = std::move(seed);
    return payload.dump();
  };
  struct Case {
    std::string kind;
    std::string payload;
    Violation expected;
  };
  const std::vector<Case> cases{
      {"damage", "{}",
       Violation{InputReason::kNotOneOf,
                 {key("events[0].kind"), Param{"value", std::string("damage")},
                  Param{"allowed", std::string("setup")}}}},
      {"setup", "[1]", Violation{InputReason::kNotObject, {key("events[0]")}}},
      {"setup", without("setup"), Violation{InputReason::kMissing, {key("events[0].setup")}}},
      {"setup", without("seed"), Violation{InputReason::kMissing, {key("events[0].seed")}}},
      {"setup", with_seed(true), Violation{InputReason::kNotInteger, {key("events[0].seed")}}},
      {"setup", with_seed("x5"), Violation{InputReason::kNotInteger, {key("events[0].seed")}}},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.kind + " " + c.payload.substr(0, 60));
    const auto id = make_session(store.value());
    ASSERT_TRUE(store.value().append_event(id, c.kind, c.payload).ok());
    auto session = HdcgController::open(store.value(), id);
    ASSERT_FALSE(session.ok());
    EXPECT_EQ(session.error().reason, c.expected.reason) << reason_name(session.error().reason);
    EXPECT_EQ(session.error().params, c.expected.params);
    const std::string zh = reason_text::rendered(session.error());
    EXPECT_TRUE(reason_text::no_english_but_data(zh, session.error())) << zh;
  }
}

TEST(hdcg_controller, every_event_is_stored_and_a_reopen_rebuilds_the_same_state) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  const auto id = make_session(store.value());
  auto opened = HdcgController::open(store.value(), id);
  ASSERT_TRUE(opened.ok());
  auto& s = opened.value();
  // 100 x 1.2 (刺客's attack) x 1.5 (defence) = 180.
  auto preview = s.preview(testing::hdcg_hit(0, 1, "100"));
  ASSERT_TRUE(preview.ok());
  EXPECT_EQ(preview.value().damage.to_string(), "180");
  EXPECT_EQ(s.state().seats[1].character.hp.to_string(), "500");  // a preview changes nothing
  ASSERT_TRUE(s.act(testing::hdcg_hit(0, 1, "100")).ok());
  EXPECT_EQ(s.state().seats[1].character.hp.to_string(), "320");
  ASSERT_TRUE(s.act(testing::hdcg_hit(1, 0, "33", true)).ok());
  EXPECT_EQ(s.state().seats[0].character.hp.to_string(), "467");
  hdcg::Modifier hammer;
  hammer.source = "大锤";
  hammer.value = hdcg::dec("1.2");
  hammer.slot = hdcg::SlotRequirement::kMainWeapon;
  ASSERT_TRUE(s.add_modifier(0, hdcg::Stat::kAttack, hammer).ok());
  EXPECT_EQ(s.state().seats[0].character.attack_multiplier().value().value.to_string(), "1.44");
  ASSERT_TRUE(s.act(hdcg::event::AdvancePhase{}).ok());  // judgement
  auto roll = s.roll_judgement();
  ASSERT_TRUE(roll.ok());
  EXPECT_GE(roll.value(), 0);
  EXPECT_LE(roll.value(), 9);
  EXPECT_EQ(s.state().judgements, std::vector<int>{roll.value()});
  // A refused event stores nothing.
  const auto before = store.value().events(id).value().size();
  EXPECT_FALSE(s.act(hdcg::event::Judgement{12}).ok());
  EXPECT_EQ(store.value().events(id).value().size(), before);

  auto reopened = HdcgController::open(store.value(), id);
  ASSERT_TRUE(reopened.ok());
  EXPECT_EQ(reopened.value().state(), s.state());
  EXPECT_EQ(reopened.value().events(), s.events());
}

TEST(hdcg_controller, undo_is_an_event_and_the_opening_draw_cannot_be_undone) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  const auto id = make_session(store.value());
  auto opened = HdcgController::open(store.value(), id);
  ASSERT_TRUE(opened.ok());
  auto& s = opened.value();
  EXPECT_FALSE(s.can_undo());
  EXPECT_EQ(s.undo().error().reason, hdcg::Reason::kHdcgNothingToUndo);
  const auto fresh = s.state();
  ASSERT_TRUE(s.act(testing::hdcg_hit(0, 1, "100")).ok());
  ASSERT_TRUE(s.undo().ok());
  EXPECT_EQ(s.state(), fresh);
  const auto log = store.value().events(id).value();
  EXPECT_EQ(log.back().kind, "undo");
  EXPECT_EQ(HdcgController::open(store.value(), id).value().state(), fresh);
}

TEST(hdcg_controller, the_discard_phase_takes_exactly_the_excess) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  const auto id = make_session(store.value());
  auto opened = HdcgController::open(store.value(), id);
  ASSERT_TRUE(opened.ok());
  auto& s = opened.value();
  ASSERT_TRUE(s.act(testing::hdcg_hit(1, 0, "150", true)).ok());  // HP 350: limit 4
  ASSERT_TRUE(s.draw_one(0).ok());                                // hand 6
  for (int i = 0; i < 4; ++i) ASSERT_TRUE(s.act(hdcg::event::AdvancePhase{}).ok());
  ASSERT_EQ(s.state().turn.phase, hdcg::Phase::kDiscard);
  EXPECT_EQ(s.state().required_discard(0), 2);
  EXPECT_EQ(s.discard_phase(1).error().reason, hdcg::Reason::kHdcgWrongDiscardCount);
  EXPECT_EQ(s.discard_phase(3).error().reason, hdcg::Reason::kHdcgWrongDiscardCount);
  ASSERT_TRUE(s.discard_phase(2).ok());
  EXPECT_EQ(s.state().seats[0].hand.size(), 4u);
  EXPECT_TRUE(s.act(hdcg::event::AdvancePhase{}).ok());
}

TEST(hdcg_controller, leaving_the_draw_phase_draws_the_two_skill_cards_once) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  const auto id = make_session(store.value());
  auto opened = HdcgController::open(store.value(), id);
  ASSERT_TRUE(opened.ok());
  auto& s = opened.value();
  auto hand = [&](std::size_t seat) { return s.state().seats[seat].hand.size(); };
  // Ann: start -> judgement -> draw, nothing drawn yet.
  for (int i = 0; i < 2; ++i) ASSERT_TRUE(s.advance_phase().ok());
  ASSERT_EQ(s.state().turn.phase, hdcg::Phase::kDraw);
  EXPECT_FALSE(s.drew_this_phase());
  EXPECT_EQ(hand(0), 5u);
  // Stepping on deals the rule book's 2 skill cards (a Draw event of its own).
  ASSERT_TRUE(s.advance_phase().ok());
  EXPECT_EQ(s.state().turn.phase, hdcg::Phase::kPlay);
  EXPECT_EQ(hand(0), 7u);
  // Undo takes the step back, not the draw: the draw phase again, its cards drawn, and
  // stepping on again draws no more.
  ASSERT_TRUE(s.undo().ok());
  EXPECT_EQ(s.state().turn.phase, hdcg::Phase::kDraw);
  EXPECT_TRUE(s.drew_this_phase());
  ASSERT_TRUE(s.advance_phase().ok());
  EXPECT_EQ(hand(0), 7u);
  // The discard phase asks for the excess and, once done, says how many went.
  ASSERT_TRUE(s.advance_phase().ok());
  ASSERT_EQ(s.state().turn.phase, hdcg::Phase::kDiscard);
  EXPECT_EQ(s.state().required_discard(0), 2);
  EXPECT_EQ(s.discarded_this_phase(), 0u);
  ASSERT_TRUE(s.discard_phase(2).ok());
  EXPECT_EQ(s.discarded_this_phase(), 2u);
  // Bo's turn: drawn by hand first, so leaving the draw phase adds nothing more.
  for (int i = 0; i < 4; ++i) ASSERT_TRUE(s.advance_phase().ok());
  ASSERT_EQ(s.state().turn.seat, 1u);
  ASSERT_EQ(s.state().turn.phase, hdcg::Phase::kDraw);
  EXPECT_FALSE(s.drew_this_phase());
  ASSERT_TRUE(s.act(hdcg::event::Draw{1, 2}).ok());
  EXPECT_TRUE(s.drew_this_phase());
  ASSERT_TRUE(s.advance_phase().ok());
  EXPECT_EQ(hand(1), 7u);
  // The log rebuilds the same duel.
  EXPECT_EQ(HdcgController::open(store.value(), id).value().state(), s.state());
}

TEST(hdcg_controller, the_last_character_standing_finishes_the_session_with_hp_as_score) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  const auto id = make_session(store.value());
  auto opened = HdcgController::open(store.value(), id);
  ASSERT_TRUE(opened.ok());
  auto& s = opened.value();
  ASSERT_TRUE(s.act(testing::hdcg_hit(1, 0, "120", true)).ok());
  ASSERT_TRUE(s.act(testing::hdcg_hit(0, 1, "500", true)).ok());
  EXPECT_TRUE(s.finished());
  auto summary = store.value().session(id).value();
  EXPECT_EQ(summary.status, db::SessionStatus::kFinished);
  const auto result = nlohmann::json::parse(summary.result_json);
  ASSERT_EQ(result.at("players").size(), 2u);
  EXPECT_EQ(result["players"][0]["name"], "Ann");
  EXPECT_EQ(result["players"][0]["score"], 380);
  EXPECT_EQ(result["players"][0]["rank"], 1);
  EXPECT_EQ(result["players"][0]["winner"], true);
  EXPECT_EQ(result["players"][1]["name"], "Bo");
  EXPECT_EQ(result["players"][1]["score"], 0);
  EXPECT_EQ(result["players"][1]["rank"], 2);
  EXPECT_EQ(result["players"][1]["winner"], false);
  // Undo brings Bo back: the session is active again.
  ASSERT_TRUE(s.undo().ok());
  EXPECT_FALSE(s.finished());
  EXPECT_EQ(store.value().session(id).value().status, db::SessionStatus::kActive);
}

TEST(hdcg_controller, the_calculator_defaults_to_the_current_player_hitting_the_next_living_one) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  const auto id = store.value()
                      .create_session(db::NewSession{
                          "hdcg", "duel", "{}", {{0, "Ann", "刺客"}, {1, "Bo", ""}, {2, "Cy", ""}}})
                      .value();
  auto opened = HdcgController::open(store.value(), id);
  ASSERT_TRUE(opened.ok());
  auto& s = opened.value();
  ASSERT_EQ(s.state().turn.seat, 0u);
  EXPECT_EQ(s.default_damage_sides().source, 0u);
  EXPECT_EQ(s.default_damage_sides().target, 1u);
  ASSERT_TRUE(s.act(testing::hdcg_hit(0, 1, "500", true)).ok());  // Bo is out
  ASSERT_TRUE(s.state().seats[1].character.is_out());
  EXPECT_EQ(s.default_damage_sides().target, 2u);                 // Ann now hits Cy
  ASSERT_TRUE(s.act(testing::hdcg_hit(0, 2, "500", true)).ok());  // Cy is out too
  EXPECT_EQ(s.default_damage_sides().target, 0u);                 // nobody else: Ann herself
}

}  // namespace
}  // namespace tableref::controllers

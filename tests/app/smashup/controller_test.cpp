// The Smash Up controller: event payloads, store-before-apply, resume, custom bases.
#include <gtest/gtest.h>

#include "reason_text.hpp"
#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/smashup/controller.hpp"
#include "tableref/controllers/smashup/events_json.hpp"

namespace tableref::controllers {
namespace {

namespace su = smashup;

su::BaseCard card(const std::string& name, int breakpoint, std::array<int, 3> vp) {
  su::BaseCard c;
  c.set = "Core (Base Game)";
  c.name = name;
  c.breakpoint = breakpoint;
  c.vp = vp;
  return c;
}

TEST(smashup_controller, every_event_kind_round_trips_through_its_payload) {
  su::BaseCard custom = card("Kitchen", 7, {3, 2, 0});
  custom.printing = su::Printing::kCustom;
  custom.confidence = su::Confidence::kCustom;
  su::StartGame start;
  start.players = {{"Ann", {"Ninjas", "Pirates"}, 1}, {"博", {"Robots", "Zombies"}, 0}};
  start.bases = {card("Tar Pits", 16, {4, 3, 2}), custom, card("Tortuga", 21, {4, 3, 2})};
  start.monsters = {{}, {3, 2}};
  start.first_player = 1;
  const std::vector<su::Event> events = {
      start,
      su::ChangePower{1, 0, -5},
      su::ChangeMinions{2, 1, 3},
      su::ChangeCounters{0, 1, 2},
      su::SetTitan{1, 2, 4},
      su::SetTitan{0, std::nullopt, 0},
      su::AddMonster{0, 6},
      su::RemoveMonster{1, 1},
      su::ControlMonster{1, 0, 1},
      su::EditBase{2, 19, {5, 6, 1}},
      su::ChooseBase{1},
      su::ScoreBase{1, card("Ninja Dojo", 18, {2, 3, 2}), true},
      su::ScoreBase{0, std::nullopt, false},
      su::ReplaceBase{0, custom},
      su::AdjustVp{1, -2, "Treasure: 两张"},
      su::ChangeMadness{0, 3},
      su::NextPhase{},
      su::EndTurn{},
      su::Undo{},
  };
  for (const auto& event : events) {
    const std::string payload = smashup_event_payload(event);
    auto back = smashup_event_from_row(su::event_kind(event), payload);
    ASSERT_TRUE(back.ok()) << su::event_kind(event) << " " << payload;
    EXPECT_EQ(back.value().index(), event.index());
    EXPECT_EQ(smashup_event_payload(back.value()), payload);
  }
  EXPECT_EQ(smashup_event_payload(su::ChangePower{1, 2, -5}),
            R"({"slot":1,"player":2,"delta":-5})");
}

TEST(smashup_controller, bad_payloads_are_refused_with_what_is_wrong) {
  EXPECT_FALSE(smashup_event_from_row("power", "{").ok());
  EXPECT_FALSE(smashup_event_from_row("power", "[]").ok());
  EXPECT_FALSE(smashup_event_from_row("teleport", "{}").ok());
  auto missing = smashup_event_from_row("power", R"({"slot":1,"player":"x"})");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.violations().size(), 2u);  // player not a number, delta missing
  EXPECT_FALSE(
      smashup_event_from_row("score_base", R"({"slot":0,"replacement":{"name":3},"forced":false})")
          .ok());
}

// Each refusal of a stored payload: its code and parameters, and a Chinese sentence with no
// English in it but the path and the values quoted.
TEST(smashup_controller, a_bad_payload_says_what_is_wrong_in_the_users_language) {
  const auto key = [](const char* path) { return Param{"key", std::string(path)}; };
  const auto text = [](const char* name, const char* value) {
    return Param{name, std::string(value)};
  };
  const auto number = [](const char* name, std::int64_t value) { return Param{name, value}; };
  struct Case {
    const char* kind;
    const char* payload;
    Violations expected;
  };
  const std::string base_ok =
      R"("set":"Core","name":"Tortuga","breakpoint":21,"vp":[4,3,2],"printing":"current",)"
      R"("confidence":"cross-checked")";
  const std::string start_bad = R"({"players":[{"name":"Ann","madness":0,"factions":["Ninjas"]},)"
                                R"({"name":"Bo","madness":0,"factions":["Robots",7]},3],)"
                                R"("bases":[{)" +
                                base_ok + R"(}],"monsters":[[1,"x"],{}],"first_player":0})";
  const std::vector<Case> cases{
      {"power",
       R"({"slot":1,"player":"x"})",
       {Violation{InputReason::kNotInteger, {key("power.player")}},
        Violation{InputReason::kMissing, {key("power.delta")}}}},
      {"power",
       R"({"slot":1,"player":0,"delta":2000000})",
       {Violation{InputReason::kOutOfRange,
                  {key("power.delta"), text("value", "2000000"), number("min", -1000000),
                   number("max", 1000000)}}}},
      {"adjust_vp",
       R"({"player":0,"delta":1,"note":5})",
       {Violation{InputReason::kNotString, {key("adjust_vp.note")}}}},
      {"score_base",
       R"({"slot":0,"replacement":null,"forced":"yes"})",
       {Violation{InputReason::kNotBoolean, {key("score_base.forced")}}}},
      {"edit_base",
       R"({"slot":0,"breakpoint":20,"vp":[4,3]})",
       {Violation{InputReason::kWrongCount,
                  {key("edit_base.vp"), number("count", 2), number("expected", 3)}}}},
      {"edit_base",
       R"({"slot":0,"breakpoint":20,"vp":[4,"3",2]})",
       {Violation{InputReason::kNotInteger, {key("edit_base.vp[1]")}}}},
      {"edit_base",
       R"({"slot":0,"breakpoint":20,"vp":4})",
       {Violation{InputReason::kNotArray, {key("edit_base.vp")}}}},
      {"replace_base",
       R"({"slot":0,"card":{"set":"Core","name":"Tortuga","breakpoint":21,)"
       R"("vp":[4,3,2],"printing":"first","confidence":"sure"}})",
       {Violation{InputReason::kNotOneOf,
                  {key("replace_base.card.printing"), text("value", "first"),
                   text("allowed", "current | original | custom")}},
        Violation{InputReason::kNotOneOf,
                  {key("replace_base.card.confidence"), text("value", "sure"),
                   text("allowed", "cross-checked | single-source | sources-differ | custom")}}}},
      {"replace_base",
       R"({"slot":0,"card":[]})",
       {Violation{InputReason::kNotObject, {key("replace_base.card")}}}},
      {"start",
       start_bad.c_str(),
       {Violation{InputReason::kWrongCount,
                  {key("start.players[0].factions"), number("count", 1), number("expected", 2)}},
        Violation{InputReason::kNotString, {key("start.players[1].factions[1]")}},
        Violation{InputReason::kNotObject, {key("start.players[2]")}},
        Violation{InputReason::kNotInteger, {key("start.monsters[0][1]")}},
        Violation{InputReason::kNotArray, {key("start.monsters[1]")}}}},
      {"teleport",
       "{}",
       {Violation{InputReason::kNotOneOf,
                  {key("kind"), text("value", "teleport"),
                   text("allowed",
                        "start | power | minions | counters | titan | monster_add | "
                        "monster_remove | monster_control | edit_base | choose_base | score_base | "
                        "replace_base | adjust_vp | madness | next_phase | end_turn | undo")}}}},
      {"power", "[]", {Violation{InputReason::kNotObject, {key("power")}}}},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(std::string(c.kind) + " " + c.payload);
    const auto read = smashup_event_from_row(c.kind, c.payload);
    ASSERT_FALSE(read.ok());
    ASSERT_EQ(read.violations().size(), c.expected.size());
    for (std::size_t i = 0; i < c.expected.size(); ++i) {
      const Violation& got = read.violations()[i];
      EXPECT_EQ(got.reason, c.expected[i].reason) << reason_name(got.reason);
      EXPECT_EQ(got.params, c.expected[i].params) << i;
      const std::string zh = reason_text::rendered(got);
      EXPECT_TRUE(reason_text::no_english_but_data(zh, got)) << zh;
    }
  }
  // Text that is not JSON says where it breaks.
  const auto broken = smashup_event_from_row("power", "{\n\"slot\": }");
  ASSERT_FALSE(broken.ok());
  EXPECT_EQ(broken.error().reason, InputReason::kJsonSyntax);
  EXPECT_EQ(reason_text::rendered(broken.error()), "文本不是有效的JSON：错误位于第2行第9列。");
}

TEST(smashup_controller, events_are_stored_before_they_show_and_refusals_are_not_stored) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  const auto id =
      store.value()
          .create_session(db::NewSession{
              "smashup", "standard", "{}", {{0, "Ann", "Ninjas + pirates"}, {1, "Bo", ""}}})
          .value();
  SmashupController controller;
  ASSERT_TRUE(controller.load_catalog(TABLEREF_ASSET_DIR, &store.value()).ok());
  ASSERT_TRUE(controller.open(store.value(), id).ok());
  EXPECT_EQ(factions_in_role(controller.catalog().factions, controller.seats()[0].role),
            (std::vector<std::string>{"Ninjas", "Pirates"}));
  ASSERT_TRUE(controller
                  .start({{{"Ninjas", "Pirates"}}, {{"Robots", "Zombies"}}},
                         {card("Tar Pits", 16, {4, 3, 2}), card("Tortuga", 21, {4, 3, 2}),
                          card("Ninja Dojo", 18, {2, 3, 2})},
                         0)
                  .ok());
  ASSERT_TRUE(controller.push(su::NextPhase{}).ok());
  ASSERT_TRUE(controller.push(su::ChangePower{0, 0, 16}).ok());
  EXPECT_FALSE(controller.push(su::ChangePower{1, 1, -1}).ok());  // below 0: refused
  EXPECT_EQ(store.value().events(id).value().size(), 3u);
  ASSERT_TRUE(controller.push(su::NextPhase{}).ok());
  ASSERT_TRUE(controller.push(su::ScoreBase{0, card("The Grey Opal", 17, {3, 1, 1})}).ok());
  ASSERT_TRUE(controller.undo().ok());
  ASSERT_TRUE(controller.push(su::ScoreBase{0, card("The Grey Opal", 17, {3, 1, 1})}).ok());
  EXPECT_EQ(controller.state().players[0].vp, 4);
  // Only the deck's remaining bases can be drawn: not those in play or scored.
  for (const auto& base : controller.remaining()) {
    EXPECT_NE(base.name, "Tar Pits");
    EXPECT_NE(base.name, "The Grey Opal");
  }
  SmashupController resumed;
  ASSERT_TRUE(resumed.load_catalog(TABLEREF_ASSET_DIR, &store.value()).ok());
  ASSERT_TRUE(resumed.open(store.value(), id).ok());
  EXPECT_EQ(resumed.state().players, controller.state().players);
  EXPECT_EQ(resumed.state().bases, controller.state().bases);
  EXPECT_EQ(resumed.state().phase, controller.state().phase);
  // Seven rows were stored (the undo among them); the same events stand after reopening.
  EXPECT_EQ(store.value().events(id).value().size(), 7u);
  EXPECT_EQ(resumed.session().standing().size(), 5u);
  EXPECT_EQ(resumed.session().standing().size(), controller.session().standing().size());
}

TEST(smashup_controller, custom_bases_live_in_the_store_settings) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  SmashupController controller;
  ASSERT_TRUE(controller.load_catalog(TABLEREF_ASSET_DIR, &store.value()).ok());
  const auto shipped = controller.catalog().bases.size();
  EXPECT_FALSE(controller.add_custom_base(card("  ", 10, {1, 1, 1})).ok());
  EXPECT_FALSE(controller.add_custom_base(card("Too big", 1000, {1, 1, 1})).ok());
  ASSERT_TRUE(controller.add_custom_base(card("Kitchen", 10, {3, 2, 1})).ok());
  ASSERT_TRUE(controller.add_custom_base(card("Kitchen", 12, {3, 2, 1})).ok());  // replaces
  SmashupController later;
  ASSERT_TRUE(later.load_catalog(TABLEREF_ASSET_DIR, &store.value()).ok());
  ASSERT_EQ(later.catalog().bases.size(), shipped + 1);
  EXPECT_EQ(later.catalog().bases.back().name, "Kitchen");
  EXPECT_EQ(later.catalog().bases.back().breakpoint, 12);
  EXPECT_EQ(later.catalog().bases.back().printing, su::Printing::kCustom);
  EXPECT_EQ(later.catalog().base_sets.back(), "Custom");
}

}  // namespace
}  // namespace tableref::controllers

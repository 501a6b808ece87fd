#include "tableref/referee/hdcg/duel.hpp"

#include <gtest/gtest.h>

#include "tableref/referee/hdcg/cards.hpp"
#include "tableref/referee/hdcg/reason.hpp"

namespace tableref::hdcg {
namespace {

Seat assassin_seat(const std::string& player) {
  const auto library = book_examples();
  Seat seat;
  seat.player = player;
  seat.character = Character::from_card(*library.character("刺客")).value();
  std::vector<CardId> deck;
  for (int i = 0; i < 12; ++i) deck.push_back(player + std::to_string(i));
  seat.deck = Deck(deck);
  return seat;
}

DuelState fresh() {
  auto state =
      new_duel({}, {assassin_seat("a"), assassin_seat("b")}, Deck({"战争", "战争", "战争"}));
  EXPECT_TRUE(state.ok());
  return state ? state.value() : DuelState{};
}

event::Damage hundred(std::size_t from, std::size_t to) {
  return event::Damage{from, to, DamageRequest{dec("100"), false, {}}};
}

// Applies each event, expecting success, and records it.
struct Script {
  DuelState state = fresh();
  DuelState initial = state;
  std::vector<DuelEvent> log;
  void ok(const DuelEvent& e) {
    auto status = apply(state, e);
    ASSERT_TRUE(status.ok()) << "event " << e.index() << ": reason "
                             << static_cast<int>(status.error().reason.value());
    log.push_back(e);
  }
  ReasonCode refused(const DuelEvent& e) {
    const DuelState before = state;
    auto status = apply(state, e);
    EXPECT_FALSE(status.ok());
    EXPECT_EQ(state, before);  // a refused event changes nothing
    return status.ok() ? ReasonCode{} : status.error().reason;
  }
};

TEST(DuelTest, ATurnWithTwoDamagesAndADiscardPhase) {
  Script s;
  EXPECT_EQ(s.refused(event::AdvancePhase{}), Reason::kHdcgNotStarted);
  s.ok(event::StartGame{{1, 2}});
  EXPECT_EQ(s.state.seats[0].hand.size(), 5u);
  EXPECT_EQ(s.state.seats[1].deck.size(), 7u);
  EXPECT_EQ(s.refused(event::StartGame{{1, 2}}), Reason::kHdcgAlreadyStarted);
  EXPECT_EQ(s.state.turn, (TurnPosition{1, 0, Phase::kStart}));

  // Seat 0 holds 大锤 in the main weapon slot: attack x1.2 lasting; plus +0.3 this turn only.
  const auto hammer = granted_modifiers(*book_examples().skill("大锤")).front();
  s.ok(event::AddModifier{0, hammer.stat, hammer.modifier});
  s.ok(event::SetMainSlot{0, SlotRequirement::kMainWeapon, "大锤"});
  // A main slot is the weapon's or the armour's, never "none".
  EXPECT_EQ(s.refused(event::SetMainSlot{0, SlotRequirement::kNone, "大锤"}),
            InputReason::kNotOneOf);
  Modifier rage;
  rage.id = "rage";
  rage.source = "怒";
  rage.op = ModifierOp::kAdd;
  rage.value = dec("0.3");
  rage.lasting = false;
  s.ok(event::AddModifier{0, Stat::kAttack, rage});

  EXPECT_EQ(s.refused(event::Judgement{3}), Reason::kHdcgNotJudgementPhase);
  s.ok(event::AdvancePhase{});  // judgement
  EXPECT_EQ(s.refused(event::Judgement{10}), Reason::kHdcgJudgementOutOfRange);
  s.ok(event::Judgement{7});
  EXPECT_EQ(s.state.judgements, std::vector<int>{7});
  EXPECT_EQ(s.refused(event::RevealEvent{}), Reason::kHdcgNotDrawPhase);
  s.ok(event::AdvancePhase{});  // draw
  s.ok(event::RevealEvent{});
  EXPECT_EQ(s.state.shown_event, "战争");
  s.ok(event::Draw{0, 2});
  EXPECT_EQ(s.state.seats[0].hand.size(), 7u);
  s.ok(event::AdvancePhase{});  // play

  // Damage 1: 100 x (1.2 x 1.2 + 0.3 = 1.74) = 174 x 1.5 = 261 -> 239.
  s.ok(hundred(0, 1));
  EXPECT_EQ(s.state.seats[1].character.hp.to_string(), "239");
  ASSERT_TRUE(s.state.last_damage.has_value());
  EXPECT_EQ(s.state.last_damage->damage.to_string(), "261");
  // Damage 2, back at seat 0 (an effect): 100 x 1.2 x 1.5 = 180 -> 320; hand limit 4.
  s.ok(hundred(1, 0));
  EXPECT_EQ(s.state.seats[0].character.hp.to_string(), "320");
  EXPECT_EQ(s.state.hand_limit(0), 4);
  EXPECT_EQ(s.state.required_discard(0), 3);

  s.ok(event::AdvancePhase{});  // discard
  EXPECT_EQ(s.refused(event::AdvancePhase{}), Reason::kHdcgWrongDiscardCount);
  const auto& hand = s.state.seats[0].hand;
  EXPECT_EQ(s.refused(event::Discard{0, {hand[0], hand[1]}, true}), Reason::kHdcgWrongDiscardCount);
  EXPECT_EQ(s.refused(event::Discard{0, {hand[0], hand[1], hand[2], hand[3]}, true}),
            Reason::kHdcgWrongDiscardCount);
  EXPECT_EQ(s.refused(event::Discard{0, {hand[0], hand[1], "nope"}, true}),
            Reason::kHdcgCardNotInHand);
  EXPECT_EQ(s.refused(event::Discard{1, {s.state.seats[1].hand[0]}, true}),
            Reason::kHdcgNotDiscardPhase);
  const std::vector<CardId> thrown{hand[0], hand[1], hand[2]};
  s.ok(event::Discard{0, thrown, true});
  EXPECT_EQ(s.state.seats[0].hand.size(), 4u);
  EXPECT_EQ(s.state.seats[0].discard, thrown);
  s.ok(event::AdvancePhase{});  // end
  s.ok(event::AdvancePhase{});  // seat 1's turn
  EXPECT_EQ(s.state.turn, (TurnPosition{1, 1, Phase::kStart}));
  // The +0.3 did not last; 大锤 does.
  ASSERT_EQ(s.state.seats[0].character.attack_modifiers.size(), 1u);
  EXPECT_EQ(s.state.seats[0].character.attack_multiplier().value().value.to_string(), "1.44");
  EXPECT_TRUE(s.state.judgements.empty());

  // The state is the fold of the events.
  auto replayed = replay(s.initial, s.log);
  ASSERT_TRUE(replayed.ok());
  EXPECT_EQ(replayed.value(), s.state);
}

TEST(DuelTest, UndoByReplay) {
  Script s;
  s.ok(event::StartGame{{5, 6}});
  s.ok(hundred(0, 1));
  s.ok(event::Heal{1, dec("50")});
  EXPECT_EQ(s.state.seats[1].character.hp.to_string(), "370");  // 500 - 180 + 50
  std::vector<DuelEvent> events = s.log;
  events.push_back(event::Undo{});
  auto undone = replay(s.initial, events);
  ASSERT_TRUE(undone.ok());
  EXPECT_EQ(undone.value().seats[1].character.hp.to_string(), "320");
  events.push_back(event::Undo{});
  undone = replay(s.initial, events);
  ASSERT_TRUE(undone.ok());
  EXPECT_EQ(undone.value().seats[1].character.hp.to_string(), "500");
  events.push_back(event::Heal{1, dec("1")});  // after undos, new events apply on top
  undone = replay(s.initial, events);
  ASSERT_TRUE(undone.ok());
  EXPECT_EQ(undone.value().seats[1].character.hp.to_string(), "500");  // capped at max
  auto too_far = replay(s.initial, {event::Undo{}});
  ASSERT_FALSE(too_far.ok());
  EXPECT_EQ(too_far.error().reason, Reason::kHdcgNothingToUndo);
}

TEST(DuelTest, OutCharactersAreSkippedAndCannotBeDamaged) {
  Script s;
  EXPECT_FALSE(s.state.over());  // not dealt yet
  s.ok(event::StartGame{});
  EXPECT_FALSE(s.state.over());
  s.ok(event::Damage{std::nullopt, 1, DamageRequest{dec("500"), true, {}}});
  EXPECT_TRUE(s.state.seats[1].character.is_out());
  EXPECT_TRUE(s.state.over());  // the last one standing
  EXPECT_EQ(s.state.hand_limit(1), 0);
  EXPECT_EQ(s.refused(hundred(0, 1)), Reason::kHdcgCharacterOut);
  EXPECT_EQ(s.refused(event::Heal{1, dec("5")}), Reason::kHdcgCharacterOut);
  EXPECT_EQ(s.refused(hundred(0, 7)), Reason::kHdcgUnknownCharacter);
  for (int i = 0; i < 5; ++i) s.ok(event::AdvancePhase{});
  EXPECT_EQ(s.state.turn.phase, Phase::kEnd);
  s.ok(event::AdvancePhase{});
  EXPECT_EQ(s.state.turn, (TurnPosition{2, 0, Phase::kStart}));  // seat 1 is out
}

TEST(DuelTest, PreviewChangesNothing) {
  Script s;
  const DuelState before = s.state;
  auto preview = preview_damage(s.state, hundred(0, 1));
  ASSERT_TRUE(preview.ok());
  EXPECT_EQ(preview.value().hp_after.to_string(), "320");
  EXPECT_EQ(s.state, before);
}

TEST(DuelTest, WarHitsEveryoneButTheUserWhoDoesNotRespond) {
  auto three =
      new_duel({}, {assassin_seat("a"), assassin_seat("b"), assassin_seat("c")}, Deck({"战争"}));
  ASSERT_TRUE(three.ok());
  DuelState state = three.value();
  ASSERT_TRUE(apply(state, event::StartGame{}).ok());
  // Seat 1's turn: walk seat 0's turn to its end.
  for (int i = 0; i < 6; ++i) ASSERT_TRUE(apply(state, event::AdvancePhase{}).ok());
  ASSERT_EQ(state.turn.seat, 1u);
  const auto war = *book_examples().event("战争")->damage;
  // Seat 2 answered with 攻击; seat 0 did not.
  const auto damages = event_damages(state, war, {false, false, true});
  ASSERT_EQ(damages.size(), 1u);
  EXPECT_EQ(damages[0].source, std::optional<std::size_t>{1});
  EXPECT_EQ(damages[0].target, 0u);
  ASSERT_TRUE(apply(state, damages[0]).ok());
  EXPECT_EQ(state.seats[0].character.hp.to_string(), "320");  // 100 x 1.2 x 1.5
  EXPECT_EQ(event_damages(state, war, {}).size(), 2u);        // nobody answered
}

TEST(DuelTest, RemovingModifiers) {
  Script s;
  Modifier m;
  m.id = "x";
  m.op = ModifierOp::kMul;
  m.value = dec("2");
  s.ok(event::AddModifier{1, Stat::kDefence, m});
  EXPECT_EQ(s.state.seats[1].character.defence_multiplier().value().value.to_string(), "3");
  EXPECT_EQ(s.refused(event::RemoveModifier{1, Stat::kAttack, "x"}), Reason::kHdcgUnknownModifier);
  s.ok(event::RemoveModifier{1, Stat::kDefence, "x"});
  EXPECT_EQ(s.state.seats[1].character.defence_multiplier().value().value.to_string(), "1.5");
}

TEST(CardsTest, FieldsImplyTheirParents) {
  FieldTree tree = FieldTree::book();
  EXPECT_EQ(tree.closure({"武器"}), (std::vector<std::string>{"武器", "道具"}));
  EXPECT_TRUE(tree.has({"武器"}, "道具"));
  EXPECT_FALSE(tree.has({"道具"}, "武器"));
  ASSERT_TRUE(tree.add("菜刀类", "武器").ok());
  EXPECT_TRUE(tree.has({"菜刀类"}, "道具"));
  auto loop = tree.add("道具", "菜刀类");
  ASSERT_FALSE(loop.ok());
  EXPECT_EQ(loop.error().reason, Reason::kHdcgFieldCycle);
  EXPECT_EQ(tree.add("x", "x").error().reason, Reason::kHdcgFieldCycle);
}

TEST(CardsTest, TheBooksExamples) {
  const CardLibrary library = book_examples();
  ASSERT_TRUE(library.validate().ok());
  const CharacterCard* assassin = library.character("刺客");
  ASSERT_NE(assassin, nullptr);
  EXPECT_EQ(assassin->attack.to_string(), "1.2");
  EXPECT_EQ(assassin->max_hp.to_string(), "500");
  EXPECT_EQ(assassin->hand_divisor.to_string(), "100");
  EXPECT_EQ(assassin->defence.to_string(), "1.5");
  const SkillCard* hammer = library.skill("大锤");
  ASSERT_NE(hammer, nullptr);
  EXPECT_TRUE(check_main_slot(*hammer, SlotRequirement::kMainWeapon, library.fields).ok());
  EXPECT_EQ(check_main_slot(*hammer, SlotRequirement::kMainArmour, library.fields).error().reason,
            Reason::kHdcgNotArmour);
  const auto granted = granted_modifiers(*hammer);
  ASSERT_EQ(granted.size(), 1u);
  EXPECT_EQ(granted[0].modifier.source, "大锤");
  EXPECT_EQ(granted[0].modifier.slot, SlotRequirement::kMainWeapon);
  const EventCard* war = library.event("战争");
  ASSERT_NE(war, nullptr);
  ASSERT_TRUE(war->damage.has_value());
  EXPECT_EQ(war->damage->amount.to_string(), "100");
  EXPECT_EQ(war->damage->avoided_by, (std::vector<std::string>{"攻击", "防御"}));
  CardLibrary twice = library;
  twice.skills.push_back(*hammer);
  EXPECT_EQ(twice.validate().error().reason, Reason::kHdcgDuplicateCard);
}

}  // namespace
}  // namespace tableref::hdcg

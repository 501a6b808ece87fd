#include "tableref/referee/hdcg/damage.hpp"

#include <gtest/gtest.h>

#include "tableref/base/input_reason.hpp"
#include "tableref/referee/hdcg/hand_limit.hpp"
#include "tableref/referee/hdcg/reason.hpp"

namespace tableref::hdcg {
namespace {

CharacterCard assassin() {
  return {"刺客", dec("1.2"), dec("500"), dec("100"), dec("1.5"), "", ""};
}

Character make(CharacterCard card) {
  auto c = Character::from_card(std::move(card));
  EXPECT_TRUE(c.ok());
  return c ? c.value() : Character{};
}

Modifier mod(std::string source, ModifierOp op, const char* value,
             SlotRequirement slot = SlotRequirement::kNone) {
  Modifier m;
  m.source = std::move(source);
  m.op = op;
  m.value = dec(value);
  m.slot = slot;
  return m;
}

// 刺客 holding 大锤 in the main weapon slot: attack 1.2 x 1.2.
Character assassin_with_hammer() {
  Character c = make(assassin());
  c.attack_modifiers.push_back(mod("大锤", ModifierOp::kMul, "1.2", SlotRequirement::kMainWeapon));
  c.slots.weapon = "大锤";
  return c;
}

DamageResult resolve(const Character* source, const Character& target, const char* amount,
                     RuleOptions rules = {}, bool direct = false,
                     std::vector<Modifier> amount_modifiers = {}) {
  DamageRequest request{dec(amount), direct, std::move(amount_modifiers)};
  auto result = resolve_damage(source, target, request, rules);
  EXPECT_TRUE(result.ok());
  return result ? result.value() : DamageResult{};
}

TEST(DamageTest, TheBooksExample) {
  // 100 -> x1.44 (attack) = 144 -> x1.5 (defence) = 216 -> HP 500 -> 284.
  const Character source = assassin_with_hammer();
  const Character target = make(assassin());
  const auto r = resolve(&source, target, "100");
  ASSERT_EQ(r.steps.size(), 4u);
  EXPECT_EQ(r.steps[0].kind, DamageStepKind::kCompute);
  EXPECT_EQ(r.steps[0].value.to_string(), "100");
  EXPECT_EQ(r.steps[1].kind, DamageStepKind::kDeal);
  EXPECT_EQ(r.steps[1].multiplier.to_string(), "1.44");
  EXPECT_EQ(r.steps[1].value.to_string(), "144");
  EXPECT_EQ(r.steps[2].kind, DamageStepKind::kReceive);
  EXPECT_EQ(r.steps[2].multiplier.to_string(), "1.5");
  EXPECT_EQ(r.steps[2].value.to_string(), "216");
  EXPECT_EQ(r.steps[3].kind, DamageStepKind::kLoseHp);
  EXPECT_EQ(r.steps[3].value.to_string(), "216");
  EXPECT_EQ(r.damage.to_string(), "216");
  EXPECT_EQ(r.hp_before.to_string(), "500");
  EXPECT_EQ(r.hp_after.to_string(), "284");
  EXPECT_EQ(r.hand_limit_before, 5);
  EXPECT_EQ(r.hand_limit_after, 3);
  EXPECT_FALSE(r.out);
  EXPECT_FALSE(r.rounded);
}

TEST(DamageTest, WeaponOutsideTheMainSlotDoesNotMultiply) {
  Character source = assassin_with_hammer();
  source.slots.weapon.reset();  // 大锤 sits in an ordinary attachment slot
  source.attachments.push_back("大锤");
  const Character target = make(assassin());
  const auto r = resolve(&source, target, "100");
  EXPECT_EQ(r.steps[1].multiplier.to_string(), "1.2");
  ASSERT_TRUE(r.steps[1].fold.has_value());
  ASSERT_EQ(r.steps[1].fold->steps.size(), 1u);
  EXPECT_FALSE(r.steps[1].fold->steps[0].active);
  EXPECT_EQ(r.hp_after.to_string(), "320");  // 100 x 1.2 x 1.5 = 180
  source.slots.weapon = "菜刀";              // another weapon in the slot: still inactive
  EXPECT_EQ(resolve(&source, target, "100").hp_after.to_string(), "320");
}

TEST(DamageTest, AmountModifiersFoldMultiplyBeforeAdd) {
  const Character source = make(assassin());
  const Character target = make(assassin());
  // 100 + 20 listed first, x2 listed second: (100 x 2) + 20 = 220, not (100 + 20) x 2 = 240.
  const auto r = resolve(&source, target, "100", {}, false,
                         {mod("a", ModifierOp::kAdd, "20"), mod("b", ModifierOp::kMul, "2")});
  EXPECT_EQ(r.steps[0].value.to_string(), "220");
  EXPECT_EQ(r.steps[1].value.to_string(), "264");  // x1.2
  EXPECT_EQ(r.steps[2].value.to_string(), "396");  // x1.5
  EXPECT_EQ(r.hp_after.to_string(), "104");
}

TEST(DamageTest, DefenceDivides) {
  const Character source = assassin_with_hammer();
  const Character target = make(assassin());
  RuleOptions rules;
  rules.defence_applies = DefenceApplies::kDivide;
  const auto r = resolve(&source, target, "100", rules);
  EXPECT_TRUE(r.steps[2].divided);
  EXPECT_EQ(r.steps[2].value.to_string(), "96");  // 144 / 1.5
  EXPECT_EQ(r.hp_after.to_string(), "404");
  EXPECT_EQ(r.hand_limit_after, 5);
}

TEST(DamageTest, DefenceDivisionThatDoesNotTerminateIsRoundedAndSaysSo) {
  CharacterCard card = assassin();
  card.defence = dec("3");
  const Character target = make(card);
  RuleOptions rules;
  rules.defence_applies = DefenceApplies::kDivide;
  rules.hp_rounding = HpRounding::kNone;
  const auto r = resolve(nullptr, target, "100", rules);
  EXPECT_EQ(r.steps[2].value.to_string(), "33.333333333333");
  EXPECT_TRUE(r.steps[2].rounded);
  EXPECT_TRUE(r.rounded);
  EXPECT_EQ(r.hp_after.to_string(), "466.666666666667");
}

TEST(DamageTest, EachHpRoundingModeRoundsTheDamage) {
  CharacterCard neutral{"n", dec("1"), dec("500"), dec("100"), dec("1"), "", ""};
  const Character target = make(neutral);
  struct Case {
    HpRounding mode;
    const char* amount;
    const char* damage;
    const char* hp_after;
  };
  // The damage (the HP lost) is rounded, then subtracted from 500.
  const Case cases[] = {
      {HpRounding::kNone, "216.5", "216.5", "283.5"}, {HpRounding::kHalfUp, "216.5", "217", "283"},
      {HpRounding::kHalfUp, "216.4", "216", "284"},   {HpRounding::kHalfUp, "216.6", "217", "283"},
      {HpRounding::kHalfUp, "12.5", "13", "487"},     {HpRounding::kFloor, "216.9", "216", "284"},
      {HpRounding::kFloor, "216.1", "216", "284"},    {HpRounding::kCeil, "216.1", "217", "283"},
      {HpRounding::kCeil, "216", "216", "284"},
  };
  for (const auto& c : cases) {
    RuleOptions rules;
    rules.hp_rounding = c.mode;
    const auto r = resolve(nullptr, target, c.amount, rules);
    EXPECT_EQ(r.damage.to_string(), c.damage) << name(c.mode) << " " << c.amount;
    EXPECT_EQ(r.hp_after.to_string(), c.hp_after) << name(c.mode) << " " << c.amount;
    // The breakdown keeps both: the exact damage entering step 4 and the HP lost.
    EXPECT_EQ(r.steps.back().input.to_string(), c.amount);
    EXPECT_EQ(r.steps.back().value.to_string(), c.damage);
    EXPECT_EQ(r.steps.back().rounded, std::string(c.damage) != c.amount);
  }
}

TEST(DamageTest, HalfUpCostsThirteenHpForTwelveAndAHalfDamage) {
  CharacterCard neutral{"n", dec("1"), dec("500"), dec("100"), dec("1"), "", ""};
  const auto r = resolve(nullptr, make(neutral), "12.5", RuleOptions{});
  EXPECT_EQ(r.rules.rounding_applies_to, RoundingAppliesTo::kDamage);
  EXPECT_EQ(r.hp_after.to_string(), "487");
  EXPECT_EQ(r.damage.to_string(), "13");
}

TEST(DamageTest, SessionsBeforeIssue18RoundTheHpLeft) {
  CharacterCard neutral{"n", dec("1"), dec("500"), dec("100"), dec("1"), "", ""};
  const Character target = make(neutral);
  struct Case {
    HpRounding mode;
    const char* amount;
    const char* damage;
    const char* hp_after;
  };
  // The HP left is made whole; the HP lost is whatever that takes from 500.
  const Case cases[] = {
      {HpRounding::kNone, "216.5", "216.5", "283.5"}, {HpRounding::kHalfUp, "216.5", "216", "284"},
      {HpRounding::kHalfUp, "12.5", "12", "488"},     {HpRounding::kHalfUp, "216.6", "217", "283"},
      {HpRounding::kFloor, "216.9", "217", "283"},    {HpRounding::kFloor, "216.1", "217", "283"},
      {HpRounding::kCeil, "216.1", "216", "284"},     {HpRounding::kCeil, "216", "216", "284"},
  };
  for (const auto& c : cases) {
    RuleOptions rules;
    rules.hp_rounding = c.mode;
    rules.rounding_applies_to = RoundingAppliesTo::kHpLeft;
    const auto r = resolve(nullptr, target, c.amount, rules);
    EXPECT_EQ(r.damage.to_string(), c.damage) << name(c.mode) << " " << c.amount;
    EXPECT_EQ(r.hp_after.to_string(), c.hp_after) << name(c.mode) << " " << c.amount;
    EXPECT_EQ(r.steps.back().rounded, std::string(c.damage) != c.amount);
  }
}

TEST(DamageTest, DirectDamageSkipsTheFirstThreeSteps) {
  const Character source = assassin_with_hammer();
  const Character target = make(assassin());
  const auto r = resolve(&source, target, "100", {}, true, {mod("x", ModifierOp::kMul, "3")});
  ASSERT_EQ(r.steps.size(), 1u);
  EXPECT_EQ(r.steps[0].kind, DamageStepKind::kLoseHp);
  EXPECT_TRUE(r.direct);
  EXPECT_EQ(r.damage.to_string(), "100");
  EXPECT_EQ(r.hp_after.to_string(), "400");
  EXPECT_EQ(r.hand_limit_after, 4);
  const auto half = resolve(&source, target, "10.5", {}, true);
  // 10.5 damage rounds half up to 11: direct damage too.
  EXPECT_EQ(half.hp_after.to_string(), "489");
  EXPECT_EQ(half.damage.to_string(), "11");
}

TEST(DamageTest, LethalDamageTakesTheTargetOut) {
  const Character source = assassin_with_hammer();
  const Character target = make(assassin());
  const auto r = resolve(&source, target, "300");  // 300 x 1.44 x 1.5 = 648
  EXPECT_EQ(r.damage.to_string(), "648");
  EXPECT_EQ(r.hp_after.to_string(), "-148");
  EXPECT_TRUE(r.out);
  EXPECT_EQ(r.hand_limit_after, 0);
}

TEST(DamageTest, AmountNeverGoesNegative) {
  const Character target = make(assassin());
  const auto r = resolve(nullptr, target, "100", {}, false, {mod("盾", ModifierOp::kSub, "150")});
  EXPECT_TRUE(r.steps[0].clamped_to_zero);
  EXPECT_EQ(r.steps[0].value.to_string(), "0");
  EXPECT_EQ(r.damage.to_string(), "0");
  EXPECT_EQ(r.hp_after.to_string(), "500");
}

TEST(DamageTest, RefusesNegativeAmountAndZeroDivision) {
  const Character target = make(assassin());
  auto r = resolve_damage(nullptr, target, DamageRequest{dec("-1"), false, {}}, {});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, Reason::kHdcgNegativeAmount);
  r = resolve_damage(nullptr, target,
                     DamageRequest{dec("10"), false, {mod("z", ModifierOp::kDiv, "0")}}, {});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, Reason::kHdcgDivisionByZero);
}

TEST(MultiplierTest, MultiplyAndDivideBeforeAddAndSubtract) {
  Character c = assassin_with_hammer();
  c.attack_modifiers.insert(c.attack_modifiers.begin(), mod("怒", ModifierOp::kAdd, "0.3"));
  auto attack = c.attack_multiplier();
  ASSERT_TRUE(attack.ok());
  EXPECT_EQ(attack.value().value.to_string(), "1.74");  // 1.2 x 1.2 + 0.3, not 1.8
  ASSERT_EQ(attack.value().steps.size(), 2u);
  EXPECT_EQ(attack.value().steps[0].modifier.source, "大锤");
  EXPECT_EQ(attack.value().steps[0].result.to_string(), "1.44");
  EXPECT_EQ(attack.value().steps[1].result.to_string(), "1.74");
  c.attack_modifiers.push_back(mod("弱", ModifierOp::kDiv, "2"));
  c.attack_modifiers.push_back(mod("伤", ModifierOp::kSub, "0.04"));
  attack = c.attack_multiplier();
  ASSERT_TRUE(attack.ok());
  EXPECT_EQ(attack.value().value.to_string(), "0.98");  // 1.2 x 1.2 / 2 + 0.3 - 0.04
}

TEST(MultiplierTest, ADivisionThatDoesNotTerminateIsFlagged) {
  auto third = fold(dec("1"), {mod("弱", ModifierOp::kDiv, "3"), mod("强", ModifierOp::kAdd, "1")});
  ASSERT_TRUE(third.ok());
  EXPECT_EQ(third.value().value.to_string(), "1.333333333333");
  EXPECT_TRUE(third.value().rounded);
  EXPECT_TRUE(third.value().steps[0].rounded);
  EXPECT_FALSE(third.value().steps[1].rounded);
  auto half = fold(dec("1.5"), {mod("弱", ModifierOp::kDiv, "4")});
  ASSERT_TRUE(half.ok());
  EXPECT_EQ(half.value().value.to_string(), "0.375");
  EXPECT_FALSE(half.value().rounded);
  EXPECT_EQ(fold(dec("1"), {mod("零", ModifierOp::kDiv, "0")}).error().reason,
            Reason::kHdcgDivisionByZero);
  // An inactive division by zero does not count, so it cannot fail.
  EXPECT_TRUE(
      fold(dec("1"), {mod("零", ModifierOp::kDiv, "0", SlotRequirement::kMainArmour)}).ok());
}

TEST(MultiplierTest, ExactDecimalProducts) {
  CharacterCard card = assassin();
  card.defence = dec("1.2");
  Character c = make(card);
  c.defence_modifiers.push_back(mod("易伤", ModifierOp::kMul, "1.5"));
  auto defence = c.defence_multiplier();
  ASSERT_TRUE(defence.ok());
  EXPECT_EQ(defence.value().value, dec("1.8"));
  EXPECT_EQ(defence.value().value.to_string(), "1.8");
}

TEST(HandLimitTest, CeilOfHpOverDivisor) {
  struct Case {
    const char* hp;
    std::int64_t limit;
  };
  for (const Case& c :
       {Case{"500", 5}, Case{"401", 5}, Case{"400", 4}, Case{"1", 1}, Case{"0", 0}, Case{"-20", 0},
        Case{"0.5", 1}, Case{"399.99", 4}, Case{"100.000000000000001", 2}}) {
    auto limit = hand_limit(dec(c.hp), dec("100"));
    ASSERT_TRUE(limit.ok());
    EXPECT_EQ(limit.value(), c.limit) << c.hp;
  }
  // A quotient that does not terminate: 100 / 3 = 33.33..., limit 34; 99 / 3 = 33 exactly.
  EXPECT_EQ(hand_limit(dec("100"), dec("3")).value(), 34);
  EXPECT_EQ(hand_limit(dec("99"), dec("3")).value(), 33);
  EXPECT_FALSE(hand_limit(dec("100"), dec("0")).ok());
  EXPECT_EQ(hand_limit(dec("100"), dec("-1")).error().reason, Reason::kHdcgBadHandDivisor);
}

TEST(HandLimitTest, DiscardExactlyTheExcess) {
  EXPECT_EQ(discard_count(7, 3), 4);
  EXPECT_EQ(discard_count(3, 3), 0);
  EXPECT_EQ(discard_count(2, 3), 0);
  EXPECT_EQ(discard_count(4, 0), 4);
  EXPECT_TRUE(check_discard(7, 3, 4).ok());
  EXPECT_TRUE(check_discard(2, 3, 0).ok());
  auto too_many = check_discard(7, 3, 5);
  ASSERT_FALSE(too_many.ok());
  EXPECT_EQ(too_many.error().reason, Reason::kHdcgWrongDiscardCount);
  EXPECT_EQ(*too_many.error().find("required"), ParamValue{std::int64_t{4}});
  EXPECT_FALSE(check_discard(7, 3, 3).ok());
  EXPECT_FALSE(check_discard(2, 3, 1).ok());
}

TEST(CharacterTest, HpStartsAtMaxAndHealingIsCapped) {
  Character c = make(assassin());
  EXPECT_EQ(c.hp.to_string(), "500");
  EXPECT_EQ(c.hand_limit(), 5);
  c.hp = dec("450");
  EXPECT_EQ(healed_hp(c, dec("30")).value().to_string(), "480");
  EXPECT_EQ(healed_hp(c, dec("100")).value().to_string(), "500");
  EXPECT_EQ(healed_hp(c, dec("100"), true).value().to_string(), "550");
  c.hp_cap_lifted = true;
  EXPECT_EQ(healed_hp(c, dec("100")).value().to_string(), "550");
  EXPECT_EQ(healed_hp(c, dec("-1")).error().reason, Reason::kHdcgNegativeAmount);
  c.hp = dec("0");
  EXPECT_TRUE(c.is_out());
  c.hp = dec("0.001");
  EXPECT_FALSE(c.is_out());
}

TEST(CharacterTest, RefusesUnusableCards) {
  CharacterCard card = assassin();
  card.hand_divisor = dec("0");
  EXPECT_EQ(Character::from_card(card).error().reason, Reason::kHdcgBadHandDivisor);
  card = assassin();
  card.max_hp = dec("0");
  EXPECT_EQ(Character::from_card(card).error().reason, Reason::kHdcgBadMaxHp);
}

TEST(RulesTest, SetsKnownOptionsAndRefusesOthers) {
  RuleOptions rules;
  EXPECT_EQ(rules.defence_applies, DefenceApplies::kMultiply);
  EXPECT_EQ(rules.hp_rounding, HpRounding::kHalfUp);
  EXPECT_TRUE(set_rule(rules, "defence_applies", "divide").ok());
  EXPECT_TRUE(set_rule(rules, "hp_rounding", "floor").ok());
  EXPECT_EQ(rules.defence_applies, DefenceApplies::kDivide);
  EXPECT_EQ(rules.hp_rounding, HpRounding::kFloor);
  const auto round = set_rule(rules, "hp_rounding", "round");
  ASSERT_FALSE(round.ok());
  EXPECT_EQ(round.error().reason, InputReason::kNotOneOf);
  EXPECT_EQ(round.error().params,
            (std::vector<Param>{{"key", std::string("hp_rounding")},
                                {"value", std::string("round")},
                                {"allowed", std::string("none | half_up | floor | ceil")}}));
  EXPECT_EQ(rules.rounding_applies_to, RoundingAppliesTo::kDamage);
  EXPECT_TRUE(set_rule(rules, "rounding_applies_to", "hp_left").ok());
  EXPECT_EQ(rules.rounding_applies_to, RoundingAppliesTo::kHpLeft);
  EXPECT_EQ(set_rule(rules, "rounding_applies_to", "hp").error().reason, InputReason::kNotOneOf);
  EXPECT_EQ(set_rule(rules, "defense_applies", "divide").error().reason, InputReason::kUnknownKey);
  EXPECT_EQ(rules.hp_rounding, HpRounding::kFloor);
}

}  // namespace
}  // namespace tableref::hdcg

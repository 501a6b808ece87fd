#include "tableref/referee/hdcg/damage.hpp"

#include "tableref/referee/hdcg/hand_limit.hpp"
#include "tableref/referee/hdcg/reason.hpp"

namespace tableref::hdcg {

std::string_view name(DamageStepKind kind) {
  switch (kind) {
    case DamageStepKind::kCompute:
      return "compute";
    case DamageStepKind::kDeal:
      return "deal";
    case DamageStepKind::kReceive:
      return "receive";
    case DamageStepKind::kLoseHp:
      return "lose_hp";
  }
  return "compute";
}

namespace {

// A damage amount never goes below zero.
void clamp(DamageStep& step) {
  if (step.value.is_negative()) {
    step.value = Decimal{};
    step.clamped_to_zero = true;
  }
}

// hp_rounding to a whole HP; RoundingAppliesTo says whether the HP lost or the HP left.
Decimal round_hp(const Decimal& amount, HpRounding mode) {
  switch (mode) {
    case HpRounding::kNone:
      return amount;
    case HpRounding::kHalfUp:
      return amount.round(0, Rounding::kHalfUp);
    case HpRounding::kFloor:
      return amount.round(0, Rounding::kFloor);
    case HpRounding::kCeil:
      return amount.round(0, Rounding::kCeil);
  }
  return amount;
}

// (1) compute: the amount's own modifiers.
Result<DamageStep> compute_step(const Decimal& amount, const DamageRequest& request) {
  DamageStep compute;
  compute.kind = DamageStepKind::kCompute;
  compute.input = amount;
  auto amount_fold = fold(amount, request.amount_modifiers);
  if (!amount_fold) return amount_fold.violations();
  compute.value = amount_fold.value().value;
  compute.rounded = amount_fold.value().rounded;
  compute.fold = std::move(amount_fold).value();
  clamp(compute);
  return compute;
}

// (2) deal: x the source's attack multiplier (x1 without a source).
Result<DamageStep> deal_step(const Decimal& amount, const Character* source) {
  DamageStep deal;
  deal.kind = DamageStepKind::kDeal;
  deal.input = amount;
  if (source != nullptr) {
    auto attack = source->attack_multiplier();
    if (!attack) return attack.violations();
    deal.multiplier = attack.value().value;
    deal.rounded = attack.value().rounded;
    deal.fold = std::move(attack).value();
  }
  deal.value = amount * deal.multiplier;
  clamp(deal);
  return deal;
}

// (3) receive: the target's defence multiplier, as the rule option says.
Result<DamageStep> receive_step(const Decimal& amount, const Character& target,
                                const RuleOptions& rules) {
  DamageStep receive;
  receive.kind = DamageStepKind::kReceive;
  receive.input = amount;
  auto defence = target.defence_multiplier();
  if (!defence) return defence.violations();
  receive.multiplier = defence.value().value;
  receive.rounded = defence.value().rounded;
  receive.fold = std::move(defence).value();
  if (rules.defence_applies == DefenceApplies::kDivide) {
    receive.divided = true;
    auto quotient = divide(amount, receive.multiplier);
    if (!quotient) return quotient.violations();
    receive.value = quotient.value().value;
    receive.rounded = receive.rounded || quotient.value().rounded;
  } else {
    receive.value = amount * receive.multiplier;
  }
  clamp(receive);
  return receive;
}

// (4) lose HP: rounded to whole HP on the damage or on the HP left, as the rule option says.
DamageStep lose_step(const Decimal& amount, const Decimal& hp, const RuleOptions& rules) {
  DamageStep lose;
  lose.kind = DamageStepKind::kLoseHp;
  lose.input = amount;
  lose.value = amount;
  clamp(lose);
  const Decimal exact_damage = lose.value;
  lose.hp_before = hp;
  if (rules.rounding_applies_to == RoundingAppliesTo::kDamage) {
    lose.value = round_hp(exact_damage, rules.hp_rounding);
    lose.hp_after = hp - lose.value;
  } else {
    lose.hp_after = round_hp(hp - exact_damage, rules.hp_rounding);
    lose.value = hp - lose.hp_after;
  }
  lose.rounded = lose.value != exact_damage;
  return lose;
}

}  // namespace

Result<DamageResult> resolve_damage(const Character* source, const Character& target,
                                    const DamageRequest& request, const RuleOptions& rules) {
  if (request.amount.is_negative()) {
    return Violation{Reason::kHdcgNegativeAmount, {Param{"amount", request.amount.to_string()}}};
  }
  auto limit_before = hand_limit(target.hp, target.card.hand_divisor);
  if (!limit_before) return limit_before.violations();

  DamageResult result;
  result.rules = rules;
  result.direct = request.direct;
  result.hp_before = target.hp;
  result.hand_limit_before = limit_before.value();
  Decimal amount = request.amount;

  // Direct damage skips the three steps of an attack and is lost as it is.
  if (!request.direct) {
    auto compute = compute_step(amount, request);
    if (!compute) return compute.violations();
    amount = compute.value().value;
    result.steps.push_back(std::move(compute).value());
    auto deal = deal_step(amount, source);
    if (!deal) return deal.violations();
    amount = deal.value().value;
    result.steps.push_back(std::move(deal).value());
    auto receive = receive_step(amount, target, rules);
    if (!receive) return receive.violations();
    amount = receive.value().value;
    result.steps.push_back(std::move(receive).value());
  }

  DamageStep lose = lose_step(amount, target.hp, rules);
  result.damage = lose.value;
  result.hp_after = lose.hp_after;
  result.steps.push_back(std::move(lose));

  auto limit_after = hand_limit(result.hp_after, target.card.hand_divisor);
  if (!limit_after) return limit_after.violations();
  result.hand_limit_after = limit_after.value();
  result.out = result.hp_after.sign() <= 0;
  for (const auto& step : result.steps) result.rounded = result.rounded || step.rounded;
  return result;
}

}  // namespace tableref::hdcg

#pragma once
// The four damage steps of the book (伤害类效果): (1) compute: effects on the amount itself,
// folded x/ first then +-; (2) deal: x the source's attack multiplier; (3) receive: the
// target's defence multiplier (RuleOptions::defence_applies); (4) lose HP: the damage is
// rounded per RuleOptions::hp_rounding, then subtracted (rounding_applies_to). Direct damage (直伤)
// runs step 4 only. A damage amount is never negative: a step that would make it negative makes it
// 0 (and says so).
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/hdcg/character.hpp"
#include "tableref/referee/hdcg/decimal.hpp"
#include "tableref/referee/hdcg/modifier.hpp"
#include "tableref/referee/hdcg/reason.hpp"
#include "tableref/referee/hdcg/rules.hpp"

namespace tableref::hdcg {

enum class DamageStepKind : std::uint8_t { kCompute, kDeal, kReceive, kLoseHp };
// "compute", "deal", "receive", "lose_hp".
[[nodiscard]] std::string_view name(DamageStepKind kind);

struct DamageRequest {
  Decimal amount;                          // "deal N damage", N >= 0
  bool direct = false;                     // 直伤: skip compute, deal, receive
  std::vector<Modifier> amount_modifiers;  // step 1 effects (ignored when direct)
  friend bool operator==(const DamageRequest&, const DamageRequest&) = default;
};

struct DamageStep {
  DamageStepKind kind = DamageStepKind::kCompute;
  Decimal input;  // the amount entering the step (kLoseHp: the exact damage, before rounding)
  Decimal value;  // the amount after the step (kLoseHp: the HP lost, after rounding)
  // kCompute: the amount fold. kDeal / kReceive: the multiplier's fold (kDeal without a source
  // has no fold and a multiplier of 1).
  std::optional<Fold> fold;
  Decimal multiplier = Decimal::from_int(1);  // kDeal, kReceive: the multiplier applied
  bool divided = false;                       // kReceive with defence_applies = divide
  bool rounded = false;          // a division rounded, or (kLoseHp) hp_rounding changed it
  bool clamped_to_zero = false;  // the step would have gone below 0
  Decimal hp_before;             // kLoseHp only
  Decimal hp_after;              // kLoseHp only
  friend bool operator==(const DamageStep&, const DamageStep&) = default;
};

struct DamageResult {
  RuleOptions rules;  // the options used, shown with the breakdown
  bool direct = false;
  std::vector<DamageStep> steps;  // compute, deal, receive, lose_hp (direct: lose_hp only)
  Decimal damage;                 // HP lost
  Decimal hp_before;
  Decimal hp_after;  // hp_before - damage (may be <= 0: the target is out)
  std::int64_t hand_limit_before = 0;
  std::int64_t hand_limit_after = 0;
  bool out = false;      // the target is out after this damage
  bool rounded = false;  // any step rounded
  friend bool operator==(const DamageResult&, const DamageResult&) = default;
};

// Resolves `request` from `source` (nullptr: no source character, attack x1) to `target`.
// Nothing is changed; apply the result's hp_after (see duel.hpp). Fails with
// Reason::kHdcgNegativeAmount {amount}, Reason::kHdcgDivisionByZero {dividend},
// Reason::kHdcgBadHandDivisor {divisor}.
[[nodiscard]] Result<DamageResult> resolve_damage(const Character* source, const Character& target,
                                                  const DamageRequest& request,
                                                  const RuleOptions& rules);

}  // namespace tableref::hdcg

#pragma once
// The rule options of HDCG: every point the rule book leaves open, with its default. They are
// stored with a session and shown in every breakdown.
#include <optional>
#include <string_view>

#include "tableref/base/input_reason.hpp"
#include "tableref/base/result.hpp"

namespace tableref::hdcg {

// How step 3 ("receive") applies the target's defence multiplier.
enum class DefenceApplies : unsigned char {
  kMultiply,  // received = dealt x defence (default; "易伤" raises the multiplier)
  kDivide,    // received = dealt / defence
};

// How step 4 ("lose HP") rounds the HP lost.
enum class HpRounding : unsigned char {
  kNone,    // exact, fractional HP allowed
  kHalfUp,  // to a whole HP, .5 up (default)
  kFloor,   // to a whole HP, down
  kCeil,    // to a whole HP, up
};

// What hp_rounding rounds. Players announce the damage, so the damage is rounded and then
// subtracted (issue #18): under half_up 12.5 damage costs 13 HP. Sessions stored before that
// rounded the HP left instead (12.5 from 500 left 487.5 -> 488, in effect rounding the damage
// down); a stored rules object without this key keeps that meaning.
enum class RoundingAppliesTo : unsigned char {
  kDamage,  // round the HP lost, then subtract it (default)
  kHpLeft,  // subtract the exact damage, then round the HP left (sessions before issue #18)
};

struct RuleOptions {
  DefenceApplies defence_applies = DefenceApplies::kMultiply;
  HpRounding hp_rounding = HpRounding::kHalfUp;
  RoundingAppliesTo rounding_applies_to = RoundingAppliesTo::kDamage;
  friend bool operator==(const RuleOptions&, const RuleOptions&) = default;
};

// Stable names, as in JSON and the session's stored rules: "multiply", "divide"; "none",
// "half_up", "floor", "ceil"; "damage", "hp_left". Keys: "defence_applies", "hp_rounding",
// "rounding_applies_to".
[[nodiscard]] std::string_view name(DefenceApplies value);
[[nodiscard]] std::string_view name(HpRounding value);
[[nodiscard]] std::string_view name(RoundingAppliesTo value);
[[nodiscard]] std::optional<DefenceApplies> parse_defence_applies(std::string_view text);
[[nodiscard]] std::optional<HpRounding> parse_hp_rounding(std::string_view text);
[[nodiscard]] std::optional<RoundingAppliesTo> parse_rounding_applies_to(std::string_view text);

// Sets the option `key` to `value`. Fails with InputReason::kUnknownKey {key} or
// InputReason::kNotOneOf {key, value, allowed}; `rules` is unchanged then.
[[nodiscard]] Status set_rule(RuleOptions& rules, std::string_view key, std::string_view value);

}  // namespace tableref::hdcg

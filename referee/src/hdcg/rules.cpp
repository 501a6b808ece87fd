#include "tableref/referee/hdcg/rules.hpp"
#include "tableref/base/input_reason.hpp"

#include <string>

namespace tableref::hdcg {

std::string_view name(DefenceApplies value) {
  return value == DefenceApplies::kDivide ? "divide" : "multiply";
}

std::string_view name(HpRounding value) {
  switch (value) {
    case HpRounding::kNone:
      return "none";
    case HpRounding::kHalfUp:
      return "half_up";
    case HpRounding::kFloor:
      return "floor";
    case HpRounding::kCeil:
      return "ceil";
  }
  return "half_up";
}

std::string_view name(RoundingAppliesTo value) {
  return value == RoundingAppliesTo::kHpLeft ? "hp_left" : "damage";
}

std::optional<RoundingAppliesTo> parse_rounding_applies_to(std::string_view text) {
  if (text == "damage") return RoundingAppliesTo::kDamage;
  if (text == "hp_left") return RoundingAppliesTo::kHpLeft;
  return std::nullopt;
}

std::optional<DefenceApplies> parse_defence_applies(std::string_view text) {
  if (text == "multiply") return DefenceApplies::kMultiply;
  if (text == "divide") return DefenceApplies::kDivide;
  return std::nullopt;
}

std::optional<HpRounding> parse_hp_rounding(std::string_view text) {
  for (auto value :
       {HpRounding::kNone, HpRounding::kHalfUp, HpRounding::kFloor, HpRounding::kCeil}) {
    if (text == name(value)) return value;
  }
  return std::nullopt;
}

Status set_rule(RuleOptions& rules, std::string_view key, std::string_view value) {
  const auto bad = [&](std::string_view allowed) {
    return Violation{InputReason::kNotOneOf,
                     {Param{"key", std::string(key)}, Param{"value", std::string(value)},
                      Param{"allowed", std::string(allowed)}}};
  };
  if (key == "defence_applies") {
    const auto parsed = parse_defence_applies(value);
    if (!parsed) return bad("multiply | divide");
    rules.defence_applies = *parsed;
    return Done{};
  }
  if (key == "hp_rounding") {
    const auto parsed = parse_hp_rounding(value);
    if (!parsed) return bad("none | half_up | floor | ceil");
    rules.hp_rounding = *parsed;
    return Done{};
  }
  if (key == "rounding_applies_to") {
    const auto parsed = parse_rounding_applies_to(value);
    if (!parsed) return bad("damage | hp_left");
    rules.rounding_applies_to = *parsed;
    return Done{};
  }
  return Violation{InputReason::kUnknownKey, {Param{"key", std::string(key)}}};
}

}  // namespace tableref::hdcg

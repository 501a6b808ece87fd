#include "tableref/controllers/hdcg/json.hpp"
#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/json_input.hpp"
#include "tableref/referee/hdcg/reason.hpp"

#include <algorithm>
#include <initializer_list>
#include <string_view>

namespace tableref::controllers::hdcg_json {
namespace {

using nlohmann::json;
using nlohmann::ordered_json;

namespace ji = json_input;

// A hand larger than any deck: refused as out of range rather than read as a count.
constexpr std::int64_t kMaxHand = 1000000;

Violation about(InputReason reason, const std::string& key) {
  return Violation{reason, {Param{"key", key}}};
}

Violation missing(const std::string& key) {
  return about(InputReason::kMissing, key);
}

Status check_object(const json& value, const std::string& key,
                    std::initializer_list<std::string_view> allowed) {
  return ji::object_with_keys(value, key, allowed);
}

std::string child(const std::string& key, std::string_view name) {
  return ji::child(key, name);
}

Result<std::string> read_string(const json& value, const std::string& key) {
  return ji::read_string(value, key);
}

Result<bool> read_bool(const json& value, const std::string& key) {
  return ji::read_bool(value, key);
}

// A character's modifiers: each changes `default_stat` unless it names its "stat".
Status read_character_modifiers(const json& list, const std::string& list_key,
                                hdcg::Stat default_stat, hdcg::Character& c) {
  if (!list.is_array()) return about(InputReason::kNotArray, list_key);
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string item_key = list_key + "[" + std::to_string(i) + "]";
    auto modifier = read_modifier(list[i], item_key);
    if (!modifier) return modifier.violations();
    hdcg::Stat stat = default_stat;
    if (list[i].contains("stat")) {
      auto text = read_string(list[i].at("stat"), child(item_key, "stat"));
      if (!text) return text.violations();
      const auto parsed = hdcg::parse_stat(text.value());
      if (!parsed) return ji::not_one_of(child(item_key, "stat"), text.value(), "attack | defence");
      stat = *parsed;
    }
    c.modifiers(stat).push_back(std::move(modifier).value());
  }
  return Done{};
}

// The target's hand size, a whole number in [0, kMaxHand] (for the discard count after).
Result<std::int64_t> read_hand(const json& value, const std::string& key) {
  auto count = read_decimal(value, key);
  if (!count) return count.violations();
  const auto as_int = count.value().to_int64();
  if (!as_int || *as_int < 0 || *as_int > kMaxHand) {
    return Violation{InputReason::kOutOfRange,
                     {Param{"key", key}, Param{"value", count.value().to_string()},
                      Param{"min", std::int64_t{0}}, Param{"max", kMaxHand}}};
  }
  return *as_int;
}

// The character fields shared by source and target; `default_stat` is the stat its
// modifiers change unless they say otherwise.
Result<hdcg::Character> read_character(const json& value, const std::string& key,
                                       hdcg::Stat default_stat, bool hp_required,
                                       std::optional<std::int64_t>* hand) {
  if (auto ok = check_object(value, key,
                             {"name", "attack", "defence", "hp", "max_hp", "hand_divisor",
                              "modifiers", "main_weapon", "main_armour", "hp_cap_lifted", "hand"});
      !ok) {
    return ok.violations();
  }
  hdcg::Character c;
  const auto decimal_field = [&](const char* name, hdcg::Decimal& out) -> Status {
    if (!value.contains(name)) return Done{};
    auto d = read_decimal(value.at(name), child(key, name));
    if (!d) return d.violations();
    out = d.value();
    return Done{};
  };
  if (value.contains("name")) {
    auto name = read_string(value.at("name"), child(key, "name"));
    if (!name) return name.violations();
    c.card.name = name.value();
  }
  if (hp_required && !value.contains("hp")) return missing(child(key, "hp"));
  if (default_stat == hdcg::Stat::kDefence && !value.contains("hand_divisor")) {
    return missing(child(key, "hand_divisor"));
  }
  for (auto [name, field] :
       {std::pair{"attack", &c.card.attack}, std::pair{"defence", &c.card.defence},
        std::pair{"hand_divisor", &c.card.hand_divisor}}) {
    if (auto ok = decimal_field(name, *field); !ok) return ok.violations();
  }
  hdcg::Decimal hp = hdcg::Decimal::from_int(1);
  if (auto ok = decimal_field("hp", hp); !ok) return ok.violations();
  c.hp = hp;
  c.card.max_hp = hp;
  if (auto ok = decimal_field("max_hp", c.card.max_hp); !ok) return ok.violations();
  if (value.contains("hp_cap_lifted")) {
    auto lifted = read_bool(value.at("hp_cap_lifted"), child(key, "hp_cap_lifted"));
    if (!lifted) return lifted.violations();
    c.hp_cap_lifted = lifted.value();
  }
  for (auto [name, slot] :
       {std::pair{"main_weapon", &c.slots.weapon}, std::pair{"main_armour", &c.slots.armour}}) {
    if (!value.contains(name)) continue;
    if (value.at(name).is_null()) continue;
    auto card = read_string(value.at(name), child(key, name));
    if (!card) return card.violations();
    *slot = card.value();
  }
  if (value.contains("modifiers")) {
    if (auto ok = read_character_modifiers(value.at("modifiers"), child(key, "modifiers"),
                                           default_stat, c);
        !ok) {
      return ok.violations();
    }
  }
  if (value.contains("hand") && hand != nullptr) {
    auto count = read_hand(value.at("hand"), child(key, "hand"));
    if (!count) return count.violations();
    *hand = count.value();
  }
  // Rule checks on the character itself.
  if (auto ok = hdcg::validate(c.card); !ok) return ok.violations();
  if (!c.hp_cap_lifted && c.hp > c.card.max_hp) {
    return Violation{hdcg::Reason::kHdcgHpAboveMax,
                     {Param{"hp", c.hp.to_string()}, Param{"max_hp", c.card.max_hp.to_string()}}};
  }
  return c;
}

}  // namespace

Result<json> parse_exact(const std::string& text) {
  return ji::parse(text, ji::Numbers::kAsWritten);
}

Result<hdcg::Decimal> read_decimal(const json& value, const std::string& key) {
  // Integers are exact in nlohmann's tree too (a tree not from parse_exact); floats are not.
  if (value.is_number_integer()) {
    return hdcg::Decimal::parse(value.is_number_unsigned()
                                    ? std::to_string(value.get<std::uint64_t>())
                                    : std::to_string(value.get<std::int64_t>()));
  }
  if (!value.is_string()) return about(InputReason::kNotDecimal, key);
  auto parsed = hdcg::Decimal::parse(value.get_ref<const std::string&>());
  if (!parsed) {
    return Violation{InputReason::kNotDecimal,
                     {Param{"key", key}, Param{"value", value.get<std::string>()}}};
  }
  return parsed;
}

Result<hdcg::RuleOptions> read_rules(const json& value, const std::string& key,
                                     hdcg::RoundingAppliesTo when_absent) {
  hdcg::RuleOptions rules;
  rules.rounding_applies_to = when_absent;
  if (value.is_null()) return rules;
  if (!value.is_object()) return about(InputReason::kNotObject, key);
  for (const auto& [name, member] : value.items()) {
    if (!member.is_string()) {
      if (name != "defence_applies" && name != "hp_rounding" && name != "rounding_applies_to") {
        return Violation{InputReason::kUnknownKey, {Param{"key", child(key, name)}}};
      }
      return about(InputReason::kNotString, child(key, name));
    }
    auto set = hdcg::set_rule(rules, name, member.get_ref<const std::string&>());
    if (!set) {
      Violation v = set.error();
      for (auto& p : v.params) {
        if (p.name == "key") p.value = child(key, name);
      }
      return v;
    }
  }
  return rules;
}

Result<hdcg::Modifier> read_modifier(const json& value, const std::string& key) {
  if (auto ok =
          check_object(value, key, {"op", "value", "source", "id", "lasting", "slot", "stat"});
      !ok) {
    return ok.violations();
  }
  hdcg::Modifier m;
  if (!value.contains("op")) return missing(child(key, "op"));
  if (!value.contains("value")) return missing(child(key, "value"));
  auto op = read_string(value.at("op"), child(key, "op"));
  if (!op) return op.violations();
  const auto parsed_op = hdcg::parse_modifier_op(op.value());
  if (!parsed_op) return ji::not_one_of(child(key, "op"), op.value(), "mul | div | add | sub");
  m.op = *parsed_op;
  auto number = read_decimal(value.at("value"), child(key, "value"));
  if (!number) return number.violations();
  m.value = number.value();
  if (value.contains("source")) {
    auto source = read_string(value.at("source"), child(key, "source"));
    if (!source) return source.violations();
    m.source = source.value();
  }
  if (value.contains("id")) {
    auto id = read_string(value.at("id"), child(key, "id"));
    if (!id) return id.violations();
    m.id = id.value();
  }
  if (value.contains("lasting")) {
    auto lasting = read_bool(value.at("lasting"), child(key, "lasting"));
    if (!lasting) return lasting.violations();
    m.lasting = lasting.value();
  }
  if (value.contains("slot")) {
    auto slot = read_string(value.at("slot"), child(key, "slot"));
    if (!slot) return slot.violations();
    const auto parsed = hdcg::parse_slot_requirement(slot.value());
    if (!parsed) {
      return ji::not_one_of(child(key, "slot"), slot.value(), "none | main_weapon | main_armour");
    }
    m.slot = *parsed;
  }
  return m;
}

Result<std::vector<hdcg::Modifier>> read_modifiers(const json& value, const std::string& key) {
  if (!value.is_array()) return about(InputReason::kNotArray, key);
  std::vector<hdcg::Modifier> out;
  for (std::size_t i = 0; i < value.size(); ++i) {
    const std::string item_key = key + "[" + std::to_string(i) + "]";
    if (value[i].is_object() && value[i].contains("stat")) {
      return Violation{InputReason::kUnknownKey, {Param{"key", item_key + ".stat"}}};
    }
    auto m = read_modifier(value[i], item_key);
    if (!m) return m.violations();
    out.push_back(std::move(m).value());
  }
  return out;
}

Result<DamageInput> read_damage_input(const json& value) {
  if (auto ok = check_object(value, "",
                             {"rules", "source", "target", "amount", "direct", "amount_modifiers"});
      !ok) {
    return ok.violations();
  }
  DamageInput input;
  if (value.contains("rules")) {
    auto rules = read_rules(value.at("rules"), "rules");
    if (!rules) return rules.violations();
    input.rules = rules.value();
  }
  if (!value.contains("target")) return missing("target");
  if (!value.contains("amount")) return missing("amount");
  if (value.contains("direct")) {
    auto direct = read_bool(value.at("direct"), "direct");
    if (!direct) return direct.violations();
    input.request.direct = direct.value();
  }
  auto amount = read_decimal(value.at("amount"), "amount");
  if (!amount) return amount.violations();
  input.request.amount = amount.value();
  if (value.contains("amount_modifiers")) {
    auto modifiers = read_modifiers(value.at("amount_modifiers"), "amount_modifiers");
    if (!modifiers) return modifiers.violations();
    input.request.amount_modifiers = std::move(modifiers).value();
  }
  if (value.contains("source") && !value.at("source").is_null()) {
    auto source = read_character(value.at("source"), "source", hdcg::Stat::kAttack, false, nullptr);
    if (!source) return source.violations();
    input.source = std::move(source).value();
  }
  auto target =
      read_character(value.at("target"), "target", hdcg::Stat::kDefence, true, &input.target_hand);
  if (!target) return target.violations();
  input.target = std::move(target).value();
  return input;
}

ordered_json to_json(const hdcg::RuleOptions& rules) {
  return ordered_json{{"defence_applies", std::string(hdcg::name(rules.defence_applies))},
                      {"hp_rounding", std::string(hdcg::name(rules.hp_rounding))},
                      {"rounding_applies_to", std::string(hdcg::name(rules.rounding_applies_to))}};
}

ordered_json to_json(const hdcg::Modifier& modifier) {
  ordered_json j{{"op", std::string(hdcg::name(modifier.op))},
                 {"value", modifier.value.to_string()}};
  if (!modifier.source.empty()) j["source"] = modifier.source;
  if (!modifier.id.empty()) j["id"] = modifier.id;
  if (!modifier.lasting) j["lasting"] = false;
  if (modifier.slot != hdcg::SlotRequirement::kNone) {
    j["slot"] = std::string(hdcg::name(modifier.slot));
  }
  return j;
}

ordered_json to_json(const hdcg::Fold& fold) {
  ordered_json steps = ordered_json::array();
  for (const auto& step : fold.steps) {
    ordered_json s = to_json(step.modifier);
    s["active"] = step.active;
    s["result"] = step.result.to_string();
    if (step.rounded) s["rounded"] = true;
    steps.push_back(std::move(s));
  }
  return ordered_json{
      {"base", fold.base.to_string()}, {"steps", steps}, {"value", fold.value.to_string()}};
}

ordered_json to_json(const hdcg::DamageResult& result) {
  ordered_json steps = ordered_json::array();
  for (const auto& step : result.steps) {
    ordered_json s{{"step", std::string(hdcg::name(step.kind))},
                   {"value", step.value.to_string()},
                   {"input", step.input.to_string()}};
    if (step.kind == hdcg::DamageStepKind::kDeal || step.kind == hdcg::DamageStepKind::kReceive) {
      s["multiplier"] = step.multiplier.to_string();
    }
    if (step.kind == hdcg::DamageStepKind::kReceive) {
      s["applies"] = step.divided ? "divide" : "multiply";
    }
    if (step.fold) s["fold"] = to_json(*step.fold);
    if (step.kind == hdcg::DamageStepKind::kLoseHp) {
      s["hp_before"] = step.hp_before.to_string();
      s["hp_after"] = step.hp_after.to_string();
    }
    s["rounded"] = step.rounded;
    if (step.clamped_to_zero) s["clamped_to_zero"] = true;
    steps.push_back(std::move(s));
  }
  return ordered_json{{"steps", steps},
                      {"damage", result.damage.to_string()},
                      {"hp_before", result.hp_before.to_string()},
                      {"hp_after", result.hp_after.to_string()},
                      {"hand_limit_before", std::to_string(result.hand_limit_before)},
                      {"hand_limit_after", std::to_string(result.hand_limit_after)},
                      {"out", result.out},
                      {"direct", result.direct},
                      {"rounded", result.rounded},
                      {"rules", to_json(result.rules)}};
}

bool is_input_reason(ReasonCode reason) {
  const auto input = input_reasons();
  return std::find(input.begin(), input.end(), reason) != input.end();
}

}  // namespace tableref::controllers::hdcg_json

#pragma once
// JSON <-> HDCG referee values, shared by tableref-cli and the HDCG controller.
// Numbers are read from their exact text, never through a double: every JSON number becomes
// a string holding its raw token ("1.2" stays "1.2"), so a number may be given as a JSON number
// or as a decimal string, and both parse with hdcg::Decimal::parse. Output numbers are
// canonical decimal strings.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "tableref/base/input_reason.hpp"
#include "tableref/base/result.hpp"
#include "tableref/referee/hdcg/cards.hpp"
#include "tableref/referee/hdcg/character.hpp"
#include "tableref/referee/hdcg/damage.hpp"
#include "tableref/referee/hdcg/duel.hpp"
#include "tableref/referee/hdcg/modifier.hpp"
#include "tableref/referee/hdcg/rules.hpp"

namespace tableref::controllers::hdcg_json {

// Parses `text` keeping numbers as their raw text (JSON strings): the shared JSON input layer
// with exact numbers (json_input.hpp), so its refusals are InputReason codes with line and
// column.
[[nodiscard]] Result<nlohmann::json> parse_exact(const std::string& text);

// A decimal from a JSON number (raw text) or a decimal string. `key` names it in violations.
[[nodiscard]] Result<hdcg::Decimal> read_decimal(const nlohmann::json& value,
                                                 const std::string& key);
// `when_absent`: what rounding_applies_to means when the object does not name it. A stored
// duel setup without it was played before issue #18 and keeps rounding the HP left; a damage
// request from the CLI gets today's default (the damage).
[[nodiscard]] Result<hdcg::RuleOptions> read_rules(
    const nlohmann::json& value, const std::string& key,
    hdcg::RoundingAppliesTo when_absent = hdcg::RoundingAppliesTo::kDamage);
[[nodiscard]] Result<hdcg::Modifier> read_modifier(const nlohmann::json& value,
                                                   const std::string& key);
[[nodiscard]] Result<std::vector<hdcg::Modifier>> read_modifiers(const nlohmann::json& value,
                                                                 const std::string& key);

// The input of `tableref-cli hdcg damage`.
struct DamageInput {
  hdcg::RuleOptions rules;
  std::optional<hdcg::Character> source;
  hdcg::Character target;
  hdcg::DamageRequest request;
  std::optional<std::int64_t> target_hand;  // hand size, when given: the discard count after
};
// Input (schema) problems carry kInput* reasons; rule problems (e.g. HP above max) carry
// kHdcg* reasons.
[[nodiscard]] Result<DamageInput> read_damage_input(const nlohmann::json& value);

[[nodiscard]] nlohmann::ordered_json to_json(const hdcg::RuleOptions& rules);
[[nodiscard]] nlohmann::ordered_json to_json(const hdcg::Modifier& modifier);
[[nodiscard]] nlohmann::ordered_json to_json(const hdcg::Fold& fold);
[[nodiscard]] nlohmann::ordered_json to_json(const hdcg::DamageResult& result);

// A card library file (assets/hdcg/examples.json is one):
//   {"fields": [{"field": "武器", "parent": "道具"}],
//    "characters": [{"name", "attack", "max_hp", "hand_divisor", "defence", "effect", "pack"}],
//    "skills": [{"name", "fields": [...], "effect", "pack",
//                "modifiers": [{"stat", "op", "value", "slot", "lasting", "id"}]}],
//    "events": [{"name", "effect", "pack",
//                "damage": {"user_excluded", "avoided_by": [...], "amount", "direct"}}]}
// Without "fields" the book's tree (武器 -> 道具) is used. Validated (CardLibrary::validate).
[[nodiscard]] Result<hdcg::CardLibrary> read_library(const nlohmann::json& value);
[[nodiscard]] nlohmann::ordered_json to_json(const hdcg::CardLibrary& library);

// Duel events as stored in a session's event log: {"type": "start_game" | "damage" | "heal" |
// "add_modifier" | "remove_modifier" | "set_main_slot" | "advance_phase" | "judgement" |
// "reveal_event" | "draw" | "discard" | "shuffle" | "undo", ...fields of the event}
// (see docs/hdcg.md). read_event(to_json(e)) == e.
[[nodiscard]] Result<hdcg::DuelEvent> read_event(const nlohmann::json& value,
                                                 const std::string& key);
[[nodiscard]] nlohmann::ordered_json to_json(const hdcg::DuelEvent& event);
// A duel's setup: {"rules", "seats": [{"player", "character": {card keys}, "deck": {"ordered",
// "random"}, "hand"}], "event_deck": {"ordered", "random"}}.
[[nodiscard]] Result<hdcg::DuelState> read_duel_setup(const nlohmann::json& value);
// The state, for display and tests.
[[nodiscard]] nlohmann::ordered_json to_json(const hdcg::DuelState& state);

// True for reasons that mean "the input is not well-formed" (exit 2), not a rule (exit 1).
[[nodiscard]] bool is_input_reason(ReasonCode reason);

}  // namespace tableref::controllers::hdcg_json

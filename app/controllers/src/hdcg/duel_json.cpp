// JSON for duel events, duel setups and duel states (see hdcg_json.hpp).
#include <charconv>
#include <limits>
#include <string_view>

#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/hdcg/json.hpp"
#include "tableref/controllers/json_input.hpp"

namespace tableref::controllers::hdcg_json {
namespace {

using nlohmann::json;
using nlohmann::ordered_json;

namespace ji = json_input;

// Every refusal here is one of the shared input reasons (json_input.hpp), in the user's
// language, never an English detail.
Violation about(InputReason reason, const std::string& key) {
  return Violation{reason, {Param{"key", key.empty() ? std::string(ji::kTopLevel) : key}}};
}

std::string sub(const std::string& key, std::string_view name) {
  return ji::child(key, name);
}

Status only_keys(const json& value, const std::string& key,
                 std::initializer_list<std::string_view> allowed) {
  return ji::object_with_keys(value, key, allowed);
}

Result<std::vector<hdcg::CardId>> read_cards(const json& object, const std::string& key,
                                             const char* name) {
  std::vector<hdcg::CardId> cards;
  if (!object.contains(name)) return cards;
  const json& list = object.at(name);
  if (!list.is_array()) return about(InputReason::kNotArray, sub(key, name));
  for (const auto& item : list) {
    if (!item.is_string()) return about(InputReason::kNotArray, sub(key, name));
    cards.push_back(item.get<std::string>());
  }
  return cards;
}

Result<hdcg::Deck> read_deck(const json& value, const std::string& key) {
  if (auto ok = only_keys(value, key, {"ordered", "random"}); !ok) return ok.violations();
  auto ordered = read_cards(value, key, "ordered");
  if (!ordered) return ordered.violations();
  auto random = read_cards(value, key, "random");
  if (!random) return random.violations();
  return hdcg::Deck(std::move(ordered).value(), std::move(random).value());
}

ordered_json deck_json(const hdcg::Deck& deck) {
  return {{"ordered", deck.ordered()}, {"random", deck.random()}};
}

}  // namespace

Result<hdcg::DuelState> read_duel_setup(const json& value) {
  if (auto ok = only_keys(value, "", {"rules", "seats", "event_deck", "events"}); !ok) {
    return ok.violations();
  }
  hdcg::RuleOptions rules;
  if (value.contains("rules")) {
    // A setup stored before issue #18 has no rounding_applies_to: it rounded the HP left.
    auto r = read_rules(value.at("rules"), "rules", hdcg::RoundingAppliesTo::kHpLeft);
    if (!r) return r.violations();
    rules = r.value();
  }
  std::vector<hdcg::Seat> seats;
  if (!value.contains("seats") || !value.at("seats").is_array()) {
    return about(InputReason::kNotArray, "seats");
  }
  for (std::size_t i = 0; i < value.at("seats").size(); ++i) {
    const std::string key = "seats[" + std::to_string(i) + "]";
    const json& item = value.at("seats")[i];
    if (auto ok = only_keys(item, key, {"player", "character", "deck", "hand"}); !ok) {
      return ok.violations();
    }
    hdcg::Seat seat;
    if (item.contains("player")) {
      if (!item.at("player").is_string()) return about(InputReason::kNotString, sub(key, "player"));
      seat.player = item.at("player").get<std::string>();
    }
    if (!item.contains("character")) return about(InputReason::kMissing, sub(key, "character"));
    // The character card as in a card library file.
    const json library{{"characters", json::array({item.at("character")})}};
    auto card = read_library(library);
    if (!card) {
      Violations v = card.violations();
      for (auto& violation : v) {
        for (auto& p : violation.params) {
          if (p.name != "key") continue;
          if (auto* text = std::get_if<std::string>(&p.value)) {
            const std::string prefix = "characters[0]";
            if (text->rfind(prefix, 0) == 0)
              *text = sub(key, "character") + text->substr(prefix.size());
          }
        }
      }
      return v;
    }
    auto character = hdcg::Character::from_card(card.value().characters.front());
    if (!character) return character.violations();
    seat.character = std::move(character).value();
    if (item.contains("deck")) {
      auto deck = read_deck(item.at("deck"), sub(key, "deck"));
      if (!deck) return deck.violations();
      seat.deck = std::move(deck).value();
    }
    auto hand = read_cards(item, key, "hand");
    if (!hand) return hand.violations();
    seat.hand = std::move(hand).value();
    seats.push_back(std::move(seat));
  }
  hdcg::Deck event_deck;
  if (value.contains("event_deck")) {
    auto deck = read_deck(value.at("event_deck"), "event_deck");
    if (!deck) return deck.violations();
    event_deck = std::move(deck).value();
  }
  return hdcg::new_duel(rules, std::move(seats), std::move(event_deck));
}

ordered_json to_json(const hdcg::DuelState& state) {
  ordered_json seats = ordered_json::array();
  for (std::size_t i = 0; i < state.seats.size(); ++i) {
    const auto& seat = state.seats[i];
    const auto& c = seat.character;
    ordered_json s{{"player", seat.player}, {"character", c.card.name}};
    s["hp"] = c.hp.to_string();
    s["max_hp"] = c.card.max_hp.to_string();
    s["out"] = c.is_out();
    auto attack = c.attack_multiplier();
    auto defence = c.defence_multiplier();
    s["attack"] = attack ? ordered_json(to_json(attack.value())) : ordered_json(nullptr);
    s["defence"] = defence ? ordered_json(to_json(defence.value())) : ordered_json(nullptr);
    s["main_weapon"] = c.slots.weapon ? ordered_json(*c.slots.weapon) : ordered_json(nullptr);
    s["main_armour"] = c.slots.armour ? ordered_json(*c.slots.armour) : ordered_json(nullptr);
    s["hand"] = seat.hand;
    s["hand_size"] = std::to_string(seat.hand.size());
    s["hand_limit"] = std::to_string(state.hand_limit(i));
    s["required_discard"] = std::to_string(state.required_discard(i));
    s["deck"] = deck_json(seat.deck);
    s["discard"] = seat.discard;
    seats.push_back(std::move(s));
  }
  ordered_json judgements = ordered_json::array();
  for (int roll : state.judgements) judgements.push_back(std::to_string(roll));
  return {
      {"rules", to_json(state.rules)},
      {"started", state.started},
      {"turn",
       {{"round", std::to_string(state.turn.round)},
        {"seat", std::to_string(state.turn.seat)},
        {"phase", std::string(hdcg::name(state.turn.phase))}}},
      {"judgements", judgements},
      {"shown_event", state.shown_event ? ordered_json(*state.shown_event) : ordered_json(nullptr)},
      {"event_deck", deck_json(state.event_deck)},
      {"event_discard", state.event_discard},
      {"last_damage", state.last_damage ? to_json(*state.last_damage) : ordered_json(nullptr)},
      {"seats", seats}};
}

}  // namespace tableref::controllers::hdcg_json

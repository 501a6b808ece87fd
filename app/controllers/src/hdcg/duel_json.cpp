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

// A whole number in [0, max] from a JSON number's raw text or a string.
Result<std::uint64_t> read_count(const json& object, const std::string& key, const char* name,
                                 std::uint64_t max = std::numeric_limits<std::uint64_t>::max()) {
  if (!object.contains(name)) return about(InputReason::kMissing, sub(key, name));
  const json& value = object.at(name);
  if (value.is_number_unsigned() && value.get<std::uint64_t>() <= max) {
    return value.get<std::uint64_t>();
  }
  if (!value.is_string()) return about(InputReason::kNotInteger, sub(key, name));
  const auto& text = value.get_ref<const std::string&>();
  std::uint64_t out = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
  if (error != std::errc{} || end != text.data() + text.size() || out > max) {
    return Violation{
        InputReason::kOutOfRange,
        {Param{"key", sub(key, name)}, Param{"value", text}, Param{"min", std::int64_t{0}},
         Param{"max", static_cast<std::int64_t>(std::min<std::uint64_t>(
                          max, std::numeric_limits<std::int64_t>::max()))}}};
  }
  return out;
}

// A seat or count as std::size_t, which is 32 bits in the browser's wasm32: `max` is small
// enough for both (the narrowing is checked by read_count's bound).
Result<std::size_t> read_size(const json& object, const std::string& key, const char* name,
                              std::uint64_t max) {
  auto value = read_count(object, key, name, max);
  if (!value) return value.violations();
  return static_cast<std::size_t>(value.value());
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

Result<bool> read_flag(const json& object, const std::string& key, const char* name) {
  if (!object.contains(name)) return false;
  if (!object.at(name).is_boolean()) return about(InputReason::kNotBoolean, sub(key, name));
  return object.at(name).get<bool>();
}

Result<hdcg::Deck> read_deck(const json& value, const std::string& key) {
  if (auto ok = only_keys(value, key, {"ordered", "random"}); !ok) return ok.violations();
  auto ordered = read_cards(value, key, "ordered");
  if (!ordered) return ordered.violations();
  auto random = read_cards(value, key, "random");
  if (!random) return random.violations();
  return hdcg::Deck(std::move(ordered).value(), std::move(random).value());
}

Result<hdcg::Stat> read_stat(const json& object, const std::string& key) {
  if (!object.contains("stat")) return about(InputReason::kMissing, sub(key, "stat"));
  if (!object.at("stat").is_string()) return about(InputReason::kNotString, sub(key, "stat"));
  const auto stat = hdcg::parse_stat(object.at("stat").get<std::string>());
  if (!stat) return ji::not_one_of(sub(key, "stat"), object.at("stat"), {"attack", "defence"});
  return *stat;
}

constexpr std::uint64_t kMaxSeat = 1000;
constexpr std::uint64_t kMaxCount = 1000000;

ordered_json deck_json(const hdcg::Deck& deck) {
  return {{"ordered", deck.ordered()}, {"random", deck.random()}};
}

}  // namespace

Result<hdcg::DuelEvent> read_event(const json& value, const std::string& key) {
  if (!value.is_object() || !value.contains("type") || !value.at("type").is_string()) {
    return value.is_object() ? about(InputReason::kMissing, sub(key, "type"))
                             : about(InputReason::kNotObject, key);
  }
  const std::string type = value.at("type").get<std::string>();
  const auto seat_of = [&](const char* name) { return read_size(value, key, name, kMaxSeat); };
  if (type == "start_game") {
    if (auto ok = only_keys(value, key, {"type", "seeds"}); !ok) return ok.violations();
    hdcg::event::StartGame e;
    if (value.contains("seeds")) {
      const json& seeds = value.at("seeds");
      if (!seeds.is_array()) return about(InputReason::kNotArray, sub(key, "seeds"));
      for (std::size_t i = 0; i < seeds.size(); ++i) {
        const json holder{{"seed", seeds[i]}};
        auto seed = read_count(holder, sub(key, "seeds[" + std::to_string(i) + "]"), "seed");
        if (!seed) return seed.violations();
        e.seeds.push_back(seed.value());
      }
    }
    return hdcg::DuelEvent{e};
  }
  if (type == "damage") {
    if (auto ok = only_keys(value, key,
                            {"type", "source", "target", "amount", "direct", "amount_modifiers"});
        !ok) {
      return ok.violations();
    }
    hdcg::event::Damage e;
    if (value.contains("source") && !value.at("source").is_null()) {
      auto source = seat_of("source");
      if (!source) return source.violations();
      e.source = source.value();
    }
    auto target = seat_of("target");
    if (!target) return target.violations();
    e.target = target.value();
    if (!value.contains("amount")) return about(InputReason::kMissing, sub(key, "amount"));
    auto amount = read_decimal(value.at("amount"), sub(key, "amount"));
    if (!amount) return amount.violations();
    e.request.amount = amount.value();
    auto direct = read_flag(value, key, "direct");
    if (!direct) return direct.violations();
    e.request.direct = direct.value();
    if (value.contains("amount_modifiers")) {
      auto modifiers = read_modifiers(value.at("amount_modifiers"), sub(key, "amount_modifiers"));
      if (!modifiers) return modifiers.violations();
      e.request.amount_modifiers = std::move(modifiers).value();
    }
    return hdcg::DuelEvent{e};
  }
  if (type == "heal") {
    if (auto ok = only_keys(value, key, {"type", "target", "amount", "may_exceed_max"}); !ok) {
      return ok.violations();
    }
    hdcg::event::Heal e;
    auto target = seat_of("target");
    if (!target) return target.violations();
    e.target = target.value();
    if (!value.contains("amount")) return about(InputReason::kMissing, sub(key, "amount"));
    auto amount = read_decimal(value.at("amount"), sub(key, "amount"));
    if (!amount) return amount.violations();
    e.amount = amount.value();
    auto exceed = read_flag(value, key, "may_exceed_max");
    if (!exceed) return exceed.violations();
    e.may_exceed_max = exceed.value();
    return hdcg::DuelEvent{e};
  }
  if (type == "add_modifier") {
    if (auto ok = only_keys(value, key, {"type", "seat", "stat", "modifier"}); !ok) {
      return ok.violations();
    }
    hdcg::event::AddModifier e;
    auto seat = seat_of("seat");
    if (!seat) return seat.violations();
    e.seat = seat.value();
    auto stat = read_stat(value, key);
    if (!stat) return stat.violations();
    e.stat = stat.value();
    if (!value.contains("modifier")) return about(InputReason::kMissing, sub(key, "modifier"));
    if (value.at("modifier").is_object() && value.at("modifier").contains("stat")) {
      return Violation{InputReason::kUnknownKey, {Param{"key", sub(key, "modifier.stat")}}};
    }
    auto modifier = read_modifier(value.at("modifier"), sub(key, "modifier"));
    if (!modifier) return modifier.violations();
    e.modifier = std::move(modifier).value();
    return hdcg::DuelEvent{e};
  }
  if (type == "remove_modifier") {
    if (auto ok = only_keys(value, key, {"type", "seat", "stat", "id"}); !ok) {
      return ok.violations();
    }
    hdcg::event::RemoveModifier e;
    auto seat = seat_of("seat");
    if (!seat) return seat.violations();
    e.seat = seat.value();
    auto stat = read_stat(value, key);
    if (!stat) return stat.violations();
    e.stat = stat.value();
    if (!value.contains("id") || !value.at("id").is_string())
      return about(InputReason::kMissing, sub(key, "id"));
    e.id = value.at("id").get<std::string>();
    return hdcg::DuelEvent{e};
  }
  if (type == "set_main_slot") {
    if (auto ok = only_keys(value, key, {"type", "seat", "slot", "card"}); !ok) {
      return ok.violations();
    }
    hdcg::event::SetMainSlot e;
    auto seat = seat_of("seat");
    if (!seat) return seat.violations();
    e.seat = seat.value();
    const auto slot = value.contains("slot") && value.at("slot").is_string()
                          ? hdcg::parse_slot_requirement(value.at("slot").get<std::string>())
                          : std::nullopt;
    if (!slot || *slot == hdcg::SlotRequirement::kNone) {
      return ji::not_one_of(sub(key, "slot"), value.contains("slot") ? value.at("slot") : json(),
                            {"main_weapon", "main_armour"});
    }
    e.slot = *slot;
    if (value.contains("card") && !value.at("card").is_null()) {
      if (!value.at("card").is_string()) return about(InputReason::kNotString, sub(key, "card"));
      e.card = value.at("card").get<std::string>();
    }
    return hdcg::DuelEvent{e};
  }
  if (type == "advance_phase" || type == "reveal_event" || type == "undo") {
    if (auto ok = only_keys(value, key, {"type"}); !ok) return ok.violations();
    if (type == "advance_phase") return hdcg::DuelEvent{hdcg::event::AdvancePhase{}};
    if (type == "reveal_event") return hdcg::DuelEvent{hdcg::event::RevealEvent{}};
    return hdcg::DuelEvent{hdcg::event::Undo{}};
  }
  if (type == "judgement") {
    if (auto ok = only_keys(value, key, {"type", "roll"}); !ok) return ok.violations();
    auto roll = read_count(value, key, "roll", 1000);
    if (!roll) return roll.violations();
    return hdcg::DuelEvent{hdcg::event::Judgement{static_cast<int>(roll.value())}};
  }
  if (type == "draw") {
    if (auto ok = only_keys(value, key, {"type", "seat", "count"}); !ok) return ok.violations();
    auto seat = seat_of("seat");
    if (!seat) return seat.violations();
    auto count = read_size(value, key, "count", kMaxCount);
    if (!count) return count.violations();
    return hdcg::DuelEvent{hdcg::event::Draw{seat.value(), count.value()}};
  }
  if (type == "discard") {
    if (auto ok = only_keys(value, key, {"type", "seat", "cards", "discard_phase"}); !ok) {
      return ok.violations();
    }
    hdcg::event::Discard e;
    auto seat = seat_of("seat");
    if (!seat) return seat.violations();
    e.seat = seat.value();
    auto cards = read_cards(value, key, "cards");
    if (!cards) return cards.violations();
    e.cards = std::move(cards).value();
    auto phase = read_flag(value, key, "discard_phase");
    if (!phase) return phase.violations();
    e.discard_phase = phase.value();
    return hdcg::DuelEvent{e};
  }
  if (type == "shuffle") {
    if (auto ok = only_keys(value, key, {"type", "seat", "seed"}); !ok) return ok.violations();
    auto seat = seat_of("seat");
    if (!seat) return seat.violations();
    auto seed = read_count(value, key, "seed");
    if (!seed) return seed.violations();
    return hdcg::DuelEvent{hdcg::event::Shuffle{seat.value(), seed.value()}};
  }
  return ji::not_one_of(sub(key, "type"), type,
                        "start_game | damage | heal | add_modifier | remove_modifier | "
                        "set_main_slot | advance_phase | reveal_event | undo | judgement | draw | "
                        "discard | shuffle");
}

ordered_json to_json(const hdcg::DuelEvent& event) {
  struct Writer {
    ordered_json operator()(const hdcg::event::StartGame& e) const {
      ordered_json seeds = ordered_json::array();
      for (auto seed : e.seeds) seeds.push_back(std::to_string(seed));
      return {{"type", "start_game"}, {"seeds", seeds}};
    }
    ordered_json operator()(const hdcg::event::Damage& e) const {
      ordered_json j{{"type", "damage"}};
      j["source"] = e.source ? ordered_json(std::to_string(*e.source)) : ordered_json(nullptr);
      j["target"] = std::to_string(e.target);
      j["amount"] = e.request.amount.to_string();
      j["direct"] = e.request.direct;
      ordered_json modifiers = ordered_json::array();
      for (const auto& m : e.request.amount_modifiers) modifiers.push_back(to_json(m));
      j["amount_modifiers"] = modifiers;
      return j;
    }
    ordered_json operator()(const hdcg::event::Heal& e) const {
      return {{"type", "heal"},
              {"target", std::to_string(e.target)},
              {"amount", e.amount.to_string()},
              {"may_exceed_max", e.may_exceed_max}};
    }
    ordered_json operator()(const hdcg::event::AddModifier& e) const {
      return {{"type", "add_modifier"},
              {"seat", std::to_string(e.seat)},
              {"stat", std::string(hdcg::name(e.stat))},
              {"modifier", to_json(e.modifier)}};
    }
    ordered_json operator()(const hdcg::event::RemoveModifier& e) const {
      return {{"type", "remove_modifier"},
              {"seat", std::to_string(e.seat)},
              {"stat", std::string(hdcg::name(e.stat))},
              {"id", e.id}};
    }
    ordered_json operator()(const hdcg::event::SetMainSlot& e) const {
      return {{"type", "set_main_slot"},
              {"seat", std::to_string(e.seat)},
              {"slot", std::string(hdcg::name(e.slot))},
              {"card", e.card ? ordered_json(*e.card) : ordered_json(nullptr)}};
    }
    ordered_json operator()(const hdcg::event::AdvancePhase&) const {
      return {{"type", "advance_phase"}};
    }
    ordered_json operator()(const hdcg::event::Judgement& e) const {
      return {{"type", "judgement"}, {"roll", std::to_string(e.roll)}};
    }
    ordered_json operator()(const hdcg::event::RevealEvent&) const {
      return {{"type", "reveal_event"}};
    }
    ordered_json operator()(const hdcg::event::Draw& e) const {
      return {
          {"type", "draw"}, {"seat", std::to_string(e.seat)}, {"count", std::to_string(e.count)}};
    }
    ordered_json operator()(const hdcg::event::Discard& e) const {
      return {{"type", "discard"},
              {"seat", std::to_string(e.seat)},
              {"cards", e.cards},
              {"discard_phase", e.discard_phase}};
    }
    ordered_json operator()(const hdcg::event::Shuffle& e) const {
      return {
          {"type", "shuffle"}, {"seat", std::to_string(e.seat)}, {"seed", std::to_string(e.seed)}};
    }
    ordered_json operator()(const hdcg::event::Undo&) const { return {{"type", "undo"}}; }
  };
  return std::visit(Writer{}, event);
}

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

#include "tableref/controllers/hdcg/controller.hpp"

#include <algorithm>
#include <charconv>
#include <nlohmann/json.hpp>
#include <random>

#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/hdcg/json.hpp"
#include "tableref/controllers/hdcg/library.hpp"
#include "tableref/controllers/json_input.hpp"
#include "tableref/referee/hdcg/phase_record.hpp"
#include "tableref/referee/hdcg/reason.hpp"
#include "tableref/referee/hdcg/rng.hpp"
#include "tableref/referee/hdcg/standings.hpp"
#include "tableref/referee/hdcg/turn.hpp"

namespace tableref::controllers {
namespace {

using nlohmann::json;
using nlohmann::ordered_json;

constexpr std::string_view kSetupFormat = "tableref.hdcg.duel/1";
constexpr std::string_view kDefaultCharacter = "刺客";

std::string type_of(const hdcg::DuelEvent& event) {
  const auto j = hdcg_json::to_json(event);
  return j.contains("type") ? j.at("type").get<std::string>() : std::string("event");
}

// The setup event (the log's first) that does not read says what is wrong with it as the
// shared input codes do, with its path ("events[0].seed"), in the user's language.
Violation about(InputReason reason, const char* key) {
  return Violation{reason, {Param{"key", std::string(key)}}};
}

// The setup event's payload for a new duel, from the session's seats and rules.
Result<std::string> make_setup(const db::SessionSummary& session, const hdcg::CardLibrary& library,
                               std::uint64_t seed) {
  auto rules_json = json::parse(session.rules_json, nullptr, false);
  ordered_json rules = ordered_json::object();
  if (rules_json.is_object()) {
    for (const char* key : {"defence_applies", "hp_rounding", "rounding_applies_to"}) {
      if (rules_json.contains(key) && rules_json.at(key).is_string()) rules[key] = rules_json[key];
    }
  }
  // Recorded in the setup, so the session keeps its meaning when the default changes (a setup
  // without it rounds the HP left, as sessions did before issue #18).
  if (!rules.contains("rounding_applies_to")) {
    rules["rounding_applies_to"] = std::string(hdcg::name(hdcg::RoundingAppliesTo::kDamage));
  }
  ordered_json seats = ordered_json::array();
  for (const auto& seat : session.seats) {
    const std::string role = seat.role.empty() ? std::string(kDefaultCharacter) : seat.role;
    const hdcg::CharacterCard* card = library.character(role);
    if (card == nullptr) {
      return Violation{hdcg::Reason::kHdcgUnknownCharacterCard,
                       {Param{"card", role}, Param{"player", seat.player}}};
    }
    hdcg::CardLibrary one;
    one.characters.push_back(*card);
    ordered_json deck = ordered_json::array();
    for (std::size_t i = 1; i <= kHdcgDeckSize; ++i) deck.push_back(std::to_string(i));
    seats.push_back({{"player", seat.player},
                     {"character", hdcg_json::to_json(one).at("characters").at(0)},
                     {"deck", {{"ordered", ordered_json::array()}, {"random", deck}}}});
  }
  ordered_json events = ordered_json::array();
  for (int copy = 0; copy < 10; ++copy) {
    for (const auto& card : library.events) events.push_back(card.name);
  }
  ordered_json setup{{"rules", rules},
                     {"seats", seats},
                     {"event_deck", {{"ordered", ordered_json::array()}, {"random", events}}}};
  ordered_json payload{{"format", kSetupFormat}, {"seed", std::to_string(seed)}, {"setup", setup}};
  return payload.dump();
}

Result<std::uint64_t> read_seed(const json& payload) {
  if (!payload.contains("seed")) return about(InputReason::kMissing, "events[0].seed");
  // A 64-bit seed is kept as its decimal text (parse_exact keeps a number's text too).
  if (!payload.at("seed").is_string()) return about(InputReason::kNotInteger, "events[0].seed");
  const auto& text = payload.at("seed").get_ref<const std::string&>();
  std::uint64_t seed = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
  if (error != std::errc{} || end != text.data() + text.size()) {
    return about(InputReason::kNotInteger, "events[0].seed");
  }
  return seed;
}

}  // namespace

std::string_view hdcg_default_character() {
  return kDefaultCharacter;
}

Result<HdcgController> HdcgController::open(db::Store& store, std::int64_t session_id) {
  auto summary = store.session(session_id);
  if (!summary) return summary.violations();
  auto library = load_hdcg_library(store);
  if (!library) return library.violations();
  auto stored = store.events(session_id);
  if (!stored) return stored.violations();
  std::vector<db::Event> log = std::move(stored).value();

  HdcgController session(store, session_id);
  session.library_ = std::move(library).value();
  bool fresh = false;
  if (log.empty()) {
    std::random_device device;
    const std::uint64_t seed = (std::uint64_t{device()} << 32) ^ device();
    auto payload = make_setup(summary.value(), session.library_, seed);
    if (!payload) return payload.violations();
    auto appended = store.append_event(session_id, kHdcgSetupKind, payload.value());
    if (!appended) return appended.violations();
    log.push_back(std::move(appended).value());
    fresh = true;
  }
  if (log.front().kind != kHdcgSetupKind) {
    return json_input::not_one_of("events[0].kind", log.front().kind, kHdcgSetupKind);
  }
  auto payload = hdcg_json::parse_exact(log.front().payload);
  if (!payload) return payload.violations();
  if (!payload.value().is_object()) return about(InputReason::kNotObject, "events[0]");
  if (!payload.value().contains("setup")) return about(InputReason::kMissing, "events[0].setup");
  auto seed = read_seed(payload.value());
  if (!seed) return seed.violations();
  session.seed_ = seed.value();
  auto initial = hdcg_json::read_duel_setup(payload.value().at("setup"));
  if (!initial) return initial.violations();
  session.initial_ = std::move(initial).value();

  for (std::size_t i = 1; i < log.size(); ++i) {
    auto parsed = hdcg_json::parse_exact(log[i].payload);
    if (!parsed) return parsed.violations();
    auto event = hdcg_json::read_event(parsed.value(), "events[" + std::to_string(i) + "]");
    if (!event) return event.violations();
    session.events_.push_back(std::move(event).value());
  }
  auto state = hdcg::replay(session.initial_, session.events_);
  if (!state) return state.violations();
  session.state_ = std::move(state).value();
  session.end_ = SessionEnd(summary.value());

  if (fresh || !session.state_.started) {
    hdcg::Rng rng(session.seed_);
    hdcg::event::StartGame start;
    for (std::size_t i = 0; i < session.state_.seats.size(); ++i) start.seeds.push_back(rng.next());
    if (auto status = session.act(start); !status) return status.violations();
  }
  // A kill between the last event and the status update: settle now.
  if (auto settled = session.settle(); !settled) return settled.violations();
  return session;
}

bool HdcgController::can_undo() const {
  return hdcg::events_in_force(events_).size() > 1;
}

Status HdcgController::append(const hdcg::DuelEvent& event) {
  auto appended =
      store_->append_event(session_id_, type_of(event), hdcg_json::to_json(event).dump());
  if (!appended) return appended.violations();
  events_.push_back(event);
  return Done{};
}

Status HdcgController::act(const hdcg::DuelEvent& event) {
  if (std::holds_alternative<hdcg::event::Undo>(event)) return undo();
  hdcg::DuelState next = state_;
  if (auto status = hdcg::apply(next, event); !status) return status;
  if (auto stored = append(event); !stored) return stored;
  state_ = std::move(next);
  return settle();
}

Status HdcgController::undo() {
  if (!can_undo()) return Violation{hdcg::Reason::kHdcgNothingToUndo};
  auto events = events_;
  events.push_back(hdcg::event::Undo{});
  auto state = hdcg::replay(initial_, events);
  if (!state) return state.violations();
  if (auto stored = append(hdcg::event::Undo{}); !stored) return stored;
  state_ = std::move(state).value();
  return settle();
}

Result<int> HdcgController::roll_judgement() {
  hdcg::Rng rng(seed_ ^ (0x9E3779B97F4A7C15ULL * (events_.size() + 1)));
  const int roll = rng.judgement();
  if (auto status = act(hdcg::event::Judgement{roll}); !status) return status.violations();
  return roll;
}

Result<hdcg::DamageResult> HdcgController::preview(const hdcg::event::Damage& damage) const {
  return hdcg::preview_damage(state_, damage);
}

bool HdcgController::drew_this_phase() const {
  return hdcg::drew_this_phase(state_, events_);
}

std::size_t HdcgController::discarded_this_phase() const {
  return hdcg::discarded_this_phase(state_, events_);
}

Status HdcgController::advance_phase() {
  if (const auto owed = hdcg::draw_owed(state_, events_)) {
    if (auto drawn = act(*owed); !drawn) return drawn;
  }
  return act(hdcg::event::AdvancePhase{});
}

Status HdcgController::draw_one(std::size_t seat) {
  return act(hdcg::event::Draw{seat, 1});
}

Status HdcgController::discard_one(std::size_t seat) {
  if (seat >= state_.seats.size()) {
    return Violation{hdcg::Reason::kHdcgUnknownCharacter,
                     {Param{"seat", static_cast<std::int64_t>(seat + 1)}}};
  }
  const auto& hand = state_.seats[seat].hand;
  if (hand.empty()) {
    return Violation{hdcg::Reason::kHdcgCardNotInHand, {Param{"card", std::string("-")}}};
  }
  return act(hdcg::event::Discard{seat, {hand.back()}, false});
}

Status HdcgController::discard_phase(std::size_t count) {
  const std::size_t seat = state_.turn.seat;
  if (seat >= state_.seats.size()) {
    return Violation{hdcg::Reason::kHdcgUnknownCharacter,
                     {Param{"seat", static_cast<std::int64_t>(seat + 1)}}};
  }
  const auto& hand = state_.seats[seat].hand;
  std::vector<hdcg::CardId> cards;
  // More than the hand holds: name the missing ones too, so the referee says how many.
  for (std::size_t i = 0; i < count; ++i) {
    cards.push_back(i < hand.size() ? hand[hand.size() - 1 - i] : std::string("?"));
  }
  return act(hdcg::event::Discard{seat, cards, true});
}

Status HdcgController::add_modifier(std::size_t seat, hdcg::Stat stat, hdcg::Modifier modifier) {
  if (seat >= state_.seats.size()) {
    return Violation{hdcg::Reason::kHdcgUnknownCharacter,
                     {Param{"seat", static_cast<std::int64_t>(seat + 1)}}};
  }
  // A fresh id: the source's name, numbered when taken.
  const auto& character = state_.seats[seat].character;
  const std::string base = modifier.source.empty() ? std::string("mod") : modifier.source;
  auto taken = [&](const std::string& id) {
    for (auto s : {hdcg::Stat::kAttack, hdcg::Stat::kDefence}) {
      for (const auto& m : character.modifiers(s)) {
        if (m.id == id) return true;
      }
    }
    return false;
  };
  std::string id = base;
  for (int n = 2; taken(id); ++n) id = base + "#" + std::to_string(n);
  modifier.id = id;
  const auto& slots = character.slots;
  if (modifier.slot == hdcg::SlotRequirement::kMainWeapon && !slots.weapon &&
      !modifier.source.empty()) {
    if (auto s = act(hdcg::event::SetMainSlot{seat, modifier.slot, modifier.source}); !s) return s;
  } else if (modifier.slot == hdcg::SlotRequirement::kMainArmour && !slots.armour &&
             !modifier.source.empty()) {
    if (auto s = act(hdcg::event::SetMainSlot{seat, modifier.slot, modifier.source}); !s) return s;
  }
  return act(hdcg::event::AddModifier{seat, stat, std::move(modifier)});
}

HdcgDamageSides HdcgController::default_damage_sides() const {
  if (state_.seats.empty()) return {};
  const std::size_t source = std::min(state_.turn.seat, state_.seats.size() - 1);
  return {source, hdcg::next_living_seat(source, state_.alive()).value_or(source)};
}

std::vector<HdcgStanding> HdcgController::standings() const {
  std::vector<HdcgStanding> rows;
  for (const auto& row : hdcg::standings(state_)) {
    rows.push_back(HdcgStanding{state_.seats[row.seat].player, row.hp, row.rank, row.winner});
  }
  return rows;
}

std::string HdcgController::result_json() const {
  ordered_json players = ordered_json::array();
  for (const auto& row : standings()) {
    ordered_json score;
    const std::string text = row.hp.to_string();
    std::int64_t whole = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), whole);
    if (error == std::errc{} && end == text.data() + text.size()) {
      score = whole;
    } else {
      score = text;
    }
    players.push_back(
        {{"name", row.name}, {"score", score}, {"rank", row.rank}, {"winner", row.winner}});
  }
  return ordered_json{{"players", players}}.dump();
}

Status HdcgController::settle() {
  return end_.sync(*store_, session_id_, state_.over(), [this] { return result_json(); });
}

}  // namespace tableref::controllers

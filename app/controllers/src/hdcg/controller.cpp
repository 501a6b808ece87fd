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

// The setup event's payload for a new duel, from the session's seats and rules.
Result<std::string> make_setup(const db::SessionSummary& session, const hdcg::CardLibrary& library,
                               std::uint64_t seed) {
  const auto rules_json = json_input::parse_tolerant(session.rules_json);
  ordered_json rules = ordered_json::object();
  if (rules_json && rules_json->is_object()) {
    for (const char* key : {"defence_applies", "hp_rounding", "rounding_applies_to"}) {
      if (rules_json->contains(key) && rules_json->at(key).is_string()) {
        rules[key] = rules_json->at(key);
      }
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

}  // namespace

std::string_view hdcg_default_character() {
  return kDefaultCharacter;
}

Result<HdcgController> HdcgController::open(db::Store& store, std::int64_t session_id) {
  auto summary = store.session(session_id);
  if (!summary) return summary.violations();
  auto library = load_hdcg_library(store);
  if (!library) return library.violations();
  auto rows = store.events(session_id);
  if (!rows) return rows.violations();

  HdcgController session;
  session.library_ = std::move(library).value();
  if (rows.value().empty()) {
    // A new duel is dealt now, from the library as it is today.
    std::random_device device;
    const std::uint64_t seed = (std::uint64_t{device()} << 32) ^ device();
    auto payload = make_setup(summary.value(), session.library_, seed);
    if (!payload) return payload.violations();
    auto appended = store.append_event(session_id, std::string(kHdcgSetupKind), payload.value());
    if (!appended) return appended.violations();
    rows.value().push_back(std::move(appended).value());
  }
  auto setup = hdcg_read_setup(rows.value());
  if (!setup) return setup.violations();
  session.seed_ = setup.value().seed;
  if (auto opened = session.session_.open(store, summary.value(), rows.value()); !opened) {
    return opened.violations();
  }
  if (auto read = session.read_log(rows.value()); !read) return read.violations();

  if (!session.state().started) {
    hdcg::Rng rng(session.seed_);
    hdcg::event::StartGame start;
    for (std::size_t i = 0; i < session.state().seats.size(); ++i) {
      start.seeds.push_back(rng.next());
    }
    if (auto status = session.act(start); !status) return status.violations();
  }
  return session;
}

Status HdcgController::read_log(const std::vector<db::Event>& rows) {
  events_.clear();
  for (std::size_t i = 1; i < rows.size(); ++i) {
    if (rows[i].kind == kUndoKind) {
      events_.emplace_back(hdcg::event::Undo{});
      continue;
    }
    auto event = HdcgGame::decode(rows[i].kind, rows[i].payload);
    if (!event) return event.violations();
    events_.push_back(std::move(event).value());
  }
  return Done{};
}

Status HdcgController::act(const hdcg::DuelEvent& event) {
  if (std::holds_alternative<hdcg::event::Undo>(event)) return undo();
  const std::size_t rows = session_.rows();
  const Status acted = session_.act(event);
  // Stored (the engine then keeps the session's end in step, which may fail on its own).
  if (session_.rows() != rows) events_.push_back(event);
  return acted;
}

Status HdcgController::undo() {
  const std::size_t rows = session_.rows();
  const Status undone = session_.undo();
  if (session_.rows() != rows) events_.emplace_back(hdcg::event::Undo{});
  return undone;
}

Result<int> HdcgController::roll_judgement() {
  hdcg::Rng rng(seed_ ^ (0x9E3779B97F4A7C15ULL * (events_.size() + 1)));
  const int roll = rng.judgement();
  if (auto status = act(hdcg::event::Judgement{roll}); !status) return status.violations();
  return roll;
}

Result<hdcg::DamageResult> HdcgController::preview(const hdcg::event::Damage& damage) const {
  return hdcg::preview_damage(state(), damage);
}

bool HdcgController::drew_this_phase() const {
  return hdcg::drew_this_phase(state(), events_);
}

std::size_t HdcgController::discarded_this_phase() const {
  return hdcg::discarded_this_phase(state(), events_);
}

Status HdcgController::advance_phase() {
  if (const auto owed = hdcg::draw_owed(state(), events_)) {
    if (auto drawn = act(*owed); !drawn) return drawn;
  }
  return act(hdcg::event::AdvancePhase{});
}

Status HdcgController::draw_one(std::size_t seat) {
  return act(hdcg::event::Draw{seat, 1});
}

Status HdcgController::discard_one(std::size_t seat) {
  if (seat >= state().seats.size()) {
    return Violation{hdcg::Reason::kHdcgUnknownCharacter,
                     {Param{"seat", static_cast<std::int64_t>(seat + 1)}}};
  }
  const auto& hand = state().seats[seat].hand;
  if (hand.empty()) {
    return Violation{hdcg::Reason::kHdcgCardNotInHand, {Param{"card", std::string("-")}}};
  }
  return act(hdcg::event::Discard{seat, {hand.back()}, false});
}

Status HdcgController::discard_phase(std::size_t count) {
  const std::size_t seat = state().turn.seat;
  if (seat >= state().seats.size()) {
    return Violation{hdcg::Reason::kHdcgUnknownCharacter,
                     {Param{"seat", static_cast<std::int64_t>(seat + 1)}}};
  }
  const auto& hand = state().seats[seat].hand;
  std::vector<hdcg::CardId> cards;
  // More than the hand holds: name the missing ones too, so the referee says how many.
  for (std::size_t i = 0; i < count; ++i) {
    cards.push_back(i < hand.size() ? hand[hand.size() - 1 - i] : std::string("?"));
  }
  return act(hdcg::event::Discard{seat, cards, true});
}

Status HdcgController::add_modifier(std::size_t seat, hdcg::Stat stat, hdcg::Modifier modifier) {
  if (seat >= state().seats.size()) {
    return Violation{hdcg::Reason::kHdcgUnknownCharacter,
                     {Param{"seat", static_cast<std::int64_t>(seat + 1)}}};
  }
  // A fresh id: the source's name, numbered when taken.
  const auto& character = state().seats[seat].character;
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
  if (state().seats.empty()) return {};
  const std::size_t source = std::min(state().turn.seat, state().seats.size() - 1);
  return {source, hdcg::next_living_seat(source, state().alive()).value_or(source)};
}

std::vector<HdcgStanding> HdcgController::standings() const {
  std::vector<HdcgStanding> rows;
  for (const auto& row : hdcg::standings(state())) {
    rows.push_back(HdcgStanding{state().seats[row.seat].player, row.hp, row.rank, row.winner});
  }
  return rows;
}

}  // namespace tableref::controllers

#include "tableref/referee/hdcg/duel.hpp"

#include <algorithm>

#include "tableref/base/input_reason.hpp"
#include "tableref/referee/hdcg/hand_limit.hpp"
#include "tableref/referee/hdcg/reason.hpp"
#include "tableref/referee/hdcg/rng.hpp"

namespace tableref::hdcg {

std::vector<bool> DuelState::alive() const {
  std::vector<bool> out;
  out.reserve(seats.size());
  for (const auto& seat : seats) out.push_back(!seat.character.is_out());
  return out;
}

bool DuelState::over() const {
  if (!started || seats.size() < 2) return false;
  const auto standing = std::count_if(seats.begin(), seats.end(),
                                      [](const Seat& seat) { return !seat.character.is_out(); });
  return standing <= 1;
}

std::int64_t DuelState::hand_limit(std::size_t seat) const {
  return seat < seats.size() ? seats[seat].character.hand_limit() : 0;
}

std::int64_t DuelState::required_discard(std::size_t seat) const {
  if (seat >= seats.size()) return 0;
  return discard_count(static_cast<std::int64_t>(seats[seat].hand.size()), hand_limit(seat));
}

Result<DuelState> new_duel(RuleOptions rules, std::vector<Seat> seats, Deck event_deck) {
  if (seats.empty()) return Violation{Reason::kHdcgNoPlayers};
  for (const auto& seat : seats) {
    if (auto ok = validate(seat.character.card); !ok) return ok.violations();
  }
  DuelState state;
  state.rules = rules;
  state.seats = std::move(seats);
  state.event_deck = std::move(event_deck);
  state.turn = first_position(state.alive());
  return state;
}

namespace {

Violation unknown_seat(std::size_t seat) {
  return Violation{Reason::kHdcgUnknownCharacter, {Param{"seat", static_cast<std::int64_t>(seat)}}};
}

Violation seat_out(const DuelState& state, std::size_t seat) {
  return Violation{Reason::kHdcgCharacterOut,
                   {Param{"seat", static_cast<std::int64_t>(seat)},
                    Param{"hp", state.seats[seat].character.hp.to_string()}}};
}

Status need_started(const DuelState& state) {
  if (!state.started) return Violation{Reason::kHdcgNotStarted};
  return Done{};
}

// Each handler works on a copy; apply() swaps it in on success.
struct Applier {
  DuelState& s;

  Status operator()(const event::StartGame& e) {
    if (s.started) return Violation{Reason::kHdcgAlreadyStarted};
    for (std::size_t i = 0; i < s.seats.size(); ++i) {
      Rng rng(i < e.seeds.size() ? e.seeds[i] : 0);
      s.seats[i].deck.shuffle(rng);
      auto drawn = s.seats[i].deck.draw(static_cast<std::size_t>(kOpeningDraw));
      if (!drawn) return drawn.violations();
      for (auto& card : drawn.value()) s.seats[i].hand.push_back(std::move(card));
    }
    s.started = true;
    s.turn = first_position(s.alive());
    return Done{};
  }

  Status operator()(const event::Damage& e) {
    auto result = preview_damage(s, e);
    if (!result) return result.violations();
    s.seats[e.target].character.hp = result.value().hp_after;
    s.last_damage = std::move(result).value();
    return Done{};
  }

  Status operator()(const event::Heal& e) {
    if (e.target >= s.seats.size()) return unknown_seat(e.target);
    if (s.seats[e.target].character.is_out()) return seat_out(s, e.target);
    auto hp = healed_hp(s.seats[e.target].character, e.amount, e.may_exceed_max);
    if (!hp) return hp.violations();
    s.seats[e.target].character.hp = hp.value();
    return Done{};
  }

  Status operator()(const event::AddModifier& e) {
    if (e.seat >= s.seats.size()) return unknown_seat(e.seat);
    s.seats[e.seat].character.modifiers(e.stat).push_back(e.modifier);
    return Done{};
  }

  Status operator()(const event::RemoveModifier& e) {
    if (e.seat >= s.seats.size()) return unknown_seat(e.seat);
    auto& list = s.seats[e.seat].character.modifiers(e.stat);
    const auto it =
        std::find_if(list.begin(), list.end(), [&](const Modifier& m) { return m.id == e.id; });
    if (it == list.end()) return Violation{Reason::kHdcgUnknownModifier, {Param{"modifier", e.id}}};
    list.erase(it);
    return Done{};
  }

  Status operator()(const event::SetMainSlot& e) {
    if (e.seat >= s.seats.size()) return unknown_seat(e.seat);
    auto& slots = s.seats[e.seat].character.slots;
    switch (e.slot) {
      case SlotRequirement::kMainWeapon:
        slots.weapon = e.card;
        return Done{};
      case SlotRequirement::kMainArmour:
        slots.armour = e.card;
        return Done{};
      case SlotRequirement::kNone:
        break;
    }
    return Violation{InputReason::kNotOneOf,
                     {Param{"key", std::string("slot")}, Param{"value", std::string("none")},
                      Param{"allowed", std::string("main_weapon | main_armour")}}};
  }

  Status operator()(const event::AdvancePhase&) {
    if (auto ok = need_started(s); !ok) return ok;
    if (s.turn.phase == Phase::kDiscard) {
      // The discard phase ends only once the hand is within the limit.
      const std::size_t seat = s.turn.seat;
      const std::int64_t required = s.required_discard(seat);
      if (required > 0) {
        return Violation{Reason::kHdcgWrongDiscardCount,
                         {Param{"required", required}, Param{"given", std::int64_t{0}},
                          Param{"hand", static_cast<std::int64_t>(s.seats[seat].hand.size())},
                          Param{"limit", s.hand_limit(seat)}}};
      }
    }
    if (s.turn.phase == Phase::kEnd) {
      for (auto& seat : s.seats) {
        for (auto stat : {Stat::kAttack, Stat::kDefence}) {
          auto& list = seat.character.modifiers(stat);
          list.erase(std::remove_if(list.begin(), list.end(),
                                    [](const Modifier& m) { return !m.lasting; }),
                     list.end());
        }
      }
      s.judgements.clear();
    }
    s.turn = next_position(s.turn, s.alive());
    return Done{};
  }

  Status operator()(const event::Judgement& e) {
    if (auto ok = need_started(s); !ok) return ok;
    if (s.turn.phase != Phase::kJudgement) return Violation{Reason::kHdcgNotJudgementPhase};
    if (e.roll < 0 || e.roll >= kJudgementFaces) {
      return Violation{Reason::kHdcgJudgementOutOfRange, {Param{"roll", std::int64_t{e.roll}}}};
    }
    s.judgements.push_back(e.roll);
    return Done{};
  }

  Status operator()(const event::RevealEvent&) {
    if (auto ok = need_started(s); !ok) return ok;
    if (s.turn.phase != Phase::kDraw) return Violation{Reason::kHdcgNotDrawPhase};
    if (s.event_deck.empty()) return Violation{Reason::kHdcgEventDeckEmpty};
    auto drawn = s.event_deck.draw(1);
    if (!drawn) return drawn.violations();
    if (s.shown_event) s.event_discard.push_back(*s.shown_event);
    s.shown_event = drawn.value().front();
    return Done{};
  }

  Status operator()(const event::Draw& e) {
    if (e.seat >= s.seats.size()) return unknown_seat(e.seat);
    auto drawn = s.seats[e.seat].deck.draw(e.count);
    if (!drawn) return drawn.violations();
    for (auto& card : drawn.value()) s.seats[e.seat].hand.push_back(std::move(card));
    return Done{};
  }

  Status operator()(const event::Discard& e) {
    if (e.seat >= s.seats.size()) return unknown_seat(e.seat);
    Seat& seat = s.seats[e.seat];
    if (e.discard_phase) {
      if (auto ok = need_started(s); !ok) return ok;
      if (s.turn.phase != Phase::kDiscard || s.turn.seat != e.seat) {
        return Violation{Reason::kHdcgNotDiscardPhase};
      }
      if (auto ok =
              check_discard(static_cast<std::int64_t>(seat.hand.size()),
                            seat.character.hand_limit(), static_cast<std::int64_t>(e.cards.size()));
          !ok) {
        return ok;
      }
    }
    std::vector<CardId> hand = seat.hand;
    for (const auto& card : e.cards) {
      const auto it = std::find(hand.begin(), hand.end(), card);
      if (it == hand.end()) return Violation{Reason::kHdcgCardNotInHand, {Param{"card", card}}};
      hand.erase(it);
    }
    seat.hand = std::move(hand);
    seat.discard.insert(seat.discard.end(), e.cards.begin(), e.cards.end());
    return Done{};
  }

  Status operator()(const event::Shuffle& e) {
    if (e.seat >= s.seats.size()) return unknown_seat(e.seat);
    Rng rng(e.seed);
    s.seats[e.seat].deck.shuffle(rng);
    return Done{};
  }

  Status operator()(const event::Undo&) { return Violation{Reason::kHdcgNothingToUndo}; }
};

}  // namespace

Result<DamageResult> preview_damage(const DuelState& state, const event::Damage& damage) {
  if (damage.target >= state.seats.size()) return unknown_seat(damage.target);
  if (damage.source && *damage.source >= state.seats.size()) return unknown_seat(*damage.source);
  if (state.seats[damage.target].character.is_out()) return seat_out(state, damage.target);
  const Character* source = damage.source ? &state.seats[*damage.source].character : nullptr;
  return resolve_damage(source, state.seats[damage.target].character, damage.request, state.rules);
}

std::vector<event::Damage> event_damages(const DuelState& state, const EventDamage& damage,
                                         const std::vector<bool>& responded) {
  std::vector<event::Damage> out;
  const std::size_t user = state.turn.seat;
  for (std::size_t seat = 0; seat < state.seats.size(); ++seat) {
    if (state.seats[seat].character.is_out()) continue;
    if (damage.user_excluded && seat == user) continue;
    if (seat < responded.size() && responded[seat]) continue;
    out.push_back(event::Damage{user, seat, DamageRequest{damage.amount, damage.direct, {}}});
  }
  return out;
}

Status apply(DuelState& state, const DuelEvent& event) {
  DuelState next = state;
  Applier applier{next};
  if (auto ok = std::visit(applier, event); !ok) return ok;
  state = std::move(next);
  return Done{};
}

Result<DuelState> replay(const DuelState& initial, const std::vector<DuelEvent>& events) {
  std::vector<const DuelEvent*> effective;
  for (const auto& event : events) {
    if (std::holds_alternative<event::Undo>(event)) {
      if (effective.empty()) return Violation{Reason::kHdcgNothingToUndo};
      effective.pop_back();
    } else {
      effective.push_back(&event);
    }
  }
  DuelState state = initial;
  for (const DuelEvent* event : effective) {
    if (auto ok = apply(state, *event); !ok) return ok.violations();
  }
  return state;
}

}  // namespace tableref::hdcg

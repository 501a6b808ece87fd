#pragma once
// A duel as a value changed only by events. The store keeps the events; the state is the fold
// of them (replay), undo included. Every event is checked against the rules before it
// changes anything: apply() either changes the state or returns why not and leaves it as it
// was. Random outcomes (judgement rolls, shuffle seeds) are inside the events, so replays are
// exact.
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/hdcg/cards.hpp"
#include "tableref/referee/hdcg/character.hpp"
#include "tableref/referee/hdcg/damage.hpp"
#include "tableref/referee/hdcg/deck.hpp"
#include "tableref/referee/hdcg/reason.hpp"
#include "tableref/referee/hdcg/rules.hpp"
#include "tableref/referee/hdcg/turn.hpp"

namespace tableref::hdcg {

struct Seat {
  std::string player;
  Character character;
  std::vector<CardId> hand;
  Deck deck;
  std::vector<CardId> discard;  // 弃牌区
  friend bool operator==(const Seat&, const Seat&) = default;
};

struct DuelState {
  RuleOptions rules;
  std::vector<Seat> seats;
  Deck event_deck;
  std::optional<CardId> shown_event;  // 展示区: this turn's event card
  std::vector<CardId> event_discard;
  bool started = false;  // opening hands dealt
  TurnPosition turn;
  std::vector<int> judgements;              // this turn's judgement rolls, in order
  std::optional<DamageResult> last_damage;  // the breakdown of the latest damage
  friend bool operator==(const DuelState&, const DuelState&) = default;

  [[nodiscard]] std::vector<bool> alive() const;
  // The duel is over once dealt to two or more seats and at most one character stands (the
  // last one standing wins).
  [[nodiscard]] bool over() const;
  // The current player's hand limit and the discard the discard phase demands.
  [[nodiscard]] std::int64_t hand_limit(std::size_t seat) const;
  [[nodiscard]] std::int64_t required_discard(std::size_t seat) const;
};

// A new duel, not started. Fails with Reason::kHdcgNoPlayers, or a character's card problem.
[[nodiscard]] Result<DuelState> new_duel(RuleOptions rules, std::vector<Seat> seats,
                                         Deck event_deck = {});

namespace event {
// Before the first round: each seat shuffles the random part of its deck with its seed, then
// draws 5. Starts round 1 at the first living seat's start phase.
struct StartGame {
  std::vector<std::uint64_t> seeds;  // one per seat (missing ones: 0)
  friend bool operator==(const StartGame&, const StartGame&) = default;
};
// Damage from `source` (none: no source character) to `target`, resolved by resolve_damage.
struct Damage {
  std::optional<std::size_t> source;
  std::size_t target = 0;
  DamageRequest request;
  friend bool operator==(const Damage&, const Damage&) = default;
};
struct Heal {
  std::size_t target = 0;
  Decimal amount;
  bool may_exceed_max = false;
  friend bool operator==(const Heal&, const Heal&) = default;
};
struct AddModifier {
  std::size_t seat = 0;
  Stat stat = Stat::kAttack;
  Modifier modifier;
  friend bool operator==(const AddModifier&, const AddModifier&) = default;
};
// Removes the modifier with this id (Reason::kHdcgUnknownModifier when there is none).
struct RemoveModifier {
  std::size_t seat = 0;
  Stat stat = Stat::kAttack;
  std::string id;
  friend bool operator==(const RemoveModifier&, const RemoveModifier&) = default;
};
// Puts `card` in (or, when empty, clears) a main slot. Field checks (【武器】) are the card
// library's: see check_main_slot.
struct SetMainSlot {
  std::size_t seat = 0;
  SlotRequirement slot = SlotRequirement::kMainWeapon;
  std::optional<CardId> card;
  friend bool operator==(const SetMainSlot&, const SetMainSlot&) = default;
};
// Next phase; from the end phase, the next living seat's turn (modifiers that do not last
// expire, judgements and the turn's records clear).
struct AdvancePhase {
  friend bool operator==(const AdvancePhase&, const AdvancePhase&) = default;
};
// A judgement roll (0-9), in the judgement phase.
struct Judgement {
  int roll = 0;
  friend bool operator==(const Judgement&, const Judgement&) = default;
};
// Draw phase: last turn's event card to the event discard, a new one to the display.
struct RevealEvent {
  friend bool operator==(const RevealEvent&, const RevealEvent&) = default;
};
struct Draw {
  std::size_t seat = 0;
  std::size_t count = 0;
  friend bool operator==(const Draw&, const Draw&) = default;
};
// Cards from hand to the discard pile. `discard_phase`: the discard phase's hand-limit
// discard (current seat, exactly max(0, hand - limit) cards).
struct Discard {
  std::size_t seat = 0;
  std::vector<CardId> cards;
  bool discard_phase = false;
  friend bool operator==(const Discard&, const Discard&) = default;
};
// Shuffles the random part of a seat's deck.
struct Shuffle {
  std::size_t seat = 0;
  std::uint64_t seed = 0;
  friend bool operator==(const Shuffle&, const Shuffle&) = default;
};
// Cancels the latest event not yet cancelled (replay() handles it; apply() refuses it).
struct Undo {
  friend bool operator==(const Undo&, const Undo&) = default;
};
}  // namespace event

using DuelEvent =
    std::variant<event::StartGame, event::Damage, event::Heal, event::AddModifier,
                 event::RemoveModifier, event::SetMainSlot, event::AdvancePhase, event::Judgement,
                 event::RevealEvent, event::Draw, event::Discard, event::Shuffle, event::Undo>;

// Applies one event. On failure `state` is unchanged and the violations say why.
[[nodiscard]] Status apply(DuelState& state, const DuelEvent& event);

// The state after `events` from `initial`, each Undo cancelling the latest event not yet
// cancelled. Fails at the first event that does not apply (or Reason::kHdcgNothingToUndo).
[[nodiscard]] Result<DuelState> replay(const DuelState& initial,
                                       const std::vector<DuelEvent>& events);

// The damage events an event card's damage (战争) causes, resolved as if the current player
// used it: source = the current seat; targets = every living seat (but the user when
// `user_excluded`) whose `responded[seat]` is false (missing entries: did not respond).
[[nodiscard]] std::vector<event::Damage> event_damages(const DuelState& state,
                                                       const EventDamage& damage,
                                                       const std::vector<bool>& responded);

// What a damage event would do, without doing it (the calculator's preview).
[[nodiscard]] Result<DamageResult> preview_damage(const DuelState& state,
                                                  const event::Damage& damage);

}  // namespace tableref::hdcg

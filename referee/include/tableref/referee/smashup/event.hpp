#pragma once
// Everything that changes a Smash Up game, as small values. apply() is the only way a
// GameState changes; replay() folds a session's events (with undos) into its state.
// Slots and players are 0-based indices (seat order, base slot order).
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/smashup/catalog.hpp"
#include "tableref/referee/smashup/state.hpp"

namespace tableref::smashup {

struct PlayerSetup {
  std::string name;
  std::array<std::string, 2> factions;
  int madness = 0;
};
// The first event of a game: players (2-8, distinct names, two distinct factions each, no
// faction taken twice), bases in play (players + 1; monsters where a base starts with
// them) and the first player.
struct StartGame {
  std::vector<PlayerSetup> players;
  std::vector<BaseCard> bases;
  std::vector<std::vector<int>> monsters;  // per base slot, may be shorter than bases
  int first_player = 0;
};

// +/- on a player's power, minion count or +1 power counters on a base. The result must
// stay >= 0.
struct ChangePower {
  int slot = 0;
  int player = 0;
  int delta = 0;
};
struct ChangeMinions {
  int slot = 0;
  int player = 0;
  int delta = 0;
};
struct ChangeCounters {
  int slot = 0;
  int player = 0;
  int delta = 0;
};
// Puts the player's titan on a base with the given power (moving it if it is elsewhere:
// one titan per player), or takes it out of play when slot is nullopt.
struct SetTitan {
  int player = 0;
  std::optional<int> slot;
  int power = 0;
};
// An uncontrolled monster arrives on a base (raises its breakpoint by its power).
struct AddMonster {
  int slot = 0;
  int power = 0;
};
// The monster (index in the base's list) is destroyed or leaves.
struct RemoveMonster {
  int slot = 0;
  int monster = 0;
};
// A player takes control of the monster: it stops raising the breakpoint and counts for
// that player as a minion with its power.
struct ControlMonster {
  int slot = 0;
  int monster = 0;
  int player = 0;
};
// Edits the numbers of the base in a slot for this session (cards on it stay).
struct EditBase {
  int slot = 0;
  int breakpoint = 0;
  std::array<int, 3> vp{};
};
// The current player picks this ready base to score next (score phase). From here it
// finishes scoring even if its power drops below the breakpoint ("before scoring" cards).
struct ChooseBase {
  int slot = 0;
};
// Awards the VP of the base: the chosen base, or this one if none is chosen (it must then
// be ready). All cards on it go away; the slot takes `replacement` (picked or drawn) or
// stays empty until ReplaceBase. `forced`: a card scores it outside the normal check
// (any phase, ready or not).
struct ScoreBase {
  int slot = 0;
  std::optional<BaseCard> replacement;
  bool forced = false;
};
// Puts a new base in the slot (empty after scoring, or a card swaps the base): the cards
// and monsters on the old one leave with it.
struct ReplaceBase {
  int slot = 0;
  BaseCard card;
};
// VP outside scoring (cards, corrections), with the reason written down.
struct AdjustVp {
  int player = 0;
  int delta = 0;
  std::string note;
};
struct ChangeMadness {
  int player = 0;
  int delta = 0;
};
// To the next phase. Leaving the score phase needs every ready base scored and every slot
// filled; from the end phase it ends the turn (as EndTurn).
struct NextPhase {};
// Ends the turn (from the draw or end phase): the 15-VP check, then the next player.
struct EndTurn {};
// Cancels the last event not yet undone (replay() only; apply() refuses it).
struct Undo {};

using Event =
    std::variant<StartGame, ChangePower, ChangeMinions, ChangeCounters, SetTitan, AddMonster,
                 RemoveMonster, ControlMonster, EditBase, ChooseBase, ScoreBase, ReplaceBase,
                 AdjustVp, ChangeMadness, NextPhase, EndTurn, Undo>;

// Stable names of the event kinds (for the store's `kind` column): "start", "power",
// "minions", "counters", "titan", "monster_add", "monster_remove", "monster_control",
// "edit_base", "choose_base", "score_base", "replace_base", "adjust_vp", "madness",
// "next_phase", "end_turn", "undo".
[[nodiscard]] std::string_view event_kind(const Event& event);

// The state after `event`, or the violations that refuse it (the state is unchanged).
[[nodiscard]] Result<GameState> apply(GameState state, const Event& event);

// Folds a whole log: each Undo cancels the latest event not yet cancelled, the rest apply
// in order. A violation names the failing event with an "event" parameter (1-based).
[[nodiscard]] Result<GameState> replay(const std::vector<Event>& events);

// The events a log comes to once its undos are resolved (what replay applies).
[[nodiscard]] Result<std::vector<Event>> effective_events(const std::vector<Event>& events);

}  // namespace tableref::smashup

#pragma once
// The table: hands, turns, draws, attacks and their settlement, eliminations and the winner.
// TableState is a value; fold TableEvents through apply() (or replay()) to rebuild it, which
// is how the session store resumes a game.
#include <optional>
#include <variant>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/blockkiller/attack.hpp"
#include "tableref/referee/blockkiller/exchange.hpp"
#include "tableref/referee/blockkiller/garbage.hpp"
#include "tableref/referee/blockkiller/rules.hpp"

namespace tableref::blockkiller {

inline constexpr int kMinPlayers = 3;
inline constexpr int kMaxPlayers = 6;
inline constexpr int kDealBlocks = 4;
inline constexpr int kDealGarbage = 4;
inline constexpr int kEliminationAbove = 12;  // out when holding more than this many garbage
inline constexpr int kBlockLimit = 6;         // must end the turn holding fewer block cards
inline constexpr int kTwoBlockGarbageAtLeast = 10;
inline constexpr int kTwoBlockBlocksBelow = 5;

struct TableSetup {
  int players = 3;
  int first = 0;          // seat that starts
  bool clockwise = true;  // seat order: clockwise = increasing seat numbers
  RuleOptions rules;
  friend bool operator==(const TableSetup&, const TableSetup&) = default;
};

struct PlayerHand {
  int blocks = 0;
  int garbage = 0;
  std::vector<GarbageCard> known_garbage;  // garbage cards known by kind (at most `garbage`)
  bool eliminated = false;
  ChainState chain;  // carried back-to-back and combo (used with carry_over)
  int out_at = -1;   // the event (0 = the first after the deal) that eliminated the player
  friend bool operator==(const PlayerHand&, const PlayerHand&) = default;
};

struct DiscardPile {
  int blocks = 0;
  int garbage = 0;
  std::vector<GarbageCard> known_garbage;
  friend bool operator==(const DiscardPile&, const DiscardPile&) = default;
};

enum class Phase : std::uint8_t {
  kDraw = 0,    // the current player draws
  kAct = 1,     // the current player plays (attacks) or passes
  kDefend = 2,  // the target answers the attack (with a play or nothing)
  kOver = 3,    // one player left
};

// What a play used, as the table sees it (the attack comes from score_play or quick_play).
struct PlaySummary {
  int blocks_used = 0;
  int garbage_used = 0;                    // garbage cards put on the field (a merged row is 2)
  int garbage_cleared = 0;                 // of those, cards cleared (cards_in_rows): discarded
  std::vector<GarbageCard> cleared_cards;  // optional: which cards were cleared
  int attack = 0;
  int offset = 0;
  ChainState chain_after;  // kept on the player's hand when carry_over is on
  friend bool operator==(const PlaySummary&, const PlaySummary&) = default;
};

struct DrawEvent {
  int player = 0;
  bool two_block = false;                   // 2 block cards instead of 1 block + 1 garbage
  std::optional<GarbageCard> garbage_card;  // optional: which garbage card was drawn
  friend bool operator==(const DrawEvent&, const DrawEvent&) = default;
};
struct PlayEvent {
  int player = 0;
  int target = 0;
  PlaySummary play;
  friend bool operator==(const PlayEvent&, const PlayEvent&) = default;
};
struct DefendEvent {
  int player = 0;
  std::optional<PlaySummary> play;  // empty: no answer
  friend bool operator==(const DefendEvent&, const DefendEvent&) = default;
};
struct PassEvent {
  int player = 0;
  friend bool operator==(const PassEvent&, const PassEvent&) = default;
};
using TableEvent = std::variant<DrawEvent, PlayEvent, DefendEvent, PassEvent>;

struct PendingAttack {
  int attacker = 0;
  int target = 0;
  int attack = 0;
  friend bool operator==(const PendingAttack&, const PendingAttack&) = default;
};

struct TableState {
  TableSetup setup;
  std::vector<PlayerHand> hands;
  int current = 0;
  Phase phase = Phase::kDraw;
  std::optional<PendingAttack> pending;
  std::optional<ExchangeResult> last_exchange;  // the settlement of the last attack
  DiscardPile discard;
  std::optional<int> winner;
  int events = 0;  // events applied since the deal
  friend bool operator==(const TableState&, const TableState&) = default;

  [[nodiscard]] int alive_count() const;
  // The next seat after `seat` in the agreed direction that is still in the game.
  [[nodiscard]] int next_alive(int seat) const;
  // Whether `seat` may draw 2 block cards now (>= 10 garbage and < 5 block cards).
  [[nodiscard]] bool may_draw_two_blocks(int seat) const;
  // The seat the table waits for: the target while an attack awaits its answer, else the
  // current player; -1 once the game is over.
  [[nodiscard]] int to_act() const;
  // Whether `seat` holds fewer than kBlockLimit block cards after playing `blocks_used` of
  // them: an attack must leave it so, and a pass (0 played) needs it.
  [[nodiscard]] bool under_block_limit_after(int seat, int blocks_used) const;
};

// A seat's place at the table, by the order in which players went out: the winner (or every
// player still in) first, the first out last; players out on the same event share a place.
struct Standing {
  int seat = 0;
  int rank = 1;       // 1 = first
  int outlasted = 0;  // players who went out before this one (the session's score)
  bool winner = false;
  bool out = false;
  friend bool operator==(const Standing&, const Standing&) = default;
};

// One Standing per seat, in seat order.
[[nodiscard]] std::vector<Standing> standings(const TableState& state);
// Seats that went out on the last event applied, in seat order.
[[nodiscard]] std::vector<int> out_on_last_event(const TableState& state);

// Deals 4 block + 4 garbage cards to each of 3-6 players (blockkiller.table_bad_setup).
[[nodiscard]] Result<TableState> start_table(const TableSetup& setup);

// Applies one event; the state is unchanged when the event breaks a rule (the reasons are
// blockkiller.table_*).
[[nodiscard]] Result<TableState> apply_event(const TableState& state, const TableEvent& event);

// start_table then every event in order; the first refused event stops the replay.
[[nodiscard]] Result<TableState> replay_table(const TableSetup& setup,
                                              const std::vector<TableEvent>& events);

}  // namespace tableref::blockkiller

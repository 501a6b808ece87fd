#pragma once
// A Smash Up game as the scorekeeper sees it: players with their factions, VP and Madness;
// the bases in play with each player's power, minions, titan and +1 power counters; the
// monsters raising a base's breakpoint; the turn and its phase. A plain value: it changes
// only through apply() (event.hpp), so a session is rebuilt by folding its events.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tableref/referee/smashup/catalog.hpp"
#include "tableref/referee/smashup/game_end.hpp"
#include "tableref/referee/smashup/scoring.hpp"

namespace tableref::smashup {

inline constexpr int kHandLimit = 10;  // checked only at the end of the draw phase
inline constexpr int kCardsDrawn = 2;
inline constexpr int kStartingHand = 5;
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 8;

// The phases of a turn, in order.
enum class Phase : std::uint8_t {
  kStartTurn = 0,
  kPlayCards = 1,
  kScoreBases = 2,
  kDraw = 3,  // draw 2; hand limit 10 at the end of this phase
  kEndTurn = 4,
};
[[nodiscard]] std::string_view phase_name(Phase phase);  // "start", "play", "score", "draw", "end"

struct Player {
  std::string name;
  std::array<std::string, 2> factions;
  int vp = 0;       // before any Madness penalty
  int madness = 0;  // Madness cards held (deck, hand and discard)
  friend bool operator==(const Player&, const Player&) = default;
};

// One player's cards on one base.
struct Presence {
  int power = 0;       // minions' power with every modifier except +1 power counters
  int minions = 0;     // minions controlled here (eligibility: a 0-power minion counts)
  int counters = 0;    // +1 power counters on this player's cards here
  bool titan = false;  // this player's titan is here
  int titan_power = 0;
  // Everything that counts for this player here.
  [[nodiscard]] int total() const { return power + counters + (titan ? titan_power : 0); }
  friend bool operator==(const Presence&, const Presence&) = default;
};

struct BaseInPlay {
  // The card in this slot; empty after the base scored until its replacement is placed.
  std::optional<BaseCard> card;
  std::vector<int> monsters;       // power of each uncontrolled monster here
  std::vector<Presence> presence;  // one per player, in seat order
  friend bool operator==(const BaseInPlay&, const BaseInPlay&) = default;
};

// Where VP came from, for the history and the VP-over-turns chart.
enum class VpSource : std::uint8_t { kScoring = 0, kAdjustment = 1 };
struct VpChange {
  int turn = 0;
  int player = 0;
  int delta = 0;
  VpSource source = VpSource::kScoring;
  std::string note;  // the base's name for a scoring, the player's note for an adjustment
  friend bool operator==(const VpChange&, const VpChange&) = default;
};

// One base scored: the breakdown the UI shows afterwards.
struct ScoredBase {
  int turn = 0;
  int slot = 0;
  BaseCard card;
  BaseScoring scoring;  // contenders are the players, in seat order
};

struct GameState {
  bool started = false;
  std::vector<Player> players;
  std::vector<BaseInPlay> bases;  // players + 1 slots
  int current = 0;                // seat of the current player
  int turn = 1;                   // turns played so far + 1 (every player's turn counts)
  Phase phase = Phase::kStartTurn;
  std::optional<int> scoring;  // slot chosen to score: it finishes even if power drops

  bool over = false;
  std::optional<int> winner;
  EndCheck last_end_check;  // the check at the last end of turn

  std::vector<VpChange> vp_log;
  std::vector<ScoredBase> scored;
  // VP of every player (before penalty) at the end of each turn: the chart's points.
  // Entry 0 is the start of the game (all 0).
  std::vector<std::vector<int>> vp_by_turn;
};

// --- Queries: what the screen shows ---------------------------------------------------

// Total power on the base in `slot` (every player's presence; monsters do not count).
[[nodiscard]] int total_power(const BaseInPlay& base);
// The power of the uncontrolled monsters on the base: what they add to its breakpoint.
[[nodiscard]] int monster_power(const BaseInPlay& base);
// Printed (or edited) breakpoint plus the power of the monsters on it; 0 for an empty slot.
[[nodiscard]] int breakpoint(const BaseInPlay& base);
// Total power >= breakpoint (an empty slot is never ready).
[[nodiscard]] bool is_ready(const BaseInPlay& base);
// Slots whose base is ready, in slot order (the current player picks among them).
[[nodiscard]] std::vector<int> ready_bases(const GameState& state);
// Slots waiting for a replacement base.
[[nodiscard]] std::vector<int> empty_slots(const GameState& state);
// The contenders of a base (players in seat order) as score_base takes them.
[[nodiscard]] std::vector<Contender> contenders(const GameState& state, int slot);
// What scoring the base in `slot` now would give (preview for the screen).
[[nodiscard]] Result<BaseScoring> preview_scoring(const GameState& state, int slot);
// The hand-limit reminder is due (phase is draw).
[[nodiscard]] bool hand_limit_due(const GameState& state);
// The end check as it stands now (e.g. to show "would end, tie plays on").
[[nodiscard]] Result<EndCheck> end_check_now(const GameState& state);
// The slot where the titan of `player` is, if it is in play.
[[nodiscard]] std::optional<int> titan_slot(const GameState& state, int player);

}  // namespace tableref::smashup

#include "tableref/referee/blockkiller/table.hpp"
#include "tableref/referee/blockkiller/reason.hpp"
#include "tableref/referee/blockkiller/targets.hpp"

#include <algorithm>

namespace tableref::blockkiller {
namespace {

std::int64_t i64(int v) {
  return std::int64_t{v};
}

std::int64_t seat_no(int seat) {
  return std::int64_t{seat} + 1;
}

// Why an event does not fit the phase the table is in.
Violation wrong_phase(const TableState& state) {
  const std::int64_t seat = seat_no(state.current);
  switch (state.phase) {
    case Phase::kDraw:
      return Violation{Reason::kBkTableMustDrawFirst, {Param{"player", seat}}};
    case Phase::kAct:
      return Violation{Reason::kBkTableAlreadyDrew, {Param{"player", seat}}};
    case Phase::kDefend:
      return Violation{Reason::kBkTableAwaitingDefence,
                       {Param{"target", seat_no(state.pending ? state.pending->target : 0)},
                        Param{"attack", std::int64_t{state.pending ? state.pending->attack : 0}}}};
    case Phase::kOver:
      break;
  }
  return Violation{Reason::kBkTableGameOver, {Param{"winner", seat_no(state.winner.value_or(-1))}}};
}

std::optional<Violation> check_seat(const TableState& state, int seat) {
  if (seat < 0 || seat >= static_cast<int>(state.hands.size())) {
    return Violation{Reason::kBkTableBadPlayer,
                     {Param{"player", seat_no(seat)},
                      Param{"players", i64(static_cast<int>(state.hands.size()))}}};
  }
  return std::nullopt;
}

std::optional<Violation> check_turn(const TableState& state, int seat, std::string_view event) {
  if (state.phase == Phase::kOver) {
    return Violation{Reason::kBkTableGameOver,
                     {Param{"winner", seat_no(state.winner.value_or(-1))}}};
  }
  if (auto v = check_seat(state, seat)) return v;
  const int expected =
      state.phase == Phase::kDefend && state.pending ? state.pending->target : state.current;
  if (seat != expected) {
    return Violation{Reason::kBkTableNotYourTurn,
                     {Param{"player", seat_no(seat)}, Param{"expected", seat_no(expected)},
                      Param{"event", std::string(event)}}};
  }
  return std::nullopt;
}

std::optional<Violation> check_play(const PlayerHand& hand, const PlaySummary& play, int seat) {
  if (play.blocks_used < 1 || play.garbage_used < 0 || play.garbage_cleared < 0 ||
      play.garbage_cleared > play.garbage_used || play.attack < 0 || play.offset < 0 ||
      (!play.cleared_cards.empty() &&
       static_cast<int>(play.cleared_cards.size()) != play.garbage_cleared)) {
    return Violation{
        Reason::kBkTableBadPlay,
        {Param{"player", seat_no(seat)}, Param{"blocks", i64(play.blocks_used)},
         Param{"garbage", i64(play.garbage_used)}, Param{"cleared", i64(play.garbage_cleared)}}};
  }
  if (play.blocks_used > hand.blocks || play.garbage_used > hand.garbage) {
    return Violation{
        Reason::kBkTableNotEnoughCards,
        {Param{"player", seat_no(seat)}, Param{"blocks", i64(play.blocks_used)},
         Param{"held_blocks", i64(hand.blocks)}, Param{"garbage", i64(play.garbage_used)},
         Param{"held_garbage", i64(hand.garbage)}}};
  }
  return std::nullopt;
}

// Used block cards and cleared garbage go to the discard pile; uncleared rows go back.
void spend(PlayerHand& hand, DiscardPile& discard, const PlaySummary& play) {
  hand.blocks -= play.blocks_used;
  hand.garbage -= play.garbage_cleared;
  discard.blocks += play.blocks_used;
  discard.garbage += play.garbage_cleared;
  for (const auto& card : play.cleared_cards) {
    auto it = std::find(hand.known_garbage.begin(), hand.known_garbage.end(), card);
    if (it != hand.known_garbage.end()) hand.known_garbage.erase(it);
    discard.known_garbage.push_back(card);
  }
  while (static_cast<int>(hand.known_garbage.size()) > hand.garbage) hand.known_garbage.pop_back();
}

void eliminate_and_finish(TableState& state) {
  for (auto& hand : state.hands) {
    if (hand.garbage > kEliminationAbove) hand.eliminated = true;
  }
  if (state.alive_count() <= 1) {
    state.phase = Phase::kOver;
    state.pending.reset();
    for (int i = 0; i < static_cast<int>(state.hands.size()); ++i) {
      if (!state.hands[static_cast<std::size_t>(i)].eliminated) state.winner = i;
    }
  }
}

void next_turn(TableState& state, int after) {
  state.pending.reset();
  if (state.phase == Phase::kOver) return;
  state.current = state.next_alive(after);
  state.phase = Phase::kDraw;
}

Result<TableState> apply_draw(const TableState& in, const DrawEvent& e) {
  if (auto v = check_turn(in, e.player, "draw")) return *v;
  if (in.phase != Phase::kDraw) return wrong_phase(in);
  TableState s = in;
  auto& hand = s.hands[static_cast<std::size_t>(e.player)];
  if (e.two_block) {
    if (!s.may_draw_two_blocks(e.player)) {
      return Violation{Reason::kBkTableTwoBlockNotAllowed,
                       {Param{"garbage", i64(hand.garbage)}, Param{"blocks", i64(hand.blocks)}}};
    }
    hand.blocks += 2;
  } else {
    hand.blocks += 1;
    hand.garbage += 1;
    if (e.garbage_card) hand.known_garbage.push_back(*e.garbage_card);
  }
  s.phase = Phase::kAct;
  s.last_exchange.reset();
  eliminate_and_finish(s);
  if (s.phase != Phase::kOver && hand.eliminated) next_turn(s, e.player);
  return s;
}

Result<TableState> apply_play(const TableState& in, const PlayEvent& e) {
  if (auto v = check_turn(in, e.player, "play")) return *v;
  if (in.phase != Phase::kAct) return wrong_phase(in);
  if (auto v = check_seat(in, e.target)) return *v;
  if (!may_attack(in, e.player, e.target)) {
    return Violation{Reason::kBkTableBadTarget,
                     {Param{"player", seat_no(e.player)}, Param{"target", seat_no(e.target)}}};
  }
  const auto& hand = in.hands[static_cast<std::size_t>(e.player)];
  if (auto v = check_play(hand, e.play, e.player)) return *v;
  if (!in.under_block_limit_after(e.player, e.play.blocks_used)) {
    return Violation{
        Reason::kBkTableBlockLimit,
        {Param{"blocks", i64(hand.blocks - e.play.blocks_used)}, Param{"limit", i64(kBlockLimit)}}};
  }
  TableState s = in;
  spend(s.hands[static_cast<std::size_t>(e.player)], s.discard, e.play);
  if (s.setup.rules.carry_over)
    s.hands[static_cast<std::size_t>(e.player)].chain = e.play.chain_after;
  s.pending = PendingAttack{e.player, e.target, e.play.attack};
  s.phase = Phase::kDefend;
  s.last_exchange.reset();
  return s;
}

Result<TableState> apply_defend(const TableState& in, const DefendEvent& e) {
  if (auto v = check_turn(in, e.player, "defend")) return *v;
  if (in.phase != Phase::kDefend || !in.pending) {
    return Violation{Reason::kBkTableNoAttack, {Param{"player", seat_no(e.player)}}};
  }
  TableState s = in;
  auto& defender = s.hands[static_cast<std::size_t>(e.player)];
  ExchangeInput x{s.pending->attack, 0, 0};
  if (e.play) {
    if (auto v = check_play(defender, *e.play, e.player)) return *v;
    spend(defender, s.discard, *e.play);
    if (s.setup.rules.carry_over) defender.chain = e.play->chain_after;
    x.defence = e.play->attack;
    x.offset = e.play->offset;
  }
  const auto result = settle_exchange(x);
  const int attacker = s.pending->attacker;
  defender.garbage += result.defender_draws;
  s.hands[static_cast<std::size_t>(attacker)].garbage += result.counter;
  s.last_exchange = result;
  eliminate_and_finish(s);
  next_turn(s, attacker);
  return s;
}

Result<TableState> apply_pass(const TableState& in, const PassEvent& e) {
  if (auto v = check_turn(in, e.player, "pass")) return *v;
  if (in.phase != Phase::kAct) return wrong_phase(in);
  const auto& hand = in.hands[static_cast<std::size_t>(e.player)];
  if (!in.under_block_limit_after(e.player, 0)) {
    return Violation{Reason::kBkTableBlockLimit,
                     {Param{"blocks", i64(hand.blocks)}, Param{"limit", i64(kBlockLimit)}}};
  }
  TableState s = in;
  s.last_exchange.reset();
  next_turn(s, e.player);
  return s;
}

}  // namespace

int TableState::alive_count() const {
  int n = 0;
  for (const auto& h : hands) n += h.eliminated ? 0 : 1;
  return n;
}

int TableState::next_alive(int seat) const {
  const int n = static_cast<int>(hands.size());
  if (n == 0) return 0;
  const int step = setup.clockwise ? 1 : n - 1;
  int s = seat;
  for (int i = 0; i < n; ++i) {
    s = (s + step) % n;
    if (!hands[static_cast<std::size_t>(s)].eliminated) return s;
  }
  return seat;
}

bool TableState::may_draw_two_blocks(int seat) const {
  if (seat < 0 || seat >= static_cast<int>(hands.size())) return false;
  const auto& h = hands[static_cast<std::size_t>(seat)];
  return h.garbage >= kTwoBlockGarbageAtLeast && h.blocks < kTwoBlockBlocksBelow;
}

int TableState::to_act() const {
  if (phase == Phase::kOver) return -1;
  if (phase == Phase::kDefend && pending) return pending->target;
  return current;
}

bool TableState::under_block_limit_after(int seat, int blocks_used) const {
  if (seat < 0 || seat >= static_cast<int>(hands.size())) return false;
  return hands[static_cast<std::size_t>(seat)].blocks - blocks_used < kBlockLimit;
}

Result<TableState> start_table(const TableSetup& setup) {
  if (setup.players < kMinPlayers || setup.players > kMaxPlayers || setup.first < 0 ||
      setup.first >= setup.players) {
    return Violation{Reason::kBkTableBadSetup,
                     {Param{"players", i64(setup.players)}, Param{"first", seat_no(setup.first)},
                      Param{"min", i64(kMinPlayers)}, Param{"max", i64(kMaxPlayers)}}};
  }
  TableState s;
  s.setup = setup;
  s.hands.assign(static_cast<std::size_t>(setup.players),
                 PlayerHand{kDealBlocks, kDealGarbage, {}, false, {}});
  s.current = setup.first;
  s.phase = Phase::kDraw;
  return s;
}

Result<TableState> apply_event(const TableState& state, const TableEvent& event) {
  auto next = std::visit(
      [&](const auto& e) -> Result<TableState> {
        using E = std::decay_t<decltype(e)>;
        if constexpr (std::is_same_v<E, DrawEvent>) return apply_draw(state, e);
        if constexpr (std::is_same_v<E, PlayEvent>) return apply_play(state, e);
        if constexpr (std::is_same_v<E, DefendEvent>) return apply_defend(state, e);
        if constexpr (std::is_same_v<E, PassEvent>) return apply_pass(state, e);
      },
      event);
  if (!next) return next;
  TableState out = std::move(next).value();
  for (auto& hand : out.hands) {
    if (hand.eliminated && hand.out_at < 0) hand.out_at = state.events;
  }
  out.events = state.events + 1;
  return out;
}

std::vector<Standing> standings(const TableState& state) {
  const auto& hands = state.hands;
  std::vector<Standing> out;
  for (int seat = 0; seat < static_cast<int>(hands.size()); ++seat) {
    const int at = hands[static_cast<std::size_t>(seat)].out_at;
    Standing s{seat, 1, 0, state.winner && *state.winner == seat, at >= 0};
    for (const auto& other : hands) {
      // Out later (or still in) places the other ahead; out earlier is outlasted.
      if (&other == &hands[static_cast<std::size_t>(seat)]) continue;
      if (at >= 0 && (other.out_at < 0 || other.out_at > at)) ++s.rank;
      if (other.out_at >= 0 && (at < 0 || other.out_at < at)) ++s.outlasted;
    }
    out.push_back(s);
  }
  return out;
}

std::vector<int> out_on_last_event(const TableState& state) {
  std::vector<int> seats;
  for (int seat = 0; seat < static_cast<int>(state.hands.size()); ++seat) {
    const int at = state.hands[static_cast<std::size_t>(seat)].out_at;
    if (at >= 0 && at == state.events - 1) seats.push_back(seat);
  }
  return seats;
}

Result<TableState> replay_table(const TableSetup& setup, const std::vector<TableEvent>& events) {
  auto state = start_table(setup);
  if (!state) return state;
  TableState current = std::move(state).value();
  for (const auto& e : events) {
    auto next = apply_event(current, e);
    if (!next) return next;
    current = std::move(next).value();
  }
  return current;
}

}  // namespace tableref::blockkiller

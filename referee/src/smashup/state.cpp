#include "tableref/referee/smashup/state.hpp"
#include "tableref/referee/smashup/monster_power.hpp"
#include "tableref/referee/smashup/reason.hpp"

namespace tableref::smashup {

std::string_view phase_name(Phase phase) {
  switch (phase) {
    case Phase::kStartTurn:
      return "start";
    case Phase::kPlayCards:
      return "play";
    case Phase::kScoreBases:
      return "score";
    case Phase::kDraw:
      return "draw";
    case Phase::kEndTurn:
      return "end";
  }
  return "start";
}

int total_power(const BaseInPlay& base) {
  int total = 0;
  for (const auto& p : base.presence) total += p.total();
  return total;
}

int monster_power(const BaseInPlay& base) {
  // apply() refuses a negative power, so a state never holds one: the sum is always there.
  const auto power = smashup::monster_power(base.monsters);
  return power ? power.value() : 0;
}

int breakpoint(const BaseInPlay& base) {
  if (!base.card) return 0;
  return base.card->breakpoint + monster_power(base);
}

bool is_ready(const BaseInPlay& base) {
  return base.card.has_value() && total_power(base) >= breakpoint(base);
}

std::vector<int> ready_bases(const GameState& state) {
  std::vector<int> slots;
  for (std::size_t i = 0; i < state.bases.size(); ++i) {
    if (is_ready(state.bases[i])) slots.push_back(static_cast<int>(i));
  }
  return slots;
}

std::vector<int> empty_slots(const GameState& state) {
  std::vector<int> slots;
  for (std::size_t i = 0; i < state.bases.size(); ++i) {
    if (!state.bases[i].card) slots.push_back(static_cast<int>(i));
  }
  return slots;
}

std::vector<Contender> contenders(const GameState& state, int slot) {
  std::vector<Contender> list;
  if (slot < 0 || slot >= static_cast<int>(state.bases.size())) return list;
  const auto& base = state.bases[static_cast<std::size_t>(slot)];
  for (std::size_t i = 0; i < state.players.size() && i < base.presence.size(); ++i) {
    const auto& p = base.presence[i];
    list.push_back({state.players[i].name, p.total(), p.minions, p.titan});
  }
  return list;
}

Result<BaseScoring> preview_scoring(const GameState& state, int slot) {
  if (slot < 0 || slot >= static_cast<int>(state.bases.size())) {
    return Violation{Reason::kSmashupNoSuchBase,
                     {Param{"slot", std::int64_t{slot} + 1},
                      Param{"count", static_cast<std::int64_t>(state.bases.size())}}};
  }
  const auto& base = state.bases[static_cast<std::size_t>(slot)];
  if (!base.card) {
    return Violation{Reason::kSmashupEmptySlot, {Param{"slot", std::int64_t{slot} + 1}}};
  }
  const auto list = contenders(state, slot);
  return score_base(base.card->breakpoint, base.card->vp, list, monster_power(base));
}

bool hand_limit_due(const GameState& state) {
  return state.started && !state.over && state.phase == Phase::kDraw;
}

Result<EndCheck> end_check_now(const GameState& state) {
  std::vector<Standing> standings;
  for (const auto& p : state.players) standings.push_back({p.name, p.vp, p.madness});
  return check_end(standings);
}

std::optional<int> titan_slot(const GameState& state, int player) {
  if (player < 0) return std::nullopt;
  for (std::size_t i = 0; i < state.bases.size(); ++i) {
    const auto& presence = state.bases[i].presence;
    if (static_cast<std::size_t>(player) < presence.size() &&
        presence[static_cast<std::size_t>(player)].titan) {
      return static_cast<int>(i);
    }
  }
  return std::nullopt;
}

}  // namespace tableref::smashup

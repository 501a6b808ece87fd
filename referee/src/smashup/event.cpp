#include "tableref/referee/smashup/event.hpp"
#include "tableref/referee/smashup/monster_power.hpp"
#include "tableref/referee/smashup/reason.hpp"

#include <set>
#include <span>

namespace tableref::smashup {
namespace {

Param num(std::string name, std::int64_t value) {
  return Param{std::move(name), value};
}
Param text(std::string name, std::string value) {
  return Param{std::move(name), std::move(value)};
}

template <class... Ts>
struct Overloaded : Ts... {
  using Ts::operator()...;
};
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

// Checks of the state every event but StartGame relies on; each returns the problem found.
std::optional<Violation> check_player(const GameState& s, int player) {
  if (player < 0 || player >= static_cast<int>(s.players.size())) {
    return Violation{Reason::kSmashupNoSuchPlayer,
                     {num("player", std::int64_t{player} + 1),
                      num("count", static_cast<std::int64_t>(s.players.size()))}};
  }
  return std::nullopt;
}

std::optional<Violation> check_slot(const GameState& s, int slot, bool needs_card = true) {
  if (slot < 0 || slot >= static_cast<int>(s.bases.size())) {
    return Violation{Reason::kSmashupNoSuchBase,
                     {num("slot", std::int64_t{slot} + 1),
                      num("count", static_cast<std::int64_t>(s.bases.size()))}};
  }
  if (needs_card && !s.bases[static_cast<std::size_t>(slot)].card) {
    return Violation{Reason::kSmashupEmptySlot, {num("slot", std::int64_t{slot} + 1)}};
  }
  return std::nullopt;
}

Violations check_card(const BaseCard& card) {
  Violations problems;
  if (card.name.empty()) problems.emplace_back(Reason::kSmashupEmptyBaseName);
  if (card.breakpoint < 0) {
    problems.emplace_back(Reason::kSmashupNegativeBreakpoint,
                          std::vector<Param>{num("breakpoint", card.breakpoint)});
  }
  for (std::size_t i = 0; i < card.vp.size(); ++i) {
    if (card.vp[i] < 0) {
      problems.emplace_back(Reason::kSmashupNegativeVpValue,
                            std::vector<Param>{num("place", static_cast<std::int64_t>(i) + 1),
                                               num("vp", card.vp[i])});
    }
  }
  return problems;
}

const std::string& base_name(const GameState& s, int slot) {
  static const std::string kNone;
  const auto& base = s.bases[static_cast<std::size_t>(slot)];
  return base.card ? base.card->name : kNone;
}

Presence& presence(GameState& s, int slot, int player) {
  return s.bases[static_cast<std::size_t>(slot)].presence[static_cast<std::size_t>(player)];
}

BaseInPlay fresh_base(BaseCard card, std::size_t players) {
  BaseInPlay base;
  base.card = std::move(card);
  base.presence.assign(players, Presence{});
  return base;
}

// --- one function per event ------------------------------------------------------------

Result<GameState> on(GameState s, const StartGame& e) {
  if (s.started) return Violation{Reason::kSmashupAlreadyStarted};
  Violations problems;
  const auto n = static_cast<std::int64_t>(e.players.size());
  if (n < kMinPlayers || n > kMaxPlayers) {
    problems.emplace_back(
        Reason::kSmashupPlayerCount,
        std::vector<Param>{num("count", n), num("min", kMinPlayers), num("max", kMaxPlayers)});
  }
  std::set<std::string> names;
  std::set<std::string> factions;
  for (std::size_t i = 0; i < e.players.size(); ++i) {
    const auto& p = e.players[i];
    if (p.name.empty()) {
      problems.emplace_back(Reason::kSmashupEmptyName,
                            std::vector<Param>{num("index", static_cast<std::int64_t>(i) + 1)});
    } else if (!names.insert(p.name).second) {
      problems.emplace_back(Reason::kSmashupDuplicatePlayer,
                            std::vector<Param>{text("player", p.name)});
    }
    for (const auto& faction : p.factions) {
      if (faction.empty()) {
        problems.emplace_back(Reason::kSmashupEmptyFaction,
                              std::vector<Param>{text("player", p.name)});
      } else if (!factions.insert(faction).second) {
        problems.emplace_back(Reason::kSmashupFactionTaken,
                              std::vector<Param>{text("faction", faction), text("player", p.name)});
      }
    }
    if (p.madness < 0) {
      problems.emplace_back(Reason::kSmashupNegativeMadness,
                            std::vector<Param>{text("player", p.name), num("madness", p.madness)});
    }
  }
  if (static_cast<std::int64_t>(e.bases.size()) != n + 1) {
    problems.emplace_back(
        Reason::kSmashupBaseCount,
        std::vector<Param>{num("count", static_cast<std::int64_t>(e.bases.size())),
                           num("expected", n + 1), num("players", n)});
  }
  for (const auto& card : e.bases) {
    auto card_problems = check_card(card);
    problems.insert(problems.end(), card_problems.begin(), card_problems.end());
  }
  if (e.monsters.size() > e.bases.size()) {
    problems.emplace_back(
        Reason::kSmashupNoSuchBase,
        std::vector<Param>{num("slot", static_cast<std::int64_t>(e.monsters.size())),
                           num("count", static_cast<std::int64_t>(e.bases.size()))});
  }
  for (const auto& list : e.monsters) {
    if (auto power = monster_power(list); !power) {
      problems.insert(problems.end(), power.violations().begin(), power.violations().end());
    }
  }
  if (e.first_player < 0 || e.first_player >= n) {
    problems.emplace_back(
        Reason::kSmashupNoSuchPlayer,
        std::vector<Param>{num("player", std::int64_t{e.first_player} + 1), num("count", n)});
  }
  if (!problems.empty()) return problems;

  s.started = true;
  for (const auto& p : e.players) s.players.push_back({p.name, p.factions, 0, p.madness});
  for (std::size_t i = 0; i < e.bases.size(); ++i) {
    s.bases.push_back(fresh_base(e.bases[i], e.players.size()));
    if (i < e.monsters.size()) s.bases.back().monsters = e.monsters[i];
  }
  s.current = e.first_player;
  s.turn = 1;
  s.phase = Phase::kStartTurn;
  s.vp_by_turn.assign(1, std::vector<int>(e.players.size(), 0));
  return s;
}

// Power, minions and counters: one shape.
template <class E>
Result<GameState> change_amount(GameState s, const E& e, int Presence::*field, Reason negative,
                                const char* param) {
  if (auto v = check_slot(s, e.slot)) return *v;
  if (auto v = check_player(s, e.player)) return *v;
  auto& p = presence(s, e.slot, e.player);
  const std::int64_t after = std::int64_t{p.*field} + e.delta;
  if (after < 0) {
    return Violation{negative,
                     {text("player", s.players[static_cast<std::size_t>(e.player)].name),
                      num(param, after), text("base", base_name(s, e.slot))}};
  }
  p.*field = static_cast<int>(after);
  return s;
}

Result<GameState> on(GameState s, const ChangePower& e) {
  return change_amount(std::move(s), e, &Presence::power, Reason::kSmashupNegativePower, "power");
}
Result<GameState> on(GameState s, const ChangeMinions& e) {
  return change_amount(std::move(s), e, &Presence::minions, Reason::kSmashupNegativeMinions,
                       "minions");
}
Result<GameState> on(GameState s, const ChangeCounters& e) {
  return change_amount(std::move(s), e, &Presence::counters, Reason::kSmashupNegativeCounters,
                       "counters");
}

Result<GameState> on(GameState s, const SetTitan& e) {
  if (auto v = check_player(s, e.player)) return *v;
  if (e.slot) {
    if (auto v = check_slot(s, *e.slot)) return *v;
    if (e.power < 0) {
      return Violation{Reason::kSmashupNegativeTitanPower,
                       {text("player", s.players[static_cast<std::size_t>(e.player)].name),
                        num("power", e.power)}};
    }
  }
  for (auto& base : s.bases) {
    auto& p = base.presence[static_cast<std::size_t>(e.player)];
    p.titan = false;
    p.titan_power = 0;
  }
  if (e.slot) {
    auto& p = presence(s, *e.slot, e.player);
    p.titan = true;
    p.titan_power = e.power;
  }
  return s;
}

Result<GameState> on(GameState s, const AddMonster& e) {
  if (auto v = check_slot(s, e.slot)) return *v;
  if (auto power = monster_power(std::span<const int>(&e.power, 1)); !power) {
    return power.violations();
  }
  s.bases[static_cast<std::size_t>(e.slot)].monsters.push_back(e.power);
  return s;
}

std::optional<Violation> check_monster(const GameState& s, int slot, int monster) {
  const auto& monsters = s.bases[static_cast<std::size_t>(slot)].monsters;
  if (monster < 0 || monster >= static_cast<int>(monsters.size())) {
    return Violation{Reason::kSmashupNoSuchMonster,
                     {num("monster", std::int64_t{monster} + 1),
                      num("count", static_cast<std::int64_t>(monsters.size())),
                      text("base", base_name(s, slot))}};
  }
  return std::nullopt;
}

Result<GameState> on(GameState s, const RemoveMonster& e) {
  if (auto v = check_slot(s, e.slot)) return *v;
  if (auto v = check_monster(s, e.slot, e.monster)) return *v;
  auto& monsters = s.bases[static_cast<std::size_t>(e.slot)].monsters;
  monsters.erase(monsters.begin() + e.monster);
  return s;
}

Result<GameState> on(GameState s, const ControlMonster& e) {
  if (auto v = check_slot(s, e.slot)) return *v;
  if (auto v = check_player(s, e.player)) return *v;
  if (auto v = check_monster(s, e.slot, e.monster)) return *v;
  auto& monsters = s.bases[static_cast<std::size_t>(e.slot)].monsters;
  const int power = monsters[static_cast<std::size_t>(e.monster)];
  monsters.erase(monsters.begin() + e.monster);
  auto& p = presence(s, e.slot, e.player);
  p.power += power;
  p.minions += 1;
  return s;
}

Result<GameState> on(GameState s, const EditBase& e) {
  if (auto v = check_slot(s, e.slot)) return *v;
  auto& card = *s.bases[static_cast<std::size_t>(e.slot)].card;
  BaseCard edited = card;
  edited.breakpoint = e.breakpoint;
  edited.vp = e.vp;
  if (auto problems = check_card(edited); !problems.empty()) return problems;
  card = std::move(edited);
  return s;
}

std::optional<Violation> not_ready(const GameState& s, int slot) {
  const auto& base = s.bases[static_cast<std::size_t>(slot)];
  if (is_ready(base)) return std::nullopt;
  return Violation{Reason::kSmashupBaseNotReady,
                   {text("base", base_name(s, slot)), num("power", total_power(base)),
                    num("breakpoint", breakpoint(base))}};
}

std::optional<Violation> other_scoring(const GameState& s, int slot) {
  if (s.scoring && *s.scoring != slot) {
    return Violation{Reason::kSmashupOtherBaseScoring, {text("base", base_name(s, *s.scoring))}};
  }
  return std::nullopt;
}

Result<GameState> on(GameState s, const ChooseBase& e) {
  if (auto v = check_slot(s, e.slot)) return *v;
  if (s.phase != Phase::kScoreBases) {
    return Violation{Reason::kSmashupNotScorePhase, {text("base", base_name(s, e.slot))}};
  }
  if (auto v = other_scoring(s, e.slot)) return *v;
  if (s.scoring == e.slot) return s;
  if (auto v = not_ready(s, e.slot)) return *v;
  s.scoring = e.slot;
  return s;
}

Result<GameState> on(GameState s, const ScoreBase& e) {
  if (auto v = check_slot(s, e.slot)) return *v;
  if (auto v = other_scoring(s, e.slot)) return *v;
  if (e.replacement) {
    if (auto problems = check_card(*e.replacement); !problems.empty()) return problems;
  }
  const bool chosen = s.scoring == e.slot;
  if (!e.forced && !chosen) {
    if (s.phase != Phase::kScoreBases) {
      return Violation{Reason::kSmashupNotScorePhase, {text("base", base_name(s, e.slot))}};
    }
    if (auto v = not_ready(s, e.slot)) return *v;
  }
  auto scoring = preview_scoring(s, e.slot);
  if (!scoring) return scoring.violations();
  auto& base = s.bases[static_cast<std::size_t>(e.slot)];
  for (const auto& award : scoring.value().awards) {
    if (award.vp == 0) continue;
    s.players[static_cast<std::size_t>(award.player)].vp += award.vp;
    s.vp_log.push_back({s.turn, award.player, award.vp, VpSource::kScoring, base.card->name});
  }
  s.scored.push_back({s.turn, e.slot, *base.card, std::move(scoring).value()});
  s.scoring.reset();
  if (e.replacement) {
    base = fresh_base(*e.replacement, s.players.size());
  } else {
    base.card.reset();
    base.monsters.clear();
    base.presence.assign(s.players.size(), Presence{});
  }
  return s;
}

Result<GameState> on(GameState s, const ReplaceBase& e) {
  if (auto v = check_slot(s, e.slot, false)) return *v;
  if (auto problems = check_card(e.card); !problems.empty()) return problems;
  s.bases[static_cast<std::size_t>(e.slot)] = fresh_base(e.card, s.players.size());
  if (s.scoring == e.slot) s.scoring.reset();  // a base that leaves stops scoring
  return s;
}

Result<GameState> on(GameState s, const AdjustVp& e) {
  if (auto v = check_player(s, e.player)) return *v;
  auto& player = s.players[static_cast<std::size_t>(e.player)];
  const std::int64_t after = std::int64_t{player.vp} + e.delta;
  if (after < 0) {
    return Violation{Reason::kSmashupNegativeVp, {text("player", player.name), num("vp", after)}};
  }
  player.vp = static_cast<int>(after);
  s.vp_log.push_back({s.turn, e.player, e.delta, VpSource::kAdjustment, e.note});
  return s;
}

Result<GameState> on(GameState s, const ChangeMadness& e) {
  if (auto v = check_player(s, e.player)) return *v;
  auto& player = s.players[static_cast<std::size_t>(e.player)];
  const std::int64_t after = std::int64_t{player.madness} + e.delta;
  if (after < 0) {
    return Violation{Reason::kSmashupNegativeMadness,
                     {text("player", player.name), num("madness", after)}};
  }
  player.madness = static_cast<int>(after);
  return s;
}

// The turn may leave the score phase only with nothing left to score.
std::optional<Violation> score_phase_unfinished(const GameState& s) {
  if (s.scoring) {
    return Violation{Reason::kSmashupScoringUnfinished, {text("base", base_name(s, *s.scoring))}};
  }
  if (const auto empty = empty_slots(s); !empty.empty()) {
    return Violation{Reason::kSmashupSlotToFill, {num("slot", std::int64_t{empty.front()} + 1)}};
  }
  if (s.phase == Phase::kScoreBases) {
    if (const auto ready = ready_bases(s); !ready.empty()) {
      const auto& base = s.bases[static_cast<std::size_t>(ready.front())];
      return Violation{Reason::kSmashupBaseStillReady,
                       {text("base", base_name(s, ready.front())), num("power", total_power(base)),
                        num("breakpoint", breakpoint(base))}};
    }
  }
  return std::nullopt;
}

Result<GameState> end_turn(GameState s) {
  if (s.phase != Phase::kDraw && s.phase != Phase::kEndTurn) {
    return Violation{Reason::kSmashupEndTurnTooEarly};
  }
  if (auto v = score_phase_unfinished(s)) return *v;
  auto check = end_check_now(s);
  if (!check) return check.violations();
  std::vector<int> vps;
  for (const auto& p : s.players) vps.push_back(p.vp);
  s.vp_by_turn.push_back(std::move(vps));
  s.last_end_check = std::move(check).value();
  if (s.last_end_check.over) {
    s.over = true;
    s.winner = s.last_end_check.winner;
    s.phase = Phase::kEndTurn;
    return s;
  }
  s.current = (s.current + 1) % static_cast<int>(s.players.size());
  s.turn += 1;
  s.phase = Phase::kStartTurn;
  return s;
}

Result<GameState> on(GameState s, const NextPhase&) {
  if (s.phase == Phase::kEndTurn) return end_turn(std::move(s));
  if (s.phase == Phase::kScoreBases) {
    if (auto v = score_phase_unfinished(s)) return *v;
  }
  s.phase = static_cast<Phase>(static_cast<int>(s.phase) + 1);
  return s;
}

Result<GameState> on(GameState s, const EndTurn&) {
  return end_turn(std::move(s));
}

Result<GameState> on(GameState, const Undo&) {
  return Violation{Reason::kSmashupNothingToUndo};
}

}  // namespace

std::string_view event_kind(const Event& event) {
  return std::visit(Overloaded{
                        [](const StartGame&) { return std::string_view{"start"}; },
                        [](const ChangePower&) { return std::string_view{"power"}; },
                        [](const ChangeMinions&) { return std::string_view{"minions"}; },
                        [](const ChangeCounters&) { return std::string_view{"counters"}; },
                        [](const SetTitan&) { return std::string_view{"titan"}; },
                        [](const AddMonster&) { return std::string_view{"monster_add"}; },
                        [](const RemoveMonster&) { return std::string_view{"monster_remove"}; },
                        [](const ControlMonster&) { return std::string_view{"monster_control"}; },
                        [](const EditBase&) { return std::string_view{"edit_base"}; },
                        [](const ChooseBase&) { return std::string_view{"choose_base"}; },
                        [](const ScoreBase&) { return std::string_view{"score_base"}; },
                        [](const ReplaceBase&) { return std::string_view{"replace_base"}; },
                        [](const AdjustVp&) { return std::string_view{"adjust_vp"}; },
                        [](const ChangeMadness&) { return std::string_view{"madness"}; },
                        [](const NextPhase&) { return std::string_view{"next_phase"}; },
                        [](const EndTurn&) { return std::string_view{"end_turn"}; },
                        [](const Undo&) { return std::string_view{"undo"}; },
                    },
                    event);
}

Result<GameState> apply(GameState state, const Event& event) {
  if (std::holds_alternative<Undo>(event)) return Violation{Reason::kSmashupNothingToUndo};
  if (!std::holds_alternative<StartGame>(event)) {
    if (!state.started) return Violation{Reason::kSmashupNotStarted};
    if (state.over) return Violation{Reason::kSmashupGameOver};
  }
  return std::visit([&](const auto& e) { return on(std::move(state), e); }, event);
}

Result<std::vector<Event>> effective_events(const std::vector<Event>& events) {
  std::vector<Event> kept;
  for (std::size_t i = 0; i < events.size(); ++i) {
    if (std::holds_alternative<Undo>(events[i])) {
      if (kept.empty()) {
        return Violation{Reason::kSmashupNothingToUndo,
                         {num("event", static_cast<std::int64_t>(i) + 1)}};
      }
      kept.pop_back();
    } else {
      kept.push_back(events[i]);
    }
  }
  return kept;
}

Result<GameState> replay(const std::vector<Event>& events) {
  // Undo cancels the latest event still standing; remember each kept event's log position.
  std::vector<std::size_t> kept;
  for (std::size_t i = 0; i < events.size(); ++i) {
    if (std::holds_alternative<Undo>(events[i])) {
      if (kept.empty()) {
        return Violation{Reason::kSmashupNothingToUndo,
                         {num("event", static_cast<std::int64_t>(i) + 1)}};
      }
      kept.pop_back();
    } else {
      kept.push_back(i);
    }
  }
  GameState state;
  for (std::size_t index : kept) {
    auto next = apply(std::move(state), events[index]);
    if (!next) {
      Violations problems = next.violations();
      for (auto& v : problems)
        v.params.push_back(num("event", static_cast<std::int64_t>(index) + 1));
      return problems;
    }
    state = std::move(next).value();
  }
  return state;
}

}  // namespace tableref::smashup

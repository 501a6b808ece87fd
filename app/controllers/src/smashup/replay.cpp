#include "tableref/controllers/smashup/replay.hpp"

#include <cstdint>
#include <string>
#include <utility>
#include <variant>

#include "tableref/controllers/smashup/events_json.hpp"
#include "tableref/referee/smashup/session.hpp"

namespace tableref::controllers {

const smashup::GameState& SmashupReplay::at(std::size_t step) const {
  static const smashup::GameState kEmpty;
  if (states.empty()) return kEmpty;
  return states[step < states.size() ? step : states.size() - 1];
}

SmashupReplay smashup_replay(const SessionRecord& record) {
  SmashupReplay replay;
  smashup::Session session;
  replay.states.push_back(session.state());
  for (const auto& row : record.events) {
    auto event = smashup_event_from_row(row.kind, row.payload);
    if (!event) {
      replay.error = event.error();
      break;
    }
    if (auto status = session.push(event.value()); !status) {
      replay.error = status.error();
      break;
    }
    replay.events.push_back(std::move(event).value());
    replay.states.push_back(session.state());
  }
  return replay;
}

namespace {

namespace su = smashup;

std::string signed_num(int n) {
  return n > 0 ? "+" + std::to_string(n) : std::to_string(n);
}

std::string player_name(const su::GameState& s, int player) {
  const auto p = static_cast<std::size_t>(player);
  return p < s.players.size() ? s.players[p].name : "?";
}

// The base in a slot; "#3" for an empty slot (no card to name).
std::string base_name(const su::GameState& s, int slot) {
  const auto i = static_cast<std::size_t>(slot);
  if (i < s.bases.size() && s.bases[i].card) return s.bases[i].card->name;
  return "#" + std::to_string(slot + 1);
}

// The catalog text of one event, from the states before and after it: a visitor over the
// event types, one overload each, with the parameters the texts share.
struct EventText {
  const su::GameState& before;
  const su::GameState& after;

  [[nodiscard]] Param player(int p) const { return Param{"player", player_name(before, p)}; }
  [[nodiscard]] Param base(int slot) const { return Param{"base", base_name(before, slot)}; }
  static Param delta(int d) { return Param{"delta", signed_num(d)}; }
  static CatalogText text(std::string key, std::vector<Param> params,
                          std::vector<std::pair<std::string, std::string>> keyed = {}) {
    return CatalogText{"smashup.replay.event." + key, std::move(params), std::move(keyed)};
  }

  CatalogText operator()(const su::StartGame& e) const {
    return text("start", {Param{"players", static_cast<std::int64_t>(e.players.size())},
                          Param{"bases", static_cast<std::int64_t>(e.bases.size())}});
  }
  CatalogText operator()(const su::ChangePower& e) const {
    return text("power", {player(e.player), base(e.slot), delta(e.delta)});
  }
  CatalogText operator()(const su::ChangeMinions& e) const {
    return text("minions", {player(e.player), base(e.slot), delta(e.delta)});
  }
  CatalogText operator()(const su::ChangeCounters& e) const {
    return text("counters", {player(e.player), base(e.slot), delta(e.delta)});
  }
  CatalogText operator()(const su::SetTitan& e) const {
    if (!e.slot) return text("titan_off", {player(e.player)});
    return text("titan", {player(e.player), base(*e.slot), Param{"power", std::int64_t{e.power}}});
  }
  CatalogText operator()(const su::AddMonster& e) const {
    return text("monster_add", {base(e.slot), Param{"power", std::int64_t{e.power}}});
  }
  CatalogText operator()(const su::RemoveMonster& e) const {
    return text("monster_remove", {base(e.slot)});
  }
  CatalogText operator()(const su::ControlMonster& e) const {
    return text("monster_control", {player(e.player), base(e.slot)});
  }
  CatalogText operator()(const su::EditBase& e) const {
    return text("edit_base",
                {base(e.slot), Param{"breakpoint", std::int64_t{e.breakpoint}},
                 Param{"vp1", std::int64_t{e.vp[0]}}, Param{"vp2", std::int64_t{e.vp[1]}},
                 Param{"vp3", std::int64_t{e.vp[2]}}});
  }
  CatalogText operator()(const su::ChooseBase& e) const {
    return text("choose_base", {player(before.current), base(e.slot)});
  }
  CatalogText operator()(const su::ScoreBase& e) const {
    // Who got what: the VP each player gained with this scoring.
    std::string awards;
    for (std::size_t p = 0; p < after.players.size() && p < before.players.size(); ++p) {
      const int gained = after.players[p].vp - before.players[p].vp;
      if (gained == 0) continue;
      awards += (awards.empty() ? "" : " · ") + after.players[p].name + " " + signed_num(gained);
    }
    if (awards.empty()) {
      return text("score_base", {base(e.slot)}, {{"awards", "smashup.replay.no_vp"}});
    }
    return text("score_base", {base(e.slot), Param{"awards", awards}});
  }
  CatalogText operator()(const su::ReplaceBase& e) const {
    return text("replace_base", {Param{"base", e.card.name}});
  }
  CatalogText operator()(const su::AdjustVp& e) const {
    return text("adjust_vp", {player(e.player), delta(e.delta), Param{"note", e.note}});
  }
  CatalogText operator()(const su::ChangeMadness& e) const {
    return text("madness", {player(e.player), delta(e.delta)});
  }
  CatalogText operator()(const su::NextPhase&) const {
    // The last phase's "next" ends the turn: told as the turn's end.
    if (after.turn != before.turn) return text("end_turn", {player(after.current)});
    return text("next_phase", {},
                {{"phase", "smashup.phase." + std::string(su::phase_name(after.phase))}});
  }
  CatalogText operator()(const su::EndTurn&) const {
    return text("end_turn", {player(after.current)});
  }
  CatalogText operator()(const su::Undo&) const { return CatalogText{"replay.event.undo", {}, {}}; }
};

}  // namespace

CatalogText smashup_event_text(const SmashupReplay& replay, std::size_t step) {
  if (step == 0 || step > replay.events.size() || step >= replay.states.size()) return {};
  return std::visit(EventText{replay.states[step - 1], replay.states[step]},
                    replay.events[step - 1]);
}

Result<smashup::GameState> smashup_state_at(const SessionRecord& record, std::size_t step) {
  std::vector<smashup::Event> log;
  for (std::size_t i = 0; i < step && i < record.events.size(); ++i) {
    auto event = smashup_event_from_row(record.events[i].kind, record.events[i].payload);
    if (!event) return event.violations();
    log.push_back(std::move(event).value());
  }
  auto session = smashup::Session::from_log(std::move(log));
  if (!session) return session.violations();
  return session.value().state();
}

}  // namespace tableref::controllers

#include "tableref/controllers/hdcg/replay.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <variant>

#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/hdcg/controller.hpp"
#include "tableref/controllers/hdcg/json.hpp"
#include "tableref/controllers/json_input.hpp"
#include "tableref/referee/hdcg/reason.hpp"

namespace tableref::controllers {

const hdcg::DuelState* HdcgReplay::at(std::size_t step) const {
  if (states.empty()) return nullptr;
  return &states[step < states.size() ? step : states.size() - 1];
}

HdcgReplay hdcg_replay(const SessionRecord& record) {
  HdcgReplay replay;
  if (record.events.empty()) return replay;
  auto setup = hdcg_read_setup(record.events);
  if (!setup) {
    // A duel's log opens with its setup; anything else first is not a duel this reads.
    replay.error = setup.error();
    return replay;
  }
  const auto& initial = setup.value().duel;
  replay.states.push_back(initial);
  replay.states.push_back(initial);
  replay.events.push_back(std::nullopt);
  // The states still standing: an undo drops the latest one.
  std::vector<hdcg::DuelState> standing{initial};
  for (std::size_t i = 1; i < record.events.size(); ++i) {
    auto parsed = hdcg_json::parse_exact(record.events[i].payload);
    if (!parsed) {
      replay.error = parsed.error();
      break;
    }
    auto event = hdcg_json::read_event(parsed.value(), "events[" + std::to_string(i) + "]");
    if (!event) {
      replay.error = event.error();
      break;
    }
    if (std::holds_alternative<hdcg::event::Undo>(event.value())) {
      if (standing.size() <= 1) {
        replay.error = Violation(hdcg::Reason::kHdcgNothingToUndo);
        break;
      }
      standing.pop_back();
    } else {
      auto next = standing.back();
      if (auto status = hdcg::apply(next, event.value()); !status) {
        replay.error = status.error();
        break;
      }
      standing.push_back(std::move(next));
    }
    replay.states.push_back(standing.back());
    replay.events.push_back(std::move(event).value());
  }
  return replay;
}

namespace {

template <class... Ts>
struct Overloaded : Ts... {
  using Ts::operator()...;
};
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

std::string seat_name(const hdcg::DuelState& s, std::size_t seat) {
  return seat < s.seats.size() ? s.seats[seat].player : "?";
}

}  // namespace

std::string hdcg_phase_key(hdcg::Phase phase) {
  static constexpr std::array<const char*, 6> kNames{"start", "judgement", "draw",
                                                     "play",  "discard",   "end"};
  const auto i = static_cast<std::size_t>(phase);
  return std::string("hdcg.phase.") + (i < kNames.size() ? kNames[i] : "start");
}

const char* hdcg_op_symbol(hdcg::ModifierOp op) {
  switch (op) {
    case hdcg::ModifierOp::kMul:
      return "×";
    case hdcg::ModifierOp::kDiv:
      return "÷";
    case hdcg::ModifierOp::kAdd:
      return "+";
    case hdcg::ModifierOp::kSub:
      return "−";
  }
  return "?";
}

std::string hdcg_modifier_text(const hdcg::Modifier& m) {
  std::string text = std::string(hdcg_op_symbol(m.op)) + m.value.to_string();
  if (!m.source.empty()) text += " " + m.source;
  return text;
}

CatalogText hdcg_event_text(const HdcgReplay& replay, std::size_t step) {
  if (step == 0 || step > replay.events.size() || step >= replay.states.size()) return {};
  const auto& event = replay.events[step - 1];
  if (!event) return {"hdcg.replay.event.setup", {}, {}};
  const auto& before = replay.states[step - 1];
  const auto& after = replay.states[step];
  auto player = [&](std::size_t seat) { return Param{"player", seat_name(before, seat)}; };
  auto text = [](std::string key, std::vector<Param> params,
                 std::vector<std::pair<std::string, std::string>> keyed = {}) {
    return CatalogText{std::move(key), std::move(params), std::move(keyed)};
  };
  return std::visit(
      Overloaded{
          [&](const hdcg::event::StartGame&) { return text("hdcg.event.start_game", {}); },
          [&](const hdcg::event::Damage& e) {
            const std::string damage =
                after.last_damage ? after.last_damage->damage.to_string() : "?";
            const Param target{"target", seat_name(before, e.target)};
            if (e.request.direct) {
              return text("hdcg.event.direct_damage", {target, Param{"damage", damage}});
            }
            if (!e.source) {
              return text("hdcg.event.damage", {target, Param{"damage", damage}},
                          {{"source", "hdcg.damage.no_source"}});
            }
            return text("hdcg.event.damage", {Param{"source", seat_name(before, *e.source)}, target,
                                              Param{"damage", damage}});
          },
          [&](const hdcg::event::Heal& e) {
            return text("hdcg.event.heal", {Param{"target", seat_name(before, e.target)},
                                            Param{"amount", e.amount.to_string()}});
          },
          [&](const hdcg::event::AddModifier& e) {
            return text("hdcg.event.add_modifier",
                        {player(e.seat), Param{"source", hdcg_modifier_text(e.modifier)}});
          },
          [&](const hdcg::event::RemoveModifier& e) {
            return text("hdcg.event.remove_modifier", {player(e.seat), Param{"source", e.id}});
          },
          [&](const hdcg::event::SetMainSlot& e) {
            return text("hdcg.event.set_main_slot",
                        {player(e.seat), Param{"card", e.card ? *e.card : std::string("—")}});
          },
          [&](const hdcg::event::AdvancePhase&) {
            return text("hdcg.replay.event.phase",
                        {Param{"player", seat_name(after, after.turn.seat)}},
                        {{"phase", hdcg_phase_key(after.turn.phase)}});
          },
          [&](const hdcg::event::Judgement& e) {
            return text("hdcg.event.judgement", {Param{"roll", std::int64_t{e.roll}}});
          },
          [&](const hdcg::event::RevealEvent&) {
            return text("hdcg.event.reveal_event",
                        {Param{"card", after.shown_event ? *after.shown_event : std::string("—")}});
          },
          [&](const hdcg::event::Draw& e) {
            return text("hdcg.event.draw",
                        {player(e.seat), Param{"count", static_cast<std::int64_t>(e.count)}});
          },
          [&](const hdcg::event::Discard& e) {
            return text(
                "hdcg.event.discard",
                {player(e.seat), Param{"count", static_cast<std::int64_t>(e.cards.size())}});
          },
          [&](const hdcg::event::Shuffle& e) {
            return text("hdcg.event.shuffle", {player(e.seat)});
          },
          [&](const hdcg::event::Undo&) { return text("replay.event.undo", {}); },
      },
      *event);
}

}  // namespace tableref::controllers

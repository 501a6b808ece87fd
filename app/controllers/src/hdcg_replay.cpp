#include "tableref/controllers/hdcg_replay.hpp"

#include <string>
#include <utility>
#include <variant>

#include "tableref/controllers/hdcg_json.hpp"
#include "tableref/controllers/hdcg_session.hpp"

namespace tableref::controllers {

const hdcg::DuelState* HdcgReplay::at(std::size_t step) const {
  if (states.empty()) return nullptr;
  return &states[step < states.size() ? step : states.size() - 1];
}

HdcgReplay hdcg_replay(const SessionRecord& record) {
  HdcgReplay replay;
  if (record.events.empty()) return replay;
  const auto& first = record.events.front();
  if (first.kind != kHdcgSetupKind) {
    replay.error = Violation(Reason::kInputBadValue, {Param{"key", std::string("events[0].kind")},
                                                      Param{"detail", first.kind}});
    return replay;
  }
  auto setup = hdcg_json::parse_exact(first.payload);
  if (!setup) {
    replay.error = setup.error();
    return replay;
  }
  if (!setup.value().is_object() || !setup.value().contains("setup")) {
    replay.error = Violation(Reason::kInputBadValue, {Param{"key", std::string("events[0].setup")},
                                                      Param{"detail", std::string("missing")}});
    return replay;
  }
  auto initial = hdcg_json::read_duel_setup(setup.value().at("setup"));
  if (!initial) {
    replay.error = initial.error();
    return replay;
  }
  replay.states.push_back(initial.value());
  replay.states.push_back(initial.value());
  replay.events.push_back(std::nullopt);
  // The states still standing: an undo drops the latest one.
  std::vector<hdcg::DuelState> standing{std::move(initial).value()};
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
        replay.error = Violation(Reason::kHdcgNothingToUndo);
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

}  // namespace tableref::controllers

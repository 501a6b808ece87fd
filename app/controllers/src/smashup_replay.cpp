#include "tableref/controllers/smashup_replay.hpp"

#include <utility>

#include "tableref/controllers/smashup_events_json.hpp"
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

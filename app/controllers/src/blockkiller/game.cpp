#include "tableref/controllers/blockkiller/game.hpp"

#include <nlohmann/json.hpp>

#include "tableref/controllers/blockkiller/controller.hpp"
#include "tableref/controllers/blockkiller/json.hpp"
#include "tableref/controllers/json_input.hpp"

namespace tableref::controllers {

namespace bk = blockkiller;
namespace bj = blockkiller_json;

std::string blockkiller_seat_name(const std::vector<db::SeatEntry>& seats, int seat) {
  if (seat >= 0 && seat < static_cast<int>(seats.size())) {
    return seats[static_cast<std::size_t>(seat)].player;
  }
  return "#" + std::to_string(seat + 1);
}

Result<SessionStart<BlockKillerGame::State>> BlockKillerGame::initial(
    const db::SessionSummary& session, const std::vector<db::Event>& /*rows*/) {
  auto setup = blockkiller_setup(session.rules_json, static_cast<int>(session.seats.size()));
  if (!setup) return setup.violations();
  auto state = bk::start_table(setup.value());
  if (!state) return state.violations();
  return SessionStart<State>{std::move(state).value(), 0};
}

std::string BlockKillerGame::result_json(const State& state,
                                         const std::vector<db::SeatEntry>& seats) {
  nlohmann::ordered_json result;
  result["players"] = nlohmann::ordered_json::array();
  for (const auto& standing : bk::standings(state)) {
    result["players"].push_back({{"name", blockkiller_seat_name(seats, standing.seat)},
                                 {"score", standing.outlasted},
                                 {"rank", standing.rank},
                                 {"winner", standing.winner}});
  }
  return result.dump();
}

std::string_view BlockKillerGame::kind(const Event& event) {
  switch (event.event.index()) {
    case 0:
      return "draw";
    case 1:
      return "play";
    case 2:
      return "defend";
    default:
      return "pass";
  }
}

std::string BlockKillerGame::payload(const Event& event) {
  nlohmann::json payload = bj::event_json(event.event);
  if (event.entry) payload["entry"] = draft_json(*event.entry);
  return payload.dump();
}

// The referee's event is read from the payload alone (its "type"), as it always was.
Result<BlockKillerGame::Event> BlockKillerGame::decode(std::string_view /*kind*/,
                                                       std::string_view payload) {
  auto parsed = json_input::parse(payload);
  if (!parsed) return parsed.violations();
  const auto& json = parsed.value();
  auto event = bj::parse_event(json);
  if (!event) return event.violations();
  Event logged{std::move(event).value(), std::nullopt};
  if (json.is_object() && json.contains("entry")) logged.entry = draft_from_json(json["entry"]);
  return logged;
}

}  // namespace tableref::controllers

#pragma once
// Smash Up as the session engine (game_session.hpp) holds it: the referee's rules and the
// store codec of its events, nothing else.
#include <string>
#include <string_view>

#include "tableref/base/result.hpp"
#include "tableref/controllers/smashup/events_json.hpp"
#include "tableref/referee/smashup/event.hpp"
#include "tableref/referee/smashup/reason.hpp"
#include "tableref/referee/smashup/state.hpp"

namespace tableref::controllers {

struct SmashupGame {
  using State = smashup::GameState;
  using Event = smashup::Event;
  static constexpr std::string_view kId = "smashup";
  static constexpr smashup::Reason kNothingToUndo = smashup::Reason::kSmashupNothingToUndo;

  static Result<State> apply(const State& state, const Event& event) {
    return smashup::apply(state, event);
  }
  // Over once a winner is known (a tie at the goal plays on).
  static bool over(const State& state) { return state.over && state.winner.has_value(); }
  // {"winner": name, "final": [{"name", "vp"}, ...]}
  static std::string result_json(const State& state);

  static std::string_view kind(const Event& event) { return smashup::event_kind(event); }
  static std::string payload(const Event& event) { return smashup_event_payload(event); }
  static Result<Event> decode(std::string_view kind, std::string_view payload) {
    return smashup_event_from_row(kind, payload);
  }
};

}  // namespace tableref::controllers

#pragma once
// A game and its event log together: what a controller holds. push() validates an event
// against the state, keeps it on success and leaves everything unchanged on refusal; an
// Undo is resolved by replaying the log. The log is what the store writes, event by event.
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/smashup/event.hpp"
#include "tableref/referee/smashup/state.hpp"

namespace tableref::smashup {

class Session {
 public:
  Session() = default;
  // Rebuilds a session from a stored log (undos included).
  [[nodiscard]] static Result<Session> from_log(std::vector<Event> log);

  // Applies the event (Undo: cancels the latest event still standing) and appends it.
  [[nodiscard]] Status push(Event event);

  [[nodiscard]] const GameState& state() const { return state_; }
  [[nodiscard]] const std::vector<Event>& log() const { return log_; }
  // There is an event left to undo.
  [[nodiscard]] bool can_undo() const { return standing_ > 0; }

 private:
  std::vector<Event> log_;
  GameState state_;
  int standing_ = 0;  // events not cancelled by an undo
};

}  // namespace tableref::smashup

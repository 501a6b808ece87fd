#include "tableref/referee/smashup/session.hpp"
#include "tableref/referee/smashup/reason.hpp"

namespace tableref::smashup {

Result<Session> Session::from_log(std::vector<Event> log) {
  auto state = replay(log);
  if (!state) return state.violations();
  auto kept = effective_events(log);
  if (!kept) return kept.violations();
  Session session;
  session.state_ = std::move(state).value();
  session.standing_ = static_cast<int>(kept.value().size());
  session.log_ = std::move(log);
  return session;
}

Status Session::push(Event event) {
  if (std::holds_alternative<Undo>(event)) {
    if (standing_ == 0) return Violation{Reason::kSmashupNothingToUndo};
    log_.push_back(std::move(event));
    auto state = replay(log_);
    if (!state) {
      log_.pop_back();
      return state.violations();
    }
    state_ = std::move(state).value();
    --standing_;
    return Done{};
  }
  auto next = smashup::apply(state_, event);  // not std::apply, found by ADL (libc++)
  if (!next) return next.violations();
  state_ = std::move(next).value();
  log_.push_back(std::move(event));
  ++standing_;
  return Done{};
}

}  // namespace tableref::smashup

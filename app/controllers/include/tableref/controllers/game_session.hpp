#pragma once
// The session engine: one way, for every game, to keep a game's session in the store.
//   - Store first: an event is ruled on (the referee's pure apply), written to the store, and
//     only then shown. A refused event or a failed write changes nothing.
//   - Open: the stored rows are decoded (the game's codec) and folded through the same apply.
//   - Undo is an event too: a row of kind "undo" cancels the latest event still standing. The
//     states along the standing events are kept, so an undo is a step back, not a replay.
//   - The end: the session's stored status and result follow the game (SessionEnd).
// A game brings only what is its own, as a type with static members (see SessionGame).
#include <algorithm>
#include <concepts>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/session_end.hpp"
#include "tableref/controllers/setup_reason.hpp"
#include "tableref/db/store.hpp"
#include "tableref/db/store_reason.hpp"

namespace tableref::controllers {

// What the engine needs of a game:
//   kId                      the game's id, as stored in the session ("smashup")
//   kNothingToUndo           the game's reason for an undo with no event standing
//   State, Event             the referee's values
//   apply(state, event)      the referee's ruling: the next state, or why not
//   over(state)              the game has ended (the session is then "finished")
//   result_json(state)       the stored result of an ended game
//   kind(event), payload(event), decode(kind, payload)   the event's store codec
template <class G>
concept SessionGame = requires(const typename G::State& state, const typename G::Event& event,
                               std::string_view text) {
  { G::kId } -> std::convertible_to<std::string_view>;
  { G::kNothingToUndo } -> std::convertible_to<ReasonCode>;
  { G::apply(state, event) } -> std::same_as<Result<typename G::State>>;
  { G::over(state) } -> std::convertible_to<bool>;
  { G::result_json(state) } -> std::convertible_to<std::string>;
  { G::kind(event) } -> std::convertible_to<std::string_view>;
  { G::payload(event) } -> std::convertible_to<std::string>;
  { G::decode(text, text) } -> std::same_as<Result<typename G::Event>>;
};

// The row every game's undo is stored as.
inline constexpr std::string_view kUndoKind = "undo";
inline constexpr std::string_view kUndoPayload = "{}";

template <SessionGame G>
class GameSession {
 public:
  using State = typename G::State;
  using Event = typename G::Event;

  GameSession() : states_(1) {}

  // Loads the session's seats and rows and folds them from `initial` (nothing is written
  // unless the stored status is behind the game). Refused: another game's session, a row
  // that does not decode, an event the rules refuse or an undo with nothing standing (each
  // with the row's number as {event}, 1-based); then this session is left as it was.
  [[nodiscard]] Status open(db::Store& store, std::int64_t session_id, State initial = {}) {
    auto summary = store.session(session_id);
    if (!summary) return summary.violations();
    if (summary.value().game != G::kId) {
      return Violation{SetupReason::kUnknownGame, {Param{"game", summary.value().game}}};
    }
    auto rows = store.events(session_id);
    if (!rows) return rows.violations();
    GameSession folded;
    folded.states_ = {std::move(initial)};
    Violations problems;
    for (std::size_t i = 0; i < rows.value().size(); ++i) {
      const auto& row = rows.value()[i];
      const Param at{"event", static_cast<std::int64_t>(i) + 1};
      if (row.kind == kUndoKind) {
        if (!folded.can_undo()) return Violation{G::kNothingToUndo, {at}};
        folded.step_back();
        continue;
      }
      auto event = G::decode(row.kind, row.payload);
      if (!event) {
        problems.insert(problems.end(), event.violations().begin(), event.violations().end());
        continue;
      }
      if (!problems.empty()) continue;  // a row before failed: only collect the others' faults
      auto next = G::apply(folded.state(), event.value());
      if (!next) {
        Violations refused = next.violations();
        for (auto& v : refused) v.params.push_back(at);
        return refused;
      }
      folded.step(std::move(event).value(), std::move(next).value());
    }
    if (!problems.empty()) return problems;
    folded.store_ = &store;
    folded.session_id_ = session_id;
    folded.seats_ = summary.value().seats;
    std::sort(folded.seats_.begin(), folded.seats_.end(),
              [](const db::SeatEntry& a, const db::SeatEntry& b) { return a.seat < b.seat; });
    folded.end_ = SessionEnd(summary.value());
    *this = std::move(folded);
    return Done{};
  }

  // Rules on the event, stores it, then shows it.
  [[nodiscard]] Status act(Event event) {
    if (!is_open()) return Violation{db::StoreReason::kNotFound};
    auto next = G::apply(state(), event);
    if (!next) return next.violations();
    const std::string payload = G::payload(event);
    auto stored = store_->append_event(session_id_, std::string(G::kind(event)), payload);
    if (!stored) return stored.violations();
    step(std::move(event), std::move(next).value());
    return sync_end();
  }

  // Cancels the latest event still standing.
  [[nodiscard]] Status undo() {
    if (!is_open()) return Violation{db::StoreReason::kNotFound};
    if (!can_undo()) return Violation{G::kNothingToUndo};
    auto stored =
        store_->append_event(session_id_, std::string(kUndoKind), std::string(kUndoPayload));
    if (!stored) return stored.violations();
    step_back();
    return sync_end();
  }

  [[nodiscard]] const State& state() const { return states_.back(); }
  // The events in force, in order (those not cancelled by an undo).
  [[nodiscard]] const std::vector<Event>& standing() const { return standing_; }
  [[nodiscard]] bool can_undo() const { return !standing_.empty(); }
  [[nodiscard]] const std::vector<db::SeatEntry>& seats() const { return seats_; }
  [[nodiscard]] std::int64_t session_id() const { return session_id_; }
  [[nodiscard]] bool is_open() const { return store_ != nullptr && session_id_ != 0; }
  [[nodiscard]] db::Store* store() const { return store_; }

 private:
  void step(Event event, State next) {
    standing_.push_back(std::move(event));
    states_.push_back(std::move(next));
  }
  void step_back() {
    standing_.pop_back();
    states_.pop_back();
  }
  [[nodiscard]] Status sync_end() {
    const State& now = state();
    return end_.sync(*store_, session_id_, G::over(now), [&now] { return G::result_json(now); });
  }

  db::Store* store_ = nullptr;
  std::int64_t session_id_ = 0;
  std::vector<db::SeatEntry> seats_;
  std::vector<State> states_;  // states_[i]: after the first i standing events
  std::vector<Event> standing_;
  SessionEnd end_;
};

}  // namespace tableref::controllers

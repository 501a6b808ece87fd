#pragma once
// The session engine: one way, for every game, to keep a game's session in the store.
//   - Store first: an event is ruled on (the referee's pure apply), written to the store, and
//     only then shown. A refused event or a failed write changes nothing.
//   - Open: the stored rows are decoded (the game's codec) and folded through the same apply.
//   - Undo is an event too: a row of kind "undo" cancels the latest event still standing. The
//     states along the standing events are kept, so an undo is a step back, not a replay.
//   - The state shown is one object for the session's life (a screen may hold a reference to
//     it across an event); the earlier states are kept beside it.
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

// How a session starts, where the game says so: the state before the first event, and how
// many of the first rows set it up (HDCG's "setup" row) rather than being events.
template <class State>
struct SessionStart {
  State state;
  std::size_t header_rows = 0;
};

// Optional hooks a game may bring; the engine's default is written beside each.
namespace session_hooks {
// G::initial(summary, rows): the start from the session's seats, rules and first rows.
// Default: the State passed to open (a value-initialised State).
template <class G>
concept HasInitial = requires(const db::SessionSummary& summary,
                              const std::vector<db::Event>& rows) {
  { G::initial(summary, rows) } -> std::same_as<Result<SessionStart<typename G::State>>>;
};
// G::undoable(event): false for an event that no undo takes back (HDCG's opening draw).
// Default: every event.
template <class G>
concept HasUndoable = requires(const typename G::Event& event) {
  { G::undoable(event) } -> std::convertible_to<bool>;
};
// G::kUndoPayload: the payload of the game's undo rows, where older sessions stored one
// that the game's other readers expect. Default: kUndoPayload.
template <class G>
concept HasUndoPayload = requires {
  { G::kUndoPayload } -> std::convertible_to<std::string_view>;
};
// G::beside(kind): rows the game stores beside its events (Blokus's clock rows: a pause is no
// move, so an undo passes over it). The engine neither folds them nor cancels them; the game
// reads them itself. Default: none.
template <class G>
concept HasBesideRows = requires(std::string_view kind) {
  { G::beside(kind) } -> std::convertible_to<bool>;
};
// G::read_beside(kind, payload, where): a row beside the events checked where it lies (its
// codec), its faults reported with the other rows' at their path (`where` = "events[3]"),
// though it is still never folded. Default: rows beside are not read by the engine.
template <class G>
concept HasReadBeside = requires(std::string_view text) {
  { G::read_beside(text, text, text) } -> std::same_as<Status>;
};
// Redo: G::as_redo(event) is the undone event stored again, marked so; G::is_redo(event) reads
// the mark back, and G::kNothingToRedo is the reason when nothing was undone. An event not so
// marked forgets what was undone. Default: no redo.
template <class G>
concept HasRedo = requires(const typename G::Event& event) {
  { G::as_redo(event) } -> std::same_as<typename G::Event>;
  { G::is_redo(event) } -> std::convertible_to<bool>;
  { G::kNothingToRedo } -> std::convertible_to<ReasonCode>;
};
// G::decode_at(state, kind, payload, where): a row read against the game as it stands (Blokus's
// colour names are its variant's) and reported at its path (`where` = "events[3]"). Default:
// G::decode(kind, payload), its refusal given the row's number as {event}.
template <class G>
concept HasDecodeAt = requires(const typename G::State& state, std::string_view text) {
  { G::decode_at(state, text, text, text) } -> std::same_as<Result<typename G::Event>>;
};
template <class G>
concept HasResultWithSeats = requires(const typename G::State& state,
                                      const std::vector<db::SeatEntry>& seats) {
  { G::result_json(state, seats) } -> std::convertible_to<std::string>;
};
}  // namespace session_hooks

// What the engine needs of a game:
//   kId                      the game's id, as stored in the session ("smashup")
//   kNothingToUndo           the game's reason for an undo with no event standing
//   State, Event             the referee's values
//   apply(state, event)      the referee's ruling: the next state, or why not
//   over(state)              the game has ended (the session is then "finished")
//   result_json(state)       the stored result of an ended game (or result_json(state, seats)
//                            where the result names the players and the state does not)
//   kind(event), payload(event), decode(kind, payload)   the event's store codec (or
//                            decode_at, session_hooks::HasDecodeAt)
template <class G>
concept SessionGame = requires(const typename G::State& state, const typename G::Event& event,
                               std::string_view text) {
  { G::kId } -> std::convertible_to<std::string_view>;
  { G::kNothingToUndo } -> std::convertible_to<ReasonCode>;
  { G::apply(state, event) } -> std::same_as<Result<typename G::State>>;
  { G::over(state) } -> std::convertible_to<bool>;
  { G::kind(event) } -> std::convertible_to<std::string_view>;
  { G::payload(event) } -> std::convertible_to<std::string>;
  requires session_hooks::HasDecodeAt<G> || requires {
    { G::decode(text, text) } -> std::same_as<Result<typename G::Event>>;
  };
};

// The row every game's undo is stored as.
inline constexpr std::string_view kUndoKind = "undo";
inline constexpr std::string_view kUndoPayload = "{}";

template <SessionGame G>
class GameSession {
 public:
  using State = typename G::State;
  using Event = typename G::Event;

  // Loads the session's seats and rows and folds them from `initial` (or the game's own
  // start); nothing is written unless the stored status is behind the game. Refused: another game's
  // session, a row that does not decode, an event the rules refuse or an undo with nothing standing
  // (each with the row's number as {event}, 1-based); then this session is left as it was.
  [[nodiscard]] Status open(db::Store& store, std::int64_t session_id, State initial = State()) {
    auto summary = store.session(session_id);
    if (!summary) return summary.violations();
    auto rows = store.events(session_id);
    if (!rows) return rows.violations();
    return open(store, summary.value(), rows.value(), std::move(initial));
  }

  // The same from the session's summary and rows its controller has just read (HDCG reads
  // its setup row first): the store is not asked twice.
  [[nodiscard]] Status open(db::Store& store, const db::SessionSummary& summary,
                            const std::vector<db::Event>& rows, State initial = State()) {
    GameSession folded;
    if (auto status = folded.fold(summary, rows, std::move(initial)); !status) return status;
    folded.store_ = &store;
    folded.session_id_ = summary.id;
    *this = std::move(folded);
    // A kill between a stored event and the status update is settled now.
    return sync_end();
  }

  // The same from a session and its first `rows_to_read` rows held in memory (History's
  // replay). Nothing can be stored through it.
  [[nodiscard]] Status load(const db::SessionSummary& summary, const std::vector<db::Event>& rows,
                            std::size_t rows_to_read = static_cast<std::size_t>(-1),
                            State initial = State()) {
    GameSession folded;
    const auto n = static_cast<std::ptrdiff_t>(std::min(rows_to_read, rows.size()));
    if (auto status = folded.fold(summary, {rows.begin(), rows.begin() + n}, std::move(initial));
        !status) {
      return status;
    }
    *this = std::move(folded);
    return Done{};
  }

  // This session as it stood before standing()[index] (the events from there on cut off):
  // the table an event was entered on. Nothing can be stored through it.
  [[nodiscard]] GameSession before(std::size_t index) const {
    GameSession earlier = *this;
    earlier.store_ = nullptr;
    earlier.session_id_ = 0;
    const std::size_t keep = std::min(index, standing_.size());
    if (keep < standing_.size()) earlier.current_ = earlier_[keep];
    earlier.standing_.resize(keep);
    earlier.earlier_.resize(keep);
    earlier.undone_.clear();
    return earlier;
  }

  // Rules on the event, stores it, then shows it.
  [[nodiscard]] Status act(Event event) {
    if (!is_open()) return Violation{db::StoreReason::kNotFound};
    auto next = G::apply(state(), event);
    if (!next) return next.violations();
    const std::string payload = G::payload(event);
    auto stored = store_->append_event(session_id_, std::string(G::kind(event)), payload);
    if (!stored) return stored.violations();
    ++rows_;
    step(std::move(event), std::move(next).value());
    return sync_end();
  }

  // Places the latest undone event again (stored marked as a redo).
  [[nodiscard]] Status redo() requires session_hooks::HasRedo<G> {
    if (!is_open()) return Violation{db::StoreReason::kNotFound};
    if (undone_.empty()) return Violation{G::kNothingToRedo};
    return act(G::as_redo(undone_.back()));
  }

  // Stores a row beside the events (G::beside): written, counted, never folded.
  [[nodiscard]] Status append_beside(std::string_view kind, const std::string& payload) requires
      session_hooks::HasBesideRows<G> {
    if (!is_open()) return Violation{db::StoreReason::kNotFound};
    auto stored = store_->append_event(session_id_, std::string(kind), payload);
    if (!stored) return stored.violations();
    ++rows_;
    return Done{};
  }

  // Cancels the latest event still standing.
  [[nodiscard]] Status undo() {
    if (!is_open()) return Violation{db::StoreReason::kNotFound};
    if (!can_undo()) return Violation{G::kNothingToUndo};
    auto stored =
        store_->append_event(session_id_, std::string(kUndoKind), std::string(undo_payload()));
    if (!stored) return stored.violations();
    ++rows_;
    step_back();
    return sync_end();
  }

  // The same object for the session's life: a reference to it stays good across events.
  [[nodiscard]] const State& state() const { return current_; }
  // The state before the first event (after the game's header rows).
  [[nodiscard]] const State& initial() const {
    return earlier_.empty() ? current_ : earlier_.front();
  }
  // The events in force, in order (those not cancelled by an undo).
  [[nodiscard]] const std::vector<Event>& standing() const { return standing_; }
  // The events undone that redo can bring back, the latest undone last.
  [[nodiscard]] const std::vector<Event>& undone() const { return undone_; }
  [[nodiscard]] bool can_redo() const { return !undone_.empty(); }
  [[nodiscard]] bool can_undo() const {
    if (standing_.empty()) return false;
    if constexpr (session_hooks::HasUndoable<G>) {
      return G::undoable(standing_.back());
    } else {
      return true;
    }
  }
  // Every row the session holds, header and undo rows included.
  [[nodiscard]] std::size_t rows() const { return rows_; }
  [[nodiscard]] const std::vector<db::SeatEntry>& seats() const { return seats_; }
  [[nodiscard]] std::int64_t session_id() const { return session_id_; }
  [[nodiscard]] bool is_open() const { return store_ != nullptr && session_id_ != 0; }
  [[nodiscard]] db::Store* store() const { return store_; }
  // The stored result an ended game gets now.
  [[nodiscard]] std::string result_json() const {
    if constexpr (session_hooks::HasResultWithSeats<G>) {
      return G::result_json(state(), seats_);
    } else {
      return G::result_json(state());
    }
  }

 private:
  static constexpr std::string_view undo_payload() {
    if constexpr (session_hooks::HasUndoPayload<G>) {
      return G::kUndoPayload;
    } else {
      return kUndoPayload;
    }
  }

  // Folds `rows` into this (empty) session; on a refusal this session is left unusable.
  [[nodiscard]] Status fold(const db::SessionSummary& summary, const std::vector<db::Event>& rows,
                            State initial) {
    if (summary.game != G::kId) {
      return Violation{SetupReason::kUnknownGame, {Param{"game", summary.game}}};
    }
    std::size_t first = 0;
    if constexpr (session_hooks::HasInitial<G>) {
      auto start = G::initial(summary, rows);
      if (!start) return start.violations();
      initial = std::move(start.value().state);
      first = start.value().header_rows;
    }
    current_ = std::move(initial);
    earlier_.clear();
    standing_.clear();
    undone_.clear();
    if (auto status = fold_rows(rows, first); !status) return status;
    rows_ = rows.size();
    seats_ = summary.seats;
    std::sort(seats_.begin(), seats_.end(),
              [](const db::SeatEntry& a, const db::SeatEntry& b) { return a.seat < b.seat; });
    end_ = SessionEnd(summary);
    return Done{};
  }

  [[nodiscard]] Status fold_rows(const std::vector<db::Event>& rows, std::size_t first) {
    Violations problems;
    for (std::size_t i = first; i < rows.size(); ++i) {
      const auto& row = rows[i];
      const Param at{"event", static_cast<std::int64_t>(i) + 1};
      if constexpr (session_hooks::HasBesideRows<G>) {
        if (G::beside(row.kind)) {
          if constexpr (session_hooks::HasReadBeside<G>) {
            auto read = G::read_beside(row.kind, row.payload, where(i));
            if (!read)
              problems.insert(problems.end(), read.violations().begin(), read.violations().end());
          }
          continue;
        }
      }
      if (row.kind == kUndoKind) {
        if (!can_undo()) return Violation{G::kNothingToUndo, {at}};
        step_back();
        continue;
      }
      auto event = decode(row, i);
      if (!event) {
        problems.insert(problems.end(), event.violations().begin(), event.violations().end());
        continue;
      }
      if (!problems.empty()) continue;  // a row before failed: only collect the others' faults
      auto next = G::apply(state(), event.value());
      if (!next) {
        Violations refused = next.violations();
        for (auto& v : refused) v.params.push_back(at);
        return refused;
      }
      step(std::move(event).value(), std::move(next).value());
    }
    if (!problems.empty()) return problems;
    return Done{};
  }

  // Where row `index` (0-based) is, as a fault's path names it.
  static std::string where(std::size_t index) { return "events[" + std::to_string(index) + "]"; }

  // Row `index` (0-based) as the game's event, or why not, with where it is.
  [[nodiscard]] Result<Event> decode(const db::Event& row, std::size_t index) const {
    if constexpr (session_hooks::HasDecodeAt<G>) {
      return G::decode_at(state(), row.kind, row.payload, where(index));
    } else {
      auto event = G::decode(row.kind, row.payload);
      if (event) return event;
      Violations located = event.violations();
      for (auto& v : located)
        v.params.push_back(Param{"event", static_cast<std::int64_t>(index) + 1});
      return located;
    }
  }

  void step(Event event, State next) {
    if constexpr (session_hooks::HasRedo<G>) {
      if (G::is_redo(event) && !undone_.empty()) {
        undone_.pop_back();
      } else {
        undone_.clear();
      }
    }
    standing_.push_back(std::move(event));
    earlier_.push_back(std::move(current_));
    current_ = std::move(next);
  }
  void step_back() {
    if constexpr (session_hooks::HasRedo<G>) undone_.push_back(std::move(standing_.back()));
    standing_.pop_back();
    current_ = std::move(earlier_.back());
    earlier_.pop_back();
  }
  [[nodiscard]] Status sync_end() {
    return end_.sync(*store_, session_id_, G::over(state()), [this] { return result_json(); });
  }

  db::Store* store_ = nullptr;
  std::int64_t session_id_ = 0;
  std::size_t rows_ = 0;
  std::vector<db::SeatEntry> seats_;
  State current_ = State();
  std::vector<State> earlier_;  // earlier_[i]: the state before standing_[i]
  std::vector<Event> standing_;
  std::vector<Event> undone_;  // with G's redo only
  SessionEnd end_;
};

}  // namespace tableref::controllers

#pragma once
// A stored Smash Up session replayed step by step: the referee's state after each of the
// first N events (N = 0..events), folded once through smashup::Session (undos resolved as
// the live controller resolves them). What the replay view draws at step N. No ImGui here.
#include <cstddef>
#include <optional>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/game_history.hpp"
#include "tableref/controllers/session_record.hpp"
#include "tableref/referee/smashup/event.hpp"
#include "tableref/referee/smashup/state.hpp"

namespace tableref::controllers {

struct SmashupReplay {
  // states[n]: the game after the first n events; states[0] is the empty game before
  // StartGame. Holds events.size() + 1 states when every event applied.
  std::vector<smashup::GameState> states;
  // events[n - 1]: the n-th stored event, read back from its row.
  std::vector<smashup::Event> events;
  // Why the fold stopped early (a row that does not read or a refused event); the states
  // then end at the last event that applied.
  std::optional<Violation> error;

  // The state after `step` events (the last one reached when the fold stopped earlier).
  [[nodiscard]] const smashup::GameState& at(std::size_t step) const;
};

// Folds every event of `record` (a "smashup" session).
[[nodiscard]] SmashupReplay smashup_replay(const SessionRecord& record);

// What the `step`-th event did (1-based), in catalog words ("smashup.replay.event.*",
// "replay.event.undo"), read against the states before and after it: "Tar Pits scored:
// Ann +4 · Bo +3". Empty key for step 0 and for steps the fold did not reach.
[[nodiscard]] CatalogText smashup_event_text(const SmashupReplay& replay, std::size_t step);

// The state after the first `step` events alone (Session::from_log of that prefix).
[[nodiscard]] Result<smashup::GameState> smashup_state_at(const SessionRecord& record,
                                                          std::size_t step);

}  // namespace tableref::controllers

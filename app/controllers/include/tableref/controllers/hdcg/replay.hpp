#pragma once
// A stored HDCG session replayed step by step: the duel after each of the first N events
// (N = 0..events), folded once from the setup event through the referee, each undo
// restoring the state before the event it cancels (as hdcg::replay does). What the replay
// view draws at step N. No ImGui here.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/game_history.hpp"
#include "tableref/controllers/session_record.hpp"
#include "tableref/referee/hdcg/duel.hpp"

namespace tableref::controllers {

struct HdcgReplay {
  // states[n]: the duel after the first n stored events. The setup event (n = 1) makes the
  // duel; states[0] is that same duel (nothing before the setup to show).
  std::vector<hdcg::DuelState> states;
  // events[n - 1]: the referee event of the n-th stored event; nullopt for the setup event.
  std::vector<std::optional<hdcg::DuelEvent>> events;
  // Why the fold stopped early (no setup, a row that does not read, a refused event); the
  // states then end at the last event that applied.
  std::optional<Violation> error;

  // The state after `step` events (the last one reached when the fold stopped earlier);
  // nullptr when not even the setup could be read.
  [[nodiscard]] const hdcg::DuelState* at(std::size_t step) const;
};

// Folds every event of `record` (an "hdcg" session).
[[nodiscard]] HdcgReplay hdcg_replay(const SessionRecord& record);

// What the `step`-th stored event did (1-based), in catalog words ("hdcg.event.*",
// "hdcg.replay.event.*", "replay.event.undo"), read against the duel before and after it
// ("Ann dealt 150 damage to Bo"). Empty key for step 0 and for steps the fold did not reach.
[[nodiscard]] CatalogText hdcg_event_text(const HdcgReplay& replay, std::size_t step);

// "hdcg.phase.play": the catalog key of a phase.
[[nodiscard]] std::string hdcg_phase_key(hdcg::Phase phase);
// "×", "÷", "+", "−".
[[nodiscard]] const char* hdcg_op_symbol(hdcg::ModifierOp op);
// "×1.2 大锤": the operation, the value and the source.
[[nodiscard]] std::string hdcg_modifier_text(const hdcg::Modifier& m);

}  // namespace tableref::controllers

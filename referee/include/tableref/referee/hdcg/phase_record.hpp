#pragma once
// What the current phase has already seen, read from the duel's log. The state says where
// the turn is; the log says what was done there: whether the draw phase's skill cards were
// drawn, how many cards the discard phase took, and so the draw that leaving the draw phase
// owes (the rules draw 2 skill cards every draw phase: "Next phase" draws them when nobody
// did). `log` is the whole log as replay() takes it, Undo events included.
#include <cstddef>
#include <optional>
#include <vector>

#include "tableref/referee/hdcg/duel.hpp"

namespace tableref::hdcg {

// The events still in force after the undos, in order (each Undo cancels the latest one).
[[nodiscard]] std::vector<const DuelEvent*> events_in_force(const std::vector<DuelEvent>& log);
// The events in force since the last phase change (AdvancePhase) or the game's start.
[[nodiscard]] std::vector<const DuelEvent*> this_phase(const std::vector<DuelEvent>& log);

// In the draw phase: the current seat drew its kDrawPhaseSkills skill cards (one Draw of
// that count). False in any other phase.
[[nodiscard]] bool drew_this_phase(const DuelState& state, const std::vector<DuelEvent>& log);
// In the discard phase: the cards discarded for the hand limit so far. 0 in any other phase.
[[nodiscard]] std::size_t discarded_this_phase(const DuelState& state,
                                               const std::vector<DuelEvent>& log);
// The draw owed before the draw phase may end: the current seat's kDrawPhaseSkills cards when
// the duel has started, the turn is in its draw phase and they were not drawn; else none.
[[nodiscard]] std::optional<event::Draw> draw_owed(const DuelState& state,
                                                   const std::vector<DuelEvent>& log);

}  // namespace tableref::hdcg

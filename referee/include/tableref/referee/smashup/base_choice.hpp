#pragma once
// Which base the current player may score now. In the score-bases phase the player picks a
// ready base (ChooseBase) and scores it; once chosen, the base finishes scoring even if its
// power drops below the breakpoint. Scoring one base at a time is the referee's too:
// choosing a ready base while another is being scored is refused with
// Reason::kSmashupOtherBaseScoring, which names the base to finish first.
#include "tableref/referee/smashup/state.hpp"

namespace tableref::smashup {

// In the score-bases phase: the base being scored, or a ready base (an empty or unknown slot
// never). Outside that phase no base is scored by choice.
[[nodiscard]] bool may_score(const GameState& state, int slot);

}  // namespace tableref::smashup

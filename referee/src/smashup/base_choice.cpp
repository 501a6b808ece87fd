#include "tableref/referee/smashup/base_choice.hpp"

namespace tableref::smashup {

bool may_score(const GameState& state, int slot) {
  if (slot < 0 || slot >= static_cast<int>(state.bases.size())) return false;
  if (state.phase != Phase::kScoreBases) return false;
  const bool chosen = state.scoring && *state.scoring == slot;
  return chosen || is_ready(state.bases[static_cast<std::size_t>(slot)]);
}

}  // namespace tableref::smashup

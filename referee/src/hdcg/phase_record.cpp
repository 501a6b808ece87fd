#include "tableref/referee/hdcg/phase_record.hpp"

#include <iterator>

#include "tableref/referee/hdcg/turn.hpp"

namespace tableref::hdcg {

std::vector<const DuelEvent*> events_in_force(const std::vector<DuelEvent>& log) {
  std::vector<const DuelEvent*> out;
  for (const auto& e : log) {
    if (std::holds_alternative<event::Undo>(e)) {
      if (!out.empty()) out.pop_back();
    } else {
      out.push_back(&e);
    }
  }
  return out;
}

std::vector<const DuelEvent*> this_phase(const std::vector<DuelEvent>& log) {
  auto all = events_in_force(log);
  std::size_t from = all.size();
  while (from > 0 && !std::holds_alternative<event::AdvancePhase>(*all[from - 1]) &&
         !std::holds_alternative<event::StartGame>(*all[from - 1])) {
    --from;
  }
  return {std::next(all.begin(), static_cast<std::ptrdiff_t>(from)), all.end()};
}

bool drew_this_phase(const DuelState& state, const std::vector<DuelEvent>& log) {
  if (state.turn.phase != Phase::kDraw) return false;
  for (const auto* e : this_phase(log)) {
    if (const auto* draw = std::get_if<event::Draw>(e)) {
      if (draw->seat == state.turn.seat &&
          draw->count == static_cast<std::size_t>(kDrawPhaseSkills)) {
        return true;
      }
    }
  }
  return false;
}

std::size_t discarded_this_phase(const DuelState& state, const std::vector<DuelEvent>& log) {
  if (state.turn.phase != Phase::kDiscard) return 0;
  std::size_t cards = 0;
  for (const auto* e : this_phase(log)) {
    if (const auto* discard = std::get_if<event::Discard>(e)) {
      if (discard->discard_phase) cards += discard->cards.size();
    }
  }
  return cards;
}

std::optional<event::Draw> draw_owed(const DuelState& state, const std::vector<DuelEvent>& log) {
  if (!state.started || state.turn.phase != Phase::kDraw || state.turn.seat >= state.seats.size())
    return std::nullopt;
  if (drew_this_phase(state, log)) return std::nullopt;
  return event::Draw{state.turn.seat, static_cast<std::size_t>(kDrawPhaseSkills)};
}

}  // namespace tableref::hdcg

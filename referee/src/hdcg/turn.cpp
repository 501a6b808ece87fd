#include "tableref/referee/hdcg/turn.hpp"

namespace tableref::hdcg {

std::string_view name(Phase phase) {
  switch (phase) {
    case Phase::kStart:
      return "start";
    case Phase::kJudgement:
      return "judgement";
    case Phase::kDraw:
      return "draw";
    case Phase::kPlay:
      return "play";
    case Phase::kDiscard:
      return "discard";
    case Phase::kEnd:
      return "end";
  }
  return "start";
}

std::optional<Phase> parse_phase(std::string_view text) {
  for (auto phase : kPhases) {
    if (text == name(phase)) return phase;
  }
  return std::nullopt;
}

TurnPosition first_position(const std::vector<bool>& alive) {
  TurnPosition position;
  for (std::size_t seat = 0; seat < alive.size(); ++seat) {
    if (alive[seat]) {
      position.seat = seat;
      break;
    }
  }
  return position;
}

TurnPosition next_position(const TurnPosition& position, const std::vector<bool>& alive) {
  TurnPosition next = position;
  if (position.phase != Phase::kEnd) {
    next.phase = static_cast<Phase>(static_cast<int>(position.phase) + 1);
    return next;
  }
  const std::size_t seats = alive.size();
  for (std::size_t offset = 1; offset <= seats; ++offset) {
    const std::size_t seat = (position.seat + offset) % seats;
    if (!alive[seat]) continue;
    next.seat = seat;
    next.phase = Phase::kStart;
    if (seat <= position.seat) ++next.round;  // the order wrapped: a new round
    return next;
  }
  return position;  // nobody alive
}

}  // namespace tableref::hdcg

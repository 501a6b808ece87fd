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

std::optional<std::size_t> next_living_seat(std::size_t seat, const std::vector<bool>& alive) {
  const std::size_t seats = alive.size();
  for (std::size_t offset = 1; offset < seats; ++offset) {
    const std::size_t next = (seat + offset) % seats;
    if (alive[next]) return next;
  }
  return std::nullopt;
}

TurnPosition next_position(const TurnPosition& position, const std::vector<bool>& alive) {
  TurnPosition next = position;
  if (position.phase != Phase::kEnd) {
    next.phase = static_cast<Phase>(static_cast<int>(position.phase) + 1);
    return next;
  }
  // The next living seat, or the same seat again when it is the only one alive.
  std::optional<std::size_t> seat = next_living_seat(position.seat, alive);
  if (!seat && position.seat < alive.size() && alive[position.seat]) seat = position.seat;
  if (!seat) return position;  // nobody alive
  next.seat = *seat;
  next.phase = Phase::kStart;
  if (*seat <= position.seat) ++next.round;  // the order wrapped: a new round
  return next;
}

}  // namespace tableref::hdcg

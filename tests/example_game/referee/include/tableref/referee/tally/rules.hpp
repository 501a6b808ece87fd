#pragma once
// The tests' example game (tests/example_game): players add points to one tally until someone
// calls the end. Two event types and two rules (no negative points; nothing after the end),
// enough to drive the session engine and the app the way a real game does. Standard C++ only,
// as every game's rules (docs/architecture.md, "Layers").
#include <array>
#include <cstdint>
#include <string_view>
#include <variant>

#include "tableref/base/reason_table.hpp"
#include "tableref/base/result.hpp"

namespace tableref::tally {

// 9901-9999 are free in every layer's table; the tests' game takes four of them.
enum class Reason : std::uint16_t {
  kNegativePoints = 9901,
  kGameOver = 9902,
  kNothingToUndo = 9903,
  kNothingToRedo = 9904,
};
inline constexpr std::array kReasonNames{
    ReasonRow<Reason>{Reason::kNegativePoints, "tally.negative_points"},
    ReasonRow<Reason>{Reason::kGameOver, "tally.game_over"},
    ReasonRow<Reason>{Reason::kNothingToUndo, "tally.nothing_to_undo"},
    ReasonRow<Reason>{Reason::kNothingToRedo, "tally.nothing_to_redo"},
};

struct Add {
  int points = 0;
  bool redo = false;  // placed again by redo
};
struct End {};
using Event = std::variant<Add, End>;

struct State {
  int total = 0;
  bool over = false;
  friend bool operator==(const State&, const State&) = default;
};

}  // namespace tableref::tally

template <>
struct tableref::ReasonEnumTraits<tableref::tally::Reason> {
  static constexpr std::string_view name(tally::Reason r) {
    return name_in(tally::kReasonNames, r);
  }
};

namespace tableref::tally {

[[nodiscard]] inline Result<State> apply(const State& state, const Event& event) {
  if (state.over) return Violation{Reason::kGameOver};
  if (const auto* add = std::get_if<Add>(&event)) {
    if (add->points < 0) {
      return Violation{Reason::kNegativePoints, {Param{"points", std::int64_t{add->points}}}};
    }
    return State{state.total + add->points, false};
  }
  return State{state.total, true};
}

}  // namespace tableref::tally

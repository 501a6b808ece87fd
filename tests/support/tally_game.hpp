#pragma once
// A game that lives in the tests only: players add points to a tally until someone calls the
// end. Two event types and two rules (no negative points; nothing after the end), enough to
// drive the session engine the way a real game does, with its own codec and reasons. It has
// every optional hook a real game may bring but the start: redo, and "note" rows stored
// beside its events.
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

#include "tableref/base/reason_table.hpp"
#include "tableref/base/result.hpp"
#include "tableref/controllers/json_input.hpp"

namespace tableref::tally {

// 9901-9999 are free in every layer's table; the tests' game takes three of them.
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

struct Game {
  using State = tally::State;
  using Event = tally::Event;
  static constexpr std::string_view kId = "tally";
  static constexpr Reason kNothingToUndo = Reason::kNothingToUndo;
  static constexpr Reason kNothingToRedo = Reason::kNothingToRedo;

  static bool beside(std::string_view kind) { return kind == "note"; }
  static Event as_redo(const Event& event) {
    Event again = event;
    if (auto* add = std::get_if<Add>(&again)) add->redo = true;
    return again;
  }
  static bool is_redo(const Event& event) {
    const auto* add = std::get_if<Add>(&event);
    return add != nullptr && add->redo;
  }

  static Result<State> apply(const State& state, const Event& event) {
    if (state.over) return Violation{Reason::kGameOver};
    if (const auto* add = std::get_if<Add>(&event)) {
      if (add->points < 0) {
        return Violation{Reason::kNegativePoints, {Param{"points", std::int64_t{add->points}}}};
      }
      return State{state.total + add->points, false};
    }
    return State{state.total, true};
  }
  static bool over(const State& state) { return state.over; }
  static std::string result_json(const State& state) {
    return "{\"total\":" + std::to_string(state.total) + "}";
  }
  static std::string_view kind(const Event& event) {
    return std::holds_alternative<Add>(event) ? "add" : "end";
  }
  static std::string payload(const Event& event) {
    if (const auto* add = std::get_if<Add>(&event)) {
      return "{\"points\":" + std::to_string(add->points) + (add->redo ? ",\"redo\":true}" : "}");
    }
    return "{}";
  }
  static Result<Event> decode(std::string_view kind, std::string_view payload) {
    namespace ji = controllers::json_input;
    if (kind == "end") return Event{End{}};
    if (kind != "add") return ji::not_one_of("kind", kind, "add | end");
    auto json = ji::parse(payload);
    if (!json) return json.violations();
    auto points = ji::member(json.value(), "add", "points");
    if (!points) return points.violations();
    auto value = ji::read_integer(*points.value(), "add.points", -1000, 1000);
    if (!value) return value.violations();
    const auto* redo = ji::optional_member(json.value(), "redo");
    return Event{Add{static_cast<int>(value.value()), redo != nullptr && *redo == true}};
  }
};

}  // namespace tableref::tally

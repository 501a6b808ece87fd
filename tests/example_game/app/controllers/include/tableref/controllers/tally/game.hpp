#pragma once
// The tests' example game in the session engine (its SessionGame type): the rules
// (referee/tally/rules.hpp), its store codec and reasons. It has every optional hook a real
// game may bring but the start: redo, and "note" rows stored beside its events.
#include <string>
#include <string_view>
#include <variant>

#include "tableref/controllers/json_input.hpp"
#include "tableref/referee/tally/rules.hpp"

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
    return tally::apply(state, event);
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

#pragma once
// HDCG as the session engine (game_session.hpp) holds it: the duel, its events and their store
// codec. The session's first row ("setup") is the duel as it was dealt, with its seed: the
// state every event folds from, not an event itself.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/game_session.hpp"
#include "tableref/db/store.hpp"
#include "tableref/referee/hdcg/duel.hpp"
#include "tableref/referee/hdcg/reason.hpp"

namespace tableref::controllers {

inline constexpr std::string_view kHdcgSetupKind = "setup";

// The setup row read: the seed of the session's random draws and the duel before any event.
struct HdcgSetupRow {
  std::uint64_t seed = 0;
  hdcg::DuelState duel;
};
// Refused with the row's path ("events[0].seed") as the shared input codes say it.
[[nodiscard]] Result<HdcgSetupRow> hdcg_read_setup(const std::vector<db::Event>& rows);

struct HdcgGame {
  using State = hdcg::DuelState;
  using Event = hdcg::DuelEvent;
  static constexpr std::string_view kId = "hdcg";
  static constexpr hdcg::Reason kNothingToUndo = hdcg::Reason::kHdcgNothingToUndo;
  // HDCG's undo rows have always carried their type, which History's reader expects.
  static constexpr std::string_view kUndoPayload = R"({"type":"undo"})";

  static Result<SessionStart<State>> initial(const db::SessionSummary& session,
                                             const std::vector<db::Event>& rows);
  static Result<State> apply(const State& state, const Event& event) {
    State next = state;
    if (auto status = hdcg::apply(next, event); !status) return status.violations();
    return next;
  }
  static bool over(const State& state) { return state.over(); }
  // {"players": [{"name", "score", "rank", "winner"}]}; score = HP left (a JSON integer when
  // whole, else a decimal string).
  static std::string result_json(const State& state);
  // The opening draw stands for good.
  static bool undoable(const Event& event) {
    return !std::holds_alternative<hdcg::event::StartGame>(event);
  }

  static std::string kind(const Event& event);
  static std::string payload(const Event& event);
  static Result<Event> decode(std::string_view kind, std::string_view payload);
};

}  // namespace tableref::controllers

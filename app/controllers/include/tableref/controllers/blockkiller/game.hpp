#pragma once
// Block-Killer as the session engine (game_session.hpp) holds it: the referee's table, its
// events with the play as it was entered, and their store codec.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/blockkiller/draft.hpp"
#include "tableref/controllers/game_formats.hpp"
#include "tableref/controllers/game_session.hpp"
#include "tableref/db/store.hpp"
#include "tableref/referee/blockkiller/reason.hpp"
#include "tableref/referee/blockkiller/table.hpp"

namespace tableref::controllers {

// One stored table event with the play as it was entered (quick or field; absent for draws,
// passes and unanswered attacks).
struct BlockKillerLogged {
  blockkiller::TableEvent event;
  std::optional<BlockKillerDraft> entry;
};

// The player at `seat` of the seats in order ("#n" for a seat with no entry).
[[nodiscard]] std::string blockkiller_seat_name(const std::vector<db::SeatEntry>& seats, int seat);

struct BlockKillerGame {
  using State = blockkiller::TableState;
  using Event = BlockKillerLogged;
  static constexpr std::string_view kId = "blockkiller";
  static constexpr blockkiller::Reason kNothingToUndo = blockkiller::Reason::kBkNothingToUndo;

  // The table the session's seats and rules set (no header rows).
  static Result<SessionStart<State>> initial(const db::SessionSummary& session,
                                             const std::vector<db::Event>& rows);
  static Result<State> apply(const State& state, const Event& event) {
    return blockkiller::apply_event(state, event.event);
  }
  // Over once one player is left.
  static bool over(const State& state) {
    return state.phase == blockkiller::Phase::kOver && state.winner.has_value();
  }
  // {"players":[{"name","score","rank","winner"}]} from the referee's standings: rank by
  // elimination order, score = players outlasted.
  static std::string result_json(const State& state, const std::vector<db::SeatEntry>& seats);

  static std::string_view kind(const Event& event);
  // The referee's event JSON, with the entered play under "entry".
  static std::string payload(const Event& event);
  static Result<Event> decode(std::string_view kind, std::string_view payload);

  // Its file: the plays as one fumen, export only (a fumen holds plays, not hands and turns).
  static std::vector<GameFileFormat> export_formats() { return {{"fumen", ".fumen", false}}; }
  // From the rows as entered (fumen_session.cpp: blockkiller_session_fumen), not folded.
  static Result<std::string> write_rows_export(const SessionRecord& record,
                                               std::string_view format);
};

}  // namespace tableref::controllers

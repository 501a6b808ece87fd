#pragma once
// Blokus as the session engine (game_session.hpp) holds it: the referee's position with the
// session's rules and seats, the moves' records, and the store codec of its rows.
//
// Event kinds and payloads (JSON objects):
//   place     {"color":"1","cells":"a20,b20","entry":"cells"|"tray"|"timeout"|"file","used_ms":N}
//             a confirmed time-out proposal also carries "timeout_seed":N (the seed it came from)
//   overrule  the same; "the table overrules the referee", recorded as such
//   setup     {"color":"1","cells":"..."}  a file's setup placement (sessions from .blksgf)
//   to_move   {"color":"2"}                 a file's PL
//   undo      {}                            takes back the last move (and gives its time back)
//   a redo is the undone move placed again: "place" or "overrule" as it was, with "redo":true
//             (a new move, not a redo, forgets what was undone)
//   clock     {"action":"pause"|"resume","elapsed_ms":N}: beside the moves (an undo passes
//             over it); the controller reads these rows itself
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/game_formats.hpp"
#include "tableref/controllers/game_session.hpp"
#include "tableref/db/store.hpp"
#include "tableref/referee/blokus/clock.hpp"
#include "tableref/referee/blokus/game.hpp"
#include "tableref/referee/blokus/reason.hpp"

namespace tableref::controllers {

// Clock settings: each player's total time and the per-move extra time used first (the
// referee's time control, blokus/clock.hpp).
using BlokusClockConfig = blokus::ClockRules;

// The session's rules that are not the referee's own options.
struct BlokusSessionRules {
  bool online_scoring = false;
  bool clocks = false;
  bool timeout_rule = false;  // "timeout_piece": a proposal when a seat's time runs out
  BlokusClockConfig clock;
};

// One move's record beside the referee's history.
struct BlokusMoveRecord {
  blokus::Color color = 0;
  int player = 0;  // the seat (index into the seats) that made it, as seat_for said then
  std::int64_t used_ms = 0;
  bool overruled = false;
  bool tray = false;
  bool timeout = false;  // the time-out proposal, confirmed by the table
};

// The game as the session holds it.
struct BlokusPlay {
  blokus::GameState game;
  BlokusSessionRules rules;
  std::vector<int> seat_of_color;  // owner seat per color (-1: shared)
  std::vector<BlokusMoveRecord> moves;
};

// The seat (index into the seats) playing `color` now (the shared color rotates), or -1.
[[nodiscard]] int blokus_seat_for(const BlokusPlay& play, blokus::Color color);
// The seat index of scoring player `player`, or -1.
[[nodiscard]] int blokus_seat_of_player(const BlokusPlay& play, int player);

// One stored row of the game (clock rows aside).
struct BlokusEvent {
  enum class Kind : std::uint8_t { kPlace, kOverrule, kSetup, kToMove };
  Kind kind = Kind::kPlace;
  blokus::Variant variant = blokus::Variant::kClassic;  // how its colour is named
  blokus::Color color = 0;
  std::vector<GridCell> cells;  // none for kToMove
  // How the move was entered ("cells", "tray", "timeout", "file"); empty for a setup row,
  // which stores neither it nor the time used.
  std::string entry;
  std::int64_t used_ms = 0;
  std::optional<std::uint64_t> timeout_seed;
  bool redo = false;
};

struct BlokusGame {
  using State = BlokusPlay;
  using Event = BlokusEvent;
  static constexpr std::string_view kId = "blokus";
  static constexpr blokus::Reason kNothingToUndo = blokus::Reason::kBlokusNothingToUndo;
  static constexpr blokus::Reason kNothingToRedo = blokus::Reason::kBlokusNothingToRedo;

  // The position from the session's variant and rules, the seats' colours (no header rows).
  static Result<SessionStart<State>> initial(const db::SessionSummary& session,
                                             const std::vector<db::Event>& rows);
  static Result<State> apply(const State& state, const Event& event);
  static bool over(const State& state) { return state.game.game_over(); }
  // {"players": [{"name", "score", "rank", "winner"}], "duration_s"}, scored as the session's
  // rules say (boxed or online).
  static std::string result_json(const State& state, const std::vector<db::SeatEntry>& seats);
  // A file's set-up and its colour to move are where the session starts.
  static bool undoable(const Event& event) {
    return event.kind == Event::Kind::kPlace || event.kind == Event::Kind::kOverrule;
  }
  static bool beside(std::string_view kind) { return kind == "clock"; }
  // A clock row is checked where it lies (blokus_clock_row), though never folded.
  static Status read_beside(std::string_view kind, std::string_view payload,
                            std::string_view where);
  static Event as_redo(const Event& event) {
    Event again = event;
    again.redo = true;
    return again;
  }
  static bool is_redo(const Event& event) { return event.redo; }

  static std::string_view kind(const Event& event);
  static std::string payload(const Event& event);
  // The rows' codec (rows_codec.cpp): a colour or cells that do not read are reported with the
  // shared input reasons and their path ("events[3].color"), never guessed; rows from before
  // the entry and the clocks were kept read as they always did.
  static Result<Event> decode_at(const State& state, std::string_view kind,
                                 std::string_view payload, std::string_view where);

  // Its file (files.cpp): .blksgf, which Pentobi opens, both ways.
  static std::vector<GameFileFormat> export_formats() { return {{"blksgf", ".blksgf", true}}; }
  // The position as one line of .blksgf, dated the day the table played.
  static Result<std::string> write_export(const State& state, const SessionRecord& record,
                                          std::string_view format);
  // A .blksgf game as a new session (blokus_import_record).
  static Result<SessionRecord> read_import(std::string_view format, std::string_view text,
                                           const RenderText& render);
};

// A clock row beside the moves: the clock paused ("pause") or resumed ("resume"), with the
// running move's time then.
struct BlokusClockRow {
  std::string action;
  std::int64_t elapsed_ms = 0;
  [[nodiscard]] bool resumed() const { return action == "resume"; }
};
// The clock row at `where` ("events[4]"), or why it does not read.
[[nodiscard]] Result<BlokusClockRow> blokus_clock_row(std::string_view payload,
                                                      std::string_view where);
[[nodiscard]] std::string blokus_clock_payload(const BlokusClockRow& row);
// The time a move's row says it took (0 where it says none, or does not read).
[[nodiscard]] std::int64_t blokus_used_ms(std::string_view payload);

}  // namespace tableref::controllers

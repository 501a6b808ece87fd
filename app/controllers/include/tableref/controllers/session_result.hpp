#pragma once
// The result a game's controller stores in sessions.result when the session finishes
// (docs/history.md fixes the shape):
//   {"players": [{"name": "Ann", "seat": 0, "score": 87, "rank": 1, "winner": true}, ...],
//    "duration_s": 3120, "start_seat": 0}
// Every key but players[].name is optional. Read leniently: a history must still show a
// session whose result is partial.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/db/store.hpp"

namespace tableref::controllers {

struct PlayerResult {
  std::string name;
  std::optional<int> seat;
  std::optional<double> score;  // points, VP, HP left: what the game counts
  std::optional<int> rank;      // 1 = first; tied players share a rank
  bool winner = false;
};

struct SessionResult {
  std::vector<PlayerResult> players;
  std::optional<std::int64_t> duration_s;
  std::optional<int> start_seat;
};

// nullopt when `result_json` is empty, not JSON, or has no players array.
[[nodiscard]] std::optional<SessionResult> parse_session_result(std::string_view result_json);
// The JSON text of `result` in the shape above (for controllers that finish a session).
[[nodiscard]] std::string session_result_json(const SessionResult& result);

// The seat a result row belongs to: its "seat" when given, else the seat with that name.
[[nodiscard]] const db::SeatEntry* seat_of(const db::SessionSummary& session,
                                           const PlayerResult& player);

// Seconds from the session's creation to its last event (or its last update), for records
// whose result carries no duration. 0 when the timestamps cannot be read.
[[nodiscard]] std::int64_t elapsed_seconds(const db::SessionSummary& session,
                                           const std::vector<db::Event>& events);

}  // namespace tableref::controllers

#pragma once
// The session store: players, sessions and each session's append-only event log.
// Every game state is rebuilt by folding a session's events through its referee.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/db/sqlite.hpp"

namespace tableref::db {

inline constexpr int kSchemaVersion = 6;
// PRAGMA application_id of a tableref database ("TBLR").
inline constexpr std::int64_t kApplicationId = 0x54424C52;

enum class SessionStatus { kActive, kFinished, kAbandoned };
[[nodiscard]] std::string_view status_name(SessionStatus status);
[[nodiscard]] std::optional<SessionStatus> parse_status(std::string_view name);

struct SeatEntry {
  int seat = 0;
  std::string player;  // display name; players are matched by exact name
  std::string role;    // color, faction pair, character... as the game needs
  friend bool operator==(const SeatEntry&, const SeatEntry&) = default;
};

struct NewSession {
  std::string game;
  std::string variant;
  std::string rules_json = "{}";
  std::vector<SeatEntry> seats;
};

struct SessionSummary {
  std::int64_t id = 0;
  std::string game;
  std::string variant;
  std::string rules_json;
  SessionStatus status = SessionStatus::kActive;
  std::string created_at;
  std::string updated_at;
  std::string result_json;  // empty until finished
  std::vector<SeatEntry> seats;
  std::int64_t event_count = 0;
};

struct Event {
  std::int64_t session_id = 0;
  std::int64_t seq = 0;  // 1, 2, 3... per session
  std::string at;        // ISO-8601 UTC
  std::string kind;
  std::string payload;  // JSON
};

struct SessionFilter {
  std::optional<std::string> game;
  std::optional<SessionStatus> status;
  std::optional<std::string> player;  // substring of a player's name
  std::optional<std::string> since;   // ISO date, inclusive
  std::optional<std::string> until;   // ISO date, inclusive
  int limit = 100;
  int offset = 0;
};

// Which sessions a statistics query counts.
struct StatsFilter {
  std::optional<std::string> game;
  std::optional<std::string> variant;
  std::optional<std::string> since;  // ISO date, inclusive
  std::optional<std::string> until;  // ISO date, inclusive
};

// One player's record over the sessions a StatsFilter selects. Wins and scores come from
// each finished session's result JSON (docs/history.md), matched by player name.
struct PlayerStats {
  std::string player;
  std::int64_t games = 0;     // sessions the player had a seat in (any status)
  std::int64_t finished = 0;  // of which finished
  std::int64_t wins = 0;      // finished sessions whose result marks the player a winner
  std::int64_t scored = 0;    // finished sessions whose result gives the player a score
  double total_score = 0;
  [[nodiscard]] double win_rate() const {
    return finished > 0 ? static_cast<double>(wins) / static_cast<double>(finished) : 0.0;
  }
  [[nodiscard]] std::optional<double> average_score() const {
    if (scored == 0) return std::nullopt;
    return total_score / static_cast<double>(scored);
  }
};

// A number a game computed for one player of one session from its events (its key names
// it: "attacks_sent", "damage_dealt"...). Cached in session_figures (schema step 3).
struct FigureRow {
  std::string player;
  std::string key;
  double value = 0;
};
// The figures of one session, computed from its first `events` events by `version` of
// the game's figures.
struct SessionFigures {
  std::int64_t session_id = 0;
  std::int64_t events = 0;
  std::int64_t version = 0;
  std::vector<FigureRow> rows;
};
// One player's figure summed over the finished sessions a StatsFilter selects.
struct FigureTotal {
  std::string player;
  std::string key;
  std::int64_t sessions = 0;  // finished sessions in which the player has this figure
  double total = 0;
  [[nodiscard]] double average() const {
    return sessions > 0 ? total / static_cast<double>(sessions) : 0.0;
  }
};

// One player's score in one finished session, for scores-over-time charts.
struct ScorePoint {
  std::int64_t session_id = 0;
  std::string at;  // the session's creation time
  std::string player;
  double score = 0;
};

class Store {
 public:
  // Opens or creates the database at `path` and migrates it. Refuses a file that is not a
  // tableref database, is corrupt, is locked, or comes from a newer version; never writes
  // to such a file.
  [[nodiscard]] static Result<Store> open(const std::string& path);
  [[nodiscard]] static Result<Store> open_memory();

  [[nodiscard]] Result<std::int64_t> schema_version();

  [[nodiscard]] Result<std::int64_t> create_session(const NewSession& session);
  // Appends one event, committed before this returns. Refused (StoreReason::kHeldElsewhere,
  // {device}) while another device of the club holds the session (db::held_elsewhere).
  [[nodiscard]] Result<Event> append_event(std::int64_t session_id, std::string_view kind,
                                           std::string_view payload_json);
  [[nodiscard]] Result<std::vector<Event>> events(std::int64_t session_id);
  [[nodiscard]] Result<SessionSummary> session(std::int64_t session_id);
  [[nodiscard]] Result<std::vector<SessionSummary>> list_sessions(const SessionFilter& filter);
  [[nodiscard]] Status set_status(std::int64_t session_id, SessionStatus status,
                                  std::string_view result_json);
  // Writes a whole session as it was recorded elsewhere (an import): game, variant, rules,
  // status, result, both timestamps, seats, and every event with its seq, time and payload,
  // in one transaction. `session.id` and `event_count` are ignored; the new id is answered.
  // Event seqs must run 1, 2, 3... (kStoreInvalidArgument otherwise).
  [[nodiscard]] Result<std::int64_t> import_session(const SessionSummary& session,
                                                    const std::vector<Event>& events);

  // Per player: games, finished, wins, scores; most games first, then by name.
  [[nodiscard]] Result<std::vector<PlayerStats>> player_statistics(const StatsFilter& filter);
  // Scores of finished sessions in time order; `player` (exact name) narrows to one.
  [[nodiscard]] Result<std::vector<ScorePoint>> score_history(
      const StatsFilter& filter, const std::optional<std::string>& player = std::nullopt);
  // Finished sessions `filter` selects whose figures are not cached, or were cached from
  // another number of events or by another `version` of the figures.
  [[nodiscard]] Result<std::vector<std::int64_t>> sessions_without_figures(
      const StatsFilter& filter, std::int64_t version);
  // Replaces the cached figures of each session, all in one transaction.
  [[nodiscard]] Status put_session_figures(const std::vector<SessionFigures>& sessions);
  // Cached figures summed per player and key over the finished sessions `filter` selects;
  // by player name, then each key in the order the game reported it.
  [[nodiscard]] Result<std::vector<FigureTotal>> figure_totals(const StatsFilter& filter);
  // How many sessions a SessionFilter matches (ignoring its limit and offset), for paging.
  [[nodiscard]] Result<std::int64_t> count_sessions(const SessionFilter& filter);

  // The players' names, the one who played last first (Home offers them so that a name is
  // not typed again every game); at most `limit`.
  [[nodiscard]] Result<std::vector<std::string>> player_names(std::int64_t limit);

  [[nodiscard]] Result<std::optional<std::string>> setting(std::string_view key);
  [[nodiscard]] Status set_setting(std::string_view key, std::string_view value);

  [[nodiscard]] Connection& connection() { return connection_; }

  // Writes a session's seats (players matched or added by name). Inside the caller's
  // transaction: the hub's pull (hub_link.cpp) stores a pulled session with it.
  [[nodiscard]] Status insert_seats(std::int64_t session_id, const std::vector<SeatEntry>& seats);

 private:
  explicit Store(Connection connection) : connection_(std::move(connection)) {}
  [[nodiscard]] static Result<Store> prepare(Connection connection, bool file_backed);
  [[nodiscard]] Result<std::vector<SeatEntry>> seats(std::int64_t session_id);
  Connection connection_;
};

}  // namespace tableref::db

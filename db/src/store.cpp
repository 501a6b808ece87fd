#include "tableref/db/store.hpp"

#include <utility>

#include "tableref/db/hub_link.hpp"
#include "tableref/db/migrations.hpp"
#include "tableref/db/store_reason.hpp"

namespace tableref::db {

std::string_view status_name(SessionStatus status) {
  switch (status) {
    case SessionStatus::kActive:
      return "active";
    case SessionStatus::kFinished:
      return "finished";
    case SessionStatus::kAbandoned:
      return "abandoned";
  }
  return "active";
}

std::optional<SessionStatus> parse_status(std::string_view name) {
  if (name == "active") return SessionStatus::kActive;
  if (name == "finished") return SessionStatus::kFinished;
  if (name == "abandoned") return SessionStatus::kAbandoned;
  return std::nullopt;
}

Result<Store> Store::open(const std::string& path) {
  auto connection = Connection::open(path, Connection::Mode::kReadWriteCreate);
  if (!connection) return connection.violations();
  return prepare(std::move(connection).value(), true);
}

Result<Store> Store::open_memory() {
  auto connection = Connection::open(":memory:", Connection::Mode::kReadWriteCreate);
  if (!connection) return connection.violations();
  return prepare(std::move(connection).value(), false);
}

Result<Store> Store::prepare(Connection connection, bool file_backed) {
  // busy_timeout first, so a briefly locked file waits instead of failing at once.
  if (auto s = connection.exec("PRAGMA busy_timeout = 5000"); !s) return s.violations();
  if (auto s = migrate(connection); !s) return s.violations();
  if (file_backed) {
    auto mode = connection.prepare("PRAGMA journal_mode = WAL");
    if (!mode) return mode.violations();
    if (auto row = mode.value().step(); !row) return row.violations();
  }
  if (auto s = connection.exec("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON"); !s) {
    return s.violations();
  }
  return Store(std::move(connection));
}

Result<std::int64_t> Store::schema_version() {
  return connection_.query_int("PRAGMA user_version");
}

Result<std::int64_t> Store::create_session(const NewSession& session) {
  if (session.game.empty()) {
    return Violation{StoreReason::kInvalidArgument, {Param{"detail", std::string("game")}}};
  }
  auto transaction = Transaction::begin_immediate(connection_);
  if (!transaction) return transaction.violations();

  auto insert = connection_.prepare("INSERT INTO sessions(game, variant, rules) VALUES (?, ?, ?)");
  if (!insert) return insert.violations();
  insert.value().bind(1, session.game).bind(2, session.variant).bind(3, session.rules_json);
  if (auto s = insert.value().run(); !s) return s.violations();
  const std::int64_t session_id = connection_.last_insert_rowid();

  if (auto s = insert_seats(session_id, session.seats); !s) return s.violations();
  if (auto s = transaction.value().commit(); !s) return s.violations();
  return session_id;
}

Status Store::insert_seats(std::int64_t session_id, const std::vector<SeatEntry>& seat_list) {
  auto upsert_player =
      connection_.prepare("INSERT INTO players(name) VALUES (?) ON CONFLICT(name) DO NOTHING");
  auto find_player = connection_.prepare("SELECT id FROM players WHERE name = ?");
  auto seat = connection_.prepare(
      "INSERT INTO session_players(session_id, seat, player_id, role) VALUES (?, ?, ?, ?)");
  if (!upsert_player) return upsert_player.violations();
  if (!find_player) return find_player.violations();
  if (!seat) return seat.violations();
  for (const auto& entry : seat_list) {
    upsert_player.value().bind(1, entry.player);
    if (auto s = upsert_player.value().run(); !s) return s.violations();
    find_player.value().bind(1, entry.player);
    auto row = find_player.value().step();
    if (!row) return row.violations();
    const std::int64_t player_id = find_player.value().column_int(0);
    find_player.value().reset();
    seat.value()
        .bind(1, session_id)
        .bind(2, static_cast<std::int64_t>(entry.seat))
        .bind(3, player_id)
        .bind(4, entry.role);
    if (auto s = seat.value().run(); !s) return s.violations();
  }
  return Done{};
}

Result<std::int64_t> Store::import_session(const SessionSummary& session,
                                           const std::vector<Event>& event_list) {
  if (session.game.empty()) {
    return Violation{StoreReason::kInvalidArgument, {Param{"detail", std::string("game")}}};
  }
  for (std::size_t i = 0; i < event_list.size(); ++i) {
    if (event_list[i].seq != static_cast<std::int64_t>(i) + 1) {
      return Violation{StoreReason::kInvalidArgument,
                       {Param{"detail", "event seq " + std::to_string(event_list[i].seq) +
                                            " where " + std::to_string(i + 1) + " was expected"}}};
    }
  }
  auto transaction = Transaction::begin_immediate(connection_);
  if (!transaction) return transaction.violations();
  auto insert = connection_.prepare(
      "INSERT INTO sessions(game, variant, rules, status, result, created_at, updated_at) "
      "VALUES (?, ?, ?, ?, NULLIF(?, ''), ?, ?)");
  if (!insert) return insert.violations();
  insert.value()
      .bind(1, session.game)
      .bind(2, session.variant)
      .bind(3, session.rules_json)
      .bind(4, status_name(session.status))
      .bind(5, session.result_json)
      .bind(6, session.created_at)
      .bind(7, session.updated_at);
  if (auto s = insert.value().run(); !s) return s.violations();
  const std::int64_t session_id = connection_.last_insert_rowid();
  if (auto s = insert_seats(session_id, session.seats); !s) return s.violations();
  auto event = connection_.prepare(
      "INSERT INTO events(session_id, seq, at, kind, payload) VALUES (?, ?, ?, ?, ?)");
  if (!event) return event.violations();
  for (const auto& e : event_list) {
    event.value()
        .bind(1, session_id)
        .bind(2, e.seq)
        .bind(3, e.at)
        .bind(4, e.kind)
        .bind(5, e.payload);
    if (auto s = event.value().run(); !s) return s.violations();
  }
  if (auto s = transaction.value().commit(); !s) return s.violations();
  return session_id;
}

Result<Event> Store::append_event(std::int64_t session_id, std::string_view kind,
                                  std::string_view payload_json) {
  auto transaction = Transaction::begin_immediate(connection_);
  if (!transaction) return transaction.violations();
  // One writer per session across a club (docs/club.md, hand-off): a session another device
  // holds takes no event here until "Continue on this device" moves the holding. Asked in
  // the write's own transaction, so a hand-off recorded meanwhile cannot slip between.
  auto held = held_elsewhere(*this, session_id);
  if (!held) return held.violations();
  if (held.value()) {
    return Violation{StoreReason::kHeldElsewhere, {Param{"device", *held.value()}}};
  }
  auto insert = connection_.prepare(
      "INSERT INTO events(session_id, seq, kind, payload) "
      "VALUES (?1, (SELECT COALESCE(MAX(seq), 0) + 1 FROM events WHERE session_id = ?1), ?2, ?3) "
      "RETURNING seq, at");
  if (!insert) return insert.violations();
  insert.value().bind(1, session_id).bind(2, kind).bind(3, payload_json);
  auto row = insert.value().step();
  if (!row) return row.violations();
  Event event{session_id, insert.value().column_int(0), insert.value().column_text(1),
              std::string(kind), std::string(payload_json)};
  insert.value().reset();
  auto touch = connection_.prepare(
      "UPDATE sessions SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?");
  if (!touch) return touch.violations();
  touch.value().bind(1, session_id);
  if (auto s = touch.value().run(); !s) return s.violations();
  if (auto s = transaction.value().commit(); !s) return s.violations();
  return event;
}

Result<std::vector<Event>> Store::events(std::int64_t session_id) {
  auto query = connection_.prepare(
      "SELECT seq, at, kind, payload FROM events WHERE session_id = ? ORDER BY seq");
  if (!query) return query.violations();
  query.value().bind(1, session_id);
  std::vector<Event> events;
  while (true) {
    auto row = query.value().step();
    if (!row) return row.violations();
    if (!row.value()) break;
    events.push_back(Event{session_id, query.value().column_int(0), query.value().column_text(1),
                           query.value().column_text(2), query.value().column_text(3)});
  }
  return events;
}

Result<std::vector<SeatEntry>> Store::seats(std::int64_t session_id) {
  auto query = connection_.prepare(
      "SELECT sp.seat, p.name, sp.role FROM session_players sp JOIN players p ON p.id = "
      "sp.player_id WHERE sp.session_id = ? ORDER BY sp.seat");
  if (!query) return query.violations();
  query.value().bind(1, session_id);
  std::vector<SeatEntry> seats;
  while (true) {
    auto row = query.value().step();
    if (!row) return row.violations();
    if (!row.value()) break;
    seats.push_back(SeatEntry{static_cast<int>(query.value().column_int(0)),
                              query.value().column_text(1), query.value().column_text(2)});
  }
  return seats;
}

namespace {
// Every filter is a bound parameter; a NULL parameter switches its clause off.
constexpr std::string_view kFilterWhere =
    "WHERE (?1 IS NULL OR s.game = ?1) AND (?2 IS NULL OR s.status = ?2) "
    "AND (?3 IS NULL OR EXISTS (SELECT 1 FROM session_players sp JOIN players p ON "
    "p.id = sp.player_id WHERE sp.session_id = s.id AND instr(lower(p.name), lower(?3)) > 0)) "
    "AND (?4 IS NULL OR s.created_at >= ?4) AND (?5 IS NULL OR substr(s.created_at, 1, 10) <= "
    "?5) ";

void bind_optional(Statement& q, int index, const std::optional<std::string>& value) {
  if (value) {
    q.bind(index, *value);
  } else {
    q.bind_null(index);
  }
}

void bind_filter(Statement& q, const SessionFilter& filter) {
  bind_optional(q, 1, filter.game);
  if (filter.status) {
    q.bind(2, status_name(*filter.status));
  } else {
    q.bind_null(2);
  }
  bind_optional(q, 3, filter.player);
  bind_optional(q, 4, filter.since);
  bind_optional(q, 5, filter.until);
}

// Statistics filters: ?1 game, ?2 variant, ?3 since, ?4 until.
constexpr std::string_view kStatsWhere =
    "(?1 IS NULL OR s.game = ?1) AND (?2 IS NULL OR s.variant = ?2) "
    "AND (?3 IS NULL OR s.created_at >= ?3) AND (?4 IS NULL OR substr(s.created_at, 1, 10) <= ?4) ";

void bind_stats(Statement& q, const StatsFilter& filter) {
  bind_optional(q, 1, filter.game);
  bind_optional(q, 2, filter.variant);
  bind_optional(q, 3, filter.since);
  bind_optional(q, 4, filter.until);
}

constexpr std::string_view kSummaryColumns =
    "SELECT s.id, s.game, s.variant, s.rules, s.status, s.created_at, s.updated_at, "
    "COALESCE(s.result, ''), "
    // seqs run 1..n without gaps (append-only, imports checked), so the last seq is the
    // count, found by one index seek instead of counting every event.
    "COALESCE((SELECT MAX(e.seq) FROM events e WHERE e.session_id = s.id), 0) "
    "FROM sessions s ";

SessionSummary read_summary(const Statement& row) {
  SessionSummary summary;
  summary.id = row.column_int(0);
  summary.game = row.column_text(1);
  summary.variant = row.column_text(2);
  summary.rules_json = row.column_text(3);
  summary.status = parse_status(row.column_text(4)).value_or(SessionStatus::kActive);
  summary.created_at = row.column_text(5);
  summary.updated_at = row.column_text(6);
  summary.result_json = row.column_text(7);
  summary.event_count = row.column_int(8);
  return summary;
}
}  // namespace

Result<SessionSummary> Store::session(std::int64_t session_id) {
  auto query = connection_.prepare(std::string(kSummaryColumns) + "WHERE s.id = ?");
  if (!query) return query.violations();
  query.value().bind(1, session_id);
  auto row = query.value().step();
  if (!row) return row.violations();
  if (!row.value()) {
    return Violation{StoreReason::kNotFound, {Param{"session", session_id}}};
  }
  SessionSummary summary = read_summary(query.value());
  auto seat_list = seats(session_id);
  if (!seat_list) return seat_list.violations();
  summary.seats = std::move(seat_list).value();
  return summary;
}

Result<std::vector<SessionSummary>> Store::list_sessions(const SessionFilter& filter) {
  // Every filter is a bound parameter; a NULL parameter switches its clause off.
  auto query = connection_.prepare(std::string(kSummaryColumns) + std::string(kFilterWhere) +
                                   "ORDER BY s.created_at DESC, s.id DESC LIMIT ?6 OFFSET ?7");
  if (!query) return query.violations();
  auto& q = query.value();
  bind_filter(q, filter);
  q.bind(6, static_cast<std::int64_t>(filter.limit));
  q.bind(7, static_cast<std::int64_t>(filter.offset));
  std::vector<SessionSummary> sessions;
  while (true) {
    auto row = q.step();
    if (!row) return row.violations();
    if (!row.value()) break;
    sessions.push_back(read_summary(q));
  }
  // One statement for every session's seats (statistics pages read thousands).
  auto seat_query = connection_.prepare(
      "SELECT sp.seat, p.name, sp.role FROM session_players sp JOIN players p ON p.id = "
      "sp.player_id WHERE sp.session_id = ? ORDER BY sp.seat");
  if (!seat_query) return seat_query.violations();
  auto& sq = seat_query.value();
  for (auto& summary : sessions) {
    sq.bind(1, summary.id);
    while (true) {
      auto row = sq.step();
      if (!row) return row.violations();
      if (!row.value()) break;
      summary.seats.push_back(
          SeatEntry{static_cast<int>(sq.column_int(0)), sq.column_text(1), sq.column_text(2)});
    }
    sq.reset();
  }
  return sessions;
}

Result<std::int64_t> Store::count_sessions(const SessionFilter& filter) {
  auto query = connection_.prepare("SELECT COUNT(*) FROM sessions s " + std::string(kFilterWhere));
  if (!query) return query.violations();
  bind_filter(query.value(), filter);
  auto row = query.value().step();
  if (!row) return row.violations();
  return query.value().column_int(0);
}

Result<std::vector<PlayerStats>> Store::player_statistics(const StatsFilter& filter) {
  // One row per seat; the player's row of the session's result (session_results, kept by
  // triggers from sessions.result, matched by name) gives the win and the score.
  auto query = connection_.prepare(
      "SELECT p.name, COUNT(*), SUM(s.status = 'finished'), "
      "SUM(s.status = 'finished' AND r.winner = 1), "
      "SUM(s.status = 'finished' AND r.score IS NOT NULL), "
      "TOTAL(CASE WHEN s.status = 'finished' THEN r.score END) "
      "FROM session_players sp JOIN players p ON p.id = sp.player_id "
      "JOIN sessions s ON s.id = sp.session_id "
      "LEFT JOIN session_results r ON r.session_id = s.id AND r.name = p.name "
      "WHERE " +
      std::string(kStatsWhere) + "GROUP BY p.id ORDER BY COUNT(*) DESC, p.name");
  if (!query) return query.violations();
  auto& q = query.value();
  bind_stats(q, filter);
  std::vector<PlayerStats> stats;
  while (true) {
    auto row = q.step();
    if (!row) return row.violations();
    if (!row.value()) break;
    PlayerStats p;
    p.player = q.column_text(0);
    p.games = q.column_int(1);
    p.finished = q.column_int(2);
    p.wins = q.column_int(3);
    p.scored = q.column_int(4);
    p.total_score = q.column_double(5);
    stats.push_back(std::move(p));
  }
  return stats;
}

Result<std::vector<ScorePoint>> Store::score_history(const StatsFilter& filter,
                                                     const std::optional<std::string>& player) {
  auto query = connection_.prepare(
      "SELECT s.id, s.created_at, r.name, r.score FROM session_results r "
      "JOIN sessions s ON s.id = r.session_id "
      "WHERE s.status = 'finished' AND r.score IS NOT NULL AND (?5 IS NULL OR r.name = ?5) "
      "AND " +
      std::string(kStatsWhere) + "ORDER BY s.created_at, s.id, r.position");
  if (!query) return query.violations();
  auto& q = query.value();
  bind_stats(q, filter);
  bind_optional(q, 5, player);
  std::vector<ScorePoint> points;
  while (true) {
    auto row = q.step();
    if (!row) return row.violations();
    if (!row.value()) break;
    points.push_back(
        ScorePoint{q.column_int(0), q.column_text(1), q.column_text(2), q.column_double(3)});
  }
  return points;
}

Result<std::vector<std::int64_t>> Store::sessions_without_figures(const StatsFilter& filter,
                                                                  std::int64_t version) {
  auto query = connection_.prepare(
      "SELECT s.id FROM sessions s LEFT JOIN session_figures_state f ON f.session_id = s.id "
      "WHERE s.status = 'finished' AND " +
      std::string(kStatsWhere) +
      "AND (f.session_id IS NULL OR f.version != ?5 OR f.events != "
      "COALESCE((SELECT MAX(e.seq) FROM events e WHERE e.session_id = s.id), 0)) "
      "ORDER BY s.id");
  if (!query) return query.violations();
  auto& q = query.value();
  bind_stats(q, filter);
  q.bind(5, version);
  std::vector<std::int64_t> ids;
  while (true) {
    auto row = q.step();
    if (!row) return row.violations();
    if (!row.value()) break;
    ids.push_back(q.column_int(0));
  }
  return ids;
}

Result<std::vector<std::string>> Store::player_names(std::int64_t limit) {
  auto query = connection_.prepare(
      "SELECT p.name FROM players p "
      "LEFT JOIN session_players sp ON sp.player_id = p.id "
      "LEFT JOIN sessions s ON s.id = sp.session_id "
      "GROUP BY p.id ORDER BY MAX(COALESCE(s.created_at, p.created_at)) DESC, "
      "MAX(s.id) DESC, p.name LIMIT ?");
  if (!query) return query.violations();
  auto& q = query.value();
  q.bind(1, limit);
  std::vector<std::string> names;
  while (true) {
    auto row = q.step();
    if (!row) return row.violations();
    if (!row.value()) break;
    names.push_back(q.column_text(0));
  }
  return names;
}

Status Store::put_session_figures(const std::vector<SessionFigures>& sessions) {
  if (sessions.empty()) return Done{};
  auto transaction = Transaction::begin_immediate(connection_);
  if (!transaction) return transaction.violations();
  auto clear = connection_.prepare("DELETE FROM session_figures WHERE session_id = ?");
  auto insert = connection_.prepare(
      "INSERT INTO session_figures(session_id, position, player, key, value) "
      "VALUES (?, ?, ?, ?, ?)");
  auto state = connection_.prepare(
      "INSERT OR REPLACE INTO session_figures_state(session_id, events, version) "
      "VALUES (?, ?, ?)");
  if (!clear) return clear.violations();
  if (!insert) return insert.violations();
  if (!state) return state.violations();
  for (const auto& session : sessions) {
    clear.value().bind(1, session.session_id);
    if (auto st = clear.value().run(); !st) return st.violations();
    for (std::size_t i = 0; i < session.rows.size(); ++i) {
      const auto& row = session.rows[i];
      insert.value()
          .bind(1, session.session_id)
          .bind(2, static_cast<std::int64_t>(i))
          .bind(3, row.player)
          .bind(4, row.key)
          .bind_double(5, row.value);
      if (auto st = insert.value().run(); !st) return st.violations();
    }
    state.value().bind(1, session.session_id).bind(2, session.events).bind(3, session.version);
    if (auto st = state.value().run(); !st) return st.violations();
  }
  return transaction.value().commit();
}

Result<std::vector<FigureTotal>> Store::figure_totals(const StatsFilter& filter) {
  // With a game (the statistics page always has one) the sessions come from the game's
  // index and each one's figures by their key (a Blokus player may hold two colours: the
  // sessions are counted once).
  const std::string where =
      filter.game ? "s.game = ?1 AND (?2 IS NULL OR s.variant = ?2) AND (?3 IS NULL OR "
                    "s.created_at >= ?3) AND (?4 IS NULL OR substr(s.created_at, 1, 10) <= ?4) "
                  : std::string(kStatsWhere);
  auto query = connection_.prepare(
      "SELECT f.player, f.key, COUNT(DISTINCT f.session_id), TOTAL(f.value) "
      "FROM sessions s CROSS JOIN session_figures f ON f.session_id = s.id "
      "WHERE s.status = 'finished' AND " +
      where + "GROUP BY f.player, f.key ORDER BY f.player, MIN(f.position)");
  if (!query) return query.violations();
  auto& q = query.value();
  bind_stats(q, filter);
  std::vector<FigureTotal> totals;
  while (true) {
    auto row = q.step();
    if (!row) return row.violations();
    if (!row.value()) break;
    totals.push_back(
        FigureTotal{q.column_text(0), q.column_text(1), q.column_int(2), q.column_double(3)});
  }
  return totals;
}

Status Store::set_status(std::int64_t session_id, SessionStatus status,
                         std::string_view result_json) {
  auto update = connection_.prepare(
      "UPDATE sessions SET status = ?, result = NULLIF(?, ''), updated_at = "
      "strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?");
  if (!update) return update.violations();
  update.value().bind(1, status_name(status)).bind(2, result_json).bind(3, session_id);
  if (auto s = update.value().run(); !s) return s.violations();
  auto changed = connection_.query_int("SELECT changes()");
  if (!changed) return changed.violations();
  if (changed.value() == 0) {
    return Violation{StoreReason::kNotFound, {Param{"session", session_id}}};
  }
  return Done{};
}

Result<std::optional<std::string>> Store::setting(std::string_view key) {
  auto query = connection_.prepare("SELECT value FROM settings WHERE key = ?");
  if (!query) return query.violations();
  query.value().bind(1, key);
  auto row = query.value().step();
  if (!row) return row.violations();
  if (!row.value()) return std::optional<std::string>{};
  return std::optional<std::string>{query.value().column_text(0)};
}

Status Store::set_setting(std::string_view key, std::string_view value) {
  auto upsert = connection_.prepare(
      "INSERT INTO settings(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = "
      "excluded.value");
  if (!upsert) return upsert.violations();
  upsert.value().bind(1, key).bind(2, value);
  return upsert.value().run();
}

}  // namespace tableref::db

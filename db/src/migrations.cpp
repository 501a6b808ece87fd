#include "tableref/db/migrations.hpp"

#include <array>
#include <string>

#include "tableref/db/store.hpp"
#include "tableref/db/store_reason.hpp"

namespace tableref::db {
namespace {

// Step N takes the schema from version N to N+1. Never edit a step that has shipped.
constexpr std::array<std::string_view, kSchemaVersion> kSteps{
    R"sql(
CREATE TABLE players (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
CREATE TABLE sessions (
  id INTEGER PRIMARY KEY,
  game TEXT NOT NULL,
  variant TEXT NOT NULL,
  rules TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(rules)),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'finished', 'abandoned')),
  result TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
CREATE INDEX sessions_by_game ON sessions(game, created_at);
CREATE INDEX sessions_by_status ON sessions(status, created_at);
CREATE INDEX sessions_by_created ON sessions(created_at);
CREATE TABLE session_players (
  session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  seat INTEGER NOT NULL,
  player_id INTEGER NOT NULL REFERENCES players(id),
  role TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (session_id, seat)
) STRICT;
CREATE INDEX session_players_by_player ON session_players(player_id);
CREATE TABLE events (
  session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  kind TEXT NOT NULL,
  payload TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(payload)),
  PRIMARY KEY (session_id, seq)
) STRICT, WITHOUT ROWID;
-- The log is append-only: undo is an event of its own.
CREATE TRIGGER events_no_update BEFORE UPDATE ON events
BEGIN SELECT RAISE(ABORT, 'events are append-only'); END;
CREATE TRIGGER events_no_delete BEFORE DELETE ON events
WHEN (SELECT COUNT(*) FROM sessions WHERE id = OLD.session_id) > 0
BEGIN SELECT RAISE(ABORT, 'events are append-only'); END;
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;
)sql",
    // Step 2 (issue #9): each finished session's result, one row per player, kept in step
    // with sessions.result by triggers, so statistics are an indexed join instead of
    // parsing every result's JSON (docs/history.md has the figures).
    R"sql(
CREATE TABLE session_results (
  session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  score REAL,
  rank INTEGER,
  winner INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (session_id, position)
) STRICT, WITHOUT ROWID;
CREATE INDEX session_results_by_name ON session_results(name, session_id);
CREATE TRIGGER sessions_result_insert AFTER INSERT ON sessions
WHEN json_valid(NEW.result) AND json_type(NEW.result, '$.players') = 'array'
BEGIN
  INSERT INTO session_results(session_id, position, name, score, rank, winner)
  SELECT NEW.id, r.key, json_extract(r.value, '$.name'),
         CASE WHEN json_type(r.value, '$.score') IN ('integer', 'real')
              THEN json_extract(r.value, '$.score') END,
         CASE WHEN json_type(r.value, '$.rank') = 'integer'
              THEN json_extract(r.value, '$.rank') END,
         COALESCE(json_type(r.value, '$.winner') = 'true', 0)
  FROM json_each(NEW.result, '$.players') r
  WHERE r.type = 'object' AND json_type(r.value, '$.name') = 'text';
END;
CREATE TRIGGER sessions_result_update AFTER UPDATE OF result ON sessions
BEGIN
  DELETE FROM session_results WHERE session_id = NEW.id;
  INSERT INTO session_results(session_id, position, name, score, rank, winner)
  SELECT NEW.id, r.key, json_extract(r.value, '$.name'),
         CASE WHEN json_type(r.value, '$.score') IN ('integer', 'real')
              THEN json_extract(r.value, '$.score') END,
         CASE WHEN json_type(r.value, '$.rank') = 'integer'
              THEN json_extract(r.value, '$.rank') END,
         COALESCE(json_type(r.value, '$.winner') = 'true', 0)
  FROM json_each(CASE WHEN json_valid(NEW.result)
                       AND json_type(NEW.result, '$.players') = 'array'
                      THEN NEW.result END, '$.players') r
  WHERE r.type = 'object' AND json_type(r.value, '$.name') = 'text';
END;
INSERT INTO session_results(session_id, position, name, score, rank, winner)
SELECT s.id, r.key, json_extract(r.value, '$.name'),
       CASE WHEN json_type(r.value, '$.score') IN ('integer', 'real')
            THEN json_extract(r.value, '$.score') END,
       CASE WHEN json_type(r.value, '$.rank') = 'integer'
            THEN json_extract(r.value, '$.rank') END,
       COALESCE(json_type(r.value, '$.winner') = 'true', 0)
FROM sessions s, json_each(CASE WHEN json_valid(s.result)
                                 AND json_type(s.result, '$.players') = 'array'
                                THEN s.result END, '$.players') r
WHERE r.type = 'object' AND json_type(r.value, '$.name') = 'text';
)sql",
    // Step 3 (issue #9): figures a game computes per player from a session's events
    // (attacks sent, damage dealt...), cached so the statistics page does not fold every
    // session's events each time. Filled lazily by the controllers; a session's figures are
    // recomputed when its event count or the figures' version differs from what is stored.
    R"sql(
CREATE TABLE session_figures (
  session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  player TEXT NOT NULL,
  key TEXT NOT NULL,
  value REAL NOT NULL,
  PRIMARY KEY (session_id, position)
) STRICT, WITHOUT ROWID;
CREATE TABLE session_figures_state (
  session_id INTEGER PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  events INTEGER NOT NULL,
  version INTEGER NOT NULL
) STRICT;
)sql",
    // Step 4 (issue #18): HDCG's hp_rounding now rounds the damage, not the HP left. A
    // session created before keeps the meaning it was created with: the rules say so. (Its
    // setup event, if it has one, has no rounding_applies_to, which means the same.)
    R"sql(
UPDATE sessions SET rules = json_set(rules, '$.rounding_applies_to', 'hp_left')
WHERE game = 'hdcg' AND json_type(rules) = 'object'
  AND json_type(rules, '$.rounding_applies_to') IS NULL;
)sql",
    // Step 5 (issue #26): the club hub. This device's enrolment (one row: the hub's address,
    // the device's id and token, the pull cursor), what the hub has acknowledged of each
    // local session, and where each session pulled from another device came from. Sessions
    // with a hub_origin row are another device's: this device never pushes them.
    R"sql(
CREATE TABLE hub_link (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  url TEXT NOT NULL,
  club TEXT NOT NULL,
  device_id TEXT NOT NULL,
  token TEXT NOT NULL,
  pull_cursor INTEGER NOT NULL DEFAULT 0,
  joined_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
CREATE TABLE hub_pushed (
  session_id INTEGER PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  events INTEGER NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE TABLE hub_origin (
  session_id INTEGER PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  device_id TEXT NOT NULL,
  device_name TEXT NOT NULL,
  origin_session INTEGER NOT NULL,
  UNIQUE (device_id, origin_session)
) STRICT;
)sql",
    // Step 6 (issue #26, hand-off): who holds a session at the hub, as this device last
    // heard. No row: the device that recorded it (this one for its own sessions, the
    // hub_origin device for pulled ones). Only the holder's pushes are taken; a session held
    // by another device is read-only here.
    R"sql(
CREATE TABLE hub_hold (
  session_id INTEGER PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  holder_id TEXT NOT NULL,
  holder_name TEXT NOT NULL
) STRICT;
)sql",
};

}  // namespace

Status migrate(Connection& connection) {
  return migrate_to(connection, kSchemaVersion);
}

Status migrate_to(Connection& connection, std::int64_t target) {
  if (target > kSchemaVersion) target = kSchemaVersion;
  // Reading first: a file that is not a database fails here, before anything is written.
  auto version = connection.query_int("PRAGMA user_version");
  if (!version) return version.violations();
  auto application = connection.query_int("PRAGMA application_id");
  if (!application) return application.violations();
  if (version.value() > kSchemaVersion) {
    return Violation{StoreReason::kNewerVersion,
                     {Param{"found", version.value()},
                      Param{"supported", static_cast<std::int64_t>(kSchemaVersion)}}};
  }
  if (version.value() >= target && application.value() == kApplicationId) {
    return Done{};
  }
  if (application.value() != 0 && application.value() != kApplicationId) {
    return Violation{StoreReason::kNotADatabase,
                     {Param{"detail", std::string("application_id of another program")}}};
  }
  if (version.value() == 0) {
    auto tables = connection.query_int("SELECT COUNT(*) FROM sqlite_schema");
    if (!tables) return tables.violations();
    if (tables.value() > 0) {
      return Violation{StoreReason::kNotADatabase,
                       {Param{"detail", std::string("an SQLite database of another program")}}};
    }
  }

  auto transaction = Transaction::begin_immediate(connection);
  if (!transaction) return transaction.violations();
  // Re-read under the write lock: another process may have migrated meanwhile.
  auto locked_version = connection.query_int("PRAGMA user_version");
  if (!locked_version) return locked_version.violations();
  for (auto step = locked_version.value(); step < target; ++step) {
    auto status = connection.exec(kSteps[static_cast<std::size_t>(step)]);
    if (!status) {
      Violation violation{StoreReason::kMigrationFailed, {Param{"step", step + 1}}};
      if (const auto* detail = status.error().find("detail")) {
        violation.params.push_back(Param{"detail", *detail});
      }
      return violation;
    }
  }
  if (locked_version.value() >= target) return transaction.value().commit();
  auto set = connection.exec("PRAGMA user_version = " + std::to_string(target) +
                             "; PRAGMA application_id = " + std::to_string(kApplicationId));
  if (!set) return set.violations();
  return transaction.value().commit();
}

}  // namespace tableref::db

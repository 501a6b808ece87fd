#include "tableref/db/migrations.hpp"

#include <array>
#include <string>

#include "tableref/db/store.hpp"

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
};

}  // namespace

Status migrate(Connection& connection) {
  // Reading first: a file that is not a database fails here, before anything is written.
  auto version = connection.query_int("PRAGMA user_version");
  if (!version) return version.violations();
  auto application = connection.query_int("PRAGMA application_id");
  if (!application) return application.violations();
  if (version.value() > kSchemaVersion) {
    return Violation{Reason::kStoreNewerVersion,
                     {Param{"found", version.value()},
                      Param{"supported", static_cast<std::int64_t>(kSchemaVersion)}}};
  }
  if (version.value() == kSchemaVersion && application.value() == kApplicationId) {
    return Done{};
  }
  if (application.value() != 0 && application.value() != kApplicationId) {
    return Violation{Reason::kStoreNotADatabase,
                     {Param{"detail", std::string("application_id of another program")}}};
  }
  if (version.value() == 0) {
    auto tables = connection.query_int("SELECT COUNT(*) FROM sqlite_schema");
    if (!tables) return tables.violations();
    if (tables.value() > 0) {
      return Violation{Reason::kStoreNotADatabase,
                       {Param{"detail", std::string("an SQLite database of another program")}}};
    }
  }

  auto transaction = Transaction::begin_immediate(connection);
  if (!transaction) return transaction.violations();
  // Re-read under the write lock: another process may have migrated meanwhile.
  auto locked_version = connection.query_int("PRAGMA user_version");
  if (!locked_version) return locked_version.violations();
  for (auto step = locked_version.value(); step < kSchemaVersion; ++step) {
    auto status = connection.exec(kSteps[static_cast<std::size_t>(step)]);
    if (!status) {
      Violation violation{Reason::kStoreMigrationFailed, {Param{"step", step + 1}}};
      if (const auto* detail = status.error().find("detail")) {
        violation.params.push_back(Param{"detail", *detail});
      }
      return violation;
    }
  }
  auto set = connection.exec("PRAGMA user_version = " + std::to_string(kSchemaVersion) +
                             "; PRAGMA application_id = " + std::to_string(kApplicationId));
  if (!set) return set.violations();
  return transaction.value().commit();
}

}  // namespace tableref::db

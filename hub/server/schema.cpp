#include "schema.hpp"

#include <array>
#include <stdexcept>
#include <string>

namespace tableref::hub {
namespace {

// Step N takes the schema from version N to N+1. Never edit a step that has shipped.
constexpr std::array<const char*, kHubSchemaVersion> kSteps{
    R"sql(
CREATE TABLE clubs (
  id bigserial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  join_code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE devices (
  id text PRIMARY KEY,
  club_id bigint NOT NULL REFERENCES clubs(id),
  name text NOT NULL,
  token_sha256 text NOT NULL UNIQUE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX devices_by_club ON devices(club_id);
-- One number per change of any session, in commit order within a club (a push locks its
-- club's row): a device's pull cursor.
CREATE SEQUENCE session_changes;
CREATE TABLE sessions (
  device_id text NOT NULL REFERENCES devices(id),
  session_id bigint NOT NULL,
  club_id bigint NOT NULL REFERENCES clubs(id),
  holder_id text NOT NULL REFERENCES devices(id),
  game text NOT NULL,
  variant text NOT NULL,
  rules text NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'finished', 'abandoned')),
  result text NOT NULL,
  created_at text NOT NULL,
  updated_at text NOT NULL,
  seats text NOT NULL,
  event_count bigint NOT NULL,
  change bigint NOT NULL,
  PRIMARY KEY (device_id, session_id)
);
CREATE INDEX sessions_by_change ON sessions(club_id, change);
-- A session's log, append-only as on the device. (device_id, session_id, seq) is an event's
-- global id: a repeated push stores nothing twice.
CREATE TABLE events (
  device_id text NOT NULL,
  session_id bigint NOT NULL,
  seq bigint NOT NULL CHECK (seq > 0),
  at text NOT NULL,
  kind text NOT NULL,
  payload text NOT NULL,
  PRIMARY KEY (device_id, session_id, seq),
  FOREIGN KEY (device_id, session_id) REFERENCES sessions(device_id, session_id)
);
)sql",
    // Step 2: live at the table (docs/club.md, "Live at the table"). A share code opens one
    // session read-only; the live state is what the holding device last pushed of it, with
    // a version the follower streams wait on (NOTIFY tableref_live names the session).
    R"sql(
CREATE TABLE shares (
  code text PRIMARY KEY,
  device_id text NOT NULL,
  session_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (device_id, session_id),
  FOREIGN KEY (device_id, session_id) REFERENCES sessions(device_id, session_id)
);
CREATE TABLE live_states (
  device_id text NOT NULL,
  session_id bigint NOT NULL,
  version bigint NOT NULL,
  state text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (device_id, session_id),
  FOREIGN KEY (device_id, session_id) REFERENCES sessions(device_id, session_id)
);
)sql",
    // Step 3: a bound on guessing share codes (follow_limit.hpp): per client address, the
    // lookups of codes that opened nothing in the minute from the window's start.
    R"sql(
CREATE TABLE follow_misses (
  address text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  misses integer NOT NULL
);
CREATE INDEX follow_misses_by_window ON follow_misses(window_start);
)sql",
};

// Any fixed number: the lock only keeps two hubs from migrating at the same time.
constexpr long kMigrationLock = 0x54424C52;

}  // namespace

void migrate(pqxx::connection& connection) {
  pqxx::work work(connection);
  work.exec_params("SELECT pg_advisory_xact_lock($1)", kMigrationLock);
  work.exec("CREATE TABLE IF NOT EXISTS schema_version (version integer NOT NULL)");
  auto rows = work.exec("SELECT version FROM schema_version");
  int version = 0;
  if (rows.empty()) {
    work.exec("INSERT INTO schema_version(version) VALUES (0)");
  } else {
    version = rows[0][0].as<int>();
  }
  if (version > kHubSchemaVersion) {
    throw std::runtime_error("the database's hub schema " + std::to_string(version) +
                             " is newer than this hub's " + std::to_string(kHubSchemaVersion));
  }
  for (int step = version; step < kHubSchemaVersion; ++step) {
    work.exec(kSteps[static_cast<std::size_t>(step)]);
  }
  work.exec_params("UPDATE schema_version SET version = $1", kHubSchemaVersion);
  work.commit();
}

}  // namespace tableref::hub

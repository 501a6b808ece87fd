#pragma once
// The hub's PostgreSQL schema, migrated by the hub itself: a schema_version table and steps
// applied in order under an advisory lock, so several hubs starting at once on one
// database migrate it once.
#include <pqxx/pqxx>

namespace tableref::hub {

inline constexpr int kHubSchemaVersion = 3;

// Brings the database to kHubSchemaVersion; throws (pqxx) when it cannot, and refuses a
// database a newer hub has migrated (std::runtime_error).
void migrate(pqxx::connection& connection);

}  // namespace tableref::hub

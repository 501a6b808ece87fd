#pragma once
#include <cstdint>
#include <string_view>

#include "tableref/db/sqlite.hpp"

namespace tableref::db {

// Reads PRAGMA user_version and applies every missing schema step in one transaction.
// Refuses a newer database and a foreign (non-tableref) one before writing anything.
[[nodiscard]] Status migrate(Connection& connection);
// The same, stopping at schema `version` (at most kSchemaVersion): for tests that need a
// file as an older tableref wrote it.
[[nodiscard]] Status migrate_to(Connection& connection, std::int64_t version);

}  // namespace tableref::db

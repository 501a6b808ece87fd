#pragma once
#include <string_view>

#include "tableref/db/sqlite.hpp"

namespace tableref::db {

// Reads PRAGMA user_version and applies every missing schema step in one transaction.
// Refuses a newer database and a foreign (non-tableref) one before writing anything.
[[nodiscard]] Status migrate(Connection& connection);

}  // namespace tableref::db

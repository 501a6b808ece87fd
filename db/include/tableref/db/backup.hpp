#pragma once
// Whole-database backup and restore through SQLite's online backup API (sqlite3_backup_*).
// A backup is a plain tableref database file; restore checks it before it touches anything
// and always saves the current database first.
#include <cstdint>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/db/sqlite.hpp"

namespace tableref::db {

struct BackupOptions {
  // Replace `path` when it already exists (only when it is itself a tableref database).
  bool overwrite = false;
};

// Copies every page of the database behind `source` into the file at `path`, page by page
// while other connections keep working. Refuses an existing file unless `overwrite`
// (kStoreFileExists), and never overwrites a file that is not a tableref database.
[[nodiscard]] Status backup_database(Connection& source, const std::string& path,
                                     BackupOptions options = {});

// Checks that `path` is a tableref database this version can read: an SQLite file
// (kStoreNotADatabase), with application_id 'TBLR' (kStoreNotADatabase), a schema version
// not newer than ours (kStoreNewerVersion) and a clean quick_check (kStoreCorrupt).
// Answers the file's schema version. Opens the file read-only.
[[nodiscard]] Result<std::int64_t> check_database_file(const std::string& path);

struct RestoreReport {
  // Where the database that was replaced now lives; empty when there was none to keep.
  std::string previous_saved_to;
  std::int64_t restored_version = 0;  // schema version of the file restored from
};

// The file the current database is saved to before a restore: "<db>.before-restore-<UTC
// time>.db" next to it (a number is appended if that name is taken).
[[nodiscard]] std::string safety_backup_path(const std::string& database_path);

// Replaces the database at `database_path` with the content of `backup_path`. First checks
// the backup (check_database_file), then writes a backup of the current database (when it
// exists and holds anything) to safety_backup_path(), then copies with the backup API and
// migrates the result to the current schema. Refuses restoring a file onto itself
// (kStoreSameFile). On any failure the current database is left as it was.
[[nodiscard]] Result<RestoreReport> restore_database(const std::string& database_path,
                                                     const std::string& backup_path);

// "<db>.backup-<UTC time>.db" next to the database: where "back up now" writes.
[[nodiscard]] std::string timestamped_backup_path(const std::string& database_path);
// Backups next to the database (its ".backup-*.db" and ".before-restore-*.db" files),
// newest first.
[[nodiscard]] std::vector<std::string> backups_next_to(const std::string& database_path);

// Every table's rows (sqlite_schema order, rows in primary-key order) as text, with the
// schema version and application id: two databases with equal contents give equal text.
[[nodiscard]] Result<std::string> content_fingerprint(Connection& connection);

}  // namespace tableref::db

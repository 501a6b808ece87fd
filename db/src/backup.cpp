#include "tableref/db/backup.hpp"

#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <system_error>
#include <vector>

#include "tableref/db/store.hpp"
#include "tableref/db/store_reason.hpp"

namespace tableref::db {
namespace {

namespace fs = std::filesystem;

Violation backup_failed(std::string detail) {
  return Violation{StoreReason::kBackupFailed, {Param{"detail", std::move(detail)}}};
}

bool same_file(const std::string& a, const std::string& b) {
  std::error_code ec;
  if (fs::exists(a, ec) && fs::exists(b, ec)) return fs::equivalent(a, b, ec);
  return fs::weakly_canonical(a, ec) == fs::weakly_canonical(b, ec);
}

// Copies every page of `src` into `dest` in steps of 256 pages, so a long copy lets other
// connections write between steps (SQLite restarts the copy when they do). A busy or
// locked source is retried for about five seconds.
Status copy_pages(sqlite3* dest, sqlite3* src) {
  sqlite3_backup* backup = sqlite3_backup_init(dest, "main", src, "main");
  if (backup == nullptr) return backup_failed(sqlite3_errmsg(dest));
  int rc = SQLITE_OK;
  int busy_rounds = 0;
  while (true) {
    rc = sqlite3_backup_step(backup, 256);
    if (rc == SQLITE_OK) continue;
    if ((rc == SQLITE_BUSY || rc == SQLITE_LOCKED) && busy_rounds++ < 250) {
      sqlite3_sleep(20);
      continue;
    }
    break;
  }
  const int finish = sqlite3_backup_finish(backup);
  if (rc != SQLITE_DONE) return backup_failed(sqlite3_errstr(rc));
  if (finish != SQLITE_OK) return backup_failed(sqlite3_errmsg(dest));
  return Done{};
}

std::string utc_stamp() {
  const auto now = std::chrono::system_clock::now();
  const std::time_t t = std::chrono::system_clock::to_time_t(now);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char text[32];
  std::strftime(text, sizeof text, "%Y%m%dT%H%M%SZ", &tm);
  return text;
}

// Keeps the raw bytes of a database SQLite cannot read (and its WAL), so that restoring
// over a damaged file never loses what was there.
Status copy_raw_files(const std::string& database_path, const std::string& to) {
  std::error_code ec;
  fs::copy_file(database_path, to, fs::copy_options::none, ec);
  if (ec) return backup_failed(ec.message());
  for (const char* suffix : {"-wal"}) {
    const std::string side = database_path + suffix;
    if (fs::exists(side, ec)) {
      fs::copy_file(side, to + suffix, fs::copy_options::none, ec);
      if (ec) return backup_failed(ec.message());
    }
  }
  return Done{};
}

void remove_database_files(const std::string& path) {
  std::error_code ec;
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) fs::remove(path + suffix, ec);
}

}  // namespace

Status backup_database(Connection& source, const std::string& path, BackupOptions options) {
  const char* source_name = sqlite3_db_filename(source.handle(), "main");
  if (source_name != nullptr && *source_name != '\0' && same_file(source_name, path)) {
    return Violation{StoreReason::kSameFile, {Param{"path", path}}};
  }
  std::error_code ec;
  const bool existed = fs::exists(path, ec);
  if (existed) {
    if (!options.overwrite) return Violation{StoreReason::kFileExists, {Param{"path", path}}};
    // Only an older backup may be replaced, never some other file.
    auto check = Connection::open(path, Connection::Mode::kReadOnly);
    if (!check) return check.violations();
    auto application = check.value().query_int("PRAGMA application_id");
    if (!application) return application.violations();
    if (application.value() != kApplicationId) {
      return Violation{StoreReason::kNotADatabase,
                       {Param{"detail", std::string("refusing to replace ") + path}}};
    }
  }
  auto dest = Connection::open(path, Connection::Mode::kReadWriteCreate);
  if (!dest) return dest.violations();
  if (auto s = dest.value().exec("PRAGMA busy_timeout = 5000"); !s) return s.violations();
  auto copied = copy_pages(dest.value().handle(), source.handle());
  if (!copied && !existed) {
    dest = Connection{};
    remove_database_files(path);
  }
  return copied;
}

Result<std::int64_t> check_database_file(const std::string& path) {
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) {
    return Violation{StoreReason::kCannotOpen, {Param{"detail", path + ": no such file"}}};
  }
  auto connection = Connection::open(path, Connection::Mode::kReadOnly);
  if (!connection) return connection.violations();
  auto& c = connection.value();
  auto application = c.query_int("PRAGMA application_id");
  if (!application) return application.violations();
  auto version = c.query_int("PRAGMA user_version");
  if (!version) return version.violations();
  if (application.value() != kApplicationId) {
    return Violation{StoreReason::kNotADatabase,
                     {Param{"detail", application.value() == 0
                                          ? std::string("no tableref application id")
                                          : std::string("application_id of another program")}}};
  }
  if (version.value() > kSchemaVersion) {
    return Violation{StoreReason::kNewerVersion,
                     {Param{"found", version.value()},
                      Param{"supported", static_cast<std::int64_t>(kSchemaVersion)}}};
  }
  auto check = c.prepare("PRAGMA quick_check");
  if (!check) return check.violations();
  auto row = check.value().step();
  if (!row) return row.violations();
  if (!row.value() || check.value().column_text(0) != "ok") {
    return Violation{StoreReason::kCorrupt,
                     {Param{"detail", row.value() ? check.value().column_text(0)
                                                  : std::string("quick_check gave no answer")}}};
  }
  return version.value();
}

std::string safety_backup_path(const std::string& database_path) {
  const std::string base = database_path + ".before-restore-" + utc_stamp();
  std::string candidate = base + ".db";
  std::error_code ec;
  for (int n = 2; fs::exists(candidate, ec); ++n) {
    candidate = base + "-" + std::to_string(n) + ".db";
  }
  return candidate;
}

std::string timestamped_backup_path(const std::string& database_path) {
  const std::string base = database_path + ".backup-" + utc_stamp();
  std::string candidate = base + ".db";
  std::error_code ec;
  for (int n = 2; fs::exists(candidate, ec); ++n) {
    candidate = base + "-" + std::to_string(n) + ".db";
  }
  return candidate;
}

std::vector<std::string> backups_next_to(const std::string& database_path) {
  const fs::path db(database_path);
  const std::string stem = db.filename().string();
  std::vector<std::pair<fs::file_time_type, std::string>> found;
  std::error_code ec;
  const fs::path dir = db.has_parent_path() ? db.parent_path() : fs::path(".");
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    const bool ours =
        name.rfind(stem + ".backup-", 0) == 0 || name.rfind(stem + ".before-restore-", 0) == 0;
    if (ours && name.size() > 3 && name.compare(name.size() - 3, 3, ".db") == 0 &&
        it->is_regular_file(ec)) {
      found.emplace_back(it->last_write_time(ec), it->path().string());
    }
  }
  std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first > b.first : a.second > b.second;
  });
  std::vector<std::string> paths;
  for (auto& f : found) paths.push_back(std::move(f.second));
  return paths;
}

Result<RestoreReport> restore_database(const std::string& database_path,
                                       const std::string& backup_path) {
  if (same_file(database_path, backup_path)) {
    return Violation{StoreReason::kSameFile, {Param{"path", backup_path}}};
  }
  auto version = check_database_file(backup_path);
  if (!version) return version.violations();

  RestoreReport report;
  report.restored_version = version.value();
  std::error_code ec;
  bool start_fresh = false;
  if (fs::exists(database_path, ec) && fs::file_size(database_path, ec) > 0) {
    report.previous_saved_to = safety_backup_path(database_path);
    auto current = Connection::open(database_path, Connection::Mode::kReadWrite);
    if (!current) return current.violations();
    Status saved = Done{};
    if (auto pages = current.value().query_int("PRAGMA page_count"); pages) {
      saved = backup_database(current.value(), report.previous_saved_to);
    } else {
      // SQLite cannot read the current file (damaged, or not a database): keep its bytes.
      current = Connection{};
      saved = copy_raw_files(database_path, report.previous_saved_to);
      start_fresh = true;
    }
    if (!saved) return saved.violations();
  }
  if (start_fresh) remove_database_files(database_path);

  {
    auto source = Connection::open(backup_path, Connection::Mode::kReadOnly);
    if (!source) return source.violations();
    auto dest = Connection::open(database_path, Connection::Mode::kReadWriteCreate);
    if (!dest) return dest.violations();
    if (auto s = dest.value().exec("PRAGMA busy_timeout = 5000"); !s) return s.violations();
    if (auto s = copy_pages(dest.value().handle(), source.value().handle()); !s) {
      return s.violations();
    }
  }
  // Brings an older backup up to the current schema (and sets WAL, as every open does).
  auto store = Store::open(database_path);
  if (!store) return store.violations();
  return report;
}

Result<std::string> content_fingerprint(Connection& connection) {
  std::string text;
  for (const char* pragma : {"PRAGMA user_version", "PRAGMA application_id"}) {
    auto value = connection.query_int(pragma);
    if (!value) return value.violations();
    text += std::string(pragma) + " = " + std::to_string(value.value()) + "\n";
  }
  auto tables = connection.prepare(
      "SELECT type, name, COALESCE(sql, '') FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' "
      "ORDER BY type, name");
  if (!tables) return tables.violations();
  std::vector<std::string> table_names;
  while (true) {
    auto row = tables.value().step();
    if (!row) return row.violations();
    if (!row.value()) break;
    text += tables.value().column_text(0) + " " + tables.value().column_text(1) + ": " +
            tables.value().column_text(2) + "\n";
    if (tables.value().column_text(0) == "table")
      table_names.push_back(tables.value().column_text(1));
  }
  for (const auto& table : table_names) {
    // Ordering by every column gives one order whatever the table's key.
    auto probe = connection.prepare("SELECT * FROM \"" + table + "\" LIMIT 0");
    if (!probe) return probe.violations();
    std::string order;
    for (int i = 1; i <= probe.value().column_count(); ++i) {
      order += (i > 1 ? ", " : "") + std::to_string(i);
    }
    auto rows = connection.prepare("SELECT * FROM \"" + table + "\" ORDER BY " + order);
    if (!rows) return rows.violations();
    text += "rows of " + table + ":\n";
    while (true) {
      auto row = rows.value().step();
      if (!row) return row.violations();
      if (!row.value()) break;
      for (int i = 0; i < rows.value().column_count(); ++i) {
        text += rows.value().column_is_null(i) ? std::string("NULL")
                                               : "'" + rows.value().column_text(i) + "'";
        text += i + 1 < rows.value().column_count() ? "|" : "\n";
      }
    }
  }
  return text;
}

}  // namespace tableref::db

#include "tableref/db/sqlite.hpp"
#include "tableref/db/store_reason.hpp"

#include <sqlite3.h>

#include <utility>

namespace tableref::db {

Violation sqlite_violation(int code, std::string_view message) {
  StoreReason reason = StoreReason::kIoError;
  switch (code & 0xff) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      reason = StoreReason::kLocked;
      break;
    case SQLITE_NOTADB:
      reason = StoreReason::kNotADatabase;
      break;
    case SQLITE_CORRUPT:
      reason = StoreReason::kCorrupt;
      break;
    case SQLITE_CANTOPEN:
      reason = StoreReason::kCannotOpen;
      break;
    case SQLITE_CONSTRAINT:
      reason = StoreReason::kConstraint;
      break;
    case SQLITE_READONLY:
      reason = StoreReason::kReadOnly;
      break;
    default:
      break;
  }
  return Violation{reason, {Param{"detail", std::string(message)}}};
}

Statement::Statement(Statement&& other) noexcept
    : db_(std::exchange(other.db_, nullptr)),
      stmt_(std::exchange(other.stmt_, nullptr)),
      bind_error_(other.bind_error_) {}

Statement& Statement::operator=(Statement&& other) noexcept {
  if (this != &other) {
    sqlite3_finalize(stmt_);
    db_ = std::exchange(other.db_, nullptr);
    stmt_ = std::exchange(other.stmt_, nullptr);
    bind_error_ = other.bind_error_;
  }
  return *this;
}

Statement::~Statement() {
  sqlite3_finalize(stmt_);
}

Statement& Statement::bind(int index, std::int64_t value) {
  const int rc = sqlite3_bind_int64(stmt_, index, value);
  if (rc != SQLITE_OK) bind_error_ = rc;
  return *this;
}

Statement& Statement::bind(int index, std::string_view value) {
  const int rc = sqlite3_bind_text(stmt_, index, value.data(), static_cast<int>(value.size()),
                                   SQLITE_TRANSIENT);
  if (rc != SQLITE_OK) bind_error_ = rc;
  return *this;
}

Statement& Statement::bind_double(int index, double value) {
  const int rc = sqlite3_bind_double(stmt_, index, value);
  if (rc != SQLITE_OK) bind_error_ = rc;
  return *this;
}

Statement& Statement::bind_null(int index) {
  const int rc = sqlite3_bind_null(stmt_, index);
  if (rc != SQLITE_OK) bind_error_ = rc;
  return *this;
}

Result<bool> Statement::step() {
  if (bind_error_ != 0) return sqlite_violation(bind_error_, "bind failed");
  const int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  return sqlite_violation(sqlite3_extended_errcode(db_), sqlite3_errmsg(db_));
}

Status Statement::run() {
  while (true) {
    auto row = step();
    if (!row) return row.violations();
    if (!row.value()) break;
  }
  reset();
  return Done{};
}

void Statement::reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
  bind_error_ = 0;
}

std::int64_t Statement::column_int(int index) const {
  return sqlite3_column_int64(stmt_, index);
}

double Statement::column_double(int index) const {
  return sqlite3_column_double(stmt_, index);
}

std::string Statement::column_text(int index) const {
  const auto* text = sqlite3_column_text(stmt_, index);
  if (text == nullptr) return {};
  return std::string(reinterpret_cast<const char*>(text),
                     static_cast<std::size_t>(sqlite3_column_bytes(stmt_, index)));
}

bool Statement::column_is_null(int index) const {
  return sqlite3_column_type(stmt_, index) == SQLITE_NULL;
}

int Statement::column_count() const {
  return sqlite3_column_count(stmt_);
}

std::string Statement::column_name(int index) const {
  const char* name = sqlite3_column_name(stmt_, index);
  return name != nullptr ? name : "";
}

Connection::Connection(Connection&& other) noexcept : db_(std::exchange(other.db_, nullptr)) {}

Connection& Connection::operator=(Connection&& other) noexcept {
  if (this != &other) {
    sqlite3_close_v2(db_);
    db_ = std::exchange(other.db_, nullptr);
  }
  return *this;
}

Connection::~Connection() {
  sqlite3_close_v2(db_);
}

Result<Connection> Connection::open(const std::string& path, Mode mode) {
  int flags = SQLITE_OPEN_FULLMUTEX;
  switch (mode) {
    case Mode::kReadWriteCreate:
      flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
      break;
    case Mode::kReadWrite:
      flags |= SQLITE_OPEN_READWRITE;
      break;
    case Mode::kReadOnly:
      flags |= SQLITE_OPEN_READONLY;
      break;
  }
  sqlite3* raw = nullptr;
  const int rc = sqlite3_open_v2(path.c_str(), &raw, flags, nullptr);
  Connection connection(raw);
  if (rc != SQLITE_OK) {
    const std::string message = raw != nullptr ? sqlite3_errmsg(raw) : "out of memory";
    return sqlite_violation(rc, message);
  }
  sqlite3_extended_result_codes(raw, 1);
  return connection;
}

Result<Statement> Connection::prepare(std::string_view sql) {
  sqlite3_stmt* stmt = nullptr;
  const int rc = sqlite3_prepare_v2(db_, sql.data(), static_cast<int>(sql.size()), &stmt, nullptr);
  if (rc != SQLITE_OK) {
    sqlite3_finalize(stmt);
    return sqlite_violation(sqlite3_extended_errcode(db_), sqlite3_errmsg(db_));
  }
  return Statement(db_, stmt);
}

Status Connection::exec(std::string_view sql) {
  const std::string text(sql);
  char* error = nullptr;
  const int rc = sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &error);
  if (rc != SQLITE_OK) {
    const std::string message = error != nullptr ? error : sqlite3_errmsg(db_);
    sqlite3_free(error);
    return sqlite_violation(sqlite3_extended_errcode(db_), message);
  }
  return Done{};
}

Result<std::int64_t> Connection::query_int(std::string_view sql) {
  auto stmt = prepare(sql);
  if (!stmt) return stmt.violations();
  auto row = stmt.value().step();
  if (!row) return row.violations();
  if (!row.value()) return Violation{StoreReason::kNotFound, {Param{"detail", std::string(sql)}}};
  return stmt.value().column_int(0);
}

std::int64_t Connection::last_insert_rowid() const {
  return sqlite3_last_insert_rowid(db_);
}

std::int64_t Connection::total_changes() const {
  return sqlite3_total_changes(db_);
}

Result<Transaction> Transaction::begin_immediate(Connection& connection) {
  auto status = connection.exec("BEGIN IMMEDIATE");
  if (!status) return status.violations();
  return Transaction(&connection);
}

Transaction::Transaction(Transaction&& other) noexcept
    : connection_(std::exchange(other.connection_, nullptr)) {}

Transaction::~Transaction() {
  if (connection_ != nullptr) (void)connection_->exec("ROLLBACK");
}

Status Transaction::commit() {
  auto status = connection_->exec("COMMIT");
  if (status) connection_ = nullptr;
  return status;
}

}  // namespace tableref::db

#pragma once
// A small RAII layer over the SQLite C API. It never throws: every call answers with a
// Result whose violation carries a store reason and SQLite's own message.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"

struct sqlite3;
struct sqlite3_stmt;

namespace tableref::db {

// Maps an SQLite result code (and its message) to a store violation.
[[nodiscard]] Violation sqlite_violation(int code, std::string_view message);

class Statement {
 public:
  Statement() = default;
  Statement(sqlite3* db, sqlite3_stmt* stmt) : db_(db), stmt_(stmt) {}
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  Statement(Statement&& other) noexcept;
  Statement& operator=(Statement&& other) noexcept;
  ~Statement();

  // Binds by 1-based index.
  Statement& bind(int index, std::int64_t value);
  Statement& bind(int index, std::string_view value);
  Statement& bind_null(int index);
  Statement& bind_double(int index, double value);

  // Runs one step: true when a row is ready, false when done.
  [[nodiscard]] Result<bool> step();
  // Runs to completion, ignoring rows.
  [[nodiscard]] Status run();
  void reset();

  [[nodiscard]] std::int64_t column_int(int index) const;
  [[nodiscard]] double column_double(int index) const;
  [[nodiscard]] std::string column_text(int index) const;
  [[nodiscard]] bool column_is_null(int index) const;
  [[nodiscard]] int column_count() const;
  [[nodiscard]] std::string column_name(int index) const;

 private:
  sqlite3* db_ = nullptr;
  sqlite3_stmt* stmt_ = nullptr;
  int bind_error_ = 0;
};

class Connection {
 public:
  enum class Mode { kReadWriteCreate, kReadWrite, kReadOnly };

  Connection() = default;
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;
  Connection(Connection&& other) noexcept;
  Connection& operator=(Connection&& other) noexcept;
  ~Connection();

  [[nodiscard]] static Result<Connection> open(const std::string& path, Mode mode);

  [[nodiscard]] Result<Statement> prepare(std::string_view sql);
  // Runs one or more statements without parameters (schema, pragmas).
  [[nodiscard]] Status exec(std::string_view sql);
  // The first column of the first row of `sql` as an integer.
  [[nodiscard]] Result<std::int64_t> query_int(std::string_view sql);
  [[nodiscard]] std::int64_t last_insert_rowid() const;
  // Rows this connection has changed since it opened (sqlite3_total_changes): a counter a
  // screen can watch to learn, without a query, that something was written.
  [[nodiscard]] std::int64_t total_changes() const;
  [[nodiscard]] sqlite3* handle() const { return db_; }

 private:
  explicit Connection(sqlite3* db) : db_(db) {}
  sqlite3* db_ = nullptr;
};

// Rolls back unless committed (as SQLiteCpp's Transaction does).
class Transaction {
 public:
  [[nodiscard]] static Result<Transaction> begin_immediate(Connection& connection);
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  Transaction(Transaction&& other) noexcept;
  Transaction& operator=(Transaction&&) = delete;
  ~Transaction();
  [[nodiscard]] Status commit();

 private:
  explicit Transaction(Connection* connection) : connection_(connection) {}
  Connection* connection_ = nullptr;
};

}  // namespace tableref::db

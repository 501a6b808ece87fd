#pragma once
// A PostgreSQL server of the test's own: initdb into a temporary folder, listening only on a
// unix socket in that folder, stopped and removed with the object. As root (initdb and
// pg_ctl refuse root) everything runs as the `postgres` user through runuser.
#include <sys/types.h>

#include <optional>
#include <string>

namespace tableref::test {

class PostgresServer {
 public:
  // The folder of initdb and pg_ctl: $TABLEREF_PG_BIN, else Debian's newest
  // /usr/lib/postgresql/<n>/bin; nullopt when PostgreSQL is not installed.
  [[nodiscard]] static std::optional<std::string> binaries();

  PostgresServer();  // throws std::runtime_error (with the server's log) when it cannot start
  PostgresServer(const PostgresServer&) = delete;
  PostgresServer& operator=(const PostgresServer&) = delete;
  ~PostgresServer();

  // postgresql://postgres@/postgres?host=<folder>&port=5432
  [[nodiscard]] std::string url() const;
  void stop();   // pg_ctl stop -m fast, waiting until it is down
  void start();  // pg_ctl start -w, waiting until it accepts connections

 private:
  // A child in a session of its own that stops the server and removes the folder if the
  // test dies without its destructor (a ctest timeout, a crash): no server is left behind.
  void start_watchdog();
  std::string bin_;
  std::string dir_;
  pid_t watchdog_ = -1;
};

}  // namespace tableref::test

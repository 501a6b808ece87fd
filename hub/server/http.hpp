#pragma once
// The hub's HTTP face (cpp-httplib): the routes, the body limit, and one JSON shape for
// every refusal. Each request is one transaction on a pooled connection (pool.hpp), so the
// hub keeps nothing in memory between requests: a restart, or a second hub on the same
// database, loses nothing.
#include <cstddef>
#include <string>
#include <vector>

#include "pool.hpp"

namespace tableref::hub {

struct ServeOptions {
  std::string database;  // a libpq connection string or postgresql:// URL
  std::string host = "127.0.0.1";
  int port = 8787;       // 0: any free port (the line printed on start says which)
  std::string tls_cert;  // PEM files: the hub serves HTTPS itself when both are given
  std::string tls_key;
  std::vector<std::string> allow_origins;  // the browsers' pages allowed to call (cors.hpp)
  std::size_t pool = kDefaultPoolSize;     // PostgreSQL connections for requests (--pool N)
};

// Migrates the database, binds, prints {"listening": "HOST:PORT"} on stdout, and serves
// until SIGTERM or SIGINT. Answers the process's exit code.
[[nodiscard]] int serve(const ServeOptions& options);

}  // namespace tableref::hub

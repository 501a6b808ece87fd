#pragma once
// The hub's PostgreSQL connections (docs/club.md, "Connections"): a bounded pool, so a
// request reuses a connection instead of opening one (a TCP or socket handshake, an
// authentication and a backend process each time). One pool per hub process, made by
// serve() (--pool N). Each request still runs one transaction of its own and leaves no
// session state behind, so a pooled connection is as fresh as a new one; several hubs on
// one database are as stateless as before. Follower streams keep their own connection
// (LISTEN belongs to a connection, and a stream holds it for minutes).
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include <pqxx/pqxx>

namespace tableref::hub {

// 2 cores with PostgreSQL beside the hub: bench/hub/hub_load_bench.cpp at 50 devices gave
// 173, 199, 221-229 and 201 requests/s with 2, 4, 8 and 16 connections (docs/club.md).
inline constexpr std::size_t kDefaultPoolSize = 8;

class ConnectionPool {
 public:
  ConnectionPool(std::string database, std::size_t size);

  // A connection lent for one request; back to the pool at the end of its scope, unless it
  // broke (or was discarded), then closed and replaced by a new one when next needed.
  class Lease {
   public:
    Lease(ConnectionPool& pool, std::unique_ptr<pqxx::connection> c, bool reused);
    Lease(Lease&&) = delete;
    ~Lease();
    pqxx::connection& operator*() { return *connection_; }
    // True when the connection served an earlier request: it may have died meanwhile (a
    // PostgreSQL restart) without anyone noticing until now.
    [[nodiscard]] bool reused() const { return reused_; }
    void discard() { discarded_ = true; }

   private:
    ConnectionPool& pool_;
    std::unique_ptr<pqxx::connection> connection_;
    bool reused_;
    bool discarded_ = false;
  };

  // Waits while all `size` connections are lent (std::runtime_error after 10 s: the
  // request is answered 503); opens a new connection when none is idle (pqxx throws if
  // PostgreSQL cannot be reached).
  [[nodiscard]] std::unique_ptr<Lease> acquire();
  // Closes every idle connection: after one turned out broken, the others, from the same
  // PostgreSQL, are likely broken too.
  void drop_idle();
  [[nodiscard]] const std::string& database() const { return database_; }

 private:
  void give_back(std::unique_ptr<pqxx::connection> c, bool keep);

  std::string database_;
  std::size_t size_;
  std::mutex mutex_;
  std::condition_variable freed_;
  std::vector<std::unique_ptr<pqxx::connection>> idle_;
  std::size_t open_ = 0;  // lent and idle
};

// The hub process's pool, for its routes; made once by serve() before it listens.
void make_connection_pool(const std::string& database, std::size_t size);
[[nodiscard]] ConnectionPool& connection_pool();

// Runs `handler` on a pooled connection. When a reused connection turns out broken (the
// database restarted since it was last used), it is dropped with the idle ones, `before_retry`
// clears what the handler answered, and the handler runs once more on a new connection:
// every handler is one transaction, rolled back when the connection broke, and safe to
// repeat (a push is idempotent). Any other failure, or a new connection's, throws.
void with_pooled_connection(const std::function<void(pqxx::connection&)>& handler,
                            const std::function<void()>& before_retry);

}  // namespace tableref::hub

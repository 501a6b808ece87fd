#include "pool.hpp"

#include <chrono>
#include <stdexcept>
#include <utility>

namespace tableref::hub {
namespace {

constexpr auto kWaitForConnection = std::chrono::seconds(10);

std::unique_ptr<ConnectionPool> g_pool;

}  // namespace

ConnectionPool::ConnectionPool(std::string database, std::size_t size)
    : database_(std::move(database)), size_(size == 0 ? 1 : size) {}

ConnectionPool::Lease::Lease(ConnectionPool& pool, std::unique_ptr<pqxx::connection> c, bool reused)
    : pool_(pool), connection_(std::move(c)), reused_(reused) {}

ConnectionPool::Lease::~Lease() {
  const bool keep = !discarded_ && connection_->is_open();
  pool_.give_back(std::move(connection_), keep);
}

std::unique_ptr<ConnectionPool::Lease> ConnectionPool::acquire() {
  std::unique_lock lock(mutex_);
  if (!freed_.wait_for(lock, kWaitForConnection,
                       [this] { return !idle_.empty() || open_ < size_; })) {
    throw std::runtime_error("no pooled connection free within 10 s");
  }
  if (!idle_.empty()) {
    auto c = std::move(idle_.back());
    idle_.pop_back();
    return std::make_unique<Lease>(*this, std::move(c), true);
  }
  ++open_;
  lock.unlock();
  try {
    return std::make_unique<Lease>(*this, std::make_unique<pqxx::connection>(database_), false);
  } catch (...) {
    lock.lock();
    --open_;
    freed_.notify_one();
    throw;
  }
}

void ConnectionPool::give_back(std::unique_ptr<pqxx::connection> c, bool keep) {
  std::unique_ptr<pqxx::connection> closing;  // closed outside the lock
  {
    std::lock_guard lock(mutex_);
    if (keep) {
      idle_.push_back(std::move(c));
    } else {
      closing = std::move(c);
      --open_;
    }
  }
  freed_.notify_one();
}

void ConnectionPool::drop_idle() {
  std::vector<std::unique_ptr<pqxx::connection>> closing;
  {
    std::lock_guard lock(mutex_);
    closing.swap(idle_);
    open_ -= closing.size();
  }
  freed_.notify_all();
}

void make_connection_pool(const std::string& database, std::size_t size) {
  g_pool = std::make_unique<ConnectionPool>(database, size);
}

ConnectionPool& connection_pool() {
  return *g_pool;
}

void with_pooled_connection(const std::function<void(pqxx::connection&)>& handler,
                            const std::function<void()>& before_retry) {
  auto& pool = connection_pool();
  for (int attempt = 0;; ++attempt) {
    auto lease = pool.acquire();
    try {
      handler(**lease);
      return;
    } catch (const std::exception&) {
      // A connection PostgreSQL dropped reports itself closed once a query found out.
      const bool broken = !(**lease).is_open();
      if (broken) lease->discard();
      if (!broken || attempt > 0 || !lease->reused()) throw;
      pool.drop_idle();
    }
    before_retry();
  }
}

}  // namespace tableref::hub

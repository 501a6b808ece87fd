#include "http.hpp"

#include <sys/socket.h>

#include <csignal>
#include <cstdio>
#include <exception>
#include <memory>
#include <thread>

#include <httplib.h>
#include <pqxx/pqxx>

#include "cors.hpp"
#include "follow.hpp"
#include "pool.hpp"
#include "routes.hpp"
#include "schema.hpp"
#include "tableref/hub/wire.hpp"

namespace tableref::hub {
namespace {

std::unique_ptr<httplib::Server> make_server(const ServeOptions& options) {
  if (options.tls_cert.empty() != options.tls_key.empty()) return nullptr;
  if (options.tls_cert.empty()) return std::make_unique<httplib::Server>();
  auto server =
      std::make_unique<httplib::SSLServer>(options.tls_cert.c_str(), options.tls_key.c_str());
  if (!server->is_valid()) return nullptr;
  return server;
}

}  // namespace

int serve(const ServeOptions& options) {
  try {
    pqxx::connection connection(options.database);
    migrate(connection);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "tableref-hub: cannot prepare the database: %s\n", e.what());
    return 1;
  }
  make_connection_pool(options.database, options.pool);
  auto server = make_server(options);
  if (!server) {
    std::fprintf(stderr, "tableref-hub: TLS needs both --tls-cert and --tls-key, readable PEM\n");
    return 2;
  }
  server->set_payload_max_length(kMaxBodyBytes);
  // Follower streams each hold a thread (follow.hpp): more than httplib's default of 8.
  server->new_task_queue = [] { return new httplib::ThreadPool(kServeThreads); };
  // Debian's cpp-httplib 0.11 listens with a backlog of 5, built into the library: 50
  // devices connecting at once overflowed it and some had their connection dropped (the
  // 50-device benchmark, bench/hub/hub_load_bench.cpp). The listening socket is kept from
  // its options callback and listened on again with the system's maximum once bound.
  int listening_socket = -1;
  server->set_socket_options([&listening_socket](socket_t sock) {
    httplib::default_socket_options(sock);
    listening_socket = sock;
  });
  add_cors(*server, options.allow_origins);
  add_routes(*server, options.database);
  const int port = options.port == 0
                       ? server->bind_to_any_port(options.host)
                       : (server->bind_to_port(options.host, options.port) ? options.port : -1);
  if (port <= 0 || listening_socket < 0 || ::listen(listening_socket, SOMAXCONN) != 0) {
    std::fprintf(stderr, "tableref-hub: cannot listen on %s:%d\n", options.host.c_str(),
                 options.port);
    return 1;
  }
  // SIGTERM and SIGINT are taken by this thread alone (sigwait), never by a handler that
  // would run inside the server's threads.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGTERM);
  sigaddset(&signals, SIGINT);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  std::thread listener([&server] { server->listen_after_bind(); });
  std::printf("{\"listening\": \"%s:%d\"}\n", options.host.c_str(), port);
  std::fflush(stdout);
  int received = 0;
  sigwait(&signals, &received);
  stop_follower_streams();
  server->stop();
  listener.join();
  return 0;
}

}  // namespace tableref::hub

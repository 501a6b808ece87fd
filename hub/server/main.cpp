// tableref-hub: a club's hub (issue #26; docs/club.md). Serves devices over HTTP + JSON and
// keeps everything in PostgreSQL; the club commands are for the hub's operator.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include <pqxx/pqxx>

#include "clubs.hpp"
#include "follow_limit.hpp"
#include "http.hpp"
#include "schema.hpp"
#include "tableref/hub/wire.hpp"

namespace {

constexpr const char* kUsage = R"(usage:
  tableref-hub serve --db URL [--listen ADDR:PORT] [--tls-cert PEM --tls-key PEM]
                     [--trust-proxy] [--pool N] [--allow-origin ORIGIN]...
  tableref-hub club create NAME [--db URL]
  tableref-hub club devices NAME [--db URL]
  tableref-hub club revoke DEVICE [--db URL]
--db defaults to $TABLEREF_HUB_DB; URL is a libpq connection string or postgresql://...
--listen defaults to 127.0.0.1:8787; port 0 takes any free port.
--allow-origin (repeatable): a web page's origin, e.g. https://club.example.org, allowed to
call the hub from a browser (the web app's Settings -> Club); "*" allows any.
--pool N: at most N PostgreSQL connections for requests (default 8; follower streams
  hold one each besides).
--trust-proxy: behind a reverse proxy, a follower is the last X-Forwarded-For address.
Answers are JSON on stdout; a refusal is {"error": {"code", "detail"}} with exit code 1.
)";

std::optional<std::string> take(std::vector<std::string>& args, const std::string& name) {
  for (std::size_t i = 0; i + 1 < args.size(); ++i) {
    if (args[i] == name) {
      std::string value = args[i + 1];
      args.erase(args.begin() + static_cast<std::ptrdiff_t>(i),
                 args.begin() + static_cast<std::ptrdiff_t>(i) + 2);
      return value;
    }
  }
  return std::nullopt;
}

int usage() {
  std::cerr << kUsage;
  return 2;
}

int serve(std::vector<std::string> args, const std::string& database) {
  tableref::hub::ServeOptions options;
  options.database = database;
  if (auto listen = take(args, "--listen")) {
    const auto colon = listen->rfind(':');
    if (colon == std::string::npos) return usage();
    options.host = listen->substr(0, colon);
    options.port = std::atoi(listen->substr(colon + 1).c_str());
  }
  options.tls_cert = take(args, "--tls-cert").value_or("");
  options.tls_key = take(args, "--tls-key").value_or("");
  while (auto origin = take(args, "--allow-origin")) options.allow_origins.push_back(*origin);
  if (auto pool = take(args, "--pool")) {
    options.pool = static_cast<std::size_t>(std::atoi(pool->c_str()));
    if (options.pool < 1 || options.pool > 1000) return usage();
  }
  if (const auto flag = std::find(args.begin(), args.end(), "--trust-proxy"); flag != args.end()) {
    args.erase(flag);
    tableref::hub::set_follow_trust_proxy(true);
  }
  if (!args.empty()) return usage();
  return tableref::hub::serve(options);
}

int club(std::vector<std::string> args, const std::string& database) {
  if (args.size() != 2) return usage();
  try {
    pqxx::connection connection(database);
    tableref::hub::migrate(connection);
    nlohmann::json out;
    std::optional<tableref::hub::Refusal> refusal;
    if (args[0] == "create") {
      refusal = tableref::hub::create_club(connection, args[1], out);
    } else if (args[0] == "devices") {
      refusal = tableref::hub::club_devices(connection, args[1], out);
    } else if (args[0] == "revoke") {
      refusal = tableref::hub::revoke_device(connection, args[1], out);
    } else {
      return usage();
    }
    if (refusal) {
      std::cout << tableref::hub::error_body(refusal->code, refusal->detail) << "\n";
      return 1;
    }
    std::cout << out.dump() << "\n";
    return 0;
  } catch (const std::exception& e) {
    std::cout << tableref::hub::error_body("hub.database_unavailable") << "\n";
    std::cerr << "tableref-hub: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "--help" || args[0] == "-h") return usage();
  const std::string command = args[0];
  args.erase(args.begin());
  std::string database = take(args, "--db").value_or("");
  if (database.empty()) {
    const char* env = std::getenv("TABLEREF_HUB_DB");
    if (env == nullptr || *env == '\0') {
      std::cerr << "tableref-hub: no database: give --db URL or set TABLEREF_HUB_DB\n";
      return 2;
    }
    database = env;
  }
  if (command == "serve") return serve(std::move(args), database);
  if (command == "club") return club(std::move(args), database);
  return usage();
}

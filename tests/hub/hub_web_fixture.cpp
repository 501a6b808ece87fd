// The web test's hub (tests/web/club_web_tests.mjs): the hub tests' own PostgreSQL and
// tableref-hub (pg_server.hpp, process.hpp), run for a test written in JavaScript.
//   hub_web_fixture ORIGIN
// starts PostgreSQL in a temporary folder and tableref-hub on 127.0.0.1 at a free port
// allowing ORIGIN (the test page's), creates a club, prints
//   {"hub": "http://127.0.0.1:PORT", "join_code": "..."}
// and keeps both running until its standard input closes; then stops both and removes the
// folder. Exit 77 (a CTest skip) when PostgreSQL is not installed.
#include <cstdio>
#include <exception>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "pg_server.hpp"
#include "process.hpp"

int main(int argc, char** argv) {
  using tableref::test::PostgresServer;
  if (argc != 2) {
    std::cerr << "usage: hub_web_fixture ORIGIN\n";
    return 2;
  }
  if (!PostgresServer::binaries()) {
    const nlohmann::json skip{
        {"skip", "PostgreSQL's initdb/pg_ctl not found (Debian package postgresql)"}};
    std::cout << skip.dump() << std::endl;
    return 77;
  }
  try {
    PostgresServer pg;
    tableref::test::Running hub({TABLEREF_HUB_BIN, "serve", "--db", pg.url(), "--listen",
                                 "127.0.0.1:0", "--allow-origin", argv[1]});
    const auto line = hub.read_line();
    if (!line) throw std::runtime_error("tableref-hub did not start");
    const auto listening = nlohmann::json::parse(*line).at("listening").get<std::string>();
    const std::string url = "http://" + listening;
    const auto created =
        tableref::test::run({TABLEREF_HUB_BIN, "club", "create", "Web Club", "--db", pg.url()});
    if (created.exit_code != 0) throw std::runtime_error("club create: " + created.out);
    const auto code = nlohmann::json::parse(created.out).at("join_code").get<std::string>();
    std::cout << nlohmann::json{{"hub", url}, {"join_code", code}}.dump() << std::endl;
    // Until the test is done with them (its end closes our standard input).
    for (std::string ignored; std::getline(std::cin, ignored);) {
    }
    hub.terminate();
  } catch (const std::exception& e) {
    std::cerr << "hub_web_fixture: " << e.what() << "\n";
    return 1;
  }
  return 0;
}

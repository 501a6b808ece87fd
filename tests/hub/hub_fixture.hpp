#pragma once
// What every hub test starts from: its own PostgreSQL in a temporary folder, tableref-hub on
// 127.0.0.1 at a port it chose itself (read from its first line), device databases as real
// SQLite files, and the real tableref-cli to enrol and sync them. Skipped, with the reason,
// only when PostgreSQL is not installed.
#include <gtest/gtest.h>
#include <httplib.h>

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "pg_server.hpp"
#include "process.hpp"

namespace tableref::test {

class HubTest : public ::testing::Test {
 protected:
  void SetUp() override;
  void TearDown() override;

  // Starts tableref-hub (`env` adds variables, e.g. a fault point) and waits for its line.
  // `port` 0: any free port; a restarted hub takes its old one, the one the devices know.
  // `args` adds options to `tableref-hub serve`.
  void start_hub(const std::vector<std::string>& env = {}, int port = 0,
                 const std::vector<std::string>& args = {});
  void kill_hub();  // SIGKILL, as a crash
  [[nodiscard]] std::string hub_url() const { return "http://127.0.0.1:" + std::to_string(port_); }

  // tableref-hub club ... against the test's database.
  Finished hub_command(const std::vector<std::string>& args);
  // Creates a club; answers its join code.
  std::string create_club(const std::string& name);

  // A device database (a new SQLite file in the test's folder) enrolled in the club.
  std::string joined_device(const std::string& name, const std::string& join_code);
  // tableref-cli with `args` (the test adds --db itself).
  Finished cli(const std::vector<std::string>& args);
  // The same, left running (for a sync the test interrupts).
  std::unique_ptr<Running> cli_running(const std::vector<std::string>& args);
  // Adds a finished session of `events` events to a device database through the store;
  // answers its id.
  std::int64_t add_session(const std::string& db_path, int events,
                           const std::string& player = "Ann");

  // The first column of the first row of `sql`, straight from the hub's PostgreSQL.
  std::int64_t count(const std::string& sql);
  // An HTTP request to the hub, optionally with a bearer token.
  httplib::Result post(const std::string& path, const std::string& body,
                       const std::string& token = "");
  httplib::Result get(const std::string& path, const std::string& token = "");
  // The token stored in a device database.
  std::string token_of(const std::string& db_path);

  std::unique_ptr<PostgresServer> pg_;
  std::unique_ptr<Running> hub_;
  int port_ = 0;
  std::string dir_;
};

}  // namespace tableref::test

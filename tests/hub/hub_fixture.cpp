#include "hub_fixture.hpp"

#include <unistd.h>

#include <filesystem>
#include <pqxx/pqxx>

#include "tableref/db/hub_link.hpp"
#include "tableref/db/store.hpp"

namespace tableref::test {

void HubTest::SetUp() {
  if (!PostgresServer::binaries()) {
    GTEST_SKIP() << "PostgreSQL's initdb/pg_ctl not found (Debian package postgresql; "
                    "scripts/setup.sh installs it): the hub tests need a real server";
  }
  char pattern[] = "/tmp/tableref-hubtest-XXXXXX";
  ASSERT_NE(mkdtemp(pattern), nullptr);
  dir_ = pattern;
  pg_ = std::make_unique<PostgresServer>();
  start_hub();
}

void HubTest::TearDown() {
  hub_.reset();
  pg_.reset();
  if (!dir_.empty()) {
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
}

void HubTest::start_hub(const std::vector<std::string>& env, int port,
                        const std::vector<std::string>& args) {
  std::vector<std::string> argv{TABLEREF_HUB_BIN, "serve",    "--db",
                                pg_->url(),       "--listen", "127.0.0.1:" + std::to_string(port)};
  argv.insert(argv.end(), args.begin(), args.end());
  hub_ = std::make_unique<Running>(argv, env);
  const auto line = hub_->read_line();
  ASSERT_TRUE(line.has_value()) << "tableref-hub did not start";
  const auto listening = nlohmann::json::parse(*line).at("listening").get<std::string>();
  port_ = std::stoi(listening.substr(listening.rfind(':') + 1));
}

void HubTest::kill_hub() {
  hub_->kill_now();
}

Finished HubTest::hub_command(const std::vector<std::string>& args) {
  std::vector<std::string> argv{TABLEREF_HUB_BIN};
  argv.insert(argv.end(), args.begin(), args.end());
  argv.insert(argv.end(), {"--db", pg_->url()});
  return run(argv);
}

std::string HubTest::create_club(const std::string& name) {
  const auto created = hub_command({"club", "create", name});
  EXPECT_EQ(created.exit_code, 0) << created.out << created.err;
  return nlohmann::json::parse(created.out).at("join_code").get<std::string>();
}

std::string HubTest::joined_device(const std::string& name, const std::string& join_code) {
  const std::string path = dir_ + "/" + name + ".db";
  const auto joined = cli({"hub", "join", hub_url(), join_code, "--name", name, "--db", path});
  EXPECT_EQ(joined.exit_code, 0) << joined.out << joined.err;
  return path;
}

Finished HubTest::cli(const std::vector<std::string>& args) {
  std::vector<std::string> argv{TABLEREF_CLI_BIN};
  argv.insert(argv.end(), args.begin(), args.end());
  return run(argv, {"TABLEREF_ASSETS=" TABLEREF_ASSET_DIR, "LANG=C"});
}

std::unique_ptr<Running> HubTest::cli_running(const std::vector<std::string>& args) {
  std::vector<std::string> argv{TABLEREF_CLI_BIN};
  argv.insert(argv.end(), args.begin(), args.end());
  return std::make_unique<Running>(
      argv, std::vector<std::string>{"TABLEREF_ASSETS=" TABLEREF_ASSET_DIR, "LANG=C"});
}

std::int64_t HubTest::add_session(const std::string& db_path, int events,
                                  const std::string& player) {
  auto store = db::Store::open(db_path);
  EXPECT_TRUE(store.ok());
  auto id = store.value().create_session(
      db::NewSession{"blokus", "classic", "{}", {db::SeatEntry{0, player, "blue"}}});
  EXPECT_TRUE(id.ok());
  for (int i = 1; i <= events; ++i) {
    EXPECT_TRUE(
        store.value().append_event(id.value(), "note", R"({"n":)" + std::to_string(i) + "}").ok());
  }
  const nlohmann::json result{
      {"players", {{{"name", player}, {"score", events}, {"winner", true}}}}};
  EXPECT_TRUE(
      store.value().set_status(id.value(), db::SessionStatus::kFinished, result.dump()).ok());
  return id.value();
}

std::int64_t HubTest::count(const std::string& sql) {
  pqxx::connection c(pg_->url());
  pqxx::read_transaction work(c);
  return work.exec(sql)[0][0].as<std::int64_t>();
}

httplib::Result HubTest::post(const std::string& path, const std::string& body,
                              const std::string& token) {
  httplib::Client client("127.0.0.1", port_);
  httplib::Headers headers;
  if (!token.empty()) headers.emplace("Authorization", "Bearer " + token);
  return client.Post(path.c_str(), headers, body, "application/json");
}

httplib::Result HubTest::get(const std::string& path, const std::string& token) {
  httplib::Client client("127.0.0.1", port_);
  httplib::Headers headers;
  if (!token.empty()) headers.emplace("Authorization", "Bearer " + token);
  return client.Get(path.c_str(), headers);
}

std::string HubTest::token_of(const std::string& db_path) {
  auto store = db::Store::open(db_path);
  EXPECT_TRUE(store.ok());
  auto link = db::hub_link(store.value());
  EXPECT_TRUE(link.ok() && link.value().has_value());
  return link.value()->token;
}

}  // namespace tableref::test

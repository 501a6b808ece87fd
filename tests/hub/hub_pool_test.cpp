// The hub's PostgreSQL connection pool (hub/server/pool.hpp): bounded by --pool, and a
// PostgreSQL restart between two requests costs no request at all (the pooled connections
// it broke are found broken and replaced). The restart during a sync is hub_sync_test's.
#include <nlohmann/json.hpp>

#include "hub_fixture.hpp"

namespace tableref::test {
namespace {

using nlohmann::json;

class HubPoolTest : public HubTest {};

TEST_F(HubPoolTest, ManyDevicesAtOnceShareAtMostThePoolsConnections) {
  kill_hub();
  start_hub({}, 0, {"--pool", "2"});
  const auto code = create_club("Go Club");
  std::vector<std::string> devices;
  for (int d = 0; d < 8; ++d) {
    devices.push_back(joined_device("tablet-" + std::to_string(d), code));
    add_session(devices.back(), 3);
  }
  std::vector<std::unique_ptr<Running>> syncs;
  for (const auto& path : devices) syncs.push_back(cli_running({"hub", "sync", "--db", path}));
  for (auto& sync : syncs) EXPECT_EQ(sync->wait(), 0);
  EXPECT_EQ(count("SELECT COUNT(*) FROM sessions"), 8);
  // The hub's connections stay open between requests, never more than the pool's two.
  const auto open = count(
      "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() "
      "AND backend_type = 'client backend' AND pid <> pg_backend_pid()");
  EXPECT_GE(open, 1);
  EXPECT_LE(open, 2);
}

TEST_F(HubPoolTest, APostgresRestartBetweenRequestsCostsNoRequest) {
  const auto code = create_club("Go Club");
  const auto a = joined_device("tablet-a", code);
  const auto b = joined_device("tablet-b", code);
  add_session(a, 2);
  ASSERT_EQ(cli({"hub", "sync", "--db", a}).exit_code, 0);  // the pool holds connections now
  pg_->stop();
  pg_->start();
  // The first request after the restart finds its pooled connection broken and is served on
  // a new one, as is every request after it.
  add_session(a, 1);
  const auto synced = cli({"hub", "sync", "--db", a});
  ASSERT_EQ(synced.exit_code, 0) << synced.err;
  EXPECT_EQ(json::parse(synced.out), (json{{"pushed", 1}, {"pulled", 0}}));
  const auto other = cli({"hub", "sync", "--db", b});
  ASSERT_EQ(other.exit_code, 0) << other.err;
  EXPECT_EQ(json::parse(other.out), (json{{"pushed", 0}, {"pulled", 2}}));
}

}  // namespace
}  // namespace tableref::test

// A club's standings through a real hub: games recorded on two tablets, synced, rank the
// same players the same way on both, with the ratings OpenSkill gives game by game.
#include <nlohmann/json.hpp>

#include "hub_fixture.hpp"
#include "tableref/db/store.hpp"
#include "tableref/rating/openskill.hpp"

namespace tableref::test {
namespace {

using nlohmann::json;

// A finished Blokus game played at `when`, its players listed in their finishing order.
void add_game(const std::string& db_path, const std::string& when,
              const std::vector<std::string>& order) {
  auto store = db::Store::open(db_path);
  ASSERT_TRUE(store.ok());
  db::SessionSummary s;
  s.game = "blokus";
  s.variant = "classic";
  s.rules_json = "{}";
  s.status = db::SessionStatus::kFinished;
  s.created_at = s.updated_at = when;
  json players = json::array();
  for (std::size_t i = 0; i < order.size(); ++i) {
    s.seats.push_back({static_cast<int>(i), order[i], ""});
    players.push_back({{"name", order[i]}, {"rank", i + 1}, {"winner", i == 0}});
  }
  s.result_json = json{{"players", players}}.dump();
  ASSERT_TRUE(store.value().import_session(s, {}).ok());
}

TEST_F(HubTest, StandingsCountTheClubsGamesFromEveryDevice) {
  const auto code = create_club("Go Club");
  const auto a = joined_device("tablet-a", code);
  const auto b = joined_device("tablet-b", code);
  add_game(a, "2026-11-20T19:00:00Z", {"Ann", "Bo"});
  add_game(b, "2026-11-21T19:00:00Z", {"Bo", "Ann", "Cy"});
  ASSERT_EQ(cli({"hub", "sync", "--db", a}).exit_code, 0);
  ASSERT_EQ(cli({"hub", "sync", "--db", b}).exit_code, 0);
  ASSERT_EQ(cli({"hub", "sync", "--db", a}).exit_code, 0);

  const auto on_a = cli({"hub", "standings", "--db", a, "--game", "blokus", "--json"});
  const auto on_b = cli({"hub", "standings", "--db", b, "--json"});
  ASSERT_EQ(on_a.exit_code, 0) << on_a.err;
  EXPECT_EQ(on_a.out, on_b.out);  // both tablets hold the club's two games
  const auto standings = json::parse(on_a.out);
  ASSERT_EQ(standings["games"].size(), 1u);
  const auto& game = standings["games"][0];
  EXPECT_EQ(game["sessions"], 2);

  using rating::initial;
  const auto first = rating::rate({{initial()}, {initial()}}, {1, 2}).value();
  const auto second = rating::rate({{first[1][0]}, {first[0][0]}, {initial()}}, {1, 2, 3}).value();
  const std::map<std::string, rating::Rating> want{
      {"Bo", second[0][0]}, {"Ann", second[1][0]}, {"Cy", second[2][0]}};
  ASSERT_EQ(game["players"].size(), 3u);
  double previous = 1e9;
  for (const auto& p : game["players"]) {
    const auto& r = want.at(p["player"].get<std::string>());
    EXPECT_NEAR(p["mu"].get<double>(), r.mu, 1e-6);
    EXPECT_NEAR(p["sigma"].get<double>(), r.sigma, 1e-6);
    EXPECT_LE(p["ordinal"].get<double>(), previous);  // highest ordinal first
    previous = p["ordinal"].get<double>();
  }
  const auto ann = std::find_if(game["players"].begin(), game["players"].end(),
                                [](const json& p) { return p["player"] == "Ann"; });
  EXPECT_EQ((*ann)["games"], 2);
  EXPECT_EQ((*ann)["wins"], 1);
  EXPECT_EQ((*ann)["placements"], json::array({1, 1}));

  const auto table = cli({"hub", "standings", "--db", b});
  EXPECT_EQ(table.exit_code, 0);
  EXPECT_NE(table.out.find("blokus: 2 games"), std::string::npos) << table.out;
  EXPECT_NE(table.out.find("\tAnn\t"), std::string::npos) << table.out;
}

}  // namespace
}  // namespace tableref::test

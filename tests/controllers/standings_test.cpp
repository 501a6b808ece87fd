// A club's standings from the sessions a real store holds: games, wins and placements per
// player and game, and ratings that are OpenSkill's (rating/) applied game by game in the
// order the games were played, with ties, winner-only results and teams.
#include "tableref/controllers/standings.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

namespace tableref::controllers {
namespace {

using nlohmann::json;
using rating::Rating;

class Standings : public ::testing::Test {
 protected:
  // A finished session of `game`, played at `when`, whose result lists `players`.
  void add(const std::string& game, const std::string& when, const json& players,
           db::SessionStatus status = db::SessionStatus::kFinished) {
    db::SessionSummary s;
    s.game = game;
    s.variant = "classic";
    s.rules_json = "{}";
    s.status = status;
    s.created_at = s.updated_at = when;
    for (std::size_t i = 0; i < players.size(); ++i) {
      s.seats.push_back({static_cast<int>(i), players[i].at("name").get<std::string>(), ""});
    }
    s.result_json = json{{"players", players}}.dump();
    ASSERT_TRUE(store_.import_session(s, {}).ok());
  }
  const PlayerStanding& of(const GameStandings& g, const std::string& name) {
    for (const auto& p : g.players) {
      if (p.player == name) return p;
    }
    ADD_FAILURE() << name << " is not in the standings of " << g.game;
    static const PlayerStanding none;
    return none;
  }
  db::Store store_ = db::Store::open_memory().value();
};

void expect_rating(const Rating& got, const Rating& want) {
  EXPECT_NEAR(got.mu, want.mu, 1e-9);
  EXPECT_NEAR(got.sigma, want.sigma, 1e-9);
}

TEST_F(Standings, CountGamesWinsAndPlacesAndRateInTheOrderPlayed) {
  // Stored out of order: the ratings must follow the times, not the ids.
  add("blokus", "2026-11-02T10:00:00Z",
      json::array({{{"name", "Cy"}, {"rank", 1}, {"winner", true}},
                   {{"name", "Ann"}, {"rank", 2}},
                   {{"name", "Bo"}, {"rank", 3}}}));
  add("blokus", "2026-11-01T10:00:00Z",
      json::array({{{"name", "Ann"}, {"rank", 1}, {"winner", true}},
                   {{"name", "Bo"}, {"rank", 2}},
                   {{"name", "Cy"}, {"rank", 2}}}));
  add("blokus", "2026-11-03T10:00:00Z", json::array({{{"name", "Ann"}, {"rank", 1}}}),
      db::SessionStatus::kActive);
  add("hdcg", "2026-11-01T11:00:00Z",
      json::array({{{"name", "Bo"}, {"winner", true}}, {{"name", "Ann"}, {"winner", false}}}));

  const auto all = club_standings(store_);
  ASSERT_TRUE(all.ok());
  ASSERT_EQ(all.value().size(), 2u);
  const auto& blokus = all.value()[0];
  EXPECT_EQ(blokus.game, "blokus");
  EXPECT_EQ(blokus.sessions, 2);  // the active session is not counted
  EXPECT_EQ(of(blokus, "Ann").games, 2);
  EXPECT_EQ(of(blokus, "Ann").wins, 1);
  EXPECT_EQ(of(blokus, "Ann").placements, (std::vector<std::int64_t>{1, 1}));
  EXPECT_EQ(of(blokus, "Cy").placements, (std::vector<std::int64_t>{1, 1}));  // tied second
  EXPECT_EQ(of(blokus, "Bo").placements, (std::vector<std::int64_t>{0, 1, 1}));

  const auto first =
      rating::rate({{rating::initial()}, {rating::initial()}, {rating::initial()}}, {1, 2, 2})
          .value();
  const auto second =
      rating::rate({{first[2][0]}, {first[0][0]}, {first[1][0]}}, {1, 2, 3}).value();
  expect_rating(of(blokus, "Cy").rating, second[0][0]);
  expect_rating(of(blokus, "Ann").rating, second[1][0]);
  expect_rating(of(blokus, "Bo").rating, second[2][0]);
  for (std::size_t i = 1; i < blokus.players.size(); ++i) {
    EXPECT_GE(blokus.players[i - 1].ordinal(), blokus.players[i].ordinal());
  }

  // A winner-only result: the winner first, the rest second.
  const auto& hdcg = all.value()[1];
  EXPECT_EQ(hdcg.players.at(0).player, "Bo");
  EXPECT_EQ(of(hdcg, "Bo").wins, 1);
  EXPECT_EQ(of(hdcg, "Ann").placements, (std::vector<std::int64_t>{0, 1}));
  expect_rating(of(hdcg, "Bo").rating,
                rating::rate({{rating::initial()}, {rating::initial()}}, {1, 2}).value()[0][0]);

  const auto only = club_standings(store_, std::string("hdcg"));
  ASSERT_TRUE(only.ok());
  ASSERT_EQ(only.value().size(), 1u);
  EXPECT_EQ(only.value()[0].game, "hdcg");
}

TEST_F(Standings, PlayersAreMatchedByTheirExactName) {
  add("blokus", "2026-11-01T10:00:00Z",
      json::array({{{"name", "Ann"}, {"rank", 1}}, {{"name", "ann"}, {"rank", 2}}}));
  add("blokus", "2026-11-02T10:00:00Z",
      json::array({{{"name", "Ann"}, {"rank", 2}}, {{"name", "Bo"}, {"rank", 1}}}));
  const auto all = club_standings(store_);
  ASSERT_TRUE(all.ok());
  ASSERT_EQ(all.value().at(0).players.size(), 3u);
  EXPECT_EQ(of(all.value()[0], "Ann").games, 2);
  EXPECT_EQ(of(all.value()[0], "ann").games, 1);
}

TEST_F(Standings, TeamsAreRatedTogetherAndUnplacedResultsMoveNoRating) {
  add("smashup", "2026-11-01T10:00:00Z",
      json::array({{{"name", "Ann"}, {"team", 1}, {"winner", true}},
                   {{"name", "Bo"}, {"team", 1}, {"winner", true}},
                   {{"name", "Cy"}, {"team", 2}},
                   {{"name", "Di"}, {"team", 2}}}));
  add("smashup", "2026-11-02T10:00:00Z", json::array({{{"name", "Ann"}}, {{"name", "Cy"}}}));
  const auto all = club_standings(store_);
  ASSERT_TRUE(all.ok());
  const auto& g = all.value().at(0);
  const auto teams =
      rating::rate({{rating::initial(), rating::initial()}, {rating::initial(), rating::initial()}},
                   {1, 2})
          .value();
  expect_rating(of(g, "Ann").rating, teams[0][0]);
  expect_rating(of(g, "Di").rating, teams[1][1]);
  EXPECT_EQ(of(g, "Ann").games, 2);
  EXPECT_EQ(of(g, "Ann").rated, 1);
  EXPECT_EQ(of(g, "Cy").placements, (std::vector<std::int64_t>{1, 1}));
}

}  // namespace
}  // namespace tableref::controllers

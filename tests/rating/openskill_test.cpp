// rating/'s OpenSkill against the reference package: every game and sequence in
// openskill_fixture.json (made once by scripts/openskill-fixture/make-openskill-fixture.mjs
// from npm openskill 5.0.1) must come out the same to 1e-6.
#include "tableref/rating/openskill.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

namespace tableref::rating {
namespace {

using nlohmann::json;

constexpr double kTolerance = 1e-6;

const json& fixture() {
  static const json data = [] {
    std::ifstream in(TABLEREF_OPENSKILL_FIXTURE);
    return json::parse(in);
  }();
  return data;
}

std::vector<Team> teams_of(const json& teams) {
  std::vector<Team> out;
  for (const auto& team : teams) {
    Team t;
    for (const auto& p : team) t.push_back({p.at("mu").get<double>(), p.at("sigma").get<double>()});
    out.push_back(t);
  }
  return out;
}

TEST(OpenSkill, TheFixtureHoldsManyCasesOfTheReferencePackage) {
  EXPECT_EQ(fixture().at("package"), "openskill@5.0.1");
  EXPECT_GE(fixture().at("games").size(), 50u);
  EXPECT_GE(fixture().at("sequences").size(), 8u);
  const Options defaults;
  EXPECT_NEAR(fixture()["defaults"]["sigma"].get<double>(), defaults.sigma, 1e-12);
  EXPECT_NEAR(fixture()["defaults"]["beta"].get<double>(), defaults.beta, 1e-12);
  EXPECT_NEAR(fixture()["defaults"]["tau"].get<double>(), defaults.tau, 1e-12);
  EXPECT_NEAR(fixture()["defaults"]["kappa"].get<double>(), defaults.kappa, 1e-12);
}

TEST(OpenSkill, EveryGameMatchesTheReferencePackage) {
  for (const auto& game : fixture().at("games")) {
    SCOPED_TRACE(game.at("name").get<std::string>());
    const auto after =
        rate(teams_of(game.at("teams")), game.at("ranks").get<std::vector<double>>());
    ASSERT_TRUE(after.ok());
    const auto expected = teams_of(game.at("expected"));
    ASSERT_EQ(after.value().size(), expected.size());
    for (std::size_t t = 0; t < expected.size(); ++t) {
      ASSERT_EQ(after.value()[t].size(), expected[t].size());
      for (std::size_t p = 0; p < expected[t].size(); ++p) {
        EXPECT_NEAR(after.value()[t][p].mu, expected[t][p].mu, kTolerance);
        EXPECT_NEAR(after.value()[t][p].sigma, expected[t][p].sigma, kTolerance);
        EXPECT_NEAR(ordinal(after.value()[t][p]), game["ordinals"][t][p].get<double>(), kTolerance);
      }
    }
  }
}

TEST(OpenSkill, EverySequenceOfGamesMatchesTheReferencePackage) {
  for (const auto& sequence : fixture().at("sequences")) {
    SCOPED_TRACE(sequence.at("name").get<std::string>());
    std::vector<Rating> players(sequence.at("players").get<std::size_t>(), initial());
    for (const auto& game : sequence.at("games")) {
      const auto indices = game.at("teams").get<std::vector<std::vector<std::size_t>>>();
      std::vector<Team> teams;
      for (const auto& team : indices) {
        Team t;
        for (auto p : team) t.push_back(players.at(p));
        teams.push_back(t);
      }
      const auto after = rate(teams, game.at("ranks").get<std::vector<double>>());
      ASSERT_TRUE(after.ok());
      for (std::size_t t = 0; t < indices.size(); ++t) {
        for (std::size_t k = 0; k < indices[t].size(); ++k) {
          players[indices[t][k]] = after.value()[t][k];
        }
      }
    }
    const auto& expected = sequence.at("expected");
    ASSERT_EQ(players.size(), expected.size());
    for (std::size_t p = 0; p < players.size(); ++p) {
      EXPECT_NEAR(players[p].mu, expected[p].at("mu").get<double>(), kTolerance);
      EXPECT_NEAR(players[p].sigma, expected[p].at("sigma").get<double>(), kTolerance);
      EXPECT_NEAR(ordinal(players[p]), sequence["ordinals"][p].get<double>(), kTolerance);
    }
  }
}

TEST(OpenSkill, AWinnerGainsAndTiedEqualsMoveAlike) {
  const auto won = rate({{initial()}, {initial()}}, {1, 2});
  ASSERT_TRUE(won.ok());
  EXPECT_GT(won.value()[0][0].mu, 25.0);
  EXPECT_LT(won.value()[1][0].mu, 25.0);
  const auto tied = rate({{initial()}, {initial()}}, {1, 1});
  ASSERT_TRUE(tied.ok());
  EXPECT_NEAR(tied.value()[0][0].mu, 25.0, 1e-12);
  EXPECT_EQ(tied.value()[0][0], tied.value()[1][0]);
}

TEST(OpenSkill, ImpossibleGamesAreRefusedWithTheirCode) {
  EXPECT_EQ(rate({{initial()}}, {1}).error().reason, RatingReason::kTooFewTeams);
  EXPECT_EQ(rate({{initial()}, {}}, {1, 2}).error().reason, RatingReason::kEmptyTeam);
  const auto mismatch = rate({{initial()}, {initial()}}, {1});
  EXPECT_EQ(mismatch.error().reason, RatingReason::kRanksMismatch);
  EXPECT_EQ(reason_name(mismatch.error().reason), "rating.ranks_mismatch");
  EXPECT_EQ(rate({{Rating{25, 0}}, {initial()}}, {1, 2}).error().reason, RatingReason::kNotFinite);
}

}  // namespace
}  // namespace tableref::rating

#include <gtest/gtest.h>

#include "tableref/db/migrations.hpp"
#include "tableref/db/store.hpp"

namespace tableref::db {
namespace {

// Three sessions: two finished Smash Up games (one with a shared win), one active Blokus.
Store sample() {
  auto store = Store::open_memory().value();
  const auto a = store.create_session({"smashup", "core", "{}", {{0, "Ann", ""}, {1, "Bo", ""}}});
  EXPECT_TRUE(store
                  .set_status(a.value(), SessionStatus::kFinished,
                              R"({"players":[{"name":"Ann","score":15,"rank":1,"winner":true},)"
                              R"({"name":"Bo","score":12,"rank":2,"winner":false}]})")
                  .ok());
  const auto b = store.create_session(
      {"smashup", "core", "{}", {{0, "Ann", ""}, {1, "Bo", ""}, {2, "Chen", ""}}});
  EXPECT_TRUE(store
                  .set_status(b.value(), SessionStatus::kFinished,
                              R"({"players":[{"name":"Ann","score":16.5,"rank":1,"winner":true},)"
                              R"({"name":"Bo","score":16.5,"rank":1,"winner":true},)"
                              R"({"name":"Chen","rank":3,"winner":false}]})")
                  .ok());
  EXPECT_TRUE(store.create_session({"blokus", "duo", "{}", {{0, "Ann", ""}, {1, "Dai", ""}}}).ok());
  return store;
}

const PlayerStats* find(const std::vector<PlayerStats>& all, const std::string& name) {
  for (const auto& p : all) {
    if (p.player == name) return &p;
  }
  return nullptr;
}

TEST(StatsTest, CountsGamesWinsAndScoresPerPlayer) {
  auto store = sample();
  auto stats = store.player_statistics({});
  ASSERT_TRUE(stats.ok());
  ASSERT_EQ(stats.value().size(), 4u);
  EXPECT_EQ(stats.value().front().player, "Ann");  // most games first
  const auto* ann = find(stats.value(), "Ann");
  EXPECT_EQ(ann->games, 3);
  EXPECT_EQ(ann->finished, 2);
  EXPECT_EQ(ann->wins, 2);
  EXPECT_DOUBLE_EQ(ann->win_rate(), 1.0);
  EXPECT_EQ(ann->scored, 2);
  EXPECT_DOUBLE_EQ(*ann->average_score(), 15.75);
  const auto* bo = find(stats.value(), "Bo");
  EXPECT_EQ(bo->wins, 1);
  EXPECT_DOUBLE_EQ(bo->win_rate(), 0.5);
  EXPECT_DOUBLE_EQ(*bo->average_score(), 14.25);
  const auto* chen = find(stats.value(), "Chen");
  EXPECT_EQ(chen->finished, 1);
  EXPECT_EQ(chen->scored, 0);  // a result without a score
  EXPECT_FALSE(chen->average_score().has_value());
  const auto* dai = find(stats.value(), "Dai");
  EXPECT_EQ(dai->games, 1);
  EXPECT_EQ(dai->finished, 0);
  EXPECT_DOUBLE_EQ(dai->win_rate(), 0.0);
}

TEST(StatsTest, FiltersByGameAndGivesScoresInTimeOrder) {
  auto store = sample();
  StatsFilter blokus;
  blokus.game = "blokus";
  auto stats = store.player_statistics(blokus);
  ASSERT_TRUE(stats.ok());
  ASSERT_EQ(stats.value().size(), 2u);
  EXPECT_EQ(find(stats.value(), "Ann")->games, 1);

  auto points = store.score_history({}, std::string("Bo"));
  ASSERT_TRUE(points.ok());
  ASSERT_EQ(points.value().size(), 2u);
  EXPECT_DOUBLE_EQ(points.value()[0].score, 12);
  EXPECT_DOUBLE_EQ(points.value()[1].score, 16.5);
  EXPECT_LT(points.value()[0].session_id, points.value()[1].session_id);
  auto all = store.score_history({});
  ASSERT_TRUE(all.ok());
  EXPECT_EQ(all.value().size(), 4u);  // Chen has no score
}

TEST(StatsTest, CountsSessionsForPaging) {
  auto store = sample();
  SessionFilter all;
  all.limit = 1;
  EXPECT_EQ(store.count_sessions(all).value(), 3);
  SessionFilter finished;
  finished.status = SessionStatus::kFinished;
  EXPECT_EQ(store.count_sessions(finished).value(), 2);
  SessionFilter dai;
  dai.player = "da";
  EXPECT_EQ(store.count_sessions(dai).value(), 1);
}

TEST(StatsTest, ResultRowsFollowTheResultAndIgnoreWhatIsNotAPlayer) {
  auto store = Store::open_memory().value();
  const auto id = store.create_session({"hdcg", "duel", "{}", {{0, "Ann", ""}}}).value();
  auto& c = store.connection();
  const auto rows = [&] { return c.query_int("SELECT COUNT(*) FROM session_results").value(); };
  ASSERT_TRUE(store
                  .set_status(id, SessionStatus::kFinished,
                              R"({"players":[{"name":"Ann","score":3,"winner":true},"junk",)"
                              R"({"score":1},{"name":7}]})")
                  .ok());
  EXPECT_EQ(rows(), 1);
  EXPECT_EQ(c.query_int("SELECT winner FROM session_results").value(), 1);
  ASSERT_TRUE(store.set_status(id, SessionStatus::kFinished, R"({"players":{"a":1}})").ok());
  EXPECT_EQ(rows(), 0);
  ASSERT_TRUE(store
                  .set_status(id, SessionStatus::kFinished,
                              R"({"players":[{"name":"Ann","score":2},{"name":"Bo"}]})")
                  .ok());
  EXPECT_EQ(rows(), 2);
  ASSERT_TRUE(store.set_status(id, SessionStatus::kAbandoned, "").ok());
  EXPECT_EQ(rows(), 0);
}

TEST(StatsTest, MigratingAVersion1FileFillsTheResultRows) {
  auto c = Connection::open(":memory:", Connection::Mode::kReadWriteCreate).value();
  ASSERT_TRUE(migrate_to(c, 1).ok());
  EXPECT_EQ(c.query_int("PRAGMA user_version").value(), 1);
  ASSERT_TRUE(c.exec("INSERT INTO sessions(game, variant, status, result) VALUES ('smashup', "
                     "'core', 'finished', '{\"players\":[{\"name\":\"Ann\",\"score\":9,"
                     "\"winner\":true},{\"name\":\"Bo\",\"score\":4}]}')")
                  .ok());
  ASSERT_TRUE(migrate(c).ok());
  EXPECT_EQ(c.query_int("PRAGMA user_version").value(), kSchemaVersion);
  EXPECT_EQ(c.query_int("SELECT COUNT(*) FROM session_results").value(), 2);
  EXPECT_EQ(c.query_int("SELECT SUM(winner) FROM session_results").value(), 1);
}

TEST(StatsTest, FigureCacheKnowsWhatIsStaleAndSumsPerPlayer) {
  auto store = sample();  // sessions 1 and 2 finished (Smash Up), 3 active (Blokus)
  StatsFilter smashup;
  smashup.game = "smashup";
  ASSERT_TRUE(store.append_event(1, "start", "{}").ok());
  EXPECT_EQ(store.sessions_without_figures(smashup, 1).value(), (std::vector<std::int64_t>{1, 2}));
  ASSERT_TRUE(store
                  .put_session_figures({{1, 1, 1, {{"Ann", "vp", 15}, {"Bo", "vp", 12}}},
                                        {2, 0, 1, {{"Ann", "vp", 10}, {"Ann", "vp", 6.5}}}})
                  .ok());
  EXPECT_TRUE(store.sessions_without_figures(smashup, 1).value().empty());
  // Another version of the figures, or another event count, makes a session stale.
  EXPECT_EQ(store.sessions_without_figures(smashup, 2).value().size(), 2u);
  ASSERT_TRUE(store.append_event(2, "start", "{}").ok());
  EXPECT_EQ(store.sessions_without_figures(smashup, 1).value(), (std::vector<std::int64_t>{2}));
  const auto totals = store.figure_totals(smashup).value();
  ASSERT_EQ(totals.size(), 2u);
  EXPECT_EQ(totals[0].player, "Ann");
  EXPECT_EQ(totals[0].sessions, 2);  // two rows in session 2 count one session
  EXPECT_DOUBLE_EQ(totals[0].total, 31.5);
  EXPECT_DOUBLE_EQ(totals[0].average(), 15.75);
  EXPECT_EQ(totals[1].player, "Bo");
  EXPECT_EQ(totals[1].sessions, 1);
  // Computing again replaces the session's rows.
  ASSERT_TRUE(store.put_session_figures({{2, 1, 1, {{"Bo", "vp", 3}}}}).ok());
  const auto again = store.figure_totals(smashup).value();
  ASSERT_EQ(again.size(), 2u);
  EXPECT_DOUBLE_EQ(again[0].total, 15);
  EXPECT_EQ(again[1].sessions, 2);
  StatsFilter blokus;
  blokus.game = "blokus";
  EXPECT_TRUE(store.sessions_without_figures(blokus, 1).value().empty());  // not finished
  EXPECT_TRUE(store.figure_totals(blokus).value().empty());
}

}  // namespace
}  // namespace tableref::db

// Per-game figures on the statistics page: computed from real sessions' events through the
// game's plug-in, cached in the store, and summed per player.
#include "tableref/controllers/game_figures.hpp"

#include <gtest/gtest.h>

#include "tableref/controllers/blockkiller/controller.hpp"
#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/controllers/group_statistics.hpp"

namespace tableref::controllers {
namespace {

namespace bk = blockkiller;

BlockKillerDraft tsd_draft() {  // a T-spin double: attack 4, 2 lines
  BlockKillerDraft d;
  d.mode = EntryMode::kField;
  d.imported = bk::Field::from_rows_top_down({"X.........", "...XXXXXXX", "X.XXXXXXXX"}).value();
  d.pieces = {bk::PlacedPiece{bk::Piece::kT, {{0, 1}, {1, 1}, {2, 1}, {1, 0}}}};
  return d;
}

BlockKillerDraft quick_double() {  // two lines entered in quick mode: attack 1
  BlockKillerDraft d;
  d.quick = {bk::PieceClear{2, bk::Spin::kNone}};
  return d;
}

// A Block-Killer session of Ann, Bo and 陈晨 in which each (player, target, draft) is played
// and not answered; finished when `finish`.
std::int64_t blockkiller_session(db::Store& store,
                                 const std::vector<std::tuple<int, int, BlockKillerDraft>>& plays,
                                 bool finish = true) {
  const auto id =
      store
          .create_session(
              {"blockkiller", "standard", "{}", {{0, "Ann", ""}, {1, "Bo", ""}, {2, "陈晨", ""}}})
          .value();
  BlockKillerController c;
  EXPECT_TRUE(c.open(store, id).ok());
  for (const auto& [player, target, draft] : plays) {
    EXPECT_TRUE(c.push(bk::DrawEvent{player, false, std::nullopt}).ok());
    const auto eval = evaluate_draft(draft, {}, c.state().setup.rules, c.start_chain(player),
                                     c.state().hands[static_cast<std::size_t>(player)].garbage);
    EXPECT_FALSE(eval.problem.has_value());
    EXPECT_TRUE(c.push(bk::PlayEvent{player, target, eval.summary}, draft).ok());
    EXPECT_TRUE(c.push(bk::DefendEvent{target, std::nullopt}).ok());
  }
  if (finish) {
    EXPECT_TRUE(store
                    .set_status(id, db::SessionStatus::kFinished,
                                R"({"players":[{"name":"Ann","score":2,"rank":1,"winner":true}]})")
                    .ok());
  }
  return id;
}

std::string figure(const GameFigures& f, const std::string& player, const std::string& key) {
  const auto* t = f.find(player, key);
  if (t == nullptr) return "none";
  return std::to_string(t->sessions) + " " + std::to_string(static_cast<int>(t->total));
}

TEST(GameFiguresTest, BlockKillerAttacksPlaysAndLinesPerPlayerAreSummedAndCached) {
  auto store = db::Store::open_memory().value();
  const auto first = blockkiller_session(store, {{0, 1, tsd_draft()}, {1, 2, quick_double()}});
  blockkiller_session(store, {{0, 2, tsd_draft()}});
  blockkiller_session(store, {{0, 1, tsd_draft()}}, false);  // unfinished: not counted
  auto figures = game_figures(store, "blockkiller", {}, history_registry());
  ASSERT_TRUE(figures.ok());
  const auto& f = figures.value();
  EXPECT_EQ(f.computed, 2);
  EXPECT_EQ(f.keys,
            (std::vector<std::string>{"attacks_sent", "attacks_received", "plays", "lines"}));
  EXPECT_EQ(f.players, (std::vector<std::string>{"Ann", "Bo", "陈晨"}));
  // sessions, total
  EXPECT_EQ(figure(f, "Ann", "attacks_sent"), "2 8");
  EXPECT_EQ(figure(f, "Ann", "plays"), "2 2");
  EXPECT_EQ(figure(f, "Ann", "lines"), "2 4");
  EXPECT_EQ(figure(f, "Ann", "attacks_received"), "2 0");
  EXPECT_EQ(figure(f, "Bo", "attacks_received"), "2 4");
  EXPECT_EQ(figure(f, "Bo", "attacks_sent"), "2 1");
  EXPECT_EQ(figure(f, "Bo", "lines"), "2 2");
  EXPECT_EQ(figure(f, "陈晨", "attacks_received"), "2 5");
  EXPECT_DOUBLE_EQ(f.find("陈晨", "attacks_received")->average(), 2.5);

  // Cached: nothing is computed again until a session's events change.
  auto again = game_figures(store, "blockkiller", {}, history_registry());
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again.value().computed, 0);
  EXPECT_EQ(figure(again.value(), "Ann", "attacks_sent"), "2 8");
  ASSERT_TRUE(store.append_event(first, "undo", "{}").ok());  // Bo's unanswered attack is undone
  ASSERT_TRUE(store.append_event(first, "undo", "{}").ok());  // and his play
  auto after = game_figures(store, "blockkiller", {}, history_registry());
  ASSERT_TRUE(after.ok());
  EXPECT_EQ(after.value().computed, 1);
  EXPECT_EQ(figure(after.value(), "Bo", "attacks_sent"), "2 0");
  EXPECT_EQ(figure(after.value(), "陈晨", "attacks_received"), "2 4");
}

TEST(GameFiguresTest, BlokusSquaresLeftAndGroupsByColourAndVariant) {
  auto store = db::Store::open_memory().value();
  const auto id =
      create_blokus_session_from_sgf(store, "(;GM[Blokus Duo];B[e10];W[j5])", {"Ann", "Bo"});
  ASSERT_TRUE(id.ok());
  ASSERT_TRUE(store
                  .set_status(id.value(), db::SessionStatus::kFinished,
                              R"({"players":[{"name":"Ann","score":-88,"rank":1,"winner":true},)"
                              R"({"name":"Bo","score":-88,"rank":1,"winner":true}]})")
                  .ok());
  auto figures = game_figures(store, "blokus", {}, history_registry());
  ASSERT_TRUE(figures.ok());
  EXPECT_EQ(figure(figures.value(), "Ann", "squares_left"), "1 88");
  EXPECT_EQ(figure(figures.value(), "Bo", "squares_left"), "1 88");
  // Nothing of Blokus is counted for Block-Killer.
  EXPECT_TRUE(game_figures(store, "blockkiller", {}, history_registry()).value().totals.empty());
  auto groups = group_statistics(store, "blokus", {}, history_registry());
  ASSERT_TRUE(groups.ok());
  std::map<std::string, std::string> by_key;
  for (const auto& g : groups.value()) {
    by_key[g.key] = std::to_string(g.plays) + " " + std::to_string(g.wins) + " " +
                    std::to_string(static_cast<int>(*g.average_score()));
  }
  EXPECT_EQ(by_key["variant:duo"], "2 2 -88");
  EXPECT_EQ(by_key.size(), 3u) << "two colours and the variant";
}

TEST(GameFiguresTest, BlokusGroupsWithoutMovesCountEachColourOfThePlayer) {
  auto store = db::Store::open_memory().value();
  const auto id =
      store
          .create_session(db::NewSession{
              "blokus", "classic-2p", "{}", {{0, "Ann", "blue+red"}, {1, "Bo", "yellow+green"}}})
          .value();
  ASSERT_TRUE(store
                  .set_status(id, db::SessionStatus::kFinished,
                              R"({"players":[{"name":"Ann","score":-80,"rank":1,"winner":true},)"
                              R"({"name":"Bo","score":-89,"rank":2}]})")
                  .ok());
  auto groups = group_statistics(store, "blokus", {}, history_registry());
  ASSERT_TRUE(groups.ok());
  std::map<std::string, std::int64_t> plays;
  for (const auto& g : groups.value()) plays[g.key] = g.plays;
  EXPECT_EQ(plays["blue+red"], 2);  // the seat's role names the group; one entry per colour
  EXPECT_EQ(plays["variant:classic-2p"], 4);
  auto figures = game_figures(store, "blokus", {}, history_registry());
  ASSERT_TRUE(figures.ok());
  EXPECT_EQ(figure(figures.value(), "Ann", "squares_left"), "1 178");
}

}  // namespace
}  // namespace tableref::controllers

// What a follower sees of a session (live_view.hpp): the Blokus board with its colors, the
// last move as the last ruling, the scores of the position, each text in every language;
// and a finished session's own result as its scores.
#include <gtest/gtest.h>

#include "tableref/app/catalog.hpp"
#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/controllers/live_view.hpp"
#include "tableref/controllers/session_record.hpp"

namespace tableref::controllers {
namespace {

TEST(LiveView, ABlokusMoveShowsOnTheBoardAsTheLastRulingInEveryLanguage) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  auto id = create_blokus_session_from_sgf(
      store.value(), "(;GM[Blokus Duo];B[e10,e11,e12,e13,e14];W[j5])", {"Ann", "Bo"});
  ASSERT_TRUE(id.ok());
  const auto record = load_session(store.value(), id.value());
  ASSERT_TRUE(record.ok());
  const auto view = live_view(record.value());
  EXPECT_EQ(view.game, "blokus");
  EXPECT_EQ(view.status, "active");
  EXPECT_EQ(view.events, 2);
  ASSERT_TRUE(view.board.has_value());
  EXPECT_EQ(view.board->width, 14);
  EXPECT_EQ(view.board->colors, (std::vector<std::string>{"purple", "orange"}));
  ASSERT_EQ(view.board->rows.size(), 14u);
  // The top row is row 14: e14 purple; j5 orange is row 5, the tenth from the top.
  EXPECT_EQ(view.board->rows[0], "....0.........");
  EXPECT_EQ(view.board->rows[9], ".........1....");
  ASSERT_EQ(view.scores.size(), 2u);
  EXPECT_EQ(view.scores[0].name, "Ann");
  EXPECT_EQ(view.scores[0].score, -84);  // 89 squares, the I5 down
  EXPECT_EQ(view.scores[1].score, -88);
  ASSERT_TRUE(view.ruling.has_value());

  const auto catalog = app::Catalog::load(std::string(TABLEREF_ASSET_DIR) + "/strings");
  const auto state = live_json(view, [&](std::string_view code, const CatalogText& text) {
    return catalog.format(app::parse_language(code), text.key, text.params, text.keyed);
  });
  EXPECT_EQ(state["ruling"]["en"], "Orange plays 1 (+1)");
  EXPECT_NE(state["ruling"]["zh-Hans"].get<std::string>().find("橙"), std::string::npos);
  EXPECT_NE(state["ruling"]["zh-Hant"].get<std::string>().find("橙色"), std::string::npos);
  EXPECT_EQ(state["board"]["rows"][9], ".........1....");
  EXPECT_FALSE(state["summary"].empty());
}

TEST(LiveView, BeforeTheFirstEventThereIsNoRulingAndAFinishedResultIsTheScore) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  auto id = store.value().create_session(
      db::NewSession{"smashup", "standard", "{}", {{0, "Ann", ""}, {1, "Bo", ""}}});
  ASSERT_TRUE(id.ok());
  auto view = live_view(load_session(store.value(), id.value()).value());
  EXPECT_FALSE(view.ruling.has_value());
  EXPECT_FALSE(view.board.has_value());
  ASSERT_TRUE(store.value()
                  .set_status(id.value(), db::SessionStatus::kFinished,
                              R"({"players":[{"name":"Ann","score":15,"winner":true},)"
                              R"({"name":"Bo","score":12}]})")
                  .ok());
  view = live_view(load_session(store.value(), id.value()).value());
  EXPECT_EQ(view.status, "finished");
  ASSERT_EQ(view.scores.size(), 2u);
  EXPECT_EQ(view.scores[0].name, "Ann");
  EXPECT_EQ(view.scores[0].score, 15);
}

}  // namespace
}  // namespace tableref::controllers

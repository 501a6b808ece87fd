#include "tableref/referee/blockkiller/play.hpp"

#include <gtest/gtest.h>

#include "tableref/referee/blockkiller/fumen.hpp"
#include "tableref/referee/blockkiller/reason.hpp"
#include "test_util.hpp"

namespace tableref::blockkiller {
namespace {

using testing::field;

TEST(BlockKillerPlay, TsdThenQuadIsBackToBackWithCombo) {
  // A T-spin double slot on top of four rows with a well at x = 9.
  const auto f = field({"X.........", "...XXXXXXX", "X.XXXXXXXX", "XXXXXXXXX.", "XXXXXXXXX.",
                        "XXXXXXXXX.", "XXXXXXXXX."});
  const RuleOptions rules;
  const auto play = evaluate_play(f,
                                  {{Piece::kT, {{0, 5}, {1, 5}, {2, 5}, {1, 4}}},
                                   {Piece::kI, {{9, 0}, {9, 1}, {9, 2}, {9, 3}}}},
                                  rules);
  ASSERT_TRUE(play.legal);
  EXPECT_EQ(play.pieces[0].spin, Spin::kFull);
  EXPECT_EQ(play.pieces[0].lines, 2);
  EXPECT_EQ(play.pieces[0].cleared_rows, (std::vector<int>{4, 5}));
  EXPECT_EQ(play.pieces[1].lines, 4);
  EXPECT_EQ(play.attack.pieces[0].attack, 4);
  EXPECT_TRUE(play.attack.pieces[1].b2b);
  EXPECT_EQ(play.attack.pieces[1].combo, 2);
  EXPECT_EQ(play.attack.pieces[1].attack, 4 + 1 + 1);
  EXPECT_EQ(play.attack.attack, 10);
  EXPECT_EQ(play.cleared_rows, (std::vector<int>{0, 1, 2, 3, 4, 5}));
  EXPECT_EQ(play.field_after.to_rows_top_down(), (std::vector<std::string>{"X........."}));
}

TEST(BlockKillerPlay, StopsAtTheFirstIllegalPiece) {
  const auto f = field({"X.........", "...XXXXXXX", "X.XXXXXXXX"});
  const RuleOptions rules;
  const auto play = evaluate_play(f,
                                  {{Piece::kT, {{0, 1}, {1, 1}, {2, 1}, {1, 0}}},
                                   {Piece::kO, {{4, 5}, {5, 5}, {4, 6}, {5, 6}}},
                                   {Piece::kO, {{0, 1}, {1, 1}, {0, 2}, {1, 2}}}},
                                  rules);
  EXPECT_FALSE(play.legal);
  ASSERT_EQ(play.pieces.size(), 2u);
  EXPECT_FALSE(play.pieces[0].violation.has_value());
  EXPECT_EQ(play.pieces[0].spin, Spin::kFull);
  EXPECT_EQ(play.pieces[0].lines, 2);
  ASSERT_TRUE(play.pieces[1].violation.has_value());
  EXPECT_EQ(play.pieces[1].violation->reason, Reason::kBkNotResting);
  EXPECT_EQ(play.attack.pieces.size(), 1u);
  EXPECT_EQ(play.attack.attack, 4);
  EXPECT_EQ(play.pieces[0].cleared_rows, (std::vector<int>{0, 1}));
}

TEST(BlockKillerPlay, SpinIsReportedWithoutAClear) {
  // The T-spin mini position over the TSD slot, with row 1 not completable.
  const auto f = field({"X.........", "....XXXXXX", "X.XXXXXXXX"});
  const auto play =
      evaluate_play(f, {{Piece::kT, {{0, 1}, {1, 1}, {2, 1}, {1, 2}}}}, RuleOptions{});
  ASSERT_TRUE(play.legal);
  EXPECT_EQ(play.pieces[0].lines, 0);
  EXPECT_EQ(play.pieces[0].spin, Spin::kMini);
  EXPECT_EQ(play.attack.attack, 0);
}

TEST(BlockKillerPlay, TheTetrisFumenSampleOpeningEndsInATSpinDouble) {
  // I Z L S O J stacked on an empty field, then the T turned into the slot they leave.
  const auto pages =
      fumen::decode("v115@vhGRQYHAvItJEJmhCAUmBKpBvsBTtBGhBFqQPAUEzP?EJG98AQmqhECDdCA");
  ASSERT_TRUE(pages.ok());
  const auto play = fumen::play_from_pages(pages.value());
  ASSERT_TRUE(play.ok());
  ASSERT_EQ(play.value().pieces.size(), 7u);
  for (auto kicks : {Kicks::kSrs, Kicks::kSrsPlus}) {
    RuleOptions rules;
    rules.kicks = kicks;
    const auto verdict = evaluate_play(play.value().field, play.value().pieces, rules);
    ASSERT_TRUE(verdict.legal);
    for (std::size_t i = 0; i + 1 < verdict.pieces.size(); ++i)
      EXPECT_EQ(verdict.pieces[i].lines, 0);
    EXPECT_EQ(verdict.pieces.back().spin, Spin::kFull);
    EXPECT_EQ(verdict.pieces.back().lines, 2);
    EXPECT_EQ(verdict.attack.attack, 4);
  }
}

}  // namespace
}  // namespace tableref::blockkiller

#include "tableref/referee/blockkiller/play.hpp"

#include <gtest/gtest.h>

#include "test_util.hpp"

namespace tableref::blockkiller {
namespace {

using testing::field;

TEST(BlockKillerPlay, TsdThenQuadIsBackToBackWithCombo) {
  // TSD slot on the left, a four-deep well at x = 9 after the clear.
  const auto f = field({"X.........", "...XXXXXX.", "X.XXXXXXX.", "XXXXXXXXX.", "XXXXXXXXX.",
                        "XXXXXXXXX.", "XXXXXXXXX."});
  const RuleOptions rules;
  // The T fills rows 4 and 5 except x = 9, so nothing clears; I then clears rows 0-3.
  const auto play = evaluate_play(f, {{Piece::kI, {{9, 0}, {9, 1}, {9, 2}, {9, 3}}}}, rules);
  ASSERT_TRUE(play.legal);
  EXPECT_EQ(play.pieces[0].lines, 4);
  EXPECT_EQ(play.attack.attack, 4);
  EXPECT_TRUE(play.attack.pieces[0].special);
  EXPECT_EQ(play.field_after.to_rows_top_down(),
            (std::vector<std::string>{"X.........", "...XXXXXX.", "X.XXXXXXX."}));
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

}  // namespace
}  // namespace tableref::blockkiller

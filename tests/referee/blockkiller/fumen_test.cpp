#include "tableref/referee/blockkiller/fumen.hpp"
#include "tableref/referee/blockkiller/reason.hpp"

#include <gtest/gtest.h>

#include "test_util.hpp"

namespace tableref::blockkiller::fumen {
namespace {

using blockkiller::testing::field;

// The sample of the tetris-fumen README (seven pages, the first commented "Opening").
constexpr std::string_view kSample =
    "v115@vhGRQYHAvItJEJmhCAUmBKpBvsBTtBGhBFqQPAUEzP?EJG98AQmqhECDdCA";

TEST(BlockKillerFumen, DecodesTheReadmeSample) {
  const auto pages = decode(kSample);
  ASSERT_TRUE(pages.ok()) << reason_name(pages.error().reason);
  ASSERT_EQ(pages.value().size(), 7u);
  const auto& first = pages.value().front();
  EXPECT_EQ(first.comment, "Opening");
  ASSERT_TRUE(first.operation.has_value());
  EXPECT_EQ(first.operation->type, Colour::kI);
  EXPECT_EQ(first.operation->rotation, FumenRotation::kSpawn);
  EXPECT_EQ(first.operation->x, 4);
  EXPECT_EQ(first.operation->y, 0);
  EXPECT_TRUE(first.lock);
  EXPECT_TRUE(first.colour);
  // The I of page 1 locks on the empty floor: page 2 shows it in row 0, x = 3..6.
  const auto& second = pages.value()[1];
  for (int x = 0; x < kWidth; ++x) {
    EXPECT_EQ(second.field.cells[0][static_cast<std::size_t>(x)] == Colour::kI, x >= 3 && x <= 6);
  }
}

TEST(BlockKillerFumen, RoundTripsTheSample) {
  const auto pages = decode(kSample).value();
  const auto again = encode(pages);
  const auto back = decode(again);
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back.value(), pages);
  EXPECT_EQ(again, kSample);
}

TEST(BlockKillerFumen, RoundTripsAPlayWithCommentsAndAMonomino) {
  const auto start = field({"X.........", "...XXXXXXX", "X.XXXXXXXX"});
  const std::vector<PlacedPiece> play{
      {Piece::kT, {{0, 1}, {1, 1}, {2, 1}, {1, 0}}},
      {Piece::kMono, {{1, 0}}},  // after the TSD only "X........." is left
      {Piece::kI, {{3, 0}, {4, 0}, {5, 0}, {6, 0}}},
  };
  const std::vector<std::string> comments{"TSD 方块杀", "mono", "I flat ~ 100%"};
  const auto pages = pages_from_play(start, play, comments);
  ASSERT_TRUE(pages.ok());
  const auto text = encode(pages.value());
  ASSERT_EQ(text.rfind("v115@", 0), 0u);
  const auto decoded = decode(text);
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(decoded.value(), pages.value());
  const auto back = play_from_pages(decoded.value());
  ASSERT_TRUE(back.ok()) << reason_name(back.error().reason);
  EXPECT_EQ(back.value().field, start);
  ASSERT_EQ(back.value().pieces.size(), 3u);
  for (std::size_t i = 0; i < play.size(); ++i) {
    EXPECT_EQ(back.value().pieces[i].piece, play[i].piece);
    auto a = back.value().pieces[i].cells;
    auto b = play[i].cells;
    auto by_yx = [](const GridCell& p, const GridCell& q) {
      return p.y != q.y ? p.y < q.y : p.x < q.x;
    };
    std::sort(a.begin(), a.end(), by_yx);
    std::sort(b.begin(), b.end(), by_yx);
    EXPECT_EQ(a, b);
    EXPECT_EQ(back.value().comments[i], comments[i]);
  }
}

TEST(BlockKillerFumen, EveryPieceAndRotationRoundTrips) {
  for (auto type :
       {Colour::kI, Colour::kL, Colour::kO, Colour::kZ, Colour::kT, Colour::kJ, Colour::kS}) {
    for (auto rot : {FumenRotation::kSpawn, FumenRotation::kRight, FumenRotation::kReverse,
                     FumenRotation::kLeft}) {
      Page page;
      page.operation = Operation{type, rot, 4, 10};
      page.comment = "x";
      const auto back = decode(encode({page}));
      ASSERT_TRUE(back.ok());
      ASSERT_EQ(back.value().size(), 1u);
      EXPECT_EQ(back.value()[0], page) << int(type) << " " << int(rot);
    }
  }
}

TEST(BlockKillerFumen, MalformedTextGetsAReasonNotACrash) {
  EXPECT_EQ(decode("hello").error().reason, Reason::kBkFumenBadPrefix);
  EXPECT_EQ(decode("v115@vh!RQ").error().reason, Reason::kBkFumenBadChar);
  EXPECT_EQ(decode("v115@").error().reason, Reason::kBkFumenTruncated);
  EXPECT_EQ(decode("v115@vhGRQYHAvItJEJ").error().reason, Reason::kBkFumenTruncated);
  // Every prefix of a valid string either decodes or says why, never crashes.
  const std::string s(kSample);
  for (std::size_t n = 0; n <= s.size(); ++n) {
    const auto r = decode(s.substr(0, n));
    if (!r.ok()) {
      EXPECT_NE(reason_name(r.error().reason), "unknown");
    }
  }
  // Every single-character corruption, too.
  for (std::size_t i = 5; i < s.size(); ++i) {
    for (char c : std::string("A/z9+")) {
      std::string t = s;
      t[i] = c;
      (void)decode(t);
    }
  }
  // A field diff that drives a cell below empty is a bad value.
  EXPECT_EQ(decode("v115@AAAA").error().reason, Reason::kBkFumenBadValue);
}

TEST(BlockKillerFumen, APlayNeedsAPieceAndAnUneditedField) {
  Page empty;
  EXPECT_EQ(play_from_pages({empty}).error().reason, Reason::kBkFumenNoPieces);
  Page a;
  a.operation = Operation{Colour::kO, FumenRotation::kSpawn, 0, 0};
  Page b;
  b.field.cells[5][5] = Colour::kGrey;  // not what the O left behind
  b.field.cells[5][6] = Colour::kGrey;
  b.operation = Operation{Colour::kO, FumenRotation::kSpawn, 4, 0};
  EXPECT_EQ(play_from_pages({a, b}).error().reason, Reason::kBkFumenFieldEdited);
  const auto tall = field(std::vector<std::string>(24, "X........."));
  EXPECT_EQ(pages_from_play(tall, {}).error().reason, Reason::kBkFumenFieldTooTall);
}

}  // namespace
}  // namespace tableref::blockkiller::fumen

#include "tableref/referee/blokus/sgf.hpp"
#include "tableref/referee/blokus/reason.hpp"

#include <gtest/gtest.h>

#include <random>

#include "test_util.hpp"

namespace tableref::blokus {
namespace {

std::int64_t int_param(const Violation& v, const char* name) {
  const auto* p = v.find(name);
  return p ? std::get<std::int64_t>(*p) : -1;
}

TEST(BlokusSgf, CellsInPentobiOrder) {
  EXPECT_EQ(format_cells(test::cells("b20,a20,b19,a19")), "a19,b19,a20,b20");
  EXPECT_EQ(parse_cell("A19"), (GridCell{0, 18}));
  EXPECT_EQ(parse_cell("t1"), (GridCell{19, 0}));
  EXPECT_FALSE(parse_cell("a0"));
  EXPECT_FALSE(parse_cell("19"));
  EXPECT_FALSE(parse_cell("a"));
}

TEST(BlokusSgf, ReadsAllFourGameTypesCaseInsensitive) {
  const auto classic = read_sgf("(;GM[Blokus];1[A19,b19,a20,B20];2[s20,t20,t19])");
  ASSERT_TRUE(classic.ok());
  EXPECT_EQ(classic.value().variant, Variant::kClassic);
  const auto r = replay(classic.value());
  EXPECT_FALSE(r.first_invalid);
  EXPECT_EQ(r.moves, 2u);
  EXPECT_EQ(r.state.to_move(), Color{2});
  EXPECT_EQ(read_sgf("(;GM[Blokus Two-Player])").value().variant, Variant::kClassicTwoPlayer);
  EXPECT_EQ(read_sgf("(;GM[Blokus Three-Player])").value().variant, Variant::kClassicThreePlayer);
  const auto duo = read_sgf("(;FF[4]CA[UTF-8]GM[Blokus Duo]\n;B[e10];W[j5,j4])");
  ASSERT_TRUE(duo.ok());
  EXPECT_EQ(duo.value().variant, Variant::kDuo);
  EXPECT_FALSE(replay(duo.value()).first_invalid);
}

TEST(BlokusSgf, FirstIllegalMoveWithReasons) {
  const auto game = read_sgf("(;GM[Blokus];1[a20];2[t20];3[t1];4[a1];1[b20,c20];2[s19])");
  ASSERT_TRUE(game.ok());
  const auto r = replay(game.value());
  ASSERT_TRUE(r.first_invalid);
  EXPECT_EQ(r.first_invalid->index, 4u);
  EXPECT_EQ(r.first_invalid->color, Color{0});
  EXPECT_EQ(r.moves, 6u);
  ASSERT_EQ(r.first_invalid->violations.size(), 2u);
  EXPECT_EQ(r.first_invalid->violations[0].reason, Reason::kBlokusEdgeContact);
  EXPECT_EQ(r.first_invalid->violations[1].reason, Reason::kBlokusNoCornerContact);
  EXPECT_EQ(r.state.history().size(), 4u);
}

TEST(BlokusSgf, PieceTwiceIsIllegal) {
  const auto game = read_sgf("(;GM[Blokus Duo];B[e10];W[j5];B[f9])");
  const auto r = replay(game.value());
  ASSERT_TRUE(r.first_invalid);
  EXPECT_EQ(r.first_invalid->violations.front().reason, Reason::kBlokusPieceAlreadyPlayed);
}

TEST(BlokusSgf, SyntaxErrorsCarryLineAndColumn) {
  auto r = read_sgf("(;GM[Blokus]\n;1[a20");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, Reason::kBlokusSgfSyntax);
  EXPECT_EQ(int_param(r.error(), "line"), 2);
  EXPECT_EQ(int_param(r.error(), "column"), 7);

  r = read_sgf("(;GM[Blokus]\n  ;1[a20,zz9])");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, Reason::kBlokusSgfBadCell);
  EXPECT_EQ(int_param(r.error(), "line"), 2);
  EXPECT_EQ(int_param(r.error(), "column"), 10);

  r = read_sgf("(;GM[Go];B[dd])");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, Reason::kBlokusSgfUnknownGame);

  r = read_sgf("(;GM[Blokus];B[a20])");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, Reason::kBlokusSgfBadProperty);
  EXPECT_EQ(int_param(r.error(), "column"), 14);

  r = read_sgf("   \n ");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, Reason::kBlokusSgfNoGame);
}

TEST(BlokusSgf, GarbageNeverCrashes) {
  std::mt19937 rng(17);
  const std::string alphabet = "();[]\\,GMBW1234abt0129 \n\"";
  const std::string valid = "(;GM[Blokus];1[a20];2[t20,s20];3[t1])";
  for (int i = 0; i < 3000; ++i) {
    std::string text = valid;
    const int edits = std::uniform_int_distribution<int>(1, 4)(rng);
    for (int e = 0; e < edits; ++e) {
      const auto pos = std::uniform_int_distribution<std::size_t>(0, text.size())(rng);
      const char c =
          alphabet[std::uniform_int_distribution<std::size_t>(0, alphabet.size() - 1)(rng)];
      if (e % 2 == 0 && pos < text.size()) {
        text.erase(pos, 1);
      } else {
        text.insert(pos, 1, c);
      }
    }
    const auto games = read_sgf_collection(text);
    if (!games.ok()) {
      EXPECT_FALSE(games.violations().empty());
      continue;
    }
    for (const auto& g : games.value()) (void)replay(g);
  }
}

TEST(BlokusSgf, VariationsFollowTheMainLine) {
  const auto game = read_sgf("(;GM[Blokus Duo](;B[e10](;W[j5])(;W[j4]))(;B[e9]))");
  ASSERT_TRUE(game.ok());
  ASSERT_EQ(game.value().placements.size(), 2u);
  EXPECT_EQ(game.value().placements[1].cells, test::cells("j5"));
}

TEST(BlokusSgf, SetupAndPlayer) {
  const auto game = read_sgf("(;GM[Blokus Duo]AB[e10]AW[j5,j6]PL[W];W[k7])");
  ASSERT_TRUE(game.ok());
  const auto r = replay(game.value());
  EXPECT_FALSE(r.first_invalid);
  EXPECT_EQ(r.moves, 1u);
  EXPECT_EQ(r.state.to_move(), Color{0});
  EXPECT_TRUE(r.state.history()[0].setup);
  const auto again = read_sgf(write_sgf(r.state));
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(replay(again.value()).state.history(), r.state.history());
}

TEST(BlokusSgf, RoundTripOfRandomGames) {
  std::mt19937 rng(12);
  for (auto v : {Variant::kClassic, Variant::kClassicTwoPlayer, Variant::kClassicThreePlayer,
                 Variant::kDuo, Variant::kSoloPentomino}) {
    GameState state(v);
    test::play_random(state, rng);
    const auto text = write_sgf(state);
    EXPECT_EQ(text.find('\n'), std::string::npos);
    const auto game = read_sgf(text);
    ASSERT_TRUE(game.ok()) << text;
    EXPECT_EQ(game.value().variant, v);
    const auto r = replay(game.value());
    EXPECT_FALSE(r.first_invalid);
    EXPECT_EQ(r.state.history(), state.history());
    EXPECT_EQ(r.state.game_over(), state.game_over());
    EXPECT_EQ(write_sgf(r.state), text);
  }
}

TEST(BlokusSgf, OlderPentobiForms) {
  // Pass moves of early versions, one value per cell before 0.3, color names before 0.2.
  const auto game = read_sgf("(;GM[Blokus Duo];B[];B[e10][f10];W[j5])");
  ASSERT_TRUE(game.ok());
  ASSERT_EQ(game.value().move_count(), 2u);
  EXPECT_EQ(game.value().placements[0].cells, test::cells("e10,f10"));
  EXPECT_FALSE(replay(game.value()).first_invalid);
  const auto old = read_sgf("(;GM[Blokus];BLUE[a20];YELLOW[t20])");
  ASSERT_TRUE(old.ok());
  EXPECT_EQ(old.value().placements[1].color, Color{1});
  // Pentobi's own example of setup properties.
  const auto setup = read_sgf(
      "(;GM[Blokus Duo]AB[e8,e9,f9,d10,e10][g6,f7,g7,h7,g8]AW[i4,h5,i5,j5,i6][j7,j8,j9,k9,j10]"
      "PL[B])");
  ASSERT_TRUE(setup.ok());
  const auto r = replay(setup.value());
  EXPECT_FALSE(r.first_invalid);
  EXPECT_EQ(r.state.history().size(), 4u);
  EXPECT_EQ(r.state.to_move(), Color{0});
  // AE (removing pieces) is not supported: said with its place, not ignored.
  const auto ae = read_sgf("(;GM[Blokus Duo]AB[e10]\n;AE[e10])");
  ASSERT_FALSE(ae.ok());
  EXPECT_EQ(ae.error().reason, Reason::kBlokusSgfBadProperty);
  EXPECT_EQ(int_param(ae.error(), "line"), 2);
}

TEST(BlokusSgf, OverruledMovesRoundTrip) {
  GameState state(Variant::kClassic);
  ASSERT_TRUE(state.play(0, test::cells("a20")).ok());
  ASSERT_TRUE(state.overrule(1, test::cells("j10,k10")).ok());  // nowhere near t20
  const auto text = write_sgf(state);
  EXPECT_NE(text.find(";2[j10,k10]OV[1]"), std::string::npos) << text;
  const auto r = replay(read_sgf(text).value());
  EXPECT_FALSE(r.first_invalid);
  EXPECT_EQ(r.state.history(), state.history());
  // Without the mark the same move is judged, and it is illegal.
  const auto plain = replay(read_sgf("(;GM[Blokus];1[a20];2[j10,k10])").value());
  ASSERT_TRUE(plain.first_invalid);
  EXPECT_EQ(plain.first_invalid->violations.front().reason, Reason::kBlokusMissesStartCell);
}

TEST(BlokusSgf, ByteOrderMarkAndCrLf) {
  const auto game = read_sgf("\xEF\xBB\xBF(;GM[Blokus Duo]\r\n;B[e10]\r\n;W[j5]\r\n)\r\n");
  ASSERT_TRUE(game.ok());
  EXPECT_EQ(game.value().move_count(), 2u);
  EXPECT_EQ(game.value().placements[1].line, 3);
}

TEST(BlokusSgf, CollectionOfSingleLineGames) {
  const auto games = read_sgf_collection("(;GM[Blokus];1[a20])\n(;GM[Blokus Duo];B[e10])\n");
  ASSERT_TRUE(games.ok());
  ASSERT_EQ(games.value().size(), 2u);
  EXPECT_EQ(games.value()[1].variant, Variant::kDuo);
}

}  // namespace
}  // namespace tableref::blokus

// Blokus Trigon and Junior beyond the published numbers: generation against the rules written
// again from scratch (a brute force over every piece, orientation and anchor, with the board,
// directions and neighbours taken from the reference text, not from the referee's tables),
// counts deeper into seeded games pinned once both methods agreed, illegal moves with their
// reasons, and .blksgf both ways (Pentobi's opening books, written out by hand).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include "tableref/referee/blokus/game.hpp"
#include "tableref/referee/blokus/reason.hpp"
#include "tableref/referee/blokus/scoring.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "tableref/referee/blokus/trigon_piece.hpp"
#include "test_util.hpp"

namespace tableref::blokus {
namespace {

using test::cells;
using Key = std::vector<int>;

// ../shared/reference/blokus-variants.md, "Trigon board", written again.
struct Hexagon {
  int edge = 9;
  [[nodiscard]] int width() const { return 4 * edge - 1; }
  [[nodiscard]] bool on(int x, int y) const {
    const int row = y + 1;
    if (row < 1 || row > 2 * edge) return false;
    const int first = row <= edge ? edge - row : row - edge - 1;
    return x >= first && x < width() - first;
  }
  // Edge 9: up iff column + row is even; edge 8: iff odd (rows counted from 1).
  [[nodiscard]] bool up(int x, int y) const { return ((x + y + 1) % 2 == 0) == (edge == 9); }
  [[nodiscard]] std::vector<std::pair<int, int>> edges(int x, int y) const {
    const int r = up(x, y) ? -1 : 1;
    return {{x - 1, y}, {x + 1, y}, {x, y + r}};
  }
  [[nodiscard]] std::vector<std::pair<int, int>> corners(int x, int y) const {
    const int a = up(x, y) ? 1 : -1;  // the row across the point
    return {{x - 2, y},     {x + 2, y},     {x - 1, y + a}, {x, y + a},    {x + 1, y + a},
            {x - 1, y - a}, {x + 1, y - a}, {x - 2, y - a}, {x + 2, y - a}};
  }
  [[nodiscard]] std::vector<GridCell> starts() const {
    return edge == 9 ? cells("r15,j12,z12,j7,z7,r4") : cells("p14,h11,x11,h6,x6,p3");
  }
};

std::set<Key> trigon_by_the_rules(const GameState& s, Color c) {
  const Hexagon hex{s.info().edge};
  auto at = [&](int x, int y) { return hex.on(x, y) ? s.color_at(GridCell{x, y}) : -2; };
  std::vector<GridCell> free_starts;
  for (const auto& st : hex.starts()) {
    if (at(st.x, st.y) == -1) free_starts.push_back(st);
  }
  std::set<Key> out;
  const auto& pieces = trigon_pieces();
  for (PieceId p = 0; p < kTrigonPieceCount; ++p) {
    if (!(s.remaining(c) >> p & 1u)) continue;
    for (const auto& o : pieces[p].orientations) {
      for (int ay = -2; ay < 2 * hex.edge; ++ay) {
        for (int ax = -2; ax < hex.width(); ++ax) {
          bool ok = true;
          bool corner = false;
          bool edge = false;
          bool start = false;
          Key key;
          for (std::size_t i = 0; i < o.size && ok; ++i) {
            const int x = ax + o.cells[i].x;
            const int y = ay + o.cells[i].y;
            // On the board, empty, and pointing the way the piece's triangle points.
            ok = at(x, y) == -1 && hex.up(x, y) == trigon_up(o.cells[i].x, o.cells[i].y);
            key.push_back(y * hex.width() + x);
            for (const auto& [ex, ey] : hex.edges(x, y)) edge |= at(ex, ey) == c;
            for (const auto& [dx, dy] : hex.corners(x, y)) corner |= at(dx, dy) == c;
            start |= std::find(free_starts.begin(), free_starts.end(), GridCell{x, y}) !=
                     free_starts.end();
          }
          if (!ok) continue;
          if (s.placed_count(c) == 0 ? !start : (edge || !corner)) continue;
          std::sort(key.begin(), key.end());
          out.insert(key);
        }
      }
    }
  }
  return out;
}

// Squares (Junior): every piece, orientation and anchor run through the referee's checker,
// which judges cells without the generator's tables.
std::set<Key> squares_by_the_checker(const GameState& s, Color c) {
  std::set<Key> out;
  const int w = s.geometry().width();
  GameState turn = s;  // the checker judges the colour to move (a colour with no move: none)
  turn.set_to_move(c);
  for (PieceId p = 0; p < kPieceCount; ++p) {
    if (!(s.remaining(c) >> p & 1u)) continue;
    for (std::size_t o = 0; o < piece_info(p).orientations.size(); ++o) {
      for (int ay = 0; ay < s.geometry().height(); ++ay) {
        for (int ax = 0; ax < w; ++ax) {
          const auto r = turn.check(c, p, static_cast<int>(o), GridCell{ax, ay});
          if (!r.ok()) continue;
          Key key;
          for (auto cell : r.value().cells) key.push_back(cell.y * w + cell.x);
          out.insert(key);
        }
      }
    }
  }
  return out;
}

std::set<Key> generated(const GameState& s, Color c) {
  std::set<Key> out;
  for (auto id : s.legal_moves(c)) {
    Key key;
    for (auto cell : s.cells_of(id)) key.push_back(cell.y * s.geometry().width() + cell.x);
    out.insert(key);
  }
  return out;
}

// A seeded game that does not depend on the standard library's distributions: the colour to
// move plays the move at a pseudo-random index of its moves sorted by cells. Returns, every
// `every` moves, the move counts of all colours.
std::vector<std::vector<std::size_t>> seeded_counts(Variant v, std::uint32_t seed, int every,
                                                    int max_moves, bool cross_check) {
  GameState s(v);
  std::vector<std::vector<std::size_t>> counts;
  std::uint32_t x = seed;
  for (int move = 0; move < max_moves && s.to_move(); ++move) {
    if (move % every == 0) {
      std::vector<std::size_t> row;
      for (Color c = 0; c < s.colors(); ++c) {
        const auto mine = generated(s, c);
        EXPECT_EQ(mine.size(), s.legal_moves(c).size()) << "duplicates";
        if (cross_check) {
          EXPECT_EQ(mine, s.geometry().triangles() ? trigon_by_the_rules(s, c)
                                                   : squares_by_the_checker(s, c))
              << variant_info(v).name << " move " << move << " colour " << int{c};
        }
        row.push_back(mine.size());
      }
      counts.push_back(row);
    }
    const Color c = *s.to_move();
    const auto keys = generated(s, c);
    x = x * 1664525u + 1013904223u;
    auto it = keys.begin();
    std::advance(it, static_cast<long>((x >> 8) % keys.size()));
    std::vector<GridCell> move_cells;
    for (int k : *it)
      move_cells.push_back(GridCell{k % s.geometry().width(), k / s.geometry().width()});
    EXPECT_TRUE(s.play(c, move_cells).ok());
  }
  return counts;
}

TEST(BlokusTrigon, GenerationAgreesWithTheRulesFromScratch) {
  int checked = 0;
  for (auto v : kTrigonVariants) {
    for (std::uint32_t seed : {1u, 2u}) {
      checked += static_cast<int>(seeded_counts(v, seed, 9, 200, true).size());
    }
  }
  // Junior, the same seeded game as pinned below (two copies of each piece).
  checked += static_cast<int>(seeded_counts(Variant::kJunior, 1, 4, 200, true).size());
  EXPECT_GT(checked, 30);
}

TEST(BlokusTrigon, PinnedCountsDeeperIntoGames) {
  // Counts of every colour after 0, 8, 16, ... moves of the seeded games, found by the
  // generator and by the brute force above (GenerationAgreesWithTheRulesFromScratch walks
  // the same games) and pinned here.
  const auto trigon = seeded_counts(Variant::kTrigon, 1, 8, 200, false);
  const auto trigon_2 = seeded_counts(Variant::kTrigonTwoPlayer, 2, 8, 200, false);
  const auto trigon_3 = seeded_counts(Variant::kTrigonThreePlayer, 1, 8, 200, false);
  const auto junior = seeded_counts(Variant::kJunior, 1, 4, 200, false);
  using Rows = std::vector<std::vector<std::size_t>>;
  EXPECT_EQ(trigon, (Rows{{2478, 2478, 2478, 2478},
                          {1069, 1104, 1438, 1415},
                          {1222, 749, 1403, 1592},
                          {796, 773, 654, 1128},
                          {230, 356, 295, 750},
                          {93, 44, 124, 347},
                          {0, 10, 23, 111},
                          {0, 0, 6, 10}}));
  EXPECT_EQ(trigon_2, (Rows{{2478, 2478, 2478, 2478},
                            {1145, 1451, 1449, 980},
                            {965, 1469, 1685, 908},
                            {558, 782, 1465, 437},
                            {356, 524, 995, 98},
                            {186, 150, 409, 53},
                            {46, 68, 170, 26},
                            {3, 8, 34, 11},
                            {1, 1, 0, 2}}));
  EXPECT_EQ(trigon_3, (Rows{{2478, 2478, 2478},
                            {1013, 1125, 1027},
                            {834, 787, 339},
                            {722, 674, 143},
                            {273, 196, 93},
                            {40, 80, 10},
                            {0, 1, 0}}));
  EXPECT_EQ(
      junior,
      (Rows{
          {189, 189}, {326, 179}, {360, 163}, {310, 116}, {192, 40}, {99, 39}, {34, 5}, {19, 0}}));
}

std::vector<std::string> reason_names(const Result<PlacementInfo>& r) {
  std::vector<std::string> out;
  if (r.ok()) return out;
  for (const auto& v : r.violations()) out.emplace_back(reason_name(v.reason));
  return out;
}

TEST(BlokusTrigon, IllegalMovesAreRefusedWithTheirReasons) {
  GameState s(Variant::kTrigon);
  // Not on a start point: the free ones are named.
  auto r = s.check(0, cells("a10"));
  EXPECT_EQ(reason_names(r), std::vector<std::string>{"blokus.misses_start_cell"});
  EXPECT_EQ(test::cells_param(r, Reason::kBlokusMissesStartCell), cells("r4,j7,z7,j12,z12,r15"));
  // Off the hexagon (row 1 runs from i to aa).
  r = s.check(0, cells("a1"));
  EXPECT_TRUE(test::has_reason(r, Reason::kBlokusOffBoard));
  EXPECT_EQ(test::cells_param(r, Reason::kBlokusOffBoard), cells("a1"));
  // Triangles touching only at a point, or apart, are no piece.
  r = s.check(0, cells("r15,t15"));
  EXPECT_TRUE(test::has_reason(r, Reason::kBlokusNotAPiece));
  r = s.check(0, cells("r15,r13"));
  EXPECT_TRUE(test::has_reason(r, Reason::kBlokusNotAPiece));
  // Moved by one column, a piece turns every triangle over: here into no piece at all (a
  // move by two columns keeps it the same piece).
  r = s.check(0, cells("r14,s14,s15,t15"));
  EXPECT_TRUE(test::has_reason(r, Reason::kBlokusNotAPiece));
  EXPECT_TRUE(s.check(0, cells("q14,r14,r15,s15")).ok());
  ASSERT_TRUE(s.play(0, cells("q14,r14,o15,p15,q15,r15")).ok());
  ASSERT_TRUE(s.play(1, cells("j12")).ok());
  ASSERT_TRUE(s.play(2, cells("z12")).ok());
  ASSERT_TRUE(s.play(3, cells("j7")).ok());
  // s15 shares a side with r15 (and a point with q15).
  r = s.check(0, cells("s15"));
  EXPECT_EQ(reason_names(r), std::vector<std::string>{"blokus.edge_contact"});
  EXPECT_EQ(test::cells_param(r, Reason::kBlokusEdgeContact), cells("s15"));
  // Far away: no corner of its own colour.
  r = s.check(0, cells("a10"));
  EXPECT_EQ(reason_names(r), std::vector<std::string>{"blokus.no_corner_contact"});
  r = s.check(0, cells("r15"));
  EXPECT_TRUE(test::has_reason(r, Reason::kBlokusOverlap));
  // t15 touches r15 at a point only: legal, but not for colour 2, whose turn it is not.
  r = s.check(0, cells("t15"));
  EXPECT_TRUE(r.ok()) << testing::PrintToString(reason_names(r));
  r = s.check(1, cells("t15"));
  EXPECT_TRUE(test::has_reason(r, Reason::kBlokusNotYourTurn));
  ASSERT_TRUE(s.play(0, cells("t15")).ok());
  EXPECT_EQ(s.piece_table()[s.last_piece(0).value()].name, "1");
  ASSERT_TRUE(s.play(1, cells("i11,j11")).ok());  // a point of the down triangle j12
  ASSERT_TRUE(s.play(2, cells("y11,z11")).ok());
  ASSERT_TRUE(s.play(3, cells("l7,m7")).ok());
  // The single triangle is played: a second one is refused.
  r = s.check(0, cells("v15"));
  EXPECT_TRUE(test::has_reason(r, Reason::kBlokusPieceAlreadyPlayed));
}

TEST(BlokusTrigon, PlayersAndColors) {
  const GameState two(Variant::kTrigonTwoPlayer);
  EXPECT_EQ(two.colors(), 4);
  EXPECT_EQ(two.player_for(0), 0);
  EXPECT_EQ(two.player_for(2), 0);
  EXPECT_EQ(two.player_for(1), 1);
  EXPECT_EQ(two.player_for(3), 1);
  const GameState three(Variant::kTrigonThreePlayer);
  EXPECT_EQ(three.colors(), 3);
  EXPECT_EQ(three.geometry().width(), 31);
  EXPECT_EQ(three.geometry().height(), 16);
  EXPECT_EQ(GameState(Variant::kTrigon).geometry().width(), 35);
  EXPECT_EQ(color_name(Variant::kTrigon, 3), "4");
  EXPECT_EQ(color_name(Variant::kJunior, 0), "B");
  EXPECT_EQ(player_name(Variant::kJunior, 1), "W");
  // Two-player totals: colours 1 + 3 and 2 + 4.
  const auto scores = score(two);
  EXPECT_EQ(scores.players.size(), 2u);
  EXPECT_EQ(scores.players[0].colors, (std::vector<Color>{0, 2}));
  EXPECT_EQ(scores.players[0].boxed, -220);
}

TEST(BlokusJunior, TwoCopiesOfEachPiece) {
  GameState s(Variant::kJunior);
  ASSERT_TRUE(s.play(0, cells("e10")).ok());
  ASSERT_TRUE(s.play(1, cells("j5")).ok());
  EXPECT_EQ(s.copies_placed(0, 0), 1);
  EXPECT_TRUE(s.remaining(0) & 1u);  // one monomino left
  ASSERT_TRUE(s.play(0, cells("f11")).ok());
  ASSERT_TRUE(s.play(1, cells("k6")).ok());
  EXPECT_FALSE(s.remaining(0) & 1u);
  const auto r = s.check(0, cells("g12"));
  EXPECT_TRUE(test::has_reason(r, Reason::kBlokusPieceAlreadyPlayed));
  EXPECT_EQ(s.remaining_squares(0), 86);
  // A pentomino Junior does not have.
  const auto x = s.check(0, cells("h12,g13,h13,i13,h14"));
  EXPECT_TRUE(test::has_reason(x, Reason::kBlokusPieceNotInSet));
}

TEST(BlokusTrigon, FilesBothWays) {
  GameState s(Variant::kTrigon);
  ASSERT_TRUE(s.play(0, cells("q14,r14,o15,p15,q15,r15")).ok());
  // Colour 2 covers z12 with cells past column z.
  std::vector<GridCell> wide;
  for (auto id : s.legal_moves(1)) {
    const auto cs = s.cells_of(id);
    if (std::any_of(cs.begin(), cs.end(), [](auto c) { return c.x >= 27; }) &&
        std::find(cs.begin(), cs.end(), *parse_cell("z12")) != cs.end()) {
      wide = cs;
      break;
    }
  }
  ASSERT_TRUE(s.play(1, wide).ok());
  const auto text = write_sgf(s);
  EXPECT_NE(text.find("GM[Blokus Trigon]"), std::string::npos) << text;
  EXPECT_NE(text.find("aa"), std::string::npos) << text;
  const auto game = read_sgf(text);
  ASSERT_TRUE(game.ok());
  EXPECT_EQ(game.value().variant, Variant::kTrigon);
  const auto back = replay(game.value());
  EXPECT_FALSE(back.first_invalid);
  EXPECT_EQ(back.state.history(), s.history());
  for (auto v : {Variant::kTrigonTwoPlayer, Variant::kTrigonThreePlayer, Variant::kJunior}) {
    EXPECT_EQ(variant_from_sgf_game(sgf_game_name(v)), v);
  }
  EXPECT_EQ(sgf_game_name(Variant::kTrigonThreePlayer), "Blokus Trigon Three-Player");
  EXPECT_EQ(sgf_game_name(Variant::kJunior), "Blokus Junior");
  EXPECT_EQ(format_cell(*parse_cell("AI18")), "ai18");
  EXPECT_EQ(parse_cell("ab7")->x, 27);
  EXPECT_FALSE(parse_cell("aj1"));  // beyond every board's last column
}

// Pentobi's opening books for these variants (its source tree, opening_books/), written out
// here by hand: a root with variations, each move marked TE (good move) or BM (bad move).
TEST(BlokusTrigon, PentobisOpeningBooksRead) {
  const char* trigon_book =
      "(\n;GM[Blokus Trigon]\n(\n ;1[r12,r13,s13,r14,s14,r15]TE[1]\n)\n"
      "(\n ;1[t12,s13,t13,r14,s14,r15]TE[1]\n)\n)\n";
  const char* junior_book =
      "(\n;GM[Blokus Junior]\n(\n ;B[f9,e10,f10,e11,f11]TE[1]\n)\n"
      "(\n ;B[g9,d10,e10,f10,g10]TE[1]\n)\n)\n";
  // The two-player book's main line, nested as in the book.
  const char* trigon_2_book =
      "(;GM[Blokus Trigon Two-Player]"
      "(;1[r12,r13,s13,r14,s14,r15]TE[1]"
      "(;2[r4,q5,r5,q6,r6,r7]TE[1];3[j7,k7,l7,m7,m8,n8]TE[1];4[v11,w11,w12,x12,y12,z12]TE[1]"
      ";1[n9,o9,o10,p10,p11,q11]BM[1];2[j6,k6,l6,m6,n6,o6]TE[1])"
      "(;2[r4,r5,s5,r6,s6,r7]))"
      "(;1[t12,s13,t13,r14,s14,r15]TE[1];2[r4,q5,r5,p6,q6,p7]TE[1]))";
  struct Book {
    const char* text;
    Variant variant;
    std::size_t moves;
  };
  for (const Book& b :
       {Book{trigon_book, Variant::kTrigon, 1}, Book{junior_book, Variant::kJunior, 1},
        Book{trigon_2_book, Variant::kTrigonTwoPlayer, 6}}) {
    const auto game = read_sgf(b.text);
    ASSERT_TRUE(game.ok()) << b.text;
    EXPECT_EQ(game.value().variant, b.variant);
    const auto r = replay(game.value());
    EXPECT_FALSE(r.first_invalid) << b.text;
    EXPECT_EQ(r.state.history().size(), b.moves);
  }
  // Every other line of the books, one game a line.
  const char* lines =
      "(;GM[Blokus Trigon];1[t12,s13,t13,r14,s14,r15])\n"
      "(;GM[Blokus Junior];B[g9,d10,e10,f10,g10])\n"
      "(;GM[Blokus Trigon Two-Player];1[r12,r13,s13,r14,s14,r15];2[r4,q5,r5,p6,q6,p7];"
      "3[j7,k7,l7,m7,m8,n8];4[w10,x10,x11,y11,y12,z12];1[n9,o9,o10,p10,p11,q11];"
      "2[k5,j6,k6,l6,m6,n6])\n"
      "(;GM[Blokus Trigon Two-Player];1[r12,r13,s13,r14,s14,r15];2[r4,q5,r5,p6,q6,p7];"
      "3[j7,k7,l7,m7,m8,n8];4[w10,x10,x11,y11,y12,z12];1[n9,o9,o10,p10,p11,q11];"
      "2[j6,k6,l6,m6,n6,n7])\n"
      "(;GM[Blokus Trigon Two-Player];1[t12,s13,t13,r14,s14,r15];2[r4,q5,r5,p6,q6,p7];"
      "3[j7,k7,l7,m7,n7,o7];4[u12,v12,w12,x12,y12,z12])\n";
  const auto games = read_sgf_collection(lines);
  ASSERT_TRUE(games.ok());
  ASSERT_EQ(games.value().size(), 5u);
  for (const auto& g : games.value()) {
    const auto r = replay(g);
    EXPECT_FALSE(r.first_invalid) << r.first_invalid->index;
    EXPECT_EQ(r.state.history().size(), r.moves);
  }
}

}  // namespace
}  // namespace tableref::blokus

namespace tableref::blokus {
namespace {

// A piece in the hand turns in 60-degree steps: six turns one way come back, each turn is
// undone by one the other way, a flip twice is no flip, and a piece without rotational
// symmetry passes through six different ways (the table's own orientations).
TEST(BlokusTrigon, PiecesTurnInSixtyDegreeSteps) {
  for (PieceId p = 0; p < kTrigonPieceCount; ++p) {
    const auto count = trigon_pieces()[p].orientations.size();
    for (std::uint8_t o = 0; o < count; ++o) {
      std::uint8_t turned = o;
      std::set<std::uint8_t> seen;
      for (int i = 0; i < 6; ++i) {
        turned = turn_trigon_orientation(p, turned, Turn::kRotateLeft);
        ASSERT_LT(turned, count);
        seen.insert(turned);
      }
      EXPECT_EQ(turned, o) << trigon_pieces()[p].name;
      if (count == 12) {
        EXPECT_EQ(seen.size(), 6u) << trigon_pieces()[p].name;
      }
      EXPECT_EQ(turn_trigon_orientation(p, turn_trigon_orientation(p, o, Turn::kRotateLeft),
                                        Turn::kRotateRight),
                o);
      for (const auto flip : {Turn::kFlipVertical, Turn::kFlipHorizontal}) {
        EXPECT_EQ(turn_trigon_orientation(p, turn_trigon_orientation(p, o, flip), flip), o);
      }
    }
  }
  // The two-triangle piece turned 60 degrees is another of its three ways.
  const auto two = *std::find_if(trigon_pieces().begin(), trigon_pieces().end(),
                                 [](const PieceInfo& i) { return i.name == "2"; });
  EXPECT_EQ(two.orientations.size(), 3u);
  EXPECT_NE(turn_trigon_orientation(1, 0, Turn::kRotateLeft), 0);
}

}  // namespace
}  // namespace tableref::blokus

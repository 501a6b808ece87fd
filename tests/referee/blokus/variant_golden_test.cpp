// Blokus Trigon and Junior against the facts taken from Pentobi
// (../shared/reference/blokus-variants.md; its tables copied to data/variant_cells.tsv and
// data/variant_pieces.tsv): every cell of both hexagons, every piece with its orientations and
// placements on the empty board, the published move counts and scores.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "tableref/referee/blokus/game.hpp"
#include "tableref/referee/blokus/scoring.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "test_util.hpp"

namespace tableref::blokus {
namespace {

using test::cells;

std::vector<std::vector<std::string>> read_tsv(const std::string& name) {
  std::ifstream in(std::string(TABLEREF_BLOKUS_TEST_DATA) + "/" + name);
  std::vector<std::vector<std::string>> rows;
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    std::vector<std::string> fields;
    std::stringstream s(line);
    std::string f;
    while (std::getline(s, f, '\t')) fields.push_back(f);
    if (line.back() == '\t') fields.emplace_back();
    rows.push_back(fields);
  }
  return rows;
}

Variant variant_of_board(const std::string& board) {
  if (board == "trigon") return Variant::kTrigon;
  if (board == "trigon_3") return Variant::kTrigonThreePlayer;
  return Variant::kJunior;
}

TEST(BlokusVariantGolden, EveryCellOfBothHexagons) {
  const auto rows = read_tsv("variant_cells.tsv");
  ASSERT_EQ(rows.size(), 486u + 384u + 196u);
  std::map<std::string, int> listed;
  std::map<std::string, std::vector<GridCell>> starts;
  for (const auto& r : rows) {
    ASSERT_EQ(r.size(), 6u);
    const GameState state(variant_of_board(r[0]));
    const auto& g = state.geometry();
    const auto cell = parse_cell(r[1]);
    ASSERT_TRUE(cell) << r[1];
    EXPECT_EQ(cell->x, std::stoi(r[2])) << r[1];
    EXPECT_EQ(cell->y, std::stoi(r[3]) - 1) << r[1];
    EXPECT_EQ(format_cell(*cell), r[1]);
    ASSERT_TRUE(g.on_board(cell->x, cell->y)) << r[0] << " " << r[1];
    if (r[4] != "square") {
      EXPECT_EQ(g.points_up(cell->x, cell->y), r[4] == "up") << r[0] << " " << r[1];
    }
    if (r[5] == "any") starts[r[0]].push_back(*cell);
    if (r[5] == "B" || r[5] == "W") {
      EXPECT_EQ(state.start_cells(*color_from_name(Variant::kJunior, r[5])),
                std::vector<GridCell>{*cell});
    }
    ++listed[r[0]];
  }
  // Nothing else of the rectangles is on the board.
  for (const auto& [board, count] : listed) {
    const auto& g = GameState(variant_of_board(board)).geometry();
    EXPECT_EQ(g.cell_count(), count) << board;
    int on = 0;
    for (int y = 0; y < g.height(); ++y) {
      for (int x = 0; x < g.width(); ++x) on += g.on_board(x, y) ? 1 : 0;
    }
    EXPECT_EQ(on, count) << board;
  }
  for (auto v : kTrigonVariants) {
    const GameState state(v);
    const auto board = v == Variant::kTrigonThreePlayer ? "trigon_3" : "trigon";
    auto expected = starts[board];
    std::sort(expected.begin(), expected.end(),
              [](auto& a, auto& b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    for (Color c = 0; c < state.colors(); ++c) EXPECT_EQ(state.start_cells(c), expected);
  }
}

TEST(BlokusVariantGolden, EveryPieceOrientationsAndPlacementsOnTheEmptyBoard) {
  const auto rows = read_tsv("variant_pieces.tsv");
  ASSERT_EQ(rows.size(), 22u + 22u + 12u);
  std::map<std::string, int> triangles;
  for (const auto& r : rows) {
    ASSERT_EQ(r.size(), 7u);
    const Variant variant = variant_of_board(r[0]);
    GameState state(variant);
    const auto table = state.piece_table();
    const auto it = std::find_if(table.begin(), table.end(),
                                 [&](const PieceInfo& p) { return p.name == r[1]; });
    ASSERT_NE(it, table.end()) << r[0] << " " << r[1];
    const auto id = static_cast<PieceId>(it - table.begin());
    EXPECT_TRUE(state.info().piece_set >> id & 1u) << r[1];
    EXPECT_EQ(it->size, std::stoi(r[2])) << r[1];
    EXPECT_EQ(state.info().copies, std::stoi(r[3])) << r[1];
    EXPECT_EQ(static_cast<int>(it->orientations.size()), std::stoi(r[4])) << r[0] << " " << r[1];
    const auto [begin, end] = state.geometry().placements_of(id);
    EXPECT_EQ(end - begin, std::stoi(r[5])) << r[0] << " " << r[1];
    // The example is that piece (placed by setup: only the physical rules apply).
    const auto placed = state.setup(0, cells(r[6]));
    ASSERT_TRUE(placed.ok()) << r[0] << " " << r[6];
    EXPECT_EQ(placed.value().piece, id) << r[6];
    EXPECT_EQ(format_cells(placed.value().cells), r[6]);
    triangles[r[0]] += it->size * std::stoi(r[3]);
  }
  EXPECT_EQ(triangles["trigon"], 110);
  EXPECT_EQ(triangles["trigon_3"], 110);
  EXPECT_EQ(triangles["junior"], 88);
  // The pieces Junior leaves out.
  const auto junior = variant_info(Variant::kJunior).piece_set;
  for (auto name : {"F", "N", "T5", "U", "V5", "W", "X", "Y", "Z5"}) {
    EXPECT_FALSE(junior >> *piece_from_name(name) & 1u) << name;
  }
}

TEST(BlokusVariantGolden, FirstMovesOnTheEmptyBoard) {
  for (auto v : kTrigonVariants) {
    const GameState state(v);
    EXPECT_EQ(state.to_move(), Color{0});
    for (Color c = 0; c < state.colors(); ++c) {
      EXPECT_EQ(state.legal_moves(c).size(), 2478u) << variant_info(v).name << " " << int{c};
    }
  }
  const GameState junior(Variant::kJunior);
  EXPECT_EQ(junior.legal_moves(0).size(), 189u);
}

// A first move covering the start point `start`: the one whose cells sort first.
std::vector<GridCell> first_move_on(const GameState& s, Color c, const std::string& start) {
  const auto target = *parse_cell(start);
  std::vector<std::string> found;
  for (auto id : s.legal_moves(c)) {
    const auto cs = s.cells_of(id);
    if (std::find(cs.begin(), cs.end(), target) != cs.end()) found.push_back(format_cells(cs));
  }
  std::sort(found.begin(), found.end());
  return found.empty() ? std::vector<GridCell>{} : cells(found.front());
}

TEST(BlokusVariantGolden, EachStartPointTakenLowersAFreshColorsCount) {
  GameState s(Variant::kTrigon);
  ASSERT_TRUE(s.play(0, cells("q14,r14,o15,p15,q15,r15")).ok());
  EXPECT_EQ(s.legal_moves(1).size(), 2065u);
  EXPECT_EQ(s.legal_moves(0).size(), 1167u);
  ASSERT_TRUE(s.play(1, first_move_on(s, 1, "j12")).ok());
  EXPECT_EQ(s.legal_moves(2).size(), 1652u);
  ASSERT_TRUE(s.play(2, first_move_on(s, 2, "z12")).ok());
  EXPECT_EQ(s.legal_moves(3).size(), 1239u);
  EXPECT_EQ(s.start_cells(3), cells("r4,j7,z7"));
}

// Places every piece of color 0 by setup (the physical rules only), largest first, each where
// it first fits, with `last` put down last; returns the state.
GameState all_pieces_placed(Variant variant, PieceId last) {
  GameState s(variant);
  const auto& g = s.geometry();
  const auto table = s.piece_table();
  std::vector<PieceId> order;
  for (PieceId k = 0; k < table.size(); ++k) {
    for (int copy = 0; copy < s.info().copies && (s.info().piece_set >> k & 1u); ++copy) {
      if (k != last || copy + 1 < s.info().copies) order.push_back(k);
    }
  }
  std::stable_sort(order.begin(), order.end(),
                   [&](PieceId a, PieceId b) { return table[a].size > table[b].size; });
  order.push_back(last);
  for (const PieceId k : order) {
    const auto [begin, end] = g.placements_of(k);
    bool placed = false;
    for (unsigned id = begin; id < end && !placed; ++id) {
      placed = s.setup(0, s.cells_of(static_cast<PlacementId>(id))).ok();
    }
    EXPECT_TRUE(placed) << int{k};
  }
  return s;
}

TEST(BlokusVariantGolden, PentobiPointsForAFullSet) {
  for (auto v : kTrigonVariants) {
    const auto one_last = all_pieces_placed(v, 0);
    EXPECT_EQ(one_last.remaining(0), 0u);
    // As in Pentobi, the others play on: the game ends when no color can move.
    EXPECT_FALSE(one_last.game_over());
    EXPECT_EQ(one_last.to_move(), Color{1});
    EXPECT_EQ(score(one_last).colors[0].points, 130) << variant_info(v).name;
    EXPECT_EQ(score(one_last).colors[0].boxed, 20);
    const auto other_last = all_pieces_placed(v, 5);  // A4 last
    EXPECT_EQ(score(other_last).colors[0].points, 125) << variant_info(v).name;
    EXPECT_EQ(score(other_last).colors[0].boxed, 15);
    EXPECT_EQ(score(GameState(v)).colors[1].points, 0);
    EXPECT_EQ(score(GameState(v)).colors[1].boxed, -110);
  }
  // Junior: no bonus, whichever piece goes last.
  const auto junior = all_pieces_placed(Variant::kJunior, 0);
  EXPECT_EQ(junior.remaining(0), 0u);
  EXPECT_EQ(junior.remaining_squares(0), 0);
  EXPECT_EQ(score(junior).colors[0].points, 88);
  EXPECT_EQ(score(junior).colors[0].boxed, 0);
  EXPECT_EQ(GameState(Variant::kJunior).remaining_squares(1), 88);
}

}  // namespace
}  // namespace tableref::blokus

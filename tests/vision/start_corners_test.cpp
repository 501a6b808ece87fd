// Boards whose colours sit in the corners their players chose: all 24 ways of giving the four
// colours to the four corners are analysed, corrected, audited and scored from where the
// colours are, and read from photos with few cells uncertain; a colour that never reached a
// corner leaves the others scored right; a colour on two corners starts from the one that
// joins most of its pieces.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <string>

#include "photo_generator.hpp"
#include "rule_correction.hpp"
#include "tableref/referee/blokus/reason.hpp"
#include "tableref/referee/blokus/scoring.hpp"
#include "tableref/vision/board_analysis.hpp"
#include "tableref/vision/finished_board.hpp"

namespace tableref::vision {
namespace {

constexpr auto kClassic = blokus::Variant::kClassic;
constexpr int kAllSquares = 89;

using Assignment = std::array<int, 4>;  // [c]: the colour that takes colour c's corner

std::vector<Assignment> all_assignments() {
  Assignment a{0, 1, 2, 3};
  std::vector<Assignment> out;
  do {
    out.push_back(a);
  } while (std::next_permutation(a.begin(), a.end()));
  return out;
}

std::string name_of(const Assignment& a) {
  std::string out;
  for (int c : a) out += cell_letter(cell_color_of(kClassic, c));
  return out;
}

// The referee's legal game (blue from a20, yellow t20, red t1, green a1) with colour c's
// pieces given to colour a[c]: colour a[c] then starts in c's corner.
std::vector<CellColor> recoloured(std::vector<CellColor> grid, const Assignment& a) {
  for (auto& cell : grid) {
    const int c = referee_color(kClassic, cell);
    if (c >= 0) cell = cell_color_of(kClassic, a[static_cast<std::size_t>(c)]);
  }
  return grid;
}

// The picture cell where colour c of the referee's game started, seen from `side`.
PictureCell game_corner(int c, int side) {
  const auto s = blokus::variant_info(kClassic).start[static_cast<std::size_t>(c)];
  return referee_to_picture(GridCell{s.x, s.y}, 20, side);
}

int cells_of(const std::vector<CellColor>& grid, int colour) {
  return static_cast<int>(std::count(grid.begin(), grid.end(), cell_color_of(kClassic, colour)));
}

BoardReading reading_of(const std::vector<CellColor>& grid) {
  BoardReading r;
  r.variant = kClassic;
  r.size = 20;
  for (auto c : grid) r.cells.push_back(CellReading{c, 1.0, CellColor::kEmpty, false});
  return r;
}

// Every placed square of every colour counted, the bonus for all 21 pieces.
void expect_scored_right(const FinishedBoard& board, const std::vector<CellColor>& grid,
                         const std::string& what) {
  ASSERT_EQ(board.scores.colors.size(), 4u) << what;
  for (const auto& s : board.scores.colors) {
    const int placed = cells_of(grid, s.color);
    EXPECT_EQ(kAllSquares - s.remaining_squares, placed) << what << " colour " << int{s.color};
    EXPECT_EQ(s.all_placed, placed == kAllSquares) << what << " colour " << int{s.color};
    EXPECT_EQ(s.boxed, placed - kAllSquares + (placed == kAllSquares ? 15 : 0))
        << what << " colour " << int{s.color};
  }
}

// Each colour's pieces are legal in the order given under the any-corner rule (that colour
// alone on the board: turn order aside, nothing refused), the first on the colour's corner.
void expect_legal_orders(const FinishedBoard& board, const std::string& what) {
  for (int c = 0; c < 4; ++c) {
    blokus::GameState alone(kClassic, reading_options());
    bool first = true;
    for (const auto& p : board.pieces) {
      if (p.color != c) continue;
      if (first) {
        ASSERT_TRUE(board.start[static_cast<std::size_t>(c)].has_value()) << what;
        EXPECT_NE(std::find(p.board_cells.begin(), p.board_cells.end(),
                            *board.start[static_cast<std::size_t>(c)]),
                  p.board_cells.end())
            << what << " colour " << c << ": the first piece covers its corner";
        first = false;
      }
      const auto checked = alone.check(static_cast<blokus::Color>(c), p.board_cells);
      if (!checked) {
        for (const auto& v : checked.violations()) {
          EXPECT_EQ(v.reason, blokus::Reason::kBlokusNotYourTurn) << what << " colour " << c;
        }
      }
      ASSERT_TRUE(alone.setup(static_cast<blokus::Color>(c), p.board_cells).ok()) << what;
    }
  }
}

TEST(StartCorners, EveryWayOfGivingTheColoursTheCornersIsAuditedCleanAndScoredRight) {
  for (const std::uint32_t seed : {3u, 8u}) {
    for (int side = 0; side < 4; ++side) {
      const auto game = testing::random_board(kClassic, seed, side);
      for (const auto& a : all_assignments()) {
        const std::string what =
            "seed " + std::to_string(seed) + " side " + std::to_string(side) + " " + name_of(a);
        const auto grid = recoloured(game, a);
        const auto analysis = analyse_board(grid, 20, kClassic);
        EXPECT_EQ(analysis.penalty(), 0) << what;
        EXPECT_EQ(analysis.rotation, 0) << what;
        for (int c = 0; c < 4; ++c) {
          EXPECT_EQ(analysis.start[static_cast<std::size_t>(a[static_cast<std::size_t>(c)])],
                    game_corner(c, side))
              << what << ": colour " << a[static_cast<std::size_t>(c)];
        }
        const auto board = finish_board(reading_of(grid));
        EXPECT_TRUE(board.audit.clean()) << what;
        EXPECT_TRUE(board.audit.no_start.empty()) << what;
        std::size_t covered = 0;
        for (const auto& p : board.pieces) covered += p.cells.size();
        EXPECT_EQ(covered, static_cast<std::size_t>(
                               400 - std::count(grid.begin(), grid.end(), CellColor::kEmpty)))
            << what;
        expect_scored_right(board, grid, what);
        expect_legal_orders(board, what);
      }
    }
  }
}

// Evidence as a classifier gives it for `grid`: sure cells, and every seventh cell unsure
// between its colour and the next one.
std::vector<CellEvidence> evidence_of(const std::vector<CellColor>& grid) {
  std::vector<CellEvidence> out(grid.size());
  for (std::size_t i = 0; i < grid.size(); ++i) {
    const auto truth = static_cast<std::size_t>(grid[i]);
    const auto other = (truth + 1) % 5;
    const bool unsure = i % 7 == 3;
    out[i].probability[truth] = unsure ? 0.6 : 0.97;
    out[i].probability[other] = unsure ? 0.4 : 0.03;
  }
  return out;
}

TEST(StartCorners, TheRulesLeaveALegalBoardAloneWhereverItsColoursStarted) {
  const auto game = testing::random_board(kClassic, 12, 1);
  for (const auto& a : all_assignments()) {
    const auto grid = recoloured(game, a);
    const auto corrected = correct_with_rules(evidence_of(grid), 20, kClassic);
    EXPECT_EQ(corrected.labels, grid) << name_of(a);
    EXPECT_EQ(std::count(corrected.changed.begin(), corrected.changed.end(), true), 0)
        << name_of(a);
    EXPECT_EQ(corrected.analysis.penalty(), 0) << name_of(a);
  }
}

TEST(StartCorners, TheRulesRestoreAMisreadCornerCell) {
  const auto game = testing::random_board(kClassic, 5, 0);
  for (const auto& a : all_assignments()) {
    const auto grid = recoloured(game, a);
    auto evidence = evidence_of(grid);
    // The top-right corner read as bare board, its colour a close second.
    const std::size_t corner = 19;
    ASSERT_NE(grid[corner], CellColor::kEmpty);
    evidence[corner].probability = {};
    evidence[corner].probability[0] = 0.55;
    evidence[corner].probability[static_cast<std::size_t>(grid[corner])] = 0.45;
    const auto corrected = correct_with_rules(evidence, 20, kClassic);
    EXPECT_EQ(corrected.labels, grid) << name_of(a);
    EXPECT_TRUE(corrected.changed[corner]) << name_of(a);
    EXPECT_EQ(corrected.analysis.penalty(), 0) << name_of(a);
  }
}

// The picture cells of the group covering `cell`, emptied: the colour loses that piece.
void lift_piece_at(std::vector<CellColor>& grid, PictureCell cell) {
  const auto analysis = analyse_board(grid, 20, kClassic);
  for (const auto& g : analysis.groups) {
    if (std::find(g.cells.begin(), g.cells.end(), cell) == g.cells.end()) continue;
    for (const auto& c : g.cells)
      grid[static_cast<std::size_t>(c.y * 20 + c.x)] = CellColor::kEmpty;
  }
}

TEST(StartCorners, AColourThatNeverReachedACornerIsNamedAndTheOthersAreScoredRight) {
  const auto game = testing::random_board(kClassic, 30, 2);
  const auto assignments = all_assignments();
  for (std::size_t i = 0; i < assignments.size(); i += 5) {
    const auto& a = assignments[i];
    for (int c = 0; c < 4; ++c) {
      const int lost = a[static_cast<std::size_t>(c)];
      const std::string what = name_of(a) + " without " + std::to_string(lost) + "'s corner";
      auto grid = recoloured(game, a);
      lift_piece_at(grid, game_corner(c, 2));
      ASSERT_GT(cells_of(grid, lost), 0) << what;
      const auto board = finish_board(reading_of(grid));
      EXPECT_FALSE(board.audit.clean()) << what;
      EXPECT_EQ(board.audit.no_start, std::vector<int>{lost}) << what;
      EXPECT_FALSE(board.start[static_cast<std::size_t>(lost)].has_value()) << what;
      EXPECT_TRUE(board.audit.not_pieces.empty()) << what;
      EXPECT_TRUE(board.audit.duplicates.empty()) << what;
      // All its pieces, and only its, are not joined to a start corner; none is scored.
      int disconnected_cells = 0;
      for (const auto& g : board.audit.disconnected) {
        EXPECT_EQ(referee_color(kClassic, g.color), lost) << what;
        disconnected_cells += static_cast<int>(g.cells.size());
      }
      EXPECT_EQ(disconnected_cells, cells_of(grid, lost)) << what;
      for (const auto& s : board.scores.colors) {
        const int placed = s.color == lost ? 0 : cells_of(grid, s.color);
        EXPECT_EQ(kAllSquares - s.remaining_squares, placed) << what << " colour " << int{s.color};
      }
      // The rules cannot conjure the corner back from sure cells, nor move the others.
      const auto corrected = correct_with_rules(evidence_of(grid), 20, kClassic);
      EXPECT_EQ(corrected.labels, grid) << what;
    }
  }
}

TEST(StartCorners, AColourOnTwoCornersStartsFromTheOneJoiningMostOfItsPieces) {
  std::vector<CellColor> grid(400, CellColor::kEmpty);
  const auto put = [&](std::initializer_list<PictureCell> cells) {
    for (const auto& c : cells) grid[static_cast<std::size_t>(c.y * 20 + c.x)] = CellColor::kBlue;
  };
  // Top left: a monomino on the corner and a domino at its corner (2 pieces).
  put({{0, 0}, {1, 1}, {2, 1}});
  // Bottom right: an I3 on the corner (1 piece).
  put({{19, 17}, {19, 18}, {19, 19}});
  auto board = finish_board(reading_of(grid));
  ASSERT_TRUE(board.start[0].has_value());
  EXPECT_EQ(*board.start[0], (GridCell{0, 19}));  // a20, the picture's top left
  ASSERT_EQ(board.audit.disconnected.size(), 1u);
  EXPECT_EQ(board.audit.disconnected[0].cells.size(), 3u);
  EXPECT_EQ(kAllSquares - board.scores.colors[0].remaining_squares, 3);
  EXPECT_TRUE(board.audit.no_start.empty());

  // Two more pieces joined to the bottom right (a V3 and an I4): it joins 3 pieces now.
  put({{17, 16}, {18, 16}, {18, 15}});
  put({{14, 14}, {15, 14}, {16, 14}, {17, 14}});
  board = finish_board(reading_of(grid));
  ASSERT_TRUE(board.start[0].has_value());
  EXPECT_EQ(*board.start[0], (GridCell{19, 0}));  // t1, the picture's bottom right
  EXPECT_EQ(board.audit.disconnected.size(), 2u);
  EXPECT_EQ(kAllSquares - board.scores.colors[0].remaining_squares, 10);
}

TEST(StartCorners, APieceJoinedOnlyThroughARefusedGroupIsListedNotDropped) {
  std::vector<CellColor> grid(400, CellColor::kEmpty);
  for (const auto& c : std::vector<PictureCell>{{0, 0}, {1, 1}, {2, 1}, {3, 2}, {3, 3}}) {
    grid[static_cast<std::size_t>(c.y * 20 + c.x)] = CellColor::kBlue;
  }
  // A monomino on the corner, a domino, a second domino (refused: a duplicate), and an I3
  // that touches only the second domino.
  for (const auto& c : std::vector<PictureCell>{{4, 4}, {5, 4}, {6, 4}}) {
    grid[static_cast<std::size_t>(c.y * 20 + c.x)] = CellColor::kBlue;
  }
  const auto board = finish_board(reading_of(grid));
  ASSERT_EQ(board.audit.duplicates.size(), 1u);
  ASSERT_EQ(board.audit.disconnected.size(), 1u);
  EXPECT_EQ(board.audit.disconnected[0].cells, (std::vector<PictureCell>{{4, 4}, {5, 4}, {6, 4}}));
  EXPECT_EQ(board.pieces.size(), 2u);
  EXPECT_EQ(kAllSquares - board.scores.colors[0].remaining_squares, 3);
}

TEST(StartCorners, PhotosOfEveryAssignmentAreReadWithFewCellsUncertainAndScoredRight) {
  const auto assignments = all_assignments();
  for (std::size_t i = 0; i < assignments.size(); ++i) {
    const auto& a = assignments[i];
    const int side = static_cast<int>(i % 4);
    testing::PhotoSpec spec;
    spec.seed = static_cast<std::uint32_t>(500 + i);
    spec.grid = recoloured(testing::random_board(kClassic, spec.seed, side), a);
    spec.board = testing::perspective_board(spec.width, spec.height, 0.12, 0.3);
    const auto photo = testing::render_photo(spec);
    const auto reading = read_board(photo.view(), ReadOptions{});
    const std::string what = name_of(a) + " side " + std::to_string(side);
    ASSERT_TRUE(reading.ok()) << what;
    const auto& r = reading.value();
    int wrong = 0;
    for (int y = 0; y < 20; ++y) {
      for (int x = 0; x < 20; ++x) {
        wrong += r.at(x, y).color != spec.grid[static_cast<std::size_t>(y * 20 + x)] ? 1 : 0;
      }
    }
    EXPECT_EQ(wrong, 0) << what;
    EXPECT_LE(r.uncertain.size(), 5u) << what;
    const auto board = finish_board(r);
    EXPECT_TRUE(board.audit.clean()) << what;
    expect_scored_right(board, spec.grid, what);
  }
}

}  // namespace
}  // namespace tableref::vision

// Generation against the rules written again from scratch, from the board alone (no piece
// identification, no placement table, no incremental state), in every variant and with
// both first-move options.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "tableref/referee/blokus/game.hpp"

namespace tableref::blokus {
namespace {

using Key = std::vector<int>;

std::set<Key> by_the_rules(const GameState& s, Color c) {
  std::set<Key> out;
  const int w = s.geometry().width();
  const int h = s.geometry().height();
  const auto& info = s.info();
  auto at = [&](int x, int y) {
    return (x < 0 || y < 0 || x >= w || y >= h) ? -2 : s.color_at(GridCell{x, y});
  };
  int required = 0;
  if (info.largest_first) {
    for (Color k = 0; k < s.colors(); ++k) {
      for (PieceId p = 0; p < kPieceCount; ++p) {
        if (s.remaining(k) >> p & 1u) required = std::max<int>(required, piece_info(p).size);
      }
    }
  }
  const auto starts = s.start_cells(c);
  for (PieceId p = 0; p < kPieceCount; ++p) {
    if (!(s.remaining(c) >> p & 1u)) continue;
    if (required != 0 && piece_info(p).size != required) continue;
    for (const auto& o : piece_info(p).orientations) {
      for (int ay = 0; ay < h; ++ay) {
        for (int ax = 0; ax < w; ++ax) {
          bool empty = true;
          bool corner = false;
          bool edge = false;
          bool start = false;
          Key key;
          for (std::size_t i = 0; i < o.size; ++i) {
            const int x = ax + o.cells[i].x;
            const int y = ay + o.cells[i].y;
            if (at(x, y) != -1) empty = false;
            key.push_back(y * w + x);
            for (const auto& [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
              if (at(x + dx, y + dy) == c) edge = true;
            }
            for (const auto& [dx, dy] : {std::pair{1, 1}, {-1, 1}, {1, -1}, {-1, -1}}) {
              if (at(x + dx, y + dy) == c) corner = true;
            }
            if (std::find(starts.begin(), starts.end(), GridCell{x, y}) != starts.end()) {
              start = true;
            }
          }
          if (!empty) continue;
          if (info.placement_rules) {
            if (s.placed_count(c) == 0 ? !start : (edge || !corner)) continue;
          } else if (info.apart && edge) {
            continue;
          }
          std::sort(key.begin(), key.end());
          out.insert(key);
        }
      }
    }
  }
  return out;
}

TEST(BlokusCrossCheck, EveryVariantAgreesWithTheRulesFromScratch) {
  std::mt19937 rng(4242);
  int checked = 0;
  for (auto variant : kAllVariants) {
    for (auto first : {FirstMove::kOwnStartCorner, FirstMove::kAnyFreeCorner}) {
      GameState s(variant, Options{first});
      for (int move = 0; s.to_move(); ++move) {
        const Color c = *s.to_move();
        const auto moves = s.legal_moves(c);
        if (move % 9 == 0) {
          std::set<Key> generated;
          for (auto id : moves) {
            Key key;
            for (auto cell : s.cells_of(id)) key.push_back(cell.y * s.geometry().width() + cell.x);
            generated.insert(key);
          }
          EXPECT_EQ(generated.size(), moves.size()) << "duplicates";
          EXPECT_EQ(generated, by_the_rules(s, c))
              << variant_info(variant).name << " move " << move << " color " << int{c};
          ++checked;
        }
        s.play_generated(
            c, moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
      }
    }
  }
  EXPECT_GT(checked, 100);
}

}  // namespace
}  // namespace tableref::blokus

// Cross-check of the bitboard search against a plain model written from the reference text:
// states in a std::set, cells tested one by one, spins classified from scratch. Random
// garbage-like fields, every piece, both kick sets, with and without 180-degree turns.
#include <gtest/gtest.h>

#include <map>
#include <queue>
#include <random>
#include <set>
#include <tuple>

#include "tableref/referee/blockkiller/placement.hpp"

namespace tableref::blockkiller {
namespace {

using State = std::tuple<int, int, int>;  // rotation, x, y
using CellSet = std::vector<std::pair<int, int>>;

struct Model {
  const Field& field;
  Piece piece;
  RuleOptions rules;

  [[nodiscard]] CellSet cells(const State& s) const {
    CellSet out;
    for (auto c : piece_cells(piece, static_cast<Rotation>(std::get<0>(s)))) {
      out.emplace_back(std::get<1>(s) + c.x, std::get<2>(s) + c.y);
    }
    std::sort(out.begin(), out.end(), [](auto a, auto b) {
      return a.second != b.second ? a.second < b.second : a.first < b.first;
    });
    return out;
  }
  [[nodiscard]] bool free(const State& s) const {
    for (auto [x, y] : cells(s)) {
      if (x < 0 || x > 9 || y < 0 || field.filled(x, y)) return false;
    }
    return true;
  }
  [[nodiscard]] bool occupied(int x, int y) const {
    return x < 0 || x > 9 || y < 0 || field.filled(x, y);
  }

  // cells -> best spin (0 none, 1 mini, 2 full) over every resting reachable state.
  [[nodiscard]] std::map<CellSet, int> run() const {
    const int states = (piece == Piece::kO || piece == Piece::kMono) ? 1 : 4;
    const State spawn{0, 4, field.height() + 4};
    const int top = std::get<2>(spawn) + 2;
    std::set<State> seen{spawn};
    std::map<State, std::set<std::pair<int, int>>> arrivals;  // (from*4+to, kick index)
    std::queue<State> todo;
    todo.push(spawn);
    while (!todo.empty()) {
      const auto [r, x, y] = todo.front();
      todo.pop();
      auto visit = [&](const State& n) {
        if (std::get<2>(n) > top || !free(n)) return false;
        if (seen.insert(n).second) todo.push(n);
        return true;
      };
      visit({r, x - 1, y});
      visit({r, x + 1, y});
      visit({r, x, y - 1});
      if (states == 1) continue;
      std::vector<int> turns{1, 3};
      if (rules.rotate180) turns.push_back(2);
      for (int t : turns) {
        const int to = (r + t) % 4;
        const auto tests =
            kick_tests(piece, static_cast<Rotation>(r), static_cast<Rotation>(to), rules.kicks);
        for (std::size_t k = 0; k < tests.size(); ++k) {
          const State n{to, x + tests[k].x, y + tests[k].y};
          if (!free(n)) continue;
          if (std::get<2>(n) <= top) {
            arrivals[n].insert({r * 4 + to, static_cast<int>(k)});
            visit(n);
          }
          break;
        }
      }
    }
    std::map<CellSet, int> out;
    for (const auto& s : seen) {
      const auto [r, x, y] = s;
      if (free({r, x, y - 1})) continue;  // not resting
      int spin = 0;
      const auto found = arrivals.find(s);
      if (found != arrivals.end()) {
        if (piece == Piece::kT) {
          const bool a = occupied(x - 1, y + 1), b = occupied(x + 1, y + 1);
          const bool c = occupied(x - 1, y - 1), d = occupied(x + 1, y - 1);
          if (int{a} + int{b} + int{c} + int{d} >= 3) {
            const bool front = r == 0 ? (a && b) : r == 1 ? (b && d) : r == 2 ? (c && d) : (a && c);
            bool fifth = false;
            for (auto [turn, k] : found->second) {
              const int from = turn / 4, to = turn % 4;
              fifth = fifth || (k == 4 && (to == 1 || to == 3) && (from == 0 || from == 2));
            }
            spin = (front || fifth) ? 2 : 1;
          }
        } else if (piece != Piece::kO && piece != Piece::kMono && rules.all_spin) {
          if (!free({r, x - 1, y}) && !free({r, x + 1, y}) && !free({r, x, y + 1})) {
            spin = rules.non_t_spin_is_mini ? 1 : 2;
          }
        }
      }
      auto& best = out[cells(s)];
      best = std::max(best, spin);
    }
    return out;
  }
};

Field random_field(std::mt19937& rng) {
  std::vector<std::uint16_t> rows;
  const int height = 2 + static_cast<int>(rng() % 7);
  for (int y = 0; y < height; ++y) {
    std::uint16_t row = kFullRow;
    const int holes = 1 + static_cast<int>(rng() % 4);
    const int start = static_cast<int>(rng() % 8);
    for (int k = 0; k < holes; ++k)
      row = static_cast<std::uint16_t>(row & ~(1u << ((start + rng() % 3) % 10)));
    if (y >= height - 2) row = static_cast<std::uint16_t>(row & rng() & rng());
    rows.push_back(row);
  }
  return Field::from_masks(rows).value();
}

TEST(BlockKillerModel, SearchAgreesWithAPlainModel) {
  std::mt19937 rng(20261122);
  int compared = 0;
  int spins = 0;
  for (int iter = 0; iter < 24; ++iter) {
    const Field field = random_field(rng);
    for (auto piece : kAllPieces) {
      for (int variant = 0; variant < 4; ++variant) {
        RuleOptions rules;
        rules.kicks = (variant & 1) ? Kicks::kSrsPlus : Kicks::kSrs;
        rules.rotate180 = (variant & 2) != 0;
        rules.non_t_spin_is_mini = iter % 5 == 0;
        rules.all_spin = iter % 7 != 0;
        const auto expected = Model{field, piece, rules}.run();
        std::map<CellSet, int> got;
        for (const auto& p : legal_placements(field, piece, rules)) {
          CellSet c;
          for (auto g : p.cells) c.emplace_back(g.x, g.y);
          got[c] = static_cast<int>(p.spin);
          // check_placement gives the same verdict on the same cells.
          const auto checked = check_placement(field, piece, p.cells, rules);
          ASSERT_TRUE(checked.ok());
          EXPECT_EQ(checked.value().spin, p.spin);
        }
        ASSERT_EQ(got, expected) << "piece " << piece_name(piece) << " variant " << variant
                                 << " iter " << iter;
        compared += static_cast<int>(got.size());
        for (auto& [c, s] : got) spins += s > 0 ? 1 : 0;
      }
    }
  }
  EXPECT_GT(compared, 500);
  EXPECT_GT(spins, 10);
}

}  // namespace
}  // namespace tableref::blockkiller

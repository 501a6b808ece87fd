#include "tableref/referee/blockkiller/best_play.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace tableref::blockkiller {
namespace {

using Clock = std::chrono::steady_clock;

struct Score {
  int attack = -1;
  int offset = 0;
  int cards = 0;
};

// Most attack, then more offset, then fewer cards.
bool better(const Score& a, const Score& b) {
  if (a.attack != b.attack) return a.attack > b.attack;
  if (a.offset != b.offset) return a.offset > b.offset;
  return a.cards < b.cards;
}

struct Child {
  Placement placement;
  Field field;
  PieceAttack scored;
  ChainState chain;
};

class Searcher {
 public:
  Searcher(const BestPlayQuery& q) : rules_(q.rules), deadline_(Clock::now() + q.budget) {
    for (auto p : q.hand) counts_[static_cast<std::size_t>(p)] += 1;
  }

  BestPlay run(const Field& field, ChainState chain) {
    best_score_ = Score{0, 0, 0};
    dfs(field, chain, Score{0, 0, 0});
    BestPlay out;
    out.steps = best_steps_;
    out.attack.pieces = best_pieces_;
    out.attack.attack = best_score_.attack;
    out.attack.offset = best_score_.offset;
    out.attack.chain = best_chain_;
    out.cards = best_score_.cards;
    out.exhaustive = !timed_out_;
    out.nodes = nodes_;
    if (out.steps.empty()) out.attack.chain = chain;
    return out;
  }

 private:
  // Upper bound on what the remaining cards can still add.
  void bound(const Field& field, const ChainState& chain, int& attack_ub, int& offset_ub) const {
    int cells = 0;
    int pieces = 0;
    for (auto p : kAllPieces) {
      const int n = counts_[static_cast<std::size_t>(p)];
      cells += n * piece_size(p);
      pieces += n;
    }
    // Most rows the cells could complete: fill the emptiest-first... the fullest rows first.
    std::array<int, kRows> empties{};
    const int height = field.height();
    int rows = 0;
    for (int y = 0; y < height; ++y) {
      empties[static_cast<std::size_t>(rows++)] =
          kWidth - std::popcount(static_cast<unsigned>(field.row(y)));
    }
    std::sort(empties.begin(), empties.begin() + rows);
    int lines = 0;
    int budget = cells;
    for (int i = 0; i < rows && empties[static_cast<std::size_t>(i)] <= budget; ++i) {
      budget -= empties[static_cast<std::size_t>(i)];
      ++lines;
    }
    lines += budget / kWidth;
    offset_ub = rules_.mode == Mode::kStandard ? lines : 0;
    // Best attack of j clearing pieces sharing at most `lines` lines.
    const int max_j = std::min(pieces, lines);
    std::array<std::array<int, 64>, 9> f{};
    for (auto& row : f) row.fill(-1);
    f[0][0] = 0;
    const int cap = std::min(lines, 63);
    for (int j = 1; j <= max_j && j <= 8; ++j) {
      const int combo = chain.combo + j;
      const int bonus = combo_bonus(rules_.mode, combo) + ((j == 1 && !chain.last_special) ? 0 : 1);
      for (int l = 0; l <= cap; ++l) {
        if (f[static_cast<std::size_t>(j - 1)][static_cast<std::size_t>(l)] < 0) continue;
        for (int add = 1; add <= 5 && l + add <= cap; ++add) {
          const int v =
              f[static_cast<std::size_t>(j - 1)][static_cast<std::size_t>(l)] +
              std::max(base_attack(rules_.mode, true, add), base_attack(rules_.mode, false, add)) +
              bonus;
          auto& cell = f[static_cast<std::size_t>(j)][static_cast<std::size_t>(l + add)];
          cell = std::max(cell, v);
        }
      }
    }
    attack_ub = 0;
    for (const auto& row : f) {
      for (int v : row) attack_ub = std::max(attack_ub, v);
    }
  }

  bool out_of_time() {
    if (timed_out_) return true;
    if ((nodes_ & 63u) == 0 && Clock::now() >= deadline_) timed_out_ = true;
    return timed_out_;
  }

  void dfs(const Field& field, const ChainState& chain, const Score& score) {
    ++nodes_;
    if (out_of_time()) return;
    int attack_ub = 0;
    int offset_ub = 0;
    bound(field, chain, attack_ub, offset_ub);
    if (score.attack + attack_ub < best_score_.attack) return;
    if (score.attack + attack_ub == best_score_.attack &&
        score.offset + offset_ub <= best_score_.offset) {
      return;  // cannot beat the best: equal at most, and only with more cards
    }
    std::vector<Child> children;
    for (auto piece : kAllPieces) {
      if (counts_[static_cast<std::size_t>(piece)] == 0) continue;
      for (auto& placement : legal_placements(field, piece, rules_)) {
        Child c;
        c.field = field;
        const int lines = lock_piece(c.field, placement.cells, rules_);
        c.chain = chain;
        c.scored = score_piece(PieceClear{lines, placement.spin}, c.chain, rules_);
        c.placement = std::move(placement);
        children.push_back(std::move(c));
      }
    }
    std::stable_sort(children.begin(), children.end(), [](const Child& a, const Child& b) {
      if (a.scored.attack != b.scored.attack) return a.scored.attack > b.scored.attack;
      return a.scored.lines > b.scored.lines;
    });
    for (auto& c : children) {
      auto& count = counts_[static_cast<std::size_t>(c.placement.piece)];
      count -= 1;
      path_.push_back(c.placement);
      pieces_.push_back(c.scored);
      const Score next{score.attack + c.scored.attack, score.offset + c.scored.offset,
                       score.cards + 1};
      if (c.scored.lines > 0 && better(next, best_score_)) {
        best_score_ = next;
        best_steps_ = path_;
        best_pieces_ = pieces_;
        best_chain_ = c.chain;
      }
      dfs(c.field, c.chain, next);
      path_.pop_back();
      pieces_.pop_back();
      count += 1;
      if (timed_out_) return;
    }
  }

  const RuleOptions& rules_;
  Clock::time_point deadline_;
  std::array<int, kPieceCount> counts_{};
  std::uint64_t nodes_ = 0;
  bool timed_out_ = false;
  Score best_score_;
  std::vector<Placement> path_;
  std::vector<PieceAttack> pieces_;
  std::vector<Placement> best_steps_;
  std::vector<PieceAttack> best_pieces_;
  ChainState best_chain_;
};

}  // namespace

BestPlay find_best_play(const BestPlayQuery& query) {
  Searcher searcher(query);
  return searcher.run(query.field, query.chain);
}

}  // namespace tableref::blockkiller

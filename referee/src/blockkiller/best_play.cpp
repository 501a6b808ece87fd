#include "tableref/referee/blockkiller/best_play.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <unordered_map>
#include <unordered_set>

namespace tableref::blockkiller {
namespace {

using Clock = std::chrono::steady_clock;

struct Score {
  int attack = 0;
  int offset = 0;
  int cards = 0;
};

// Most attack, then more offset, then fewer cards.
bool better(const Score& a, const Score& b) {
  if (a.attack != b.attack) return a.attack > b.attack;
  if (a.offset != b.offset) return a.offset > b.offset;
  return a.cards < b.cards;
}

struct Step {
  Piece piece = Piece::kT;
  PieceState state;
  Spin spin = Spin::kNone;
  PieceAttack scored;
};

struct Child {
  Step step;
  Field field;
  ChainState chain;
};

std::uint64_t mix(std::uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ull;
  x ^= x >> 33;
  return x;
}

// Depth-first search over (piece, placement) sequences, deepened one card at a time so
// that short plays are settled first. Positions reached again with the same field, cards
// left and chain are skipped when the earlier visit had a score at least as good (the same
// future adds the same to both); a bound on what the remaining cells can still clear cuts
// branches that cannot beat the best play found.
class Searcher {
 public:
  explicit Searcher(const BestPlayQuery& q) : rules_(q.rules), deadline_(Clock::now() + q.budget) {
    for (auto p : q.hand) counts_[static_cast<std::size_t>(p)] += 1;
    hand_size_ = static_cast<int>(q.hand.size());
    beam_width_ = q.beam_width;
  }

  BestPlay run(const Field& field, ChainState chain) {
    // Beams of growing width for up to half the budget, then the exact search.
    const auto start = Clock::now();
    beam_deadline_ = start + (deadline_ - start) / 2;
    for (int width = 16; width <= beam_width_ * 64 && Clock::now() < beam_deadline_; width *= 4) {
      const auto pass = beam(field, chain, static_cast<std::size_t>(width));
      if (pass == BeamPass::kTimedOut) break;
      if (pass == BeamPass::kComplete) {
        // Nothing was dropped: the beam searched every play, so it is exact.
        completed_ = hand_size_;
        return result(chain);
      }
    }
    for (int limit = 1; limit <= hand_size_ && !timed_out_; ++limit) {
      limit_ = limit;
      seen_.clear();
      dfs(field, chain, Score{});
      if (!timed_out_) completed_ = limit;
    }
    return result(chain);
  }

 private:
  BestPlay result(const ChainState& chain) const {
    BestPlay out;
    for (const auto& s : best_steps_) {
      out.steps.push_back(Placement{s.piece, state_cells(s.piece, s.state), s.state, s.spin});
      out.attack.pieces.push_back(s.scored);
    }
    out.attack.attack = best_score_.attack;
    out.attack.offset = best_score_.offset;
    out.attack.chain = best_steps_.empty() ? chain : best_chain_;
    out.cards = best_score_.cards;
    out.exhaustive = completed_ >= hand_size_;
    out.exhaustive_cards = completed_;
    out.nodes = nodes_;
    return out;
  }

  // A quick beam search first: a good play found early lets the bound cut most of the
  // exact search. Keeps the most promising positions of each length.
  struct BeamNode {
    Field field;
    ChainState chain;
    Score score;
    std::array<int, kPieceCount> counts{};
    std::vector<Step> path;
    std::int64_t rank = 0;
  };

  static int potential(const Field& field) {
    // Rows close to full promise clears; a low stack keeps room for spins.
    int value = 0;
    const int height = field.height();
    for (int y = 0; y < height; ++y) {
      const int filled = std::popcount(static_cast<unsigned>(field.row(y)));
      value += filled * filled;
    }
    return value - 4 * height;
  }

  enum class BeamPass { kComplete, kTruncated, kTimedOut };

  // One beam of `width_limit` positions per length. Complete when no position was dropped.
  BeamPass beam(const Field& field, const ChainState& chain, std::size_t width_limit) {
    bool truncated = false;
    std::vector<BeamNode> layer;
    layer.push_back(BeamNode{field, chain, Score{}, counts_, {}, 0});
    std::vector<StateSpin> states;
    for (int depth = 0; depth < hand_size_ && !layer.empty(); ++depth) {
      std::vector<BeamNode> next;
      for (const auto& node : layer) {
        for (auto piece : kAllPieces) {
          if (node.counts[static_cast<std::size_t>(piece)] == 0) continue;
          states.clear();
          resting_states(node.field, piece, rules_, states);
          for (const auto& st : states) {
            ++nodes_;
            if ((nodes_ & 31u) == 0 && Clock::now() >= beam_deadline_) return BeamPass::kTimedOut;
            BeamNode child{node.field, node.chain, node.score, node.counts, node.path, 0};
            const int lines = lock_state(child.field, piece, st.state, rules_);
            const auto scored = score_piece(PieceClear{lines, st.spin}, child.chain, rules_);
            child.counts[static_cast<std::size_t>(piece)] -= 1;
            child.path.push_back(Step{piece, st.state, st.spin, scored});
            child.score = Score{node.score.attack + scored.attack,
                                node.score.offset + scored.offset, node.score.cards + 1};
            if (lines > 0 && better(child.score, best_score_)) {
              best_score_ = child.score;
              best_steps_ = child.path;
              best_chain_ = child.chain;
            }
            // Attack, then offset, then the shape (|potential| < 10^4).
            child.rank = std::int64_t{child.score.attack} * 1000000000 +
                         std::int64_t{child.score.offset} * 1000000 + potential(child.field);
            next.push_back(std::move(child));
          }
        }
      }
      // Best ranks first (ties keep the order found); sort small keys, move nodes once.
      std::vector<std::pair<std::int64_t, std::size_t>> order;
      order.reserve(next.size());
      for (std::size_t i = 0; i < next.size(); ++i) order.emplace_back(-next[i].rank, i);
      std::sort(order.begin(), order.end());
      // Drop positions already kept (the same field, cards left and chain by another order).
      std::vector<BeamNode> kept;
      std::unordered_set<std::uint64_t> keys;
      for (const auto& [negative_rank, index] : order) {
        auto& n = next[index];
        std::uint64_t k = n.field.hash();
        for (int c : n.counts) k = mix(k + static_cast<std::uint64_t>(c));
        k = mix(k + static_cast<std::uint64_t>(std::min(n.chain.combo, 8)) * 2u +
                (n.chain.last_special ? 1u : 0u));
        // The same position by another order: the one ranked first scores at least as well.
        if (keys.contains(k)) continue;
        if (kept.size() >= width_limit) {
          truncated = true;
          break;
        }
        keys.insert(k);
        kept.push_back(std::move(n));
      }
      layer = std::move(kept);
    }
    return truncated ? BeamPass::kTruncated : BeamPass::kComplete;
  }

  // Upper bound on the attack and offset the remaining cards can still add.
  void bound(const Field& field, const ChainState& chain, int pieces_left, int& attack_ub,
             int& offset_ub) const {
    int cells = 0;
    int pieces = 0;
    std::array<int, kPieceCount> left = counts_;
    // The largest cards first: they bring the most cells.
    for (auto p : {Piece::kI, Piece::kT, Piece::kS, Piece::kZ, Piece::kJ, Piece::kL, Piece::kO,
                   Piece::kMono}) {
      while (left[static_cast<std::size_t>(p)] > 0 && pieces < pieces_left) {
        --left[static_cast<std::size_t>(p)];
        cells += piece_size(p);
        ++pieces;
      }
    }
    // Most rows the cells could complete, fullest rows first; new rows need 10 cells each.
    std::array<int, kRows> empties{};
    const int height = field.height();
    for (int y = 0; y < height; ++y) {
      empties[static_cast<std::size_t>(y)] =
          kWidth - std::popcount(static_cast<unsigned>(field.row(y)));
    }
    std::sort(empties.begin(), empties.begin() + height);
    int lines = 0;
    int budget = cells;
    for (int i = 0; i < height && empties[static_cast<std::size_t>(i)] <= budget; ++i) {
      budget -= empties[static_cast<std::size_t>(i)];
      ++lines;
    }
    lines += budget / kWidth;
    offset_ub = rules_.mode == Mode::kStandard ? lines : 0;
    // Best attack of j clearing pieces sharing at most `lines` lines (each piece up to 5).
    const int max_j = std::min(pieces, lines);
    const int cap = std::min(lines, 40);
    std::array<std::array<int, 41>, 9> f{};
    for (auto& row : f) row.fill(-1);
    f[0][0] = 0;
    for (int j = 1; j <= max_j && j <= 8; ++j) {
      const int bonus =
          combo_bonus(rules_.mode, chain.combo + j) + ((j == 1 && !chain.last_special) ? 0 : 1);
      for (int l = 0; l <= cap; ++l) {
        const int from = f[static_cast<std::size_t>(j - 1)][static_cast<std::size_t>(l)];
        if (from < 0) continue;
        for (int add = 1; add <= 5 && l + add <= cap; ++add) {
          const int v =
              from +
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
    if ((nodes_ & 31u) == 0 && Clock::now() >= deadline_) timed_out_ = true;
    return timed_out_;
  }

  std::uint64_t key(const Field& field, const ChainState& chain) const {
    std::uint64_t k = field.hash();
    std::uint64_t c = 0;
    for (int n : counts_) c = c * 16u + static_cast<std::uint64_t>(n);
    k ^= mix(c + 0x9e3779b97f4a7c15ull);
    k ^= mix(static_cast<std::uint64_t>(std::min(chain.combo, 8)) * 2u +
             (chain.last_special ? 1u : 0u) + 0x51ull);
    return k;
  }

  void dfs(const Field& field, const ChainState& chain, const Score& score) {
    ++nodes_;
    if (out_of_time()) return;
    const int pieces_left = limit_ - score.cards;
    if (pieces_left <= 0) return;
    int attack_ub = 0;
    int offset_ub = 0;
    bound(field, chain, pieces_left, attack_ub, offset_ub);
    if (score.attack + attack_ub < best_score_.attack) return;
    if (score.attack + attack_ub == best_score_.attack &&
        score.offset + offset_ub <= best_score_.offset) {
      return;  // at best equal, and then only with more cards
    }
    const auto k = key(field, chain);
    if (auto it = seen_.find(k); it != seen_.end()) {
      const Score& earlier = it->second;
      if (earlier.attack > score.attack ||
          (earlier.attack == score.attack && earlier.offset >= score.offset)) {
        return;
      }
      it->second = score;
    } else {
      seen_.emplace(k, score);
    }
    std::vector<Child> children;
    std::vector<StateSpin> states;
    for (auto piece : kAllPieces) {
      if (counts_[static_cast<std::size_t>(piece)] == 0) continue;
      states.clear();
      resting_states(field, piece, rules_, states);
      for (const auto& st : states) {
        Child c;
        c.field = field;
        const int lines = lock_state(c.field, piece, st.state, rules_);
        c.chain = chain;
        c.step = Step{piece, st.state, st.spin,
                      score_piece(PieceClear{lines, st.spin}, c.chain, rules_)};
        children.push_back(c);
      }
    }
    // Clears first, biggest first; among the rest, lower stacks first.
    std::stable_sort(children.begin(), children.end(), [](const Child& a, const Child& b) {
      if (a.step.scored.attack != b.step.scored.attack)
        return a.step.scored.attack > b.step.scored.attack;
      if (a.step.scored.lines != b.step.scored.lines)
        return a.step.scored.lines > b.step.scored.lines;
      return a.field.height() < b.field.height();
    });
    for (const auto& c : children) {
      auto& count = counts_[static_cast<std::size_t>(c.step.piece)];
      count -= 1;
      path_.push_back(c.step);
      const Score next{score.attack + c.step.scored.attack, score.offset + c.step.scored.offset,
                       score.cards + 1};
      if (c.step.scored.lines > 0 && better(next, best_score_)) {
        best_score_ = next;
        best_steps_ = path_;
        best_chain_ = c.chain;
      }
      dfs(c.field, c.chain, next);
      path_.pop_back();
      count += 1;
      if (timed_out_) return;
    }
  }

  const RuleOptions& rules_;
  Clock::time_point deadline_;
  Clock::time_point beam_deadline_;
  std::array<int, kPieceCount> counts_{};
  int hand_size_ = 0;
  int beam_width_ = 64;
  int limit_ = 0;
  int completed_ = 0;
  std::uint64_t nodes_ = 0;
  bool timed_out_ = false;
  Score best_score_;
  std::vector<Step> path_;
  std::vector<Step> best_steps_;
  ChainState best_chain_;
  std::unordered_map<std::uint64_t, Score> seen_;
};

}  // namespace

BestPlay find_best_play(const BestPlayQuery& query) {
  Searcher searcher(query);
  return searcher.run(query.field, query.chain);
}

}  // namespace tableref::blockkiller

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

// A child of a search node before its field is built: the field is locked only when the
// search goes down into it.
struct Move {
  Step step;
  ChainState chain;  // after the step
};

// Filled cells of a row (10 bits).
constexpr std::array<std::uint8_t, 1u << kWidth> kRowCount = [] {
  std::array<std::uint8_t, 1u << kWidth> t{};
  for (unsigned m = 0; m < t.size(); ++m) {
    unsigned n = 0;
    for (unsigned v = m; v != 0; v &= v - 1) ++n;
    t[m] = static_cast<std::uint8_t>(n);
  }
  return t;
}();
int row_count(std::uint16_t row) {
  return kRowCount[row & kFullRow];
}

std::uint64_t mix(std::uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ull;
  x ^= x >> 33;
  return x;
}

// A second, independent hash of the field, so that the position keys are 128 bits wide
// and a collision (which could wrongly skip a position) is out of reach in practice.
std::uint64_t field_hash2(const Field& field) {
  std::uint64_t h = 0x243f6a8885a308d3ull;
  const int top = field.height();
  for (int y = 0; y < top; ++y) {
    h = mix(h + field.row(y) + (static_cast<std::uint64_t>(y) << 16));
  }
  return h;
}

// Rows a piece spans at most (any rotation): the most lines it can complete itself.
int piece_span(Piece p) {
  switch (p) {
    case Piece::kI:
      return 4;
    case Piece::kO:
      return 2;
    case Piece::kMono:
      return 1;
    default:
      return 3;
  }
}

// Lines `piece` would clear if locked at `state` (what lock_state would return), without
// copying the field.
int lines_if_locked(const Field& field, Piece piece, const PieceState& state, int full_before,
                    const RuleOptions& rules) {
  std::array<int, 4> ys{};
  std::array<std::uint16_t, 4> add{};
  int n = 0;
  for (auto c : piece_cells(piece, state.rotation)) {
    const int y = state.y + c.y;
    const auto bit = static_cast<std::uint16_t>(1u << (state.x + c.x));
    int i = 0;
    while (i < n && ys[static_cast<std::size_t>(i)] != y) ++i;
    if (i == n) {
      ys[static_cast<std::size_t>(n)] = y;
      add[static_cast<std::size_t>(n)] = 0;
      ++n;
    }
    add[static_cast<std::size_t>(i)] =
        static_cast<std::uint16_t>(add[static_cast<std::size_t>(i)] | bit);
  }
  int lines = 0;
  for (int i = 0; i < n; ++i) {
    const auto y = ys[static_cast<std::size_t>(i)];
    if ((field.row(y) | add[static_cast<std::size_t>(i)]) == kFullRow) ++lines;
  }
  // Rows full before the piece (a merged checkerboard row) clear with it.
  return rules.merge_clears_with_first_piece ? lines + full_before : lines;
}

// Cells of a piece in one rotation, grouped by row: for each row offset dy from the
// rotation centre, the columns (as dx from the centre) of the piece in that row.
struct SliceRow {
  int dy = 0;
  int min_dx = 0;
  std::uint16_t mask = 0;  // bit (dx - min_dx)
};
struct Slices {
  int count = 0;
  std::array<SliceRow, 4> rows{};
};

Slices slices_of(Piece piece, Rotation r) {
  Slices out;
  for (auto c : piece_cells(piece, r)) {
    int i = 0;
    while (i < out.count && out.rows[static_cast<std::size_t>(i)].dy != c.y) ++i;
    auto& row = out.rows[static_cast<std::size_t>(i)];
    if (i == out.count) {
      row = SliceRow{c.y, c.x, 0};
      ++out.count;
    }
    row.min_dx = std::min(row.min_dx, c.x);
  }
  for (auto c : piece_cells(piece, r)) {
    for (int i = 0; i < out.count; ++i) {
      auto& row = out.rows[static_cast<std::size_t>(i)];
      if (row.dy == c.y)
        row.mask = static_cast<std::uint16_t>(row.mask | (1u << (c.x - row.min_dx)));
    }
  }
  return out;
}

bool cell_free(const Field& field, int x, int y) {
  return x >= 0 && x < kWidth && y >= 0 && !field.filled(x, y);
}

bool piece_fits(const Field& field, Piece piece, Rotation r, int x, int y) {
  for (auto c : piece_cells(piece, r)) {
    if (!cell_free(field, x + c.x, y + c.y)) return false;
  }
  return true;
}

// The exact search: depth first over (piece, placement) sequences, deepened one card at a
// time so that short plays are settled first (`exhaustive_cards`).
//
// Pruning, all of it exact (it never drops a play that could beat the best one found):
// - Positions reached again with the same field, cards left and chain are skipped when the
//   earlier visit had a score at least as good (the same future adds the same to both).
// - An upper bound on what the remaining cards can still add (see `Bound`) cuts branches
//   that cannot beat the best play found, and last cards that cannot.
// - The last card of a branch is scored in place (no child positions are built).
class Searcher {
 public:
  explicit Searcher(const BestPlayQuery& q)
      : rules_(q.rules), final_deadline_(Clock::now() + q.budget), deadline_(final_deadline_) {
    for (auto p : q.hand) counts_[static_cast<std::size_t>(p)] += 1;
    hand_size_ = static_cast<int>(q.hand.size());
    beam_width_ = q.beam_width;
    scratch_.resize(static_cast<std::size_t>(hand_size_) + 1);
    for (auto p : kAllPieces) {
      for (int r = 0; r < 4; ++r) {
        slices_[static_cast<std::size_t>(p)][static_cast<std::size_t>(r)] =
            slices_of(p, static_cast<Rotation>(r));
      }
    }
    for (auto p : kAllPieces) {
      const auto i = static_cast<std::size_t>(p);
      const bool spins = p == Piece::kT || (rules_.all_spin && p != Piece::kO && p != Piece::kMono);
      // A spin scores from the spin table unless it is a mini weakened to the non-spin table
      // (non-T spins are minis with non_t_spin_is_mini; a T can always earn a full spin).
      const bool scored_spin =
          p == Piece::kT || (spins && (!rules_.non_t_spin_is_mini || !rules_.mini_weakening));
      can_special_spin_[i] = spins;
      can_scored_spin_[i] = scored_spin;
    }
  }

  BestPlay run(const Field& field, ChainState chain) {
    // 1. Small beams (a few milliseconds): a good play known early lets the bound cut most of
    //    the exact search. 2. The exact search, for half the budget. 3. If it did not finish,
    //    wider beams for a better play, then 4. the exact search again from the first length
    //    it had not settled, until the budget is spent.
    const auto start = Clock::now();
    const auto budget = final_deadline_ - start;
    int width = 16;
    if (run_beams(field, chain, width, std::min(256, beam_width_ * 64), start + budget / 4))
      return result(chain);
    if (exact(field, chain, start + budget / 2)) return result(chain);
    if (run_beams(field, chain, width, beam_width_ * 64, start + budget * 3 / 4)) {
      return result(chain);
    }
    exact(field, chain, final_deadline_);
    return result(chain);
  }

 private:
  // Beams of growing width up to `max_width`. True when one was complete (nothing dropped:
  // it searched every play, so its answer is exact).
  bool run_beams(const Field& field, const ChainState& chain, int& width, int max_width,
                 Clock::time_point until) {
    beam_deadline_ = until;
    for (; width <= max_width && Clock::now() < beam_deadline_; width *= 4) {
      const auto pass = beam(field, chain, static_cast<std::size_t>(width));
      if (pass == BeamPass::kTimedOut) return false;
      if (pass == BeamPass::kComplete) {
        completed_ = hand_size_;
        return true;
      }
    }
    return false;
  }

  // The exact search, deepened one card at a time from the first length not yet settled.
  // True when every play was searched.
  bool exact(const Field& field, const ChainState& chain, Clock::time_point until) {
    deadline_ = until;
    timed_out_ = false;
    for (int limit = completed_ + 1; limit <= hand_size_ && !timed_out_; ++limit) {
      limit_ = limit;
      seen_.clear();
      path_.clear();
      dfs(field, chain, Score{});
      if (!timed_out_) completed_ = limit;
    }
    return completed_ >= hand_size_;
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

  // ---- Beam -------------------------------------------------------------------------
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
      const int filled = row_count(field.row(y));
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

  // ---- Bound --------------------------------------------------------------------------
  // Upper bound on the attack and the offset that at most `pieces_left` of the cards in
  // `counts` can still add on `field` after `chain`. Why it is admissible (never below what
  // some play really adds):
  // - Lines. A row clears only when its ten cells are filled, so the lines of any play are
  //   at most the rows the cards' cells could complete, fullest rows first, then new rows
  //   of 10 cells (`lines`), the largest cards taken first. Rows already full (a merged
  //   checkerboard row) need no cell and count only when merge_clears_with_first_piece.
  // - Per card. A card clears only rows it has a cell in: at most its span (I 4, O 2,
  //   monomino 1, others 3) plus the rows that were full before the first card locked. The
  //   card's attack for l lines is at most the larger of the spin and non-spin table values
  //   it can earn (O and the monomino never spin; S Z J L I only with all_spin; their spins
  //   are minis, scored from the non-spin table, with non_t_spin_is_mini and
  //   mini_weakening), and it is special only if it can spin or clears 4+ lines.
  // - Back-to-back: +1 per special clear that follows a special clear, so at most one per
  //   special clear, one fewer when the chain does not start special.
  // - Combo: the j-th clear of the rest is at most combo chain.combo + j (a card that
  //   clears nothing only resets it), and the combo table never decreases.
  // - Offset (standard only): l - 3 for a spin of l lines, l - 4 otherwise, so a card
  //   adds at most span + full rows - 3 (spin) or - 4, and all of it is at most `lines`.
  // The best split of at most `lines` lines among at most `pieces_left` clearing cards is
  // then a small knapsack over the cards left (memoised: it depends on few numbers).
  struct BoundValue {
    int attack = 0;
    int offset = 0;
  };

  using PerFirst = std::array<BoundValue, kPieceCount>;

  // `per_first` (optional) gets the bound of the plays whose next card is each piece.
  BoundValue bound(const Field& field, const ChainState& chain, int pieces_left,
                   PerFirst* per_first = nullptr, int* lines_out = nullptr) {
    const std::array<int, kPieceCount>& left = counts_;
    // Cells of the largest `pieces_left` cards.
    int cells = 0;
    {
      int taken = 0;
      for (auto p : {Piece::kI, Piece::kT, Piece::kS, Piece::kZ, Piece::kJ, Piece::kL, Piece::kO,
                     Piece::kMono}) {
        const int n = std::min(left[static_cast<std::size_t>(p)], pieces_left - taken);
        if (n <= 0) continue;
        cells += n * piece_size(p);
        taken += n;
      }
    }
    // Empty cells per row, fewest first (counting sort: 0..10).
    std::array<int, kWidth + 1> by_empty{};
    const int height = field.height();
    for (int y = 0; y < height; ++y) {
      by_empty[static_cast<std::size_t>(kWidth - row_count(field.row(y)))] += 1;
    }
    const int full = by_empty[0];
    int lines = rules_.merge_clears_with_first_piece ? full : 0;
    int budget = cells;
    for (int e = 1; e < kWidth && budget >= e; ++e) {
      const int n = std::min(by_empty[static_cast<std::size_t>(e)], budget / e);
      lines += n;
      budget -= n * e;
    }
    lines += budget / kWidth;  // new rows (and the empty rows never occur below the top)
    const int full_bonus = rules_.merge_clears_with_first_piece ? full : 0;
    if (lines_out != nullptr) *lines_out = lines;
    BoundValue v = cards_bound(counts_, pieces_left, lines, full_bonus, chain);
    if (per_first != nullptr) per_first->fill(v);
    if (full > 0 || pieces_left < 2) return v;
    // The next card X either clears now, scoring at most its last-card bound (the chain then
    // at best one combo further and special), or clears nothing and resets the combo; the
    // rest is the bound above for the other cards, one clear fewer (the lines still counted
    // with the cells of every card, the rows X clears not taken off: both only loosen it).
    BoundValue split;
    for (auto piece : kAllPieces) {
      auto& count = counts_[static_cast<std::size_t>(piece)];
      if (count == 0) continue;
      const BoundValue now = last_card_bound(field, piece, chain);
      count -= 1;
      BoundValue first =
          cards_bound(counts_, pieces_left - 1, lines, 0, ChainState{0, chain.last_special});
      if (now.attack > 0 || now.offset > 0) {
        const BoundValue rest =
            cards_bound(counts_, pieces_left - 1, lines, 0, ChainState{chain.combo + 1, true});
        first.attack = std::max(first.attack, now.attack + rest.attack);
        first.offset = std::max(first.offset, now.offset + rest.offset);
      }
      count += 1;
      // Both this and `v` are upper bounds: so is the smaller, component by component.
      first.attack = std::min(first.attack, v.attack);
      first.offset = std::min(first.offset, v.offset);
      if (per_first != nullptr) (*per_first)[static_cast<std::size_t>(piece)] = first;
      split.attack = std::max(split.attack, first.attack);
      split.offset = std::max(split.offset, first.offset);
    }
    return split;
  }

  // The knapsack bound for at most `clears` clearing cards of `left` sharing `lines` lines,
  // memoised.
  BoundValue cards_bound(const std::array<int, kPieceCount>& left, int clears, int lines,
                         int full_bonus, const ChainState& chain) {
    // More cards than the knapsack holds (never in a real hand): no bound.
    if (clears > kMaxClears) return BoundValue{1 << 20, 1 << 20};
    std::uint64_t key = 0;
    for (int c : left) key = key * 16u + static_cast<std::uint64_t>(std::min(c, 15));
    key = key * 16u + static_cast<std::uint64_t>(clears);
    key = key * 64u + static_cast<std::uint64_t>(std::min(lines, 63));
    key = key * 16u + static_cast<std::uint64_t>(std::min(full_bonus, 15));
    key = key * 16u + static_cast<std::uint64_t>(std::min(chain.combo, 15));
    key = key * 2u + (chain.last_special ? 1u : 0u);
    if (auto it = bound_memo_.find(key); it != bound_memo_.end()) return it->second;
    const BoundValue v = knapsack(left, clears, lines, full_bonus, chain);
    bound_memo_.emplace(key, v);
    return v;
  }

  static constexpr int kMaxClears = 12;

  BoundValue knapsack(const std::array<int, kPieceCount>& left, int pieces_left, int lines,
                      int full_bonus, const ChainState& chain) const {
    constexpr int kMaxLines = 64;  // > 40 stack rows + 12 cards * 4 cells / 10
    lines = std::min(lines, kMaxLines);
    const int neg = -1000000;
    // f[j][l][s]: best sum of base (+1 per special clear) over j clearing cards sharing l
    // lines, s = 1 when one of them is special.
    using Table = std::array<std::array<std::array<int, 2>, kMaxLines + 1>, kMaxClears + 1>;
    Table f;
    for (auto& a : f) {
      for (auto& b : a) b.fill(neg);
    }
    f[0][0][0] = 0;
    int items = 0;
    int offset = 0;
    std::array<std::pair<int, int>, kPieceCount> offsets{};  // (offset of one card, cards)
    for (auto p : kAllPieces) {
      const auto pi = static_cast<std::size_t>(p);
      offsets[pi] = {std::max(0, piece_span(p) + full_bonus - (can_scored_spin_[pi] ? 3 : 4)),
                     left[pi]};
      for (int c = 0; c < left[pi]; ++c) {
        // Only the best `pieces_left` (<= kMaxClears) cards can clear; more items than
        // that would only be dropped by the knapsack, but all of them are tried.
        ++items;
        const int cap = piece_span(p) + full_bonus;
        Table g = f;
        for (int j = 0; j < items && j < kMaxClears; ++j) {
          for (int l = 0; l <= lines; ++l) {
            for (int s = 0; s < 2; ++s) {
              const int from = f[static_cast<std::size_t>(j)][static_cast<std::size_t>(l)]
                                [static_cast<std::size_t>(s)];
              if (from == neg) continue;
              for (int add = 1; add <= cap && l + add <= lines; ++add) {
                int base = base_attack(rules_.mode, false, add);
                bool special = add >= 4;
                if (can_scored_spin_[pi])
                  base = std::max(base, base_attack(rules_.mode, true, add));
                if (can_special_spin_[pi]) special = true;
                const int v = from + base + (special ? 1 : 0);
                auto& cell = g[static_cast<std::size_t>(j + 1)][static_cast<std::size_t>(l + add)]
                              [special ? 1u : static_cast<std::size_t>(s)];
                cell = std::max(cell, v);
              }
            }
          }
        }
        f = g;
      }
    }
    BoundValue out;
    for (int j = 0; j <= std::min(pieces_left, kMaxClears); ++j) {
      int combo = 0;
      for (int i = 1; i <= j; ++i) combo += combo_bonus(rules_.mode, chain.combo + i);
      for (int l = 0; l <= lines; ++l) {
        for (int s = 0; s < 2; ++s) {
          const int v = f[static_cast<std::size_t>(j)][static_cast<std::size_t>(l)]
                         [static_cast<std::size_t>(s)];
          if (v == neg) continue;
          // The first special clear has back-to-back only when the chain starts special.
          const int total = v + combo - ((s == 1 && !chain.last_special) ? 1 : 0);
          out.attack = std::max(out.attack, total);
        }
      }
    }
    if (rules_.mode == Mode::kStandard) {
      std::sort(offsets.begin(), offsets.end(), std::greater<>());
      int cards = pieces_left;
      for (const auto& [one, n] : offsets) {
        const int take = std::min(n, cards);
        offset += take * one;
        cards -= take;
      }
      out.offset = std::min(offset, lines);
    }
    return out;
  }

  // True when a score plus a bound cannot beat the best play found.
  [[nodiscard]] bool cannot_beat(const Score& score, const BoundValue& ub) const {
    if (score.attack + ub.attack < best_score_.attack) return true;
    // At best equal, and then only with more cards.
    return score.attack + ub.attack == best_score_.attack &&
           score.offset + ub.offset <= best_score_.offset;
  }

  // ---- Exact search ----------------------------------------------------------------------
  bool out_of_time() {
    if (timed_out_) return true;
    if ((nodes_ & 31u) == 0 && Clock::now() >= deadline_) timed_out_ = true;
    return timed_out_;
  }

  struct Key {
    std::uint64_t a = 0;
    std::uint64_t b = 0;
    friend bool operator==(const Key&, const Key&) = default;
  };
  struct KeyHash {
    std::size_t operator()(const Key& k) const {
      return static_cast<std::size_t>(k.a ^ (k.b * 31u));
    }
  };

  [[nodiscard]] Key key(const Field& field, const ChainState& chain) const {
    std::uint64_t c = 0;
    for (int n : counts_) c = c * 16u + static_cast<std::uint64_t>(n);
    c = c * 16u + static_cast<std::uint64_t>(std::min(chain.combo, 8));
    c = c * 2u + (chain.last_special ? 1u : 0u);
    return Key{field.hash() ^ mix(c + 0x9e3779b97f4a7c15ull), field_hash2(field) ^ mix(c)};
  }

  void record(const Score& score, const ChainState& chain) {
    best_score_ = score;
    best_steps_ = path_;
    best_chain_ = chain;
  }

  // Upper bound on what `piece`, as the last card of a branch, can add: the best score over
  // every position where it fits, rests and completes a row, whether or not the piece can
  // get there, with the best spin the position allows. A piece fills a row only if its
  // cells in that row are exactly the row's empty cells (it cannot overlap), and a piece's
  // cells in one row are one run, so only rows whose empty cells are one run of at most 4
  // are tried, each against every row of every rotation. Spins: a T needs 3 of its 4
  // corners filled and is taken as a full spin; S Z J L I (all_spin) need to be unable to
  // move left, right and up; O and the monomino never spin (what classify() asks, minus the
  // arrival by rotation). A spin never scores less than no spin for the same lines. Only
  // used when no row is full before the piece (else every placement clears).
  BoundValue last_card_bound(const Field& field, Piece piece, const ChainState& chain) const {
    BoundValue out;
    const int height = field.height();
    const int turns = rotation_states(piece);
    const auto pi = static_cast<std::size_t>(piece);
    for (int y = 0; y < height; ++y) {
      const auto empty = static_cast<std::uint16_t>(~field.row(y) & kFullRow);
      if (empty == 0 || row_count(empty) > 4) continue;
      const int low = std::countr_zero(static_cast<unsigned>(empty));
      const auto run = static_cast<std::uint16_t>(empty >> low);
      if ((run & (run + 1u)) != 0) continue;  // not one run
      for (int r = 0; r < turns; ++r) {
        const auto& sl = slices_[pi][static_cast<std::size_t>(r)];
        for (int k = 0; k < sl.count; ++k) {
          const auto& row = sl.rows[static_cast<std::size_t>(k)];
          if (row.mask != run) continue;
          const auto rot = static_cast<Rotation>(r);
          const int x = low - row.min_dx;
          const int oy = y - row.dy;
          if (!piece_fits(field, piece, rot, x, oy) || piece_fits(field, piece, rot, x, oy - 1)) {
            continue;
          }
          const int lines = lines_if_locked(field, piece, PieceState{rot, x, oy}, 0, rules_);
          Spin spin = Spin::kNone;
          if (piece == Piece::kT) {
            const int corners = int{field.filled(x - 1, oy + 1)} +
                                int{field.filled(x + 1, oy + 1)} +
                                int{field.filled(x - 1, oy - 1)} + int{field.filled(x + 1, oy - 1)};
            if (corners >= 3) spin = Spin::kFull;
          } else if (can_special_spin_[pi]) {
            if (!piece_fits(field, piece, rot, x - 1, oy) &&
                !piece_fits(field, piece, rot, x + 1, oy) &&
                !piece_fits(field, piece, rot, x, oy + 1)) {
              spin = rules_.non_t_spin_is_mini ? Spin::kMini : Spin::kFull;
            }
          }
          ChainState after = chain;
          const auto scored = score_piece(PieceClear{lines, spin}, after, rules_);
          out.attack = std::max(out.attack, scored.attack);
          out.offset = std::max(out.offset, scored.offset);
        }
      }
    }
    return out;
  }

  // Scores every placement of the last card of this branch in place.
  void last_card(const Field& field, const ChainState& chain, const Score& score,
                 std::vector<StateSpin>& states) {
    const int full_before = field.full_rows();
    for (auto piece : kAllPieces) {
      auto& count = counts_[static_cast<std::size_t>(piece)];
      if (count == 0) continue;
      // Skip the card when even its bound alone cannot beat the best play.
      count -= 1;
      const std::array<int, kPieceCount> saved = counts_;
      counts_.fill(0);
      counts_[static_cast<std::size_t>(piece)] = 1;
      const BoundValue ub = bound(field, chain, 1);
      counts_ = saved;
      count += 1;
      if (cannot_beat(score, ub)) continue;
      if (full_before == 0 && cannot_beat(score, last_card_bound(field, piece, chain))) continue;
      states.clear();
      resting_states(field, piece, rules_, states);
      for (const auto& st : states) {
        ++nodes_;
        const int lines = lines_if_locked(field, piece, st.state, full_before, rules_);
        if (lines == 0) continue;
        ChainState after = chain;
        const auto scored = score_piece(PieceClear{lines, st.spin}, after, rules_);
        const Score next{score.attack + scored.attack, score.offset + scored.offset,
                         score.cards + 1};
        if (better(next, best_score_)) {
          path_.push_back(Step{piece, st.state, st.spin, scored});
          record(next, after);
          path_.pop_back();
        }
      }
    }
  }

  void dfs(const Field& field, const ChainState& chain, const Score& score) {
    ++nodes_;
    if (out_of_time()) return;
    const int pieces_left = std::min(limit_ - score.cards, hand_size_ - score.cards);
    if (pieces_left <= 0) return;
    PerFirst per_first;
    int line_bound = 0;
    if (cannot_beat(score, bound(field, chain, pieces_left, &per_first, &line_bound))) return;
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
    const auto depth = static_cast<std::size_t>(score.cards);
    auto& states = scratch_[depth].states;
    if (pieces_left == 1) {
      last_card(field, chain, score, states);
      return;
    }
    auto& moves = scratch_[depth].moves;
    moves.clear();
    const int full_before = field.full_rows();
    for (auto piece : kAllPieces) {
      if (counts_[static_cast<std::size_t>(piece)] == 0) continue;
      if (cannot_beat(score, per_first[static_cast<std::size_t>(piece)])) continue;
      states.clear();
      resting_states(field, piece, rules_, states);
      for (const auto& st : states) {
        Move m;
        m.chain = chain;
        const int lines = lines_if_locked(field, piece, st.state, full_before, rules_);
        m.step = Step{piece, st.state, st.spin,
                      score_piece(PieceClear{lines, st.spin}, m.chain, rules_)};
        moves.push_back(m);
      }
    }
    // Clears first, biggest first; among the rest, lower placements first.
    std::stable_sort(moves.begin(), moves.end(), [](const Move& a, const Move& b) {
      if (a.step.scored.attack != b.step.scored.attack)
        return a.step.scored.attack > b.step.scored.attack;
      if (a.step.scored.lines != b.step.scored.lines)
        return a.step.scored.lines > b.step.scored.lines;
      return a.step.state.y < b.step.state.y;
    });
    // `moves` lives in the scratch of this depth: deeper calls use their own.
    for (std::size_t i = 0; i < scratch_[depth].moves.size(); ++i) {
      const Move m = scratch_[depth].moves[i];
      auto& count = counts_[static_cast<std::size_t>(m.step.piece)];
      count -= 1;
      path_.push_back(m.step);
      const Score next{score.attack + m.step.scored.attack, score.offset + m.step.scored.offset,
                       score.cards + 1};
      if (m.step.scored.lines > 0 && better(next, best_score_)) record(next, m.chain);
      // The child's own bound, before building it: the rows the other cards complete on the
      // child field are rows of this one that all the cards' cells could complete.
      if (cannot_beat(next, cards_bound(counts_, pieces_left - 1, line_bound, 0, m.chain))) {
        path_.pop_back();
        count += 1;
        continue;
      }
      Field child = field;
      lock_state(child, m.step.piece, m.step.state, rules_);
      dfs(child, m.chain, next);
      path_.pop_back();
      count += 1;
      if (timed_out_) return;
    }
  }

  struct Scratch {
    std::vector<StateSpin> states;
    std::vector<Move> moves;
  };

  const RuleOptions& rules_;
  Clock::time_point final_deadline_;
  Clock::time_point deadline_;  // of the current exact pass
  Clock::time_point beam_deadline_;
  std::array<int, kPieceCount> counts_{};
  std::array<bool, kPieceCount> can_special_spin_{};
  std::array<bool, kPieceCount> can_scored_spin_{};
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
  std::unordered_map<Key, Score, KeyHash> seen_;
  std::unordered_map<std::uint64_t, BoundValue> bound_memo_;
  std::vector<Scratch> scratch_;
  std::array<std::array<Slices, 4>, kPieceCount> slices_{};
};

}  // namespace

BestPlay find_best_play(const BestPlayQuery& query) {
  Searcher searcher(query);
  return searcher.run(query.field, query.chain);
}

}  // namespace tableref::blockkiller

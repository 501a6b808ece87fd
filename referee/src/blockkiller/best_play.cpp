#include "tableref/referee/blockkiller/best_play.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <thread>
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

// A position: its field, the cards left and the chain (128 bits, so that a collision,
// which could wrongly skip a position, is out of reach in practice).
struct Key {
  std::uint64_t a = 0;
  std::uint64_t b = 0;
  friend bool operator==(const Key&, const Key&) = default;
};
struct KeyHash {
  std::size_t operator()(const Key& k) const { return static_cast<std::size_t>(k.a ^ (k.b * 31u)); }
};

// How a beam orders the positions it keeps: by the score so far, or by the score plus what
// the next card could take.
enum class BeamRanking { kGreedy, kLookahead };

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

// Runs `first` here and `second` on another thread, or both here, one after the other, when
// not `parallel` or no thread can start (the same results: they share nothing).
template <typename First, typename Second>
void run_side_by_side(First&& first, Second&& second, bool parallel) {
  if (!parallel) {
    first();
    second();
    return;
  }
  std::thread other;
  try {
    other = std::thread(second);
  } catch (...) {
    first();
    second();
    return;
  }
  first();
  other.join();
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
  Searcher(const BestPlayQuery& q, Clock::time_point cap)
      : rules_(q.rules), cap_(cap), parallel_(q.threads >= 2) {
    for (auto p : q.hand) counts_[static_cast<std::size_t>(p)] += 1;
    hand_size_ = static_cast<int>(q.hand.size());
    scratch_.resize(static_cast<std::size_t>(hand_size_) + 1);
    for (auto p : kAllPieces) {
      const auto pi = static_cast<std::size_t>(p);
      for (int r = 0; r < 4; ++r) {
        const auto& sl = slices_[pi][static_cast<std::size_t>(r)] =
            slices_of(p, static_cast<Rotation>(r));
        if (r >= rotation_states(p)) continue;
        for (int k = 0; k < sl.count; ++k) {
          const auto mask = sl.rows[static_cast<std::size_t>(k)].mask;
          if ((mask & (mask + 1u)) != 0) continue;  // not one run: completes no gap row
          auto& runs = runs_[pi][static_cast<std::size_t>(std::popcount(mask))];
          runs.at[static_cast<std::size_t>(runs.count++)] = {r, k};
        }
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

  // Beams of widths `width`, 4 x `width`, ... up to `max_width`, until `nodes` more positions
  // are searched. True when one was complete (nothing dropped: it searched every play, so
  // its answer is exact).
  bool beams(const Field& field, const ChainState& chain, int width, int max_width,
             std::uint64_t nodes, BeamRanking ranking, bool split = false) {
    node_limit_ = saturating_add(nodes_, nodes);
    for (; width <= max_width && !stop_now(); width *= 4) {
      const auto pass = beam(field, chain, static_cast<std::size_t>(width), ranking, split);
      if (pass == BeamPass::kTimedOut) return false;
      if (pass == BeamPass::kComplete) {
        completed_ = hand_size_;
        return true;
      }
    }
    return false;
  }

  // The exact search, deepened one card at a time from the first length not yet settled,
  // until `nodes` more positions are searched. True when every play was searched.
  bool exact(const Field& field, const ChainState& chain, std::uint64_t nodes) {
    node_limit_ = saturating_add(nodes_, nodes);
    timed_out_ = false;
    for (int limit = completed_ + 1; limit <= hand_size_ && !timed_out_; ++limit) {
      limit_ = limit;
      seen_.clear();
      path_.clear();
      dfs(field, chain, Score{});
      if (!timed_out_) completed_ = limit;
    }
    return finished();
  }

  [[nodiscard]] bool finished() const { return completed_ >= hand_size_; }
  [[nodiscard]] int settled_cards() const { return completed_; }

  // Takes the other search's play when it is better, and what it settled.
  void adopt(const Searcher& other) {
    if (better(other.best_score_, best_score_)) {
      best_score_ = other.best_score_;
      best_steps_ = other.best_steps_;
      best_chain_ = other.best_chain_;
    }
    if (other.finished()) completed_ = hand_size_;
  }

  [[nodiscard]] std::uint64_t nodes() const { return nodes_; }
  // Another search may end this one: it proved its play best.
  void stop_when(const std::atomic<bool>* flag) { stop_flag_ = flag; }
  [[nodiscard]] bool capped() const { return capped_; }

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
    out.exhaustive = finished();
    out.exhaustive_cards = completed_;
    out.nodes = nodes_;
    out.clock_stopped = !out.exhaustive && capped_;
    return out;
  }

 private:
  static std::uint64_t saturating_add(std::uint64_t a, std::uint64_t b) {
    return b > UINT64_MAX - a ? UINT64_MAX : a + b;
  }

  // The node count ends a phase (the same answer on every machine); the wall clock is only
  // the safety net of a slow machine.
  bool stop_now() {
    if (nodes_ >= node_limit_) return true;
    if (stop_flag_ != nullptr && (nodes_ & 31u) == 0 && stop_flag_->load()) return true;
    if ((nodes_ & 31u) == 0 && Clock::now() >= cap_) capped_ = true;
    return capped_;
  }

  // ---- Beam -------------------------------------------------------------------------
  // A position kept by a beam; its play is the chain of parents (index into the layer
  // before), so a child costs no copy of the play.
  struct BeamNode {
    Field field;
    ChainState chain;
    Score score;
    std::array<int, kPieceCount> counts{};
    int parent = -1;
    Step step;
  };
  // A child before it is kept: what ranks it, and how to build it again.
  struct BeamChild {
    std::int64_t rank = 0;
    Key key;
    int parent = 0;
    Piece piece = Piece::kT;
    PieceState state;
    Spin spin = Spin::kNone;
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

  static constexpr int kPromiseRows = 6;

  // The most the next card could score on `field` (its last-card bound, reachable or not).
  int next_card_promise(const Field& field, const ChainState& chain,
                        const std::array<int, kPieceCount>& counts) const {
    if (field.full_rows() > 0) return 0;
    int most = 0;
    // Only rows near the top: deeper ones are buried (a ranking, not a bound).
    const int from = std::max(0, field.height() - kPromiseRows);
    for_each_single_gap_row(field, from, [&](int y, int low, std::uint16_t run) {
      for (auto piece : kAllPieces) {
        if (counts[static_cast<std::size_t>(piece)] == 0) continue;
        most = std::max(most, row_bound(field, piece, y, low, run, chain).attack);
      }
    });
    return most;
  }

  enum class BeamPass { kComplete, kTruncated, kTimedOut };

  using Layers = std::vector<std::vector<BeamNode>>;

  // The children of some nodes of a beam's last layer, listed by one thread.
  struct Expansion {
    std::vector<BeamChild> children;
    Score best;  // the best play found here, when `improved`
    std::vector<Step> best_steps;
    ChainState best_chain;
    bool improved = false;
    std::uint64_t nodes = 0;
    bool stopped = false;  // the count or the clock ran out
    bool capped = false;   // the clock did
    std::vector<StateSpin> states;
  };

  // Lists the children of nodes [begin, end) of the last layer, spending at most `nodes`
  // positions. Reads the searcher, writes only `out`: two halves can run on two threads.
  void expand(const Layers& layers, std::size_t begin, std::size_t end, BeamRanking ranking,
              std::uint64_t nodes, Expansion& out) const {
    const auto& layer = layers.back();
    out.best = best_score_;
    for (std::size_t i = begin; i < end; ++i) {
      const auto& node = layer[i];
      const int full_before = node.field.full_rows();
      for (auto piece : kAllPieces) {
        if (node.counts[static_cast<std::size_t>(piece)] == 0) continue;
        out.states.clear();
        resting_states(node.field, piece, rules_, out.states);
        for (const auto& st : out.states) {
          ++out.nodes;
          if (out.nodes >= nodes) out.stopped = true;
          if ((out.nodes & 31u) == 0 && Clock::now() >= cap_) out.stopped = out.capped = true;
          if (stop_flag_ != nullptr && (out.nodes & 31u) == 0 && stop_flag_->load()) {
            out.stopped = true;
          }
          if (out.stopped) return;
          ChainState after = node.chain;
          const int lines = lines_if_locked(node.field, piece, st.state, full_before, rules_);
          const auto scored = score_piece(PieceClear{lines, st.spin}, after, rules_);
          const Score score{node.score.attack + scored.attack, node.score.offset + scored.offset,
                            node.score.cards + 1};
          if (lines > 0 && better(score, out.best)) {
            out.best = score;
            out.best_steps = beam_path(layers, static_cast<int>(i));
            out.best_steps.push_back(Step{piece, st.state, st.spin, scored});
            out.best_chain = after;
            out.improved = true;
          }
          Field child = node.field;
          lock_state(child, piece, st.state, rules_);
          auto counts = node.counts;
          counts[static_cast<std::size_t>(piece)] -= 1;
          // Attack, then offset, then the shape (|potential| < 10^4). With the lookahead,
          // the attack counts what the next card could take at most (a set-up for a spin
          // ranks with the spin it promises).
          const int promise =
              ranking == BeamRanking::kLookahead ? next_card_promise(child, after, counts) : 0;
          const std::int64_t rank = std::int64_t{score.attack + promise} * 1000000000 +
                                    std::int64_t{score.offset} * 1000000 + potential(child);
          out.children.push_back(BeamChild{rank, key(child, after, counts), static_cast<int>(i),
                                           piece, st.state, st.spin});
        }
      }
    }
  }

  // Takes what an expansion found. True when it stopped the beam.
  bool take(Expansion& e) {
    nodes_ += e.nodes;
    capped_ = capped_ || e.capped;
    if (e.improved && better(e.best, best_score_)) {
      best_score_ = e.best;
      best_steps_ = std::move(e.best_steps);
      best_chain_ = e.best_chain;
    }
    return e.stopped;
  }

  // One beam of `width_limit` positions per length. Complete when no position was dropped.
  // With `split`, each length's positions are listed by two threads, the first half and the
  // second half of the layer, each with half of the work left: the same answer as listing
  // them in order, only sooner.
  BeamPass beam(const Field& field, const ChainState& chain, std::size_t width_limit,
                BeamRanking ranking, bool split) {
    bool truncated = false;
    Layers layers(1);
    layers[0].push_back(BeamNode{field, chain, Score{}, counts_, -1, Step{}});
    std::array<Expansion, 2> halves;
    std::vector<std::pair<std::int64_t, std::size_t>> order;
    std::unordered_set<Key, KeyHash> keys;
    for (int depth = 0; depth < hand_size_ && !layers.back().empty(); ++depth) {
      const auto& layer = layers.back();
      const std::uint64_t left = nodes_ >= node_limit_ ? 0 : node_limit_ - nodes_;
      for (auto& h : halves) {
        h.children.clear();
        h.improved = false;
        h.nodes = 0;
        h.stopped = h.capped = false;
      }
      if (split && layer.size() > 1) {
        const std::size_t mid = layer.size() / 2;
        run_side_by_side(
            [&] { expand(layers, 0, mid, ranking, left / 2, halves[0]); },
            [&] { expand(layers, mid, layer.size(), ranking, left - left / 2, halves[1]); },
            parallel_);
      } else {
        expand(layers, 0, layer.size(), ranking, left, halves[0]);
      }
      // In layer order: the first half's best, then the second's if strictly better.
      const bool stopped0 = take(halves[0]);
      const bool stopped1 = take(halves[1]);
      if (stopped0 || stopped1) return BeamPass::kTimedOut;
      // Best ranks first (ties keep the order found). Only the best part is sorted: twice
      // the width, the rest only when the duplicates leave too few.
      order.clear();
      const std::size_t first_count = halves[0].children.size();
      for (std::size_t i = 0; i < first_count; ++i) {
        order.emplace_back(-halves[0].children[i].rank, i);
      }
      for (std::size_t i = 0; i < halves[1].children.size(); ++i) {
        order.emplace_back(-halves[1].children[i].rank, first_count + i);
      }
      auto sorted_end =
          order.begin() + static_cast<std::ptrdiff_t>(std::min(order.size(), 2 * width_limit + 1));
      std::nth_element(order.begin(), sorted_end, order.end());
      std::sort(order.begin(), sorted_end);
      // Drop positions already kept (the same field, cards left and chain by another order:
      // the one ranked first scores at least as well), then build the kept ones.
      std::vector<BeamNode> kept;
      keys.clear();
      for (auto it = order.begin(); it != order.end(); ++it) {
        if (it == sorted_end && kept.size() < width_limit) {
          std::sort(sorted_end, order.end());
          sorted_end = order.end();
        }
        const auto& c = it->second < first_count ? halves[0].children[it->second]
                                                 : halves[1].children[it->second - first_count];
        if (keys.contains(c.key)) continue;
        if (kept.size() >= width_limit) {
          truncated = true;
          break;
        }
        keys.insert(c.key);
        const auto& parent = layer[static_cast<std::size_t>(c.parent)];
        BeamNode n{parent.field, parent.chain, parent.score, parent.counts, c.parent, Step{}};
        const int lines = lock_state(n.field, c.piece, c.state, rules_);
        const auto scored = score_piece(PieceClear{lines, c.spin}, n.chain, rules_);
        n.counts[static_cast<std::size_t>(c.piece)] -= 1;
        n.score = Score{parent.score.attack + scored.attack, parent.score.offset + scored.offset,
                        parent.score.cards + 1};
        n.step = Step{c.piece, c.state, c.spin, scored};
        kept.push_back(std::move(n));
      }
      layers.push_back(std::move(kept));
    }
    return truncated ? BeamPass::kTruncated : BeamPass::kComplete;
  }

  // The play that leads to node `index` of the last layer.
  static std::vector<Step> beam_path(const std::vector<std::vector<BeamNode>>& layers, int index) {
    std::vector<Step> path;
    for (auto d = layers.size() - 1; d > 0; --d) {
      const auto& n = layers[d][static_cast<std::size_t>(index)];
      path.push_back(n.step);
      index = n.parent;
    }
    std::reverse(path.begin(), path.end());
    return path;
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
    if (!timed_out_ && stop_now()) timed_out_ = true;
    return timed_out_;
  }

  [[nodiscard]] static Key key(const Field& field, const ChainState& chain,
                               const std::array<int, kPieceCount>& counts) {
    std::uint64_t c = 0;
    for (int n : counts) c = c * 16u + static_cast<std::uint64_t>(n);
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
    for_each_single_gap_row(field, 0, [&](int y, int low, std::uint16_t run) {
      const BoundValue v = row_bound(field, piece, y, low, run, chain);
      out.attack = std::max(out.attack, v.attack);
      out.offset = std::max(out.offset, v.offset);
    });
    return out;
  }

  // Calls visit(y, low, run) for each row whose empty cells are one run of at most 4 (the
  // only rows a single piece can complete): `low` its first column, `run` its mask from there.
  template <typename Visit>
  static void for_each_single_gap_row(const Field& field, int from, Visit&& visit) {
    const int height = field.height();
    for (int y = from; y < height; ++y) {
      const auto empty = static_cast<std::uint16_t>(~field.row(y) & kFullRow);
      if (empty == 0 || row_count(empty) > 4) continue;
      const int low = std::countr_zero(static_cast<unsigned>(empty));
      const auto run = static_cast<std::uint16_t>(empty >> low);
      if ((run & (run + 1u)) != 0) continue;  // not one run
      visit(y, low, run);
    }
  }

  // The piece fits with its rotation centre at (x, y) (the cells by rows: no piece_cells).
  static bool fits(const Field& field, const Slices& sl, int x, int y) {
    for (int k = 0; k < sl.count; ++k) {
      const auto& row = sl.rows[static_cast<std::size_t>(k)];
      const int left = x + row.min_dx;
      const int yy = y + row.dy;
      if (left < 0 || yy < 0) return false;
      const unsigned m = static_cast<unsigned>(row.mask) << left;
      if ((m & ~unsigned{kFullRow}) != 0 || (field.row(yy) & m) != 0) return false;
    }
    return true;
  }

  // Rows the piece completes with its rotation centre at (x, y).
  static int lines_at(const Field& field, const Slices& sl, int x, int y) {
    int lines = 0;
    for (int k = 0; k < sl.count; ++k) {
      const auto& row = sl.rows[static_cast<std::size_t>(k)];
      const unsigned m = static_cast<unsigned>(row.mask) << (x + row.min_dx);
      if ((field.row(y + row.dy) | m) == kFullRow) ++lines;
    }
    return lines;
  }

  // The last-card bound of `piece` over the positions that complete row `y` (empty cells:
  // `run` from column `low`).
  BoundValue row_bound(const Field& field, Piece piece, int y, int low, std::uint16_t run,
                       const ChainState& chain) const {
    BoundValue out;
    const auto pi = static_cast<std::size_t>(piece);
    const auto& runs = runs_[pi][static_cast<std::size_t>(row_count(run))];
    for (int m = 0; m < runs.count; ++m) {
      const auto [r, k] = runs.at[static_cast<std::size_t>(m)];
      {
        const auto& sl = slices_[pi][static_cast<std::size_t>(r)];
        const auto& row = sl.rows[static_cast<std::size_t>(k)];
        const int x = low - row.min_dx;
        const int oy = y - row.dy;
        if (!fits(field, sl, x, oy) || fits(field, sl, x, oy - 1)) continue;
        const int lines = lines_at(field, sl, x, oy);
        Spin spin = Spin::kNone;
        if (piece == Piece::kT) {
          const int corners = int{field.filled(x - 1, oy + 1)} + int{field.filled(x + 1, oy + 1)} +
                              int{field.filled(x - 1, oy - 1)} + int{field.filled(x + 1, oy - 1)};
          if (corners >= 3) spin = Spin::kFull;
        } else if (can_special_spin_[pi]) {
          if (!fits(field, sl, x - 1, oy) && !fits(field, sl, x + 1, oy) &&
              !fits(field, sl, x, oy + 1)) {
            spin = rules_.non_t_spin_is_mini ? Spin::kMini : Spin::kFull;
          }
        }
        ChainState after = chain;
        const auto scored = score_piece(PieceClear{lines, spin}, after, rules_);
        out.attack = std::max(out.attack, scored.attack);
        out.offset = std::max(out.offset, scored.offset);
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
    const auto k = key(field, chain, counts_);
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
      nodes_ += states.size();  // the work is in the placements listed
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
  Clock::time_point cap_;                  // the wall clock of the whole search
  std::uint64_t node_limit_ = UINT64_MAX;  // where the current phase stops
  bool capped_ = false;                    // the wall clock stopped the search
  const std::atomic<bool>* stop_flag_ = nullptr;
  bool parallel_ = true;  // the halves of a split beam on two threads
  std::array<int, kPieceCount> counts_{};
  std::array<bool, kPieceCount> can_special_spin_{};
  std::array<bool, kPieceCount> can_scored_spin_{};
  int hand_size_ = 0;
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
  // For each piece and run length 1..4: the (rotation, slice row) that are one run that long.
  struct Runs {
    int count = 0;
    std::array<std::pair<int, int>, 16> at{};
  };
  std::array<std::array<Runs, 5>, kPieceCount> runs_{};
};

}  // namespace

// The longest hand the exact search is given the whole budget for.
constexpr std::size_t kExactHand = 5;

BestPlay find_best_play(const BestPlayQuery& query) {
  const auto cap = Clock::now() + query.budget;
  const std::uint64_t total = query.node_budget == 0 ? UINT64_MAX : query.node_budget;
  const auto part = [total](int percent) {
    return total == UINT64_MAX ? total : total / 100 * static_cast<std::uint64_t>(percent);
  };
  Searcher main_search(query, cap);
  if (query.beam_width <= 0) {
    main_search.exact(query.field, query.chain, total);
    return main_search.result(query.chain);
  }
  const int wide = query.beam_width * 64;
  Searcher side_search(query, cap);
  // Two cores: the work is split so that the answer does not depend on which thread ran
  // faster (threads meet at fixed points only, and every phase ends at a count of
  // positions, not at a time).
  std::atomic<bool> proven{false};
  side_search.stop_when(&proven);
  // 1. Small greedy beams (a strong play in a few milliseconds), then the exact search from
  //    the best play they found (it settles shallow stacks and short hands; the side search
  //    then stops, since nothing beats a proven play). Beside them, a beam that ranks each
  //    position with what the next card could take (it keeps set-ups for spins).
  run_side_by_side(
      [&] {
        if (main_search.beams(query.field, query.chain, 16, std::min(256, wide), part(3),
                              BeamRanking::kGreedy) ||
            main_search.exact(query.field, query.chain, part(7))) {
          proven = true;
        }
      },
      [&] {
        const int width = std::min(512, wide);
        side_search.beams(query.field, query.chain, width, width, part(10),
                          BeamRanking::kLookahead);
      },
      query.threads >= 2);
  main_search.adopt(side_search);
  if (main_search.finished()) return main_search.result(query.chain);
  side_search.adopt(main_search);
  if (query.hand.size() <= kExactHand ||
      main_search.settled_cards() + 1 >= static_cast<int>(query.hand.size())) {
    // 2. Up to 5 cards, or when it has settled all plays but the longest, the exact search
    //    goes on (it settles most such hands), beside a wider look-ahead beam.
    run_side_by_side(
        [&] {
          if (main_search.exact(query.field, query.chain, part(40))) proven = true;
        },
        [&] {
          side_search.beams(query.field, query.chain, wide / 4, wide / 4, part(40),
                            BeamRanking::kLookahead);
        },
        query.threads >= 2);
    main_search.adopt(side_search);
  } else {
    // 2. Else one wide look-ahead beam, split in two halves (on both cores): it finds better
    //    plays than an exact search that cannot finish (measured in docs/blockkiller.md).
    main_search.beams(query.field, query.chain, wide, wide, part(80), BeamRanking::kLookahead,
                      true);
  }
  auto out = main_search.result(query.chain);
  out.nodes = main_search.nodes() + side_search.nodes();
  out.clock_stopped = !out.exhaustive && (main_search.capped() || side_search.capped());
  return out;
}

}  // namespace tableref::blockkiller

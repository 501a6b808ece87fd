#pragma once
// The best-play search's own parts (not an API): the position and score types, the hot
// helpers every part calls (inline here, so that splitting the search into files costs
// nothing), and the Searcher, whose members are defined in searcher.cpp (state, results),
// exact.cpp (the exact search), bounds.cpp (its admissible bounds) and beams.cpp (beams).
#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdint>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "tableref/search/blockkiller/best_play.hpp"

namespace tableref::blockkiller::search {

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
inline bool better(const Score& a, const Score& b) {
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
inline constexpr std::array<std::uint8_t, 1u << kWidth> kRowCount = [] {
  std::array<std::uint8_t, 1u << kWidth> t{};
  for (unsigned m = 0; m < t.size(); ++m) {
    unsigned n = 0;
    for (unsigned v = m; v != 0; v &= v - 1) ++n;
    t[m] = static_cast<std::uint8_t>(n);
  }
  return t;
}();
inline int row_count(std::uint16_t row) {
  return kRowCount[row & kFullRow];
}

inline std::uint64_t mix(std::uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ull;
  x ^= x >> 33;
  return x;
}

// A second, independent hash of the field, so that the position keys are 128 bits wide
// and a collision (which could wrongly skip a position) is out of reach in practice.
inline std::uint64_t field_hash2(const Field& field) {
  std::uint64_t h = 0x243f6a8885a308d3ull;
  const int top = field.height();
  for (int y = 0; y < top; ++y) {
    h = mix(h + field.row(y) + (static_cast<std::uint64_t>(y) << 16));
  }
  return h;
}

// Rows a piece spans at most (any rotation): the most lines it can complete itself.
inline int piece_span(Piece p) {
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
inline int lines_if_locked(const Field& field, Piece piece, const PieceState& state,
                           int full_before, const RuleOptions& rules) {
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

inline Slices slices_of(Piece piece, Rotation r) {
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
  Searcher(const BestPlayQuery& q, Clock::time_point cap);

  // Beams of widths `width`, 4 x `width`, ... up to `max_width`, until `nodes` more positions
  // are searched. True when one was complete (nothing dropped: it searched every play, so
  // its answer is exact).
  bool beams(const Field& field, const ChainState& chain, int width, int max_width,
             std::uint64_t nodes, BeamRanking ranking, bool split = false);

  // The exact search, deepened one card at a time from the first length not yet settled,
  // until `nodes` more positions are searched. True when every play was searched.
  bool exact(const Field& field, const ChainState& chain, std::uint64_t nodes);

  [[nodiscard]] bool finished() const { return completed_ >= hand_size_; }
  [[nodiscard]] int settled_cards() const { return completed_; }

  // Takes the other search's play when it is better, and what it settled.
  void adopt(const Searcher& other);

  [[nodiscard]] std::uint64_t nodes() const { return nodes_; }
  // Another search may end this one: it proved its play best.
  void stop_when(const std::atomic<bool>* flag) { stop_flag_ = flag; }
  [[nodiscard]] bool capped() const { return capped_; }

  BestPlay result(const ChainState& chain) const;

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

  static int potential(const Field& field);

  static constexpr int kPromiseRows = 6;

  // The most the next card could score on `field` (its last-card bound, reachable or not).
  int next_card_promise(const Field& field, const ChainState& chain,
                        const std::array<int, kPieceCount>& counts) const;

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
              std::uint64_t nodes, Expansion& out) const;

  // Takes what an expansion found. True when it stopped the beam.
  bool take(Expansion& e);

  // One beam of `width_limit` positions per length. Complete when no position was dropped.
  // With `split`, each length's positions are listed by two threads, the first half and the
  // second half of the layer, each with half of the work left: the same answer as listing
  // them in order, only sooner.
  BeamPass beam(const Field& field, const ChainState& chain, std::size_t width_limit,
                BeamRanking ranking, bool split);

  // The play that leads to node `index` of the last layer.
  static std::vector<Step> beam_path(const std::vector<std::vector<BeamNode>>& layers, int index);

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
                   PerFirst* per_first = nullptr, int* lines_out = nullptr);

  // The knapsack bound for at most `clears` clearing cards of `left` sharing `lines` lines,
  // memoised.
  BoundValue cards_bound(const std::array<int, kPieceCount>& left, int clears, int lines,
                         int full_bonus, const ChainState& chain);

  static constexpr int kMaxClears = 12;

  BoundValue knapsack(const std::array<int, kPieceCount>& left, int pieces_left, int lines,
                      int full_bonus, const ChainState& chain) const;

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
  BoundValue last_card_bound(const Field& field, Piece piece, const ChainState& chain) const;

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
                       const ChainState& chain) const;

  // Scores every placement of the last card of this branch in place.
  void last_card(const Field& field, const ChainState& chain, const Score& score,
                 std::vector<StateSpin>& states);

  void dfs(const Field& field, const ChainState& chain, const Score& score);

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

}  // namespace tableref::blockkiller::search

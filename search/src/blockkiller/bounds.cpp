// Upper bounds on what the cards left can still add (admissible: see searcher.hpp).
#include "searcher.hpp"

namespace tableref::blockkiller::search {

Searcher::BoundValue Searcher::bound(const Field& field, const ChainState& chain, int pieces_left,
                                     PerFirst* per_first, int* lines_out) {
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

Searcher::BoundValue Searcher::cards_bound(const std::array<int, kPieceCount>& left, int clears,
                                           int lines, int full_bonus, const ChainState& chain) {
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

Searcher::BoundValue Searcher::knapsack(const std::array<int, kPieceCount>& left, int pieces_left,
                                        int lines, int full_bonus, const ChainState& chain) const {
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
              if (can_scored_spin_[pi]) base = std::max(base, base_attack(rules_.mode, true, add));
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

Searcher::BoundValue Searcher::last_card_bound(const Field& field, Piece piece,
                                               const ChainState& chain) const {
  BoundValue out;
  for_each_single_gap_row(field, 0, [&](int y, int low, std::uint16_t run) {
    const BoundValue v = row_bound(field, piece, y, low, run, chain);
    out.attack = std::max(out.attack, v.attack);
    out.offset = std::max(out.offset, v.offset);
  });
  return out;
}

Searcher::BoundValue Searcher::row_bound(const Field& field, Piece piece, int y, int low,
                                         std::uint16_t run, const ChainState& chain) const {
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
}  // namespace tableref::blockkiller::search

// The exact search: depth first, deepened one card at a time, pruned by the bounds.
#include "searcher.hpp"

namespace tableref::blockkiller::search {

bool Searcher::exact(const Field& field, const ChainState& chain, std::uint64_t nodes) {
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

void Searcher::last_card(const Field& field, const ChainState& chain, const Score& score,
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
      const Score next{score.attack + scored.attack, score.offset + scored.offset, score.cards + 1};
      if (better(next, best_score_)) {
        path_.push_back(Step{piece, st.state, st.spin, scored});
        record(next, after);
        path_.pop_back();
      }
    }
  }
}

void Searcher::dfs(const Field& field, const ChainState& chain, const Score& score) {
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
      m.step =
          Step{piece, st.state, st.spin, score_piece(PieceClear{lines, st.spin}, m.chain, rules_)};
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
}  // namespace tableref::blockkiller::search

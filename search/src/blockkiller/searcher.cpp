// The Searcher's state: what it is given, what it found, and its answer.
#include "searcher.hpp"

namespace tableref::blockkiller::search {

Searcher::Searcher(const BestPlayQuery& q, Clock::time_point cap)
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

void Searcher::adopt(const Searcher& other) {
  if (better(other.best_score_, best_score_)) {
    best_score_ = other.best_score_;
    best_steps_ = other.best_steps_;
    best_chain_ = other.best_chain_;
  }
  if (other.finished()) completed_ = hand_size_;
}

BestPlay Searcher::result(const ChainState& chain) const {
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
}  // namespace tableref::blockkiller::search

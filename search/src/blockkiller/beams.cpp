// Beams: the best positions of each length kept, the rest dropped (fast, not exact).
#include "searcher.hpp"
#include "threads.hpp"

namespace tableref::blockkiller::search {

bool Searcher::beams(const Field& field, const ChainState& chain, int width, int max_width,
                     std::uint64_t nodes, BeamRanking ranking, bool split) {
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

int Searcher::potential(const Field& field) {
  // Rows close to full promise clears; a low stack keeps room for spins.
  int value = 0;
  const int height = field.height();
  for (int y = 0; y < height; ++y) {
    const int filled = row_count(field.row(y));
    value += filled * filled;
  }
  return value - 4 * height;
}

int Searcher::next_card_promise(const Field& field, const ChainState& chain,
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

void Searcher::expand(const Layers& layers, std::size_t begin, std::size_t end, BeamRanking ranking,
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

bool Searcher::take(Expansion& e) {
  nodes_ += e.nodes;
  capped_ = capped_ || e.capped;
  if (e.improved && better(e.best, best_score_)) {
    best_score_ = e.best;
    best_steps_ = std::move(e.best_steps);
    best_chain_ = e.best_chain;
  }
  return e.stopped;
}

Searcher::BeamPass Searcher::beam(const Field& field, const ChainState& chain,
                                  std::size_t width_limit, BeamRanking ranking, bool split) {
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

std::vector<Step> Searcher::beam_path(const std::vector<std::vector<BeamNode>>& layers, int index) {
  std::vector<Step> path;
  for (auto d = layers.size() - 1; d > 0; --d) {
    const auto& n = layers[d][static_cast<std::size_t>(index)];
    path.push_back(n.step);
    index = n.parent;
  }
  std::reverse(path.begin(), path.end());
  return path;
}
}  // namespace tableref::blockkiller::search

#include "rule_correction.hpp"

#include <algorithm>
#include <cmath>

namespace tableref::vision {
namespace {

constexpr double kRuleWeight = 1.5;       // cost units per penalty point
constexpr double kCandidateBelow = 0.85;  // only cells less sure than this may change
constexpr std::size_t kMaxCandidates = 48;
constexpr int kMaxChanges = 24;

double cost(const CellEvidence& e, CellColor c) {
  return -std::log(std::max(e.probability[static_cast<std::size_t>(c)], 1e-4));
}

// The colours a board of the variant has.
std::vector<CellColor> colours_of(blokus::Variant variant) {
  const int count = blokus::variant_info(variant).colors;
  std::vector<CellColor> colours;
  for (int c = 0; c < count; ++c) colours.push_back(cell_color_of(variant, c));
  return colours;
}

// Each edge-joined group of colourless cells (a piece the picture shows without its colour)
// takes the one colour under which the board breaks the fewest rules, as a whole: a piece
// is all of one colour, so its cells are not decided one by one. A group no colour suits
// better than the others, or better than no piece at all, is left empty.
void colour_colourless_groups(std::vector<CellColor>& labels,
                              const std::vector<CellEvidence>& evidence, int size,
                              blokus::Variant variant) {
  const auto colours = colours_of(variant);
  std::vector<bool> seen(labels.size(), false);
  for (std::size_t first = 0; first < labels.size(); ++first) {
    if (seen[first] || !evidence[first].colourless) continue;
    std::vector<std::size_t> group{first};
    seen[first] = true;
    for (std::size_t k = 0; k < group.size(); ++k) {
      const int x = static_cast<int>(group[k]) % size;
      const int y = static_cast<int>(group[k]) / size;
      const int next[4][2] = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
      for (const auto& n : next) {
        if (n[0] < 0 || n[1] < 0 || n[0] >= size || n[1] >= size) continue;
        const auto i = static_cast<std::size_t>(n[1] * size + n[0]);
        if (seen[i] || !evidence[i].colourless) continue;
        seen[i] = true;
        group.push_back(i);
      }
    }
    const auto penalty_as = [&](CellColor colour) {
      for (auto i : group) labels[i] = colour;
      return analyse_board(labels, size, variant).penalty();
    };
    const int as_empty = penalty_as(CellColor::kEmpty);
    int best = as_empty + 1;
    int at_best = 0;
    CellColor chosen = CellColor::kEmpty;
    for (auto colour : colours) {
      const int p = penalty_as(colour);
      if (p < best) {
        best = p;
        at_best = 1;
        chosen = colour;
      } else if (p == best) {
        ++at_best;
      }
    }
    if (at_best != 1) chosen = CellColor::kEmpty;
    for (auto i : group) labels[i] = chosen;
  }
}

}  // namespace

std::vector<CellColor> most_likely(const std::vector<CellEvidence>& evidence) {
  std::vector<CellColor> labels;
  labels.reserve(evidence.size());
  for (const auto& e : evidence) {
    const auto best = std::max_element(e.probability.begin(), e.probability.end());
    labels.push_back(static_cast<CellColor>(best - e.probability.begin()));
  }
  return labels;
}

Correction correct_with_rules(const std::vector<CellEvidence>& evidence, int size,
                              blokus::Variant variant) {
  Correction out;
  out.labels = most_likely(evidence);
  colour_colourless_groups(out.labels, evidence, size, variant);
  out.changed.assign(out.labels.size(), false);
  out.analysis = analyse_board(out.labels, size, variant);
  if (out.analysis.penalty() == 0) return out;

  // The least sure cells, least sure first.
  std::vector<std::size_t> candidates;
  for (std::size_t i = 0; i < evidence.size(); ++i) {
    const double p = evidence[i].probability[static_cast<std::size_t>(out.labels[i])];
    if (p < kCandidateBelow) candidates.push_back(i);
  }
  std::sort(candidates.begin(), candidates.end(), [&](std::size_t a, std::size_t b) {
    return evidence[a].probability[static_cast<std::size_t>(out.labels[a])] <
           evidence[b].probability[static_cast<std::size_t>(out.labels[b])];
  });
  if (candidates.size() > kMaxCandidates) candidates.resize(kMaxCandidates);

  for (int step = 0; step < kMaxChanges && out.analysis.penalty() > 0; ++step) {
    double best_gain = 1e-9;
    std::size_t best_cell = 0;
    CellColor best_label = CellColor::kEmpty;
    BoardAnalysis best_analysis;
    const int before = out.analysis.penalty();
    for (auto i : candidates) {
      const CellColor current = out.labels[i];
      for (int k = 0; k < kCellColorCount; ++k) {
        const auto alt = static_cast<CellColor>(k);
        if (alt == current || evidence[i].probability[static_cast<std::size_t>(k)] < 0.01) continue;
        out.labels[i] = alt;
        auto analysis = analyse_board(out.labels, size, variant);
        out.labels[i] = current;
        const double gain = kRuleWeight * (before - analysis.penalty()) -
                            (cost(evidence[i], alt) - cost(evidence[i], current));
        if (gain > best_gain) {
          best_gain = gain;
          best_cell = i;
          best_label = alt;
          best_analysis = std::move(analysis);
        }
      }
    }
    if (best_gain <= 1e-9) break;
    out.labels[best_cell] = best_label;
    out.changed[best_cell] = true;
    out.analysis = std::move(best_analysis);
  }
  return out;
}

}  // namespace tableref::vision

#pragma once
// Correcting a reading with the rules: the labels minimise the cells' classification cost
// (-log probability) plus a weight times the rules broken (groups that are no piece,
// duplicated pieces, pieces not connected to their start cell). Only uncertain cells may
// change, one at a time, the best change first, while the total goes down.
#include <vector>

#include "cell_classifier.hpp"
#include "tableref/vision/board_analysis.hpp"

namespace tableref::vision {

struct Correction {
  std::vector<CellColor> labels;
  std::vector<bool> changed;
  BoardAnalysis analysis;
};

[[nodiscard]] std::vector<CellColor> most_likely(const std::vector<CellEvidence>& evidence);
[[nodiscard]] Correction correct_with_rules(const std::vector<CellEvidence>& evidence, int size,
                                            blokus::Variant variant);

}  // namespace tableref::vision

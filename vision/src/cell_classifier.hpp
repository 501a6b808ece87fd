#pragma once
// Reading each cell's colour. The centre of every cell is sampled (the middle 60%, away
// from the grid ridges and the pieces' bevels); the samples are divided by the bare
// board's colour fitted as a plane over the board (lighting gradient and colour cast);
// samples brighter than the board and unsaturated are specular flare and are dropped; the
// median of the rest is classified by chroma (empty or a piece) and hue (which colour),
// with the colours' hues re-estimated from the picture itself. A cell clearly darker than
// the bare board but without colour holds a piece whose colour the picture does not show
// (a clear replacement piece, a faded one): it is `colourless`, and the rules decide its
// colour (rule_correction.hpp). A cell mostly covered by flare is judged by its most
// coloured samples: the bevel keeps the piece's colour where the face reflects the light.
#include <array>
#include <vector>

#include "raster.hpp"
#include "tableref/referee/blokus/variant.hpp"
#include "tableref/vision/board_reading.hpp"

namespace tableref::vision {

struct CellEvidence {
  // Probability of each CellColor (index = the enum's value); colours the variant does not
  // have are 0.
  std::array<double, kCellColorCount> probability{};
  double hue = 0;
  double chroma = 0;
  double value = 0;  // brightness against the bare board's (1 = as bright)
  double flare = 0;  // share of the samples dropped as flare
  // A piece without a visible colour: the probabilities of the colours are equal.
  bool colourless = false;
};

// Every cell, row by row from the picture's top; `corners` the grid's, clockwise from top-left.
[[nodiscard]] std::vector<CellEvidence> classify_cells(const ImageView& image,
                                                       const std::array<Point, 4>& corners,
                                                       int cells, blokus::Variant variant);

}  // namespace tableref::vision

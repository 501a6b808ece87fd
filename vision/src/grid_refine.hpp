#pragma once
// Fitting the grid's four corners to the grid's lines. The comb (grid_fit) finds the lines'
// spacing in an outline warped to a square, so it inherits any error of that outline's
// perspective (a hull of pieces, a board's frame is not exactly the grid's square). Here
// the grid is the picture of a square under a homography with eight free parameters (the
// four corners), and the corners move until the n + 1 lines of each direction lie on the
// picture's edges and the cells' middles lie off them.
#include <array>

#include "raster.hpp"

namespace tableref::vision {

// `corners` a close guess (within about half a cell), clockwise from top-left in picture
// coordinates; `region` a reduced copy of the board's part of the picture with about ten
// pixels per cell. Returns the refined corners (the guess when nothing better is found) and
// their contrast: edge strength on the lines against the cells' middles, (l - m) / (l + m).
struct RefinedGrid {
  std::array<Point, 4> corners;
  double contrast = 0;
};
[[nodiscard]] RefinedGrid refine_grid(const ReducedRegion& region,
                                      const std::array<Point, 4>& corners, int cells);

}  // namespace tableref::vision

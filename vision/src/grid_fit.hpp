#pragma once
// Finding the cells' grid inside the board's outline. The board may have a frame around
// its cells (the classic board has one), so the grid is searched as a comb: in the
// outline warped to a square, the profile of colour edges across each axis is matched
// against n + 1 evenly spaced lines, over every start and spacing that fits.
#include <array>
#include <optional>

#include "raster.hpp"

namespace tableref::vision {

struct GridFit {
  std::array<Point, 4> corners;  // the grid's outer corners in the picture, same order
  double contrast = 0;           // line strength against the half-way positions, 0..1
  // The same measured on the grid once its corners are fitted to the lines (grid_refine):
  // set by the reader, it ranks candidates whose contrast is high enough.
  double fitted_contrast = 0;
};

// `outline` clockwise from top-left in picture coordinates; `region` a reduced copy of the
// board's part of the picture with about ten pixels per cell.
[[nodiscard]] std::optional<GridFit> fit_grid(const ReducedRegion& region,
                                              const std::array<Point, 4>& outline, int cells);

}  // namespace tableref::vision

#pragma once
// The 4-connected regions of a mask: the board's grey region, the cluster of pieces.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace tableref::vision {

struct ConnectedRegions {
  std::vector<int> label;          // per pixel: its region, -1 outside the mask
  std::vector<std::size_t> sizes;  // per region: its pixels
};

// `mask`: w * h values, row by row; non-zero is inside.
[[nodiscard]] ConnectedRegions connected_regions(const std::vector<std::uint8_t>& mask, int w,
                                                 int h);

}  // namespace tableref::vision

#include "connected_regions.hpp"

namespace tableref::vision {

ConnectedRegions connected_regions(const std::vector<std::uint8_t>& mask, int w, int h) {
  ConnectedRegions out;
  out.label.assign(mask.size(), -1);
  std::vector<int> stack;
  int next = 0;
  for (int start = 0; start < w * h; ++start) {
    if (!mask[start] || out.label[start] >= 0) continue;
    std::size_t size = 0;
    stack.assign(1, start);
    out.label[start] = next;
    while (!stack.empty()) {
      const int p = stack.back();
      stack.pop_back();
      ++size;
      const int x = p % w;
      const int y = p / w;
      const int nbr[4] = {x > 0 ? p - 1 : -1, x + 1 < w ? p + 1 : -1, y > 0 ? p - w : -1,
                          y + 1 < h ? p + w : -1};
      for (int q : nbr) {
        if (q >= 0 && mask[q] && out.label[q] < 0) {
          out.label[q] = next;
          stack.push_back(q);
        }
      }
    }
    out.sizes.push_back(size);
    ++next;
  }
  return out;
}

}  // namespace tableref::vision

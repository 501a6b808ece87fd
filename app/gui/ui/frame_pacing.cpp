#include "frame_pacing.hpp"

#include <algorithm>

namespace tableref::gui {

std::optional<std::uint32_t> frame_wait_ms(const FrameNeeds& needs, std::uint32_t now_ms) {
  if (needs.pending_input || needs.settle_frames > 0) return 0;
  std::optional<std::uint32_t> wait;
  if (needs.held) wait = kHeldFrameMs;
  if (needs.redraw_at) {
    // Ticks wrap after 49 days: the difference as signed says whether the moment has passed.
    const auto ahead = static_cast<std::int32_t>(*needs.redraw_at - now_ms);
    const std::uint32_t until = ahead > 0 ? static_cast<std::uint32_t>(ahead) : 0;
    wait = wait ? std::min(*wait, until) : until;
  }
  return wait;
}

}  // namespace tableref::gui

#include "tap_guard.hpp"

namespace tableref::gui {

TapGuard& tap_guard() {
  static TapGuard instance;
  return instance;
}

void TapGuard::arm(float x0, float y0, float x1, float y1) {
  armed_ = true;
  armed_ms_ = last_release_ms_;
  x0_ = x0 - kSlop;
  y0_ = y0 - kSlop;
  x1_ = x1 + kSlop;
  y1_ = y1 + kSlop;
}

bool TapGuard::swallows(std::uint32_t ms, float x, float y) const {
  if (!armed_) return false;
  // SDL's timestamps wrap after 49 days: the difference, read as signed, is the time since.
  const auto since = static_cast<std::int32_t>(ms - armed_ms_);
  if (since < 0 || static_cast<std::uint32_t>(since) >= kDoubleTapMs) return false;
  return x >= x0_ && x < x1_ && y >= y0_ && y < y1_;
}

}  // namespace tableref::gui

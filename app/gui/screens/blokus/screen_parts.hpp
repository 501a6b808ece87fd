#pragma once
// What the Blokus screens' files share, a few small helpers private to them: the table
// screen's panels and views (screen.hpp lists them) and the photo screen's (photo_screen.cpp:
// the photo and its corners; photo_reading_panel.cpp: the panel beside it;
// photo_reading_board.cpp: the reading; photo_audit.cpp: a finished board's audit).
#include <imgui.h>

#include <chrono>
#include <cstdint>
#include <string>

#include "screens/blokus/board.hpp"
#include "tableref/referee/blokus/game.hpp"

namespace tableref::gui::blokus_screen_parts {

// The clocks' time (the controllers take it from the caller).
[[nodiscard]] inline std::int64_t now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

[[nodiscard]] inline ImU32 color_of(blokus::Variant variant, blokus::Color color, int alpha = 255) {
  return blokus_color(variant, color, alpha);
}

[[nodiscard]] inline std::string num(std::int64_t n) {
  return std::to_string(n);
}

// The photo screen: a cell the reading is not sure of, ringed on the reading and outlined on
// the photo.
inline constexpr ImU32 kUncertain = IM_COL32(255, 140, 0, 255);

}  // namespace tableref::gui::blokus_screen_parts

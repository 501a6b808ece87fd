#pragma once
// Smash Up drawing shared by the game's screen and its replay view.
#include <imgui.h>

namespace tableref::gui {

// The colour of a seat (players' rows, chart lines), cycling after eight.
[[nodiscard]] ImU32 smashup_seat_colour(int seat);

// The total against the breakpoint, as a bar `width` wide with the numbers on it (green
// when ready).
void smashup_power_bar(int power, int breakpoint, bool ready, float width);

}  // namespace tableref::gui

#pragma once
// Smash Up drawing shared by the game's screen and its replay view.
#include <imgui.h>

#include <vector>

#include "ui/line_chart.hpp"

namespace tableref::gui {

// The total against the breakpoint, as a bar `width` wide with the numbers on it (green
// when ready).
void smashup_power_bar(int power, int breakpoint, bool ready, float width);

// VP over turns, for the table's chart and the replay's: a line per seat in its colour over
// `vp_by_turn` (each seat's VP at the end of each turn, from the start of the game), with
// `vp_now` as the last point when it differs from the last turn's; the 15 VP goal drawn,
// turn numbers along the bottom.
[[nodiscard]] LineChart smashup_vp_chart(std::vector<std::vector<int>> vp_by_turn,
                                         const std::vector<int>& vp_now);

}  // namespace tableref::gui

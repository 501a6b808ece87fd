#pragma once
// Portrait or landscape: a tablet held upright gives a screen taller than wide, where the
// side-by-side arrangement of the game screens leaves each part too narrow for its labels
// and fingers. Screens stack their parts there instead (docs/gui.md "Portrait").
#include <imgui.h>

namespace tableref::gui {

// True when `area` (a screen's content region) is taller than wide: parts go one above the
// other, each at the full width.
[[nodiscard]] inline bool portrait(ImVec2 area) {
  return area.y > area.x;
}

}  // namespace tableref::gui

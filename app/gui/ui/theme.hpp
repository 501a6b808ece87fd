#pragma once
// Dark and light themes, one scale for every size (DPI times the user's text size), and the
// seats' colours the games share.
#include <imgui.h>

namespace tableref::gui {

enum class Theme { kDark, kLight };

// Applies colours and touch-sized paddings to ImGui's style for `scale`.
void apply_theme(Theme theme, float scale);

// A size in points, scaled (as ImHex's scaled() does).
[[nodiscard]] float scaled(float points);
void set_ui_scale(float scale);
[[nodiscard]] float ui_scale();

// Minimum edge of anything a finger taps, in pixels at the current scale (48 at 1.0).
[[nodiscard]] float touch_size();

// The colour of a seat (players' rows, chart lines), cycling after eight: Smash Up's and
// HDCG's tables and replays draw their seats in it.
[[nodiscard]] ImU32 seat_colour(int seat);

}  // namespace tableref::gui

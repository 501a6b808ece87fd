#pragma once
// Dark and light themes, and one scale for every size: DPI times the user's text size.
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

}  // namespace tableref::gui

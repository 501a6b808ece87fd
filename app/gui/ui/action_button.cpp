#include "action_button.hpp"

#include "tap_guard.hpp"
#include "widgets.hpp"

namespace tableref::gui {

bool action_button(const char* label, const std::string& probe_id, ImVec2 size) {
  const bool pressed = touch_button(label, probe_id, size);
  if (pressed) {
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    tap_guard().arm(min.x, min.y, max.x, max.y);
  }
  return pressed;
}

}  // namespace tableref::gui

#include "screens/hdcg/screen_parts.hpp"

#include <algorithm>

#include "ui/action_button.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui::hdcg_screen_parts {

std::string hdcg_seat_id(std::size_t seat) {
  return "hdcg.seat." + std::to_string(seat);
}

bool tap_button(const std::string& label, const std::string& id, ImVec2 size) {
  return touch_button((label + "##" + id).c_str(), id, size);
}

bool tap_action(const std::string& label, const std::string& id, ImVec2 size) {
  return action_button((label + "##" + id).c_str(), id, size);
}

bool tap_choice(const std::string& label, const std::string& id, bool selected, ImVec2 size) {
  return choice_button((label + "##" + id).c_str(), id, selected, size);
}

void same_line_if_fits(float width, float right) {
  if (right <= 0) right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width <= right) {
    ImGui::SameLine();
  }
}

float button_width(const std::string& label) {
  return std::max(touch_size(),
                  ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2);
}

void draw_pad(const std::string& prefix, std::string* target) {
  static const char* keys[] = {"7", "8", "9", "4", "5", "6", "1", "2", "3", ".", "0", "←"};
  const float key = touch_size();
  for (int i = 0; i < 12; ++i) {
    if (i % 3 != 0) ImGui::SameLine();
    const std::string k = keys[i];
    const std::string id = prefix + (k == "."   ? std::string("dot")
                                     : k == "←" ? std::string("back")
                                                : k);
    if (tap_button(k.c_str(), id, ImVec2(key, key)) && target != nullptr) {
      if (k == "←") {
        if (!target->empty()) target->pop_back();
      } else {
        *target += k;
      }
    }
  }
}

void report(Violations& problems, const Status& status) {
  problems.clear();
  if (!status) problems = status.violations();
}

}  // namespace tableref::gui::hdcg_screen_parts

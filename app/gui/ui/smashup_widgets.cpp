#include "smashup_widgets.hpp"

#include <algorithm>
#include <string>

#include "theme.hpp"
#include "widgets.hpp"

namespace tableref::gui {

ImU32 smashup_seat_colour(int seat) {
  static const ImU32 colours[] = {IM_COL32(80, 160, 255, 255),  IM_COL32(255, 170, 60, 255),
                                  IM_COL32(90, 200, 120, 255),  IM_COL32(235, 90, 110, 255),
                                  IM_COL32(190, 130, 255, 255), IM_COL32(240, 220, 80, 255),
                                  IM_COL32(80, 210, 210, 255),  IM_COL32(200, 200, 200, 255)};
  return colours[static_cast<std::size_t>(seat) % 8];
}

void smashup_power_bar(int power, int breakpoint, bool ready, float width) {
  const float height = scaled(30);
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 max(min.x + width, min.y + height);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(min, max, IM_COL32(60, 64, 72, 255), scaled(6));
  const float fraction =
      breakpoint > 0 ? std::min(1.0f, static_cast<float>(power) / static_cast<float>(breakpoint))
                     : 1.0f;
  if (fraction > 0) {
    draw->AddRectFilled(min, ImVec2(min.x + width * fraction, max.y),
                        ready ? IM_COL32(70, 180, 90, 255) : IM_COL32(60, 120, 200, 255),
                        scaled(6));
  }
  const std::string text = std::to_string(power) + " / " + std::to_string(breakpoint);
  const ImVec2 size = ImGui::CalcTextSize(text.c_str());
  draw->AddText(ImVec2(min.x + (width - size.x) / 2, min.y + (height - size.y) / 2),
                IM_COL32(255, 255, 255, 255), text.c_str());
  ImGui::Dummy(ImVec2(width, height));
}

}  // namespace tableref::gui

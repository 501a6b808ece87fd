#include "theme.hpp"

#include <imgui.h>

#include <cstddef>

namespace tableref::gui {
namespace {
float g_scale = 1.0f;
}

void set_ui_scale(float scale) {
  g_scale = scale;
}
float ui_scale() {
  return g_scale;
}
float scaled(float points) {
  return points * g_scale;
}
float touch_size() {
  return scaled(48.0f);
}

void apply_theme(Theme theme, float scale) {
  ImGuiStyle style;
  if (theme == Theme::kDark) {
    ImGui::StyleColorsDark(&style);
    style.Colors[ImGuiCol_WindowBg] = ImVec4(0.10f, 0.11f, 0.13f, 1.0f);
    style.Colors[ImGuiCol_ChildBg] = ImVec4(0.13f, 0.14f, 0.17f, 1.0f);
    style.Colors[ImGuiCol_Button] = ImVec4(0.20f, 0.32f, 0.50f, 1.0f);
    style.Colors[ImGuiCol_ButtonHovered] = ImVec4(0.26f, 0.42f, 0.64f, 1.0f);
    style.Colors[ImGuiCol_ButtonActive] = ImVec4(0.16f, 0.50f, 0.80f, 1.0f);
  } else {
    ImGui::StyleColorsLight(&style);
    style.Colors[ImGuiCol_WindowBg] = ImVec4(0.96f, 0.96f, 0.94f, 1.0f);
    style.Colors[ImGuiCol_ChildBg] = ImVec4(0.91f, 0.91f, 0.89f, 1.0f);
    style.Colors[ImGuiCol_Button] = ImVec4(0.70f, 0.80f, 0.93f, 1.0f);
    style.Colors[ImGuiCol_ButtonHovered] = ImVec4(0.60f, 0.74f, 0.92f, 1.0f);
    style.Colors[ImGuiCol_ButtonActive] = ImVec4(0.45f, 0.64f, 0.90f, 1.0f);
  }
  style.WindowRounding = 0.0f;
  style.ChildRounding = 8.0f;
  style.FrameRounding = 8.0f;
  style.GrabRounding = 8.0f;
  style.FramePadding = ImVec2(14.0f, 12.0f);
  style.ItemSpacing = ImVec2(12.0f, 12.0f);
  style.ItemInnerSpacing = ImVec2(10.0f, 8.0f);
  style.WindowPadding = ImVec2(18.0f, 18.0f);
  style.ScrollbarSize = 28.0f;
  style.GrabMinSize = 28.0f;
  style.TouchExtraPadding = ImVec2(4.0f, 4.0f);
  style.ScaleAllSizes(scale);
  ImGui::GetStyle() = style;
  set_ui_scale(scale);
}

ImU32 seat_colour(int seat) {
  static const ImU32 colours[] = {IM_COL32(80, 160, 255, 255),  IM_COL32(255, 170, 60, 255),
                                  IM_COL32(90, 200, 120, 255),  IM_COL32(235, 90, 110, 255),
                                  IM_COL32(190, 130, 255, 255), IM_COL32(240, 220, 80, 255),
                                  IM_COL32(80, 210, 210, 255),  IM_COL32(200, 200, 200, 255)};
  return colours[static_cast<std::size_t>(seat) % 8];
}

}  // namespace tableref::gui

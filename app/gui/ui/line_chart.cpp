#include "line_chart.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "theme.hpp"
#include "widgets.hpp"

namespace tableref::gui {
namespace {

// 1, 2, 5, 10, 20, 50... so that about five lines fit.
float nice_step(float top) {
  const float rough = top / 5.0f;
  float step = 1;
  while (step * 10 <= rough) step *= 10;
  if (step * 5 <= rough) return step * 5;
  if (step * 2 <= rough) return step * 2;
  return step;
}

std::string value_label(float v) {
  const float rounded = std::round(v);
  if (std::fabs(v - rounded) < 0.001f) return std::to_string(static_cast<long long>(rounded));
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", static_cast<double>(v));
  return text;
}

}  // namespace

void draw_line_chart(const LineChart& chart, float width, float height,
                     const std::string& probe_id) {
  float top = std::max(chart.y_max, 1.0f);
  std::size_t n = 0;
  for (const auto& s : chart.series) {
    n = std::max(n, s.values.size());
    for (const float v : s.values) top = std::max(top, v);
  }
  if (chart.goal) top = std::max(top, *chart.goal);
  const float step = chart.y_step > 0 ? chart.y_step : nice_step(top);
  top = std::ceil(top / step) * step;
  const float font = ImGui::GetFontSize();
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 max(min.x + width, min.y + height);
  float left = ImGui::CalcTextSize(value_label(top).c_str()).x + scaled(10);
  const bool labels = !chart.x_labels.empty();
  const ImVec2 plot_min(min.x + left, min.y + font / 2 + scaled(6));
  const ImVec2 plot_max(max.x - scaled(12), max.y - (labels ? font + scaled(8) : scaled(6)));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(min, max, IM_COL32(30, 32, 38, 255), scaled(6));
  auto y_of = [&](float v) { return plot_max.y - (plot_max.y - plot_min.y) * v / top; };
  auto x_of = [&](float i) {
    return n <= 1 ? (plot_min.x + plot_max.x) / 2
                  : plot_min.x + (plot_max.x - plot_min.x) * i / static_cast<float>(n - 1);
  };
  const ImU32 label_colour = IM_COL32(175, 175, 185, 255);
  for (float v = step; v <= top + step / 100; v += step) {
    const bool goal = chart.goal && std::fabs(v - *chart.goal) < step / 100;
    draw->AddLine(ImVec2(plot_min.x, y_of(v)), ImVec2(plot_max.x, y_of(v)),
                  goal ? IM_COL32(230, 190, 60, 220) : IM_COL32(90, 90, 100, 160),
                  goal ? 2.0f : 1.0f);
    const std::string label = value_label(v);
    draw->AddText(
        ImVec2(plot_min.x - scaled(6) - ImGui::CalcTextSize(label.c_str()).x, y_of(v) - font / 2),
        label_colour, label.c_str());
  }
  if (chart.goal && std::fmod(*chart.goal, step) > 0.001f) {
    draw->AddLine(ImVec2(plot_min.x, y_of(*chart.goal)), ImVec2(plot_max.x, y_of(*chart.goal)),
                  IM_COL32(230, 190, 60, 220), 2.0f);
  }
  draw->AddLine(ImVec2(plot_min.x, plot_max.y), ImVec2(plot_max.x, plot_max.y),
                IM_COL32(150, 150, 160, 255));
  // Point labels where they do not overlap the previous one.
  float last_right = -1e9f;
  for (std::size_t i = 0; i < chart.x_labels.size() && i < std::max<std::size_t>(n, 1); ++i) {
    const auto& label = chart.x_labels[i];
    if (label.empty()) continue;
    const float w = ImGui::CalcTextSize(label.c_str()).x;
    const float x = std::clamp(x_of(static_cast<float>(i)) - w / 2, min.x, max.x - w);
    if (x < last_right + scaled(8)) continue;
    draw->AddText(ImVec2(x, plot_max.y + scaled(4)), label_colour, label.c_str());
    last_right = x + w;
  }
  if (chart.marker) {
    const float mx = x_of(std::clamp(chart.marker->x, 0.0f, static_cast<float>(n ? n - 1 : 0)));
    draw->AddLine(ImVec2(mx, plot_min.y), ImVec2(mx, plot_max.y), IM_COL32(255, 255, 255, 150),
                  2.0f);
  }
  for (const auto& s : chart.series) {
    for (std::size_t i = 0; i < s.values.size(); ++i) {
      const ImVec2 here(x_of(static_cast<float>(i)), y_of(s.values[i]));
      if (i > 0) {
        draw->AddLine(ImVec2(x_of(static_cast<float>(i - 1)), y_of(s.values[i - 1])), here,
                      s.colour, 3.0f);
      }
      if (n <= 40) draw->AddCircleFilled(here, scaled(3), s.colour);
    }
  }
  if (chart.marker) {
    const float mx = x_of(std::clamp(chart.marker->x, 0.0f, static_cast<float>(n ? n - 1 : 0)));
    for (std::size_t k = 0; k < chart.marker->values.size() && k < chart.series.size(); ++k) {
      const ImVec2 at(mx, y_of(chart.marker->values[k]));
      draw->AddCircleFilled(at, scaled(7), IM_COL32(255, 255, 255, 255));
      draw->AddCircleFilled(at, scaled(5), chart.series[k].colour);
    }
  }
  ImGui::Dummy(ImVec2(width, height));
  probe().record_view_rect(probe_id, min, max);
}

}  // namespace tableref::gui

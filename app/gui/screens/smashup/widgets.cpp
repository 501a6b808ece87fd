#include "screens/smashup/widgets.hpp"

#include <algorithm>
#include <string>

#include "tableref/referee/smashup/game_end.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

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
  draw_text_in(draw, ImVec2(min.x + (width - size.x) / 2, min.y + (height - size.y) / 2),
               IM_COL32(255, 255, 255, 255), text, max, "smashup.power_bar");
  ImGui::Dummy(ImVec2(width, height));
}

LineChart smashup_vp_chart(std::vector<std::vector<int>> vp_by_turn,
                           const std::vector<int>& vp_now) {
  auto& points = vp_by_turn;
  if (points.empty() || points.back() != vp_now) points.push_back(vp_now);
  LineChart chart;
  chart.y_max = static_cast<float>(smashup::kWinningVp);
  chart.y_step = 5;
  chart.goal = static_cast<float>(smashup::kWinningVp);
  for (std::size_t p = 0; p < vp_now.size(); ++p) {
    ChartSeries series;
    series.colour = seat_colour(static_cast<int>(p));
    for (const auto& row : points) {
      series.values.push_back(p < row.size() ? static_cast<float>(row[p]) : 0.0f);
    }
    chart.series.push_back(std::move(series));
  }
  for (std::size_t i = 0; i < points.size(); ++i) chart.x_labels.push_back(std::to_string(i));
  return chart;
}

}  // namespace tableref::gui

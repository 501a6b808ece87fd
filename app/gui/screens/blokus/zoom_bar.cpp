// Blokus screen: the zoomed board's bar under the window: the overview (tap or drag it to
// move the window there), four arrows that move it half a window, and what it shows.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "app_context.hpp"
#include "screens/blokus/board.hpp"
#include "screens/blokus/zoom_bar.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

struct PanArrow {
  const char* id;
  int dx;
  int dy;
  bool can;
};

// The arrow's triangle in the middle `c` of its button `a` px wide, pointing its way.
void draw_arrow_head(const PanArrow& arrow, ImVec2 c, float a) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float r = a * 0.22f;
  const ImU32 ink = arrow.can ? IM_COL32(240, 240, 240, 255) : IM_COL32(120, 120, 120, 255);
  if (arrow.dx < 0) {
    draw->AddTriangleFilled(ImVec2(c.x - r, c.y), ImVec2(c.x + r, c.y - r),
                            ImVec2(c.x + r, c.y + r), ink);
  } else if (arrow.dx > 0) {
    draw->AddTriangleFilled(ImVec2(c.x + r, c.y), ImVec2(c.x - r, c.y + r),
                            ImVec2(c.x - r, c.y - r), ink);
  } else if (arrow.dy > 0) {
    draw->AddTriangleFilled(ImVec2(c.x, c.y - r), ImVec2(c.x + r, c.y + r),
                            ImVec2(c.x - r, c.y + r), ink);
  } else {
    draw->AddTriangleFilled(ImVec2(c.x, c.y + r), ImVec2(c.x - r, c.y - r),
                            ImVec2(c.x + r, c.y - r), ink);
  }
}

// What the window shows, and how to move it, from `text_x` to the board's right edge.
void draw_view_text(AppContext& ctx, const BlokusBoardGeometry& g, float text_x, float top) {
  const std::string from = blokus::format_cell(GridCell{g.x0, g.y0});
  const std::string to = blokus::format_cell(GridCell{g.x0 + g.cols - 1, g.y0 + g.rows - 1});
  probe().record_text("blokus.view", from + ":" + to);
  const float right = g.board_max.x + g.margin;
  const float wrap = std::max(scaled(80), right - text_x);
  const std::string showing = ctx.tr("blokus.zoom.showing", {Param{"from", from}, Param{"to", to}});
  const std::string hint = ctx.tr("blokus.zoom.hint");
  // The hint only where all of it fits above the area's bottom (a narrow landscape screen
  // leaves a few lines beside the arrows): half a sentence cut off by the edge helps nobody.
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float bottom = ImGui::GetWindowPos().y + ImGui::GetWindowHeight();
  const bool hint_fits = top + line * static_cast<float>(wrap_text(showing, wrap).size() +
                                                         wrap_text(hint, wrap).size()) <=
                         bottom;
  ImGui::SetCursorScreenPos(ImVec2(text_x, top));
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
  wrapped_text(showing.c_str());
  if (hint_fits) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    wrapped_text(hint.c_str());
    ImGui::PopStyleColor();
  }
  ImGui::PopTextWrapPos();
  ImGui::EndGroup();
}

// The overview at `min`, as high as the bar: tap or drag it to move the window there. Returns
// its size.
ImVec2 draw_overview(const BlokusTable& table, const BlokusBoardGeometry& g, ImVec2 min,
                     float height, BlokusBoardView& view) {
  const auto& st = table.session().state();
  // Trigon's rows are sqrt(3) columns high: the overview fits the bar's height either way.
  const float ov_rows = blokus_overview_size(st, 1).y;
  const float ov_cell = std::max(
      2.0f, std::floor(std::min(height / ov_rows,
                                height / static_cast<float>(std::max(g.width, g.height)))));
  const ImVec2 size = blokus_overview_size(st, ov_cell);
  ImGui::SetCursorScreenPos(min);
  ImGui::InvisibleButton("blokus.minimap", size);
  probe().record("blokus.minimap");
  if (ImGui::IsItemActive()) {
    const GridCell at = blokus_overview_cell_at(st, min, ov_cell, ImGui::GetIO().MousePos);
    view.x = std::clamp(at.x - (g.cols - 1) / 2, 0, g.width - g.cols);
    view.y = std::clamp(at.y - (g.rows - 1) / 2, 0, g.height - g.rows);
  }
  draw_blokus_overview(min, ov_cell, st, g);
  return size;
}

// Arrows, half a window per tap, from `x`; returns where the next item goes.
float draw_pan_arrows(const BlokusBoardGeometry& g, float x, float top, float height,
                      BlokusBoardView& view) {
  const int w = g.width;
  const int h = g.height;
  const float a = std::max(touch_size(), scaled(60));
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const int step_x = std::max(1, g.cols / 2);
  const int step_y = std::max(1, g.rows / 2);
  const PanArrow arrows[] = {{"blokus.pan.left", -step_x, 0, g.x0 > 0},
                             {"blokus.pan.up", 0, step_y, g.y0 + g.rows < h},
                             {"blokus.pan.down", 0, -step_y, g.y0 > 0},
                             {"blokus.pan.right", step_x, 0, g.x0 + g.cols < w}};
  for (const auto& arrow : arrows) {
    ImGui::SetCursorScreenPos(ImVec2(x, top + (height - a) / 2));
    ImGui::BeginDisabled(!arrow.can);
    if (touch_button((std::string("##") + arrow.id).c_str(), arrow.id, ImVec2(a, a))) {
      view.x = std::clamp(g.x0 + arrow.dx, 0, w - g.cols);
      view.y = std::clamp(g.y0 + arrow.dy, 0, h - g.rows);
    }
    ImGui::EndDisabled();
    const ImVec2 c((ImGui::GetItemRectMin().x + ImGui::GetItemRectMax().x) / 2,
                   (ImGui::GetItemRectMin().y + ImGui::GetItemRectMax().y) / 2);
    draw_arrow_head(arrow, c, a);
    x += a + gap;
  }
  return x;
}

}  // namespace

void draw_blokus_zoom_bar(AppContext& ctx, const BlokusTable& table, const BlokusBoardGeometry& g,
                          float height, BlokusBoardView& view) {
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const ImVec2 ov_min(top.x + g.margin, top.y);
  const ImVec2 ov_size = draw_overview(table, g, ov_min, height, view);
  const float x = draw_pan_arrows(g, ov_min.x + ov_size.x + scaled(16), top.y, height, view);
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  draw_view_text(ctx, g, x - gap + scaled(16), top.y);
}

}  // namespace tableref::gui

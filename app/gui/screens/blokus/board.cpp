#include "screens/blokus/board.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "screens/blokus/trigon_board.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

ImU32 blokus_color(blokus::Variant variant, blokus::Color color, int alpha) {
  const auto a = static_cast<unsigned>(alpha);
  if (variant == blokus::Variant::kDuo) {
    return color == 0 ? IM_COL32(150, 90, 210, a) : IM_COL32(240, 140, 40, a);
  }
  if (variant == blokus::Variant::kJunior) {  // green and orange, as Pentobi shows Junior
    return color == 0 ? IM_COL32(50, 170, 80, a) : IM_COL32(240, 140, 40, a);
  }
  switch (color) {
    case 0:
      return IM_COL32(60, 110, 235, a);
    case 1:
      return IM_COL32(235, 200, 40, a);
    case 2:
      return IM_COL32(225, 60, 50, a);
    default:
      return IM_COL32(50, 170, 80, a);
  }
}

bool BlokusBoardGeometry::visible(GridCell c) const {
  const bool in = c.x >= x0 && c.y >= y0 && c.x < x0 + cols && c.y < y0 + rows;
  return in && (board == nullptr || board->on_board(c.x, c.y));
}

ImVec2 BlokusBoardGeometry::cell_min(GridCell c) const {
  return ImVec2(origin.x + cell * static_cast<float>(c.x - x0),
                origin.y + row * static_cast<float>(y0 + rows - 1 - c.y));
}

ImVec2 BlokusBoardGeometry::cell_max(GridCell c) const {
  const ImVec2 min = cell_min(c);
  return ImVec2(min.x + (triangles() ? cell * 2 : cell), min.y + row);
}

BlokusCellOutline blokus_cell_outline(const BlokusBoardGeometry& g, GridCell c) {
  if (g.triangles()) return trigon_cell_outline(g, c);
  const ImVec2 min = g.cell_min(c);
  const ImVec2 max = g.cell_max(c);
  return BlokusCellOutline{{min, ImVec2(max.x, min.y), max, ImVec2(min.x, max.y)}, 4};
}

ImVec2 blokus_cell_centre(const BlokusBoardGeometry& g, GridCell c) {
  const auto outline = blokus_cell_outline(g, c);
  ImVec2 sum(0, 0);
  for (int i = 0; i < outline.count; ++i) {
    sum.x += outline.points[static_cast<std::size_t>(i)].x;
    sum.y += outline.points[static_cast<std::size_t>(i)].y;
  }
  return ImVec2(sum.x / static_cast<float>(outline.count),
                sum.y / static_cast<float>(outline.count));
}

float blokus_mark_size(const BlokusBoardGeometry& g) {
  // A triangle's inscribed circle: a third of its height across twice.
  return g.triangles() ? g.row * 2 / 3 : g.cell;
}

void fill_blokus_cell(ImDrawList* draw, const BlokusBoardGeometry& g, GridCell c, ImU32 color,
                      float inset, ImVec2 shift) {
  auto outline = blokus_cell_outline(g, c);
  const ImVec2 mid = blokus_cell_centre(g, c);
  const float half = blokus_mark_size(g) / 2;
  // Shrunk towards the middle: `inset` px off each side (a triangle's sides lie `half` px
  // from its centroid, a square's too).
  const float k = half > 0 ? std::max(0.0f, (half - inset) / half) : 1.0f;
  for (int i = 0; i < outline.count; ++i) {
    auto& q = outline.points[static_cast<std::size_t>(i)];
    q = ImVec2(mid.x + (q.x - mid.x) * k + shift.x, mid.y + (q.y - mid.y) * k + shift.y);
  }
  draw->AddConvexPolyFilled(outline.points.data(), outline.count, color);
}

void outline_blokus_cell(ImDrawList* draw, const BlokusBoardGeometry& g, GridCell c, ImU32 color,
                         float thickness, ImVec2 shift) {
  auto outline = blokus_cell_outline(g, c);
  for (int i = 0; i < outline.count; ++i) {
    auto& q = outline.points[static_cast<std::size_t>(i)];
    q = ImVec2(q.x + shift.x, q.y + shift.y);
  }
  draw->AddPolyline(outline.points.data(), outline.count, color, ImDrawFlags_Closed, thickness);
}

std::optional<GridCell> BlokusBoardGeometry::cell_at(ImVec2 p) const {
  if (triangles()) return trigon_cell_at(*this, p);
  const int x = x0 + static_cast<int>(std::floor((p.x - origin.x) / cell));
  const int y = y0 + rows - 1 - static_cast<int>(std::floor((p.y - origin.y) / cell));
  const GridCell c{x, y};
  if (p.x < origin.x || p.y < origin.y || !visible(c)) return std::nullopt;
  return c;
}

BlokusBoardGeometry blokus_board_geometry(const blokus::GameState& state, float side) {
  if (state.geometry().triangles()) return trigon_board_geometry(state, side);
  BlokusBoardGeometry g;
  g.width = state.info().width;
  g.height = state.info().height;
  g.cols = g.width;
  g.rows = g.height;
  g.margin = scaled(24);
  g.cell = std::floor((side - g.margin * 2) / static_cast<float>(std::max(g.width, g.height)));
  g.start = ImGui::GetCursorScreenPos();
  g.origin = ImVec2(g.start.x + g.margin, g.start.y + g.margin);
  g.board_max = ImVec2(g.origin.x + g.cell * static_cast<float>(g.width),
                       g.origin.y + g.cell * static_cast<float>(g.height));
  g.row = g.cell;
  return g;
}

BlokusBoardGeometry blokus_zoomed_geometry(const blokus::GameState& state, ImVec2 size,
                                           float min_cell, int x0, int y0) {
  if (state.geometry().triangles()) return trigon_zoomed_geometry(state, size, min_cell, x0, y0);
  BlokusBoardGeometry g;
  g.width = state.info().width;
  g.height = state.info().height;
  g.margin = scaled(24);
  const float room_x = std::max(0.0f, size.x - g.margin * 2);
  const float room_y = std::max(0.0f, size.y - g.margin * 2);
  g.cols = std::clamp(static_cast<int>(std::floor(room_x / min_cell)), 1, g.width);
  g.rows = std::clamp(static_cast<int>(std::floor(room_y / min_cell)), 1, g.height);
  g.cell = std::floor(
      std::min(room_x / static_cast<float>(g.cols), room_y / static_cast<float>(g.rows)));
  g.x0 = std::clamp(x0, 0, g.width - g.cols);
  g.y0 = std::clamp(y0, 0, g.height - g.rows);
  g.start = ImGui::GetCursorScreenPos();
  g.origin = ImVec2(g.start.x + g.margin, g.start.y + g.margin);
  g.board_max = ImVec2(g.origin.x + g.cell * static_cast<float>(g.cols),
                       g.origin.y + g.cell * static_cast<float>(g.rows));
  g.row = g.cell;
  return g;
}

ImVec2 blokus_overview_size(const blokus::GameState& st, float cell) {
  const auto w = static_cast<float>(st.info().width);
  const auto h = static_cast<float>(st.info().height);
  if (st.geometry().triangles()) return ImVec2(cell * (w + 1), cell * kTrigonRow * h);
  return ImVec2(cell * w, cell * h);
}

GridCell blokus_overview_cell_at(const blokus::GameState& st, ImVec2 min, float cell, ImVec2 p) {
  const int w = st.info().width;
  const int h = st.info().height;
  const float row = st.geometry().triangles() ? cell * kTrigonRow : cell;
  const int x = static_cast<int>(std::floor((p.x - min.x) / cell));
  const int y = h - 1 - static_cast<int>(std::floor((p.y - min.y) / row));
  return GridCell{std::clamp(x, 0, w - 1), std::clamp(y, 0, h - 1)};
}

ImVec2 draw_blokus_overview(ImVec2 min, float cell, const blokus::GameState& st,
                            const BlokusBoardGeometry& view) {
  if (st.geometry().triangles()) return draw_trigon_overview(min, cell, st, view);
  const int w = st.info().width;
  const int h = st.info().height;
  const ImVec2 max(min.x + cell * static_cast<float>(w), min.y + cell * static_cast<float>(h));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(min, max, IM_COL32(215, 218, 224, 255));
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const int color = st.color_at(GridCell{x, y});
      if (color < 0) continue;
      const ImVec2 c(min.x + cell * static_cast<float>(x),
                     min.y + cell * static_cast<float>(h - 1 - y));
      draw->AddRectFilled(c, ImVec2(c.x + cell, c.y + cell),
                          blokus_color(st.variant(), static_cast<blokus::Color>(color)));
    }
  }
  for (int c = 0; c < st.colors(); ++c) {
    for (const auto& s : st.start_cells(static_cast<blokus::Color>(c))) {
      const ImVec2 p(min.x + cell * (static_cast<float>(s.x) + 0.5f),
                     min.y + cell * (static_cast<float>(h - 1 - s.y) + 0.5f));
      draw->AddCircleFilled(p, std::max(cell * 0.5f, 2.0f),
                            blokus_color(st.variant(), static_cast<blokus::Color>(c)));
    }
  }
  draw->AddRect(min, max, IM_COL32(150, 155, 165, 255));
  // The window the big board shows.
  const ImVec2 wmin(min.x + cell * static_cast<float>(view.x0),
                    min.y + cell * static_cast<float>(h - view.y0 - view.rows));
  const ImVec2 wmax(wmin.x + cell * static_cast<float>(view.cols),
                    wmin.y + cell * static_cast<float>(view.rows));
  draw->AddRectFilled(wmin, wmax, IM_COL32(255, 255, 255, 50));
  draw->AddRect(wmin, wmax, IM_COL32(20, 20, 20, 255), 0, 0, scaled(2.5f));
  return max;
}

namespace {

// Coordinates a..t along the bottom and top, 1..20 along both sides (the visible ones).
void draw_square_coordinates(ImDrawList* draw, const BlokusBoardGeometry& g) {
  const ImU32 ink = IM_COL32(200, 200, 200, 255);
  for (int x = g.x0; x < g.x0 + g.cols; ++x) {
    const std::string letter(1, static_cast<char>('a' + x));
    const ImVec2 size = ImGui::CalcTextSize(letter.c_str());
    const float cx = g.origin.x + g.cell * (static_cast<float>(x - g.x0) + 0.5f) - size.x / 2;
    draw->AddText(ImVec2(cx, g.board_max.y + (g.margin - size.y) / 2), ink, letter.c_str());
    draw->AddText(ImVec2(cx, g.start.y + (g.margin - size.y) / 2), ink, letter.c_str());
  }
  for (int y = g.y0; y < g.y0 + g.rows; ++y) {
    const std::string number = std::to_string(y + 1);
    const ImVec2 size = ImGui::CalcTextSize(number.c_str());
    const float cy =
        g.origin.y + g.cell * (static_cast<float>(g.y0 + g.rows - 1 - y) + 0.5f) - size.y / 2;
    draw->AddText(ImVec2(g.start.x + (g.margin - size.x) / 2, cy), ink, number.c_str());
    draw->AddText(ImVec2(g.board_max.x + (g.margin - size.x) / 2, cy), ink, number.c_str());
  }
}

// The squares in the window, filled in their pieces' colors, each a tap target (or a view)
// named `cell_probe` + its cell, and the grid's lines.
void draw_square_cells(ImDrawList* draw, const BlokusBoardGeometry& g, const blokus::GameState& st,
                       std::string_view cell_probe, bool view_only) {
  const float cs = g.cell;
  // A cell's content for the layout check is the window it is drawn in: panning or zooming
  // moves the cells on purpose, anything else must leave them where they were.
  const std::string window = std::to_string(g.x0) + "," + std::to_string(g.y0) + "," +
                             std::to_string(g.cols) + "x" + std::to_string(g.rows) + "@" +
                             std::to_string(static_cast<int>(g.cell));
  for (int y = g.y0; y < g.y0 + g.rows; ++y) {
    for (int x = g.x0; x < g.x0 + g.cols; ++x) {
      const GridCell c{x, y};
      const ImVec2 min = g.cell_min(c);
      const ImVec2 max(min.x + cs, min.y + cs);
      const int color = st.color_at(c);
      if (color >= 0) {
        draw->AddRectFilled(ImVec2(min.x + 1, min.y + 1), ImVec2(max.x - 1, max.y - 1),
                            blokus_color(st.variant(), static_cast<blokus::Color>(color)));
      }
      if (cell_probe.empty()) continue;
      const std::string id = std::string(cell_probe) + blokus::format_cell(c);
      if (view_only) {
        probe().record_view_rect(id, min, max);
      } else {
        probe().record_rect(id, min, max, window);
      }
    }
  }
  const ImU32 line = IM_COL32(150, 155, 165, 255);
  for (int x = 0; x <= g.cols; ++x) {
    const float px = g.origin.x + cs * static_cast<float>(x);
    draw->AddLine(ImVec2(px, g.origin.y), ImVec2(px, g.board_max.y), line);
  }
  for (int y = 0; y <= g.rows; ++y) {
    const float py = g.origin.y + cs * static_cast<float>(y);
    draw->AddLine(ImVec2(g.origin.x, py), ImVec2(g.board_max.x, py), line);
  }
}

// The start cells of the colors still to place their first piece; the last piece of each
// color (a dot on each of its cells), the latest move outlined.
void draw_square_marks(ImDrawList* draw, const BlokusBoardGeometry& g, const blokus::GameState& st,
                       std::optional<blokus::Color> latest) {
  const float cs = g.cell;
  const auto middle = [&](GridCell c) {
    const ImVec2 min = g.cell_min(c);
    return ImVec2(min.x + cs / 2, min.y + cs / 2);
  };
  for (int c = 0; c < st.colors(); ++c) {
    const auto color = static_cast<blokus::Color>(c);
    for (const auto& s : st.start_cells(color)) {
      if (!g.visible(s)) continue;
      draw->AddCircleFilled(middle(s), cs * 0.3f, blokus_color(st.variant(), color));
      draw->AddCircle(middle(s), cs * 0.3f, IM_COL32(40, 40, 40, 255), 16, scaled(1.5f));
    }
  }
  for (int c = 0; c < st.colors(); ++c) {
    for (const auto& cell : st.last_piece_cells(static_cast<blokus::Color>(c))) {
      if (g.visible(cell))
        draw->AddCircleFilled(middle(cell), cs * 0.14f, IM_COL32(255, 255, 255, 230));
    }
  }
  if (!latest) return;
  for (const auto& cell : st.last_piece_cells(*latest)) {
    if (!g.visible(cell)) continue;
    const ImVec2 min = g.cell_min(cell);
    draw->AddRect(min, ImVec2(min.x + cs, min.y + cs), IM_COL32(20, 20, 20, 255), 0, 0,
                  scaled(2.5f));
  }
}

}  // namespace

void draw_blokus_board(const BlokusBoardGeometry& g, const blokus::GameState& st,
                       std::optional<blokus::Color> latest, std::string_view cell_probe,
                       bool view_only) {
  if (g.triangles()) {
    draw_trigon_board(g, st, latest, cell_probe, view_only);
    return;
  }
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(g.origin, g.board_max, IM_COL32(215, 218, 224, 255));
  draw_square_coordinates(draw, g);
  draw_square_cells(draw, g, st, cell_probe, view_only);
  draw_square_marks(draw, g, st, latest);
}

}  // namespace tableref::gui

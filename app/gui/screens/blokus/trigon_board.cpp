#include "screens/blokus/trigon_board.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "tableref/referee/blokus/sgf.hpp"
#include "tableref/referee/blokus/trigon_piece.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

constexpr ImU32 kBoardFill = IM_COL32(215, 218, 224, 255);
constexpr ImU32 kGrid = IM_COL32(150, 155, 165, 255);
constexpr ImU32 kLabel = IM_COL32(200, 200, 200, 255);

// The letters of a column ("a" .. "z", "aa" ...): the cell's name without its row number.
std::string column_name(int x) {
  std::string name = blokus::format_cell(GridCell{x, 0});
  while (!name.empty() && name.back() >= '0' && name.back() <= '9') name.pop_back();
  return name;
}

// The window's pixel extent from its cell size: cols + 1 steps across, rows rows down.
void place(BlokusBoardGeometry& g, ImVec2 origin) {
  g.row = g.cell * kTrigonRow;
  g.origin = origin;
  g.start = ImVec2(origin.x - g.margin, origin.y - g.margin);
  g.board_max = ImVec2(origin.x + g.cell * static_cast<float>(g.cols + 1),
                       origin.y + g.row * static_cast<float>(g.rows));
}

// Column letters above and below the window, row numbers at both sides. Columns step half a
// triangle: where a name would crowd its neighbour only every other column is named.
void draw_coordinates(ImDrawList* draw, const BlokusBoardGeometry& g) {
  const float widest = ImGui::CalcTextSize("ai").x + scaled(8);
  const int every = std::max(1, static_cast<int>(std::ceil(widest / g.cell)));
  for (int x = g.x0; x < g.x0 + g.cols; ++x) {
    if (x % every != 0) continue;
    const std::string letters = column_name(x);
    const ImVec2 size = ImGui::CalcTextSize(letters.c_str());
    const float cx = g.origin.x + g.cell * static_cast<float>(x - g.x0 + 1) - size.x / 2;
    draw->AddText(ImVec2(cx, g.board_max.y + (g.margin - size.y) / 2), kLabel, letters.c_str());
    draw->AddText(ImVec2(cx, g.start.y + (g.margin - size.y) / 2), kLabel, letters.c_str());
  }
  for (int y = g.y0; y < g.y0 + g.rows; ++y) {
    const std::string number = std::to_string(y + 1);
    const ImVec2 size = ImGui::CalcTextSize(number.c_str());
    const float cy =
        g.origin.y + g.row * (static_cast<float>(g.y0 + g.rows - 1 - y) + 0.5f) - size.y / 2;
    draw->AddText(ImVec2(g.start.x + (g.margin - size.x) / 2, cy), kLabel, number.c_str());
    draw->AddText(ImVec2(g.board_max.x + (g.margin - size.x) / 2, cy), kLabel, number.c_str());
  }
}

// The start points still free: colourless (any color's first piece may take any of them),
// drawn as grey rings.
void draw_start_points(ImDrawList* draw, const BlokusBoardGeometry& g,
                       const blokus::GameState& st) {
  std::vector<GridCell> starts;
  for (int c = 0; c < st.colors(); ++c) {
    for (const auto& s : st.start_cells(static_cast<blokus::Color>(c))) {
      if (std::find(starts.begin(), starts.end(), s) == starts.end()) starts.push_back(s);
    }
  }
  const float r = blokus_mark_size(g) * 0.3f;
  for (const auto& s : starts) {
    if (!g.visible(s)) continue;
    const ImVec2 mid = blokus_cell_centre(g, s);
    draw->AddCircleFilled(mid, r, IM_COL32(120, 124, 134, 255), 16);
    draw->AddCircle(mid, r, IM_COL32(40, 40, 40, 255), 16, scaled(1.5f));
  }
}

}  // namespace

BlokusBoardGeometry trigon_board_geometry(const blokus::GameState& state, float side) {
  BlokusBoardGeometry g;
  g.board = &state.geometry();
  g.width = state.info().width;
  g.height = state.info().height;
  g.cols = g.width;
  g.rows = g.height;
  g.margin = scaled(24);
  const float room = std::max(0.0f, side - g.margin * 2);
  g.cell = std::floor(std::min(room / static_cast<float>(g.width + 1),
                               room / (kTrigonRow * static_cast<float>(g.height))));
  // Centred in the square: the hexagon is wider than it is high.
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float used_x = g.cell * static_cast<float>(g.width + 1);
  const float used_y = g.cell * kTrigonRow * static_cast<float>(g.height);
  place(g, ImVec2(at.x + g.margin + std::floor((room - used_x) / 2),
                  at.y + g.margin + std::floor((room - used_y) / 2)));
  return g;
}

BlokusBoardGeometry trigon_zoomed_geometry(const blokus::GameState& state, ImVec2 size,
                                           float min_row, int x0, int y0) {
  BlokusBoardGeometry g;
  g.board = &state.geometry();
  g.width = state.info().width;
  g.height = state.info().height;
  g.margin = scaled(24);
  const float room_x = std::max(0.0f, size.x - g.margin * 2);
  const float room_y = std::max(0.0f, size.y - g.margin * 2);
  const float min_cell = min_row / kTrigonRow;
  g.cols = std::clamp(static_cast<int>(std::floor(room_x / min_cell)) - 1, 1, g.width);
  g.rows = std::clamp(static_cast<int>(std::floor(room_y / min_row)), 1, g.height);
  g.cell = std::min(room_x / static_cast<float>(g.cols + 1),
                    room_y / (kTrigonRow * static_cast<float>(g.rows)));
  g.x0 = std::clamp(x0, 0, g.width - g.cols);
  g.y0 = std::clamp(y0, 0, g.height - g.rows);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  place(g, ImVec2(at.x + g.margin, at.y + g.margin));
  return g;
}

std::optional<GridCell> trigon_cell_at(const BlokusBoardGeometry& g, ImVec2 p) {
  if (p.x < g.origin.x || p.y < g.origin.y || g.cell <= 0) return std::nullopt;
  const float down = (p.y - g.origin.y) / g.row;
  const int from_top = static_cast<int>(std::floor(down));
  const int y = g.y0 + g.rows - 1 - from_top;
  const float up_frac = 1.0f - (down - static_cast<float>(from_top));  // 0 at the row's bottom
  const float u = (p.x - g.origin.x) / g.cell + static_cast<float>(g.x0);
  const int k = static_cast<int>(std::floor(u));
  // Column x's triangle spans x .. x + 2 steps: of the two that overlap at u, the one whose
  // half-width at this height reaches u (an up triangle narrows towards its top).
  for (const int x : {k, k - 1}) {
    const GridCell c{x, y};
    if (!g.visible(c)) continue;
    const float off = std::fabs(u - static_cast<float>(x + 1));
    const float half = g.board->points_up(x, y) ? 1.0f - up_frac : up_frac;
    if (off <= half + 1e-3f) return c;
  }
  return std::nullopt;
}

BlokusCellOutline trigon_cell_outline(const BlokusBoardGeometry& g, GridCell c) {
  const ImVec2 min = g.cell_min(c);
  const float w = g.cell * 2;
  // Clockwise on screen, as the squares' corners are.
  if (g.board->points_up(c.x, c.y)) {
    return BlokusCellOutline{{ImVec2(min.x + g.cell, min.y), ImVec2(min.x + w, min.y + g.row),
                              ImVec2(min.x, min.y + g.row), ImVec2()},
                             3};
  }
  return BlokusCellOutline{
      {min, ImVec2(min.x + w, min.y), ImVec2(min.x + g.cell, min.y + g.row), ImVec2()}, 3};
}

void draw_trigon_board(const BlokusBoardGeometry& g, const blokus::GameState& st,
                       std::optional<blokus::Color> latest, std::string_view cell_probe,
                       bool view_only) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw_coordinates(draw, g);
  // As on squares: a cell's content for the layout check is the window it is drawn in.
  const std::string window = std::to_string(g.x0) + "," + std::to_string(g.y0) + "," +
                             std::to_string(g.cols) + "x" + std::to_string(g.rows) + "@" +
                             std::to_string(static_cast<int>(g.cell));
  const float line = std::max(1.0f, scaled(1));
  for (int y = g.y0; y < g.y0 + g.rows; ++y) {
    for (int x = g.x0; x < g.x0 + g.cols; ++x) {
      const GridCell c{x, y};
      if (!g.visible(c)) continue;
      const int color = st.color_at(c);
      fill_blokus_cell(
          draw, g, c,
          color >= 0 ? blokus_color(st.variant(), static_cast<blokus::Color>(color)) : kBoardFill);
      outline_blokus_cell(draw, g, c, kGrid, line);
      if (cell_probe.empty()) continue;
      const std::string id = std::string(cell_probe) + blokus::format_cell(c);
      if (view_only) {
        probe().record_view_rect(id, g.cell_min(c), g.cell_max(c));
      } else {
        probe().record_rect(id, g.cell_min(c), g.cell_max(c), window);
      }
    }
  }
  draw_start_points(draw, g, st);
  // The last piece of each color: a dot on each of its triangles, the latest move outlined.
  const float dot = blokus_mark_size(g) * 0.14f;
  for (int c = 0; c < st.colors(); ++c) {
    for (const auto& cell : st.last_piece_cells(static_cast<blokus::Color>(c))) {
      if (g.visible(cell)) {
        draw->AddCircleFilled(blokus_cell_centre(g, cell), dot, IM_COL32(255, 255, 255, 230));
      }
    }
  }
  if (latest) {
    for (const auto& cell : st.last_piece_cells(*latest)) {
      if (g.visible(cell))
        outline_blokus_cell(draw, g, cell, IM_COL32(20, 20, 20, 255), scaled(2.5f));
    }
  }
}

ImVec2 draw_trigon_overview(ImVec2 min, float cell, const blokus::GameState& st,
                            const BlokusBoardGeometry& view) {
  BlokusBoardGeometry ov;
  ov.board = &st.geometry();
  ov.width = st.info().width;
  ov.height = st.info().height;
  ov.cols = ov.width;
  ov.rows = ov.height;
  ov.cell = cell;
  place(ov, min);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (int y = 0; y < ov.height; ++y) {
    for (int x = 0; x < ov.width; ++x) {
      const GridCell c{x, y};
      if (!ov.visible(c)) continue;
      const int color = st.color_at(c);
      fill_blokus_cell(
          draw, ov, c,
          color >= 0 ? blokus_color(st.variant(), static_cast<blokus::Color>(color)) : kBoardFill);
    }
  }
  // The window the big board shows.
  const ImVec2 wmin(min.x + cell * static_cast<float>(view.x0),
                    min.y + ov.row * static_cast<float>(ov.height - view.y0 - view.rows));
  const ImVec2 wmax(wmin.x + cell * static_cast<float>(view.cols + 1),
                    wmin.y + ov.row * static_cast<float>(view.rows));
  draw->AddRectFilled(wmin, wmax, IM_COL32(255, 255, 255, 50));
  draw->AddRect(wmin, wmax, IM_COL32(20, 20, 20, 255), 0, 0, scaled(2.5f));
  return ov.board_max;
}

float draw_trigon_shape(ImDrawList* draw, const blokus::Orientation& o, ImVec2 min, ImVec2 max,
                        ImU32 fill, float side) {
  int lo = 1 << 20;
  int hi = -(1 << 20);
  for (std::size_t i = 0; i < o.size; ++i) {
    lo = std::min<int>(lo, o.cells[i].x);
    hi = std::max<int>(hi, o.cells[i].x);
  }
  const float steps = static_cast<float>(hi - lo + 2);  // half-sides across
  const float w = max.x - min.x;
  const float h = max.y - min.y;
  const float half = std::min(
      {side / 2, w / steps, h / (kTrigonRow * static_cast<float>(std::max<int>(1, o.height)))});
  const float row = half * kTrigonRow;
  const float ox = min.x + (w - half * steps) / 2;
  const float oy = min.y + (h - row * static_cast<float>(o.height)) / 2;
  for (std::size_t i = 0; i < o.size; ++i) {
    const auto& c = o.cells[i];
    const float x = ox + half * static_cast<float>(c.x - lo);
    const float top = oy + row * static_cast<float>(o.height - 1 - c.y);
    const float inset = 1;
    if (blokus::trigon_up(c.x, c.y)) {
      draw->AddTriangleFilled(ImVec2(x + half, top + inset * 2),
                              ImVec2(x + half * 2 - inset * 2, top + row - inset),
                              ImVec2(x + inset * 2, top + row - inset), fill);
    } else {
      draw->AddTriangleFilled(ImVec2(x + inset * 2, top + inset),
                              ImVec2(x + half * 2 - inset * 2, top + inset),
                              ImVec2(x + half, top + row - inset * 2), fill);
    }
  }
  return half * 2;
}

}  // namespace tableref::gui

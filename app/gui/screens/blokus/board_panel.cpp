// Blokus screen: the board panel (board_panel.hpp): the zoom, placing the board (whole, or
// the zoomed window following the color to move) and what is drawn over it: the cells
// tapped, the hints, the move being entered judged live (green or red, the cells the ruling
// names crossed) and the time-out's proposal. Its input is in board_input.cpp, its zoom bar
// in zoom_bar.cpp.
#include "screens/blokus/board_panel.hpp"

#include <SDL.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app_context.hpp"
#include "screens/blokus/board.hpp"
#include "screens/blokus/screen_parts.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

constexpr std::string_view kZoomSetting = "blokus.zoom";

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blokus_screen_parts;  // NOLINT(google-build-using-namespace)

std::vector<GridCell> violation_cells(const Violations& violations) {
  std::vector<GridCell> cells;
  for (const auto& v : violations) {
    if (const auto* p = v.find("cells")) {
      if (const auto* list = std::get_if<std::vector<GridCell>>(p)) {
        cells.insert(cells.end(), list->begin(), list->end());
      }
    }
  }
  return cells;
}

// Cells tapped for the move and, with hints on, where the color can attach.
void draw_tapped_and_hints(const BlokusTable& table, const BlokusBoardGeometry& g,
                           blokus::Color color) {
  const auto& st = table.session().state();
  const auto variant = st.variant();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  if (!table.move().piece) {
    for (const auto& c : table.move().tapped) {
      if (g.visible(c)) fill_blokus_cell(draw, g, c, color_of(variant, color, 150), 1);
    }
  }
  if (!table.hints()) return;
  const float mark = blokus_mark_size(g);
  for (const auto& c : st.attach_cells(color)) {
    if (!g.visible(c)) continue;
    draw->AddCircle(blokus_cell_centre(g, c), mark * 0.22f, color_of(variant, color), 12,
                    scaled(2.5f));
  }
}

// The move being entered: its landing shadow, the ghost lifted above the finger while
// dragging, green when `legal` and red when not.
void draw_entered(const BlokusTable& table, const BlokusBoardGeometry& g, blokus::Color color,
                  const std::vector<GridCell>& cells, bool legal) {
  const auto variant = table.session().state().variant();
  const auto& move = table.move();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImU32 judge = legal ? IM_COL32(40, 200, 90, 255) : IM_COL32(230, 40, 40, 255);
  for (const auto& cell : cells) {
    if (!g.visible(cell)) continue;
    if (move.piece) {
      fill_blokus_cell(draw, g, cell,
                       move.dragging ? IM_COL32(20, 20, 30, 110) : color_of(variant, color, 140));
    }
    outline_blokus_cell(draw, g, cell, judge, scaled(3));
  }
  if (!move.piece || !move.dragging || !move.target) return;
  // The target cell's middle at the finger, lifted above it (cells off the board too).
  const ImVec2 at = blokus_cell_centre(g, *move.target);
  const ImVec2 shift(move.drag_x - at.x, move.drag_y - blokus_mark_size(g) * 0.6f - at.y);
  for (const auto& cell : cells) {
    fill_blokus_cell(draw, g, cell, color_of(variant, color, 120), 0, shift);
    outline_blokus_cell(draw, g, cell, judge, scaled(2), shift);
  }
}

// The cells the ruling names, crossed.
void draw_offending(const BlokusBoardGeometry& g, const std::vector<GridCell>& offending) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float r = blokus_mark_size(g) * 0.3f;
  for (const auto& cell : offending) {
    if (!g.visible(cell)) continue;
    fill_blokus_cell(draw, g, cell, IM_COL32(230, 40, 40, 90));
    const ImVec2 mid = blokus_cell_centre(g, cell);
    draw->AddLine(ImVec2(mid.x - r, mid.y - r), ImVec2(mid.x + r, mid.y + r),
                  IM_COL32(200, 0, 0, 255), scaled(2.5f));
    draw->AddLine(ImVec2(mid.x + r, mid.y - r), ImVec2(mid.x - r, mid.y + r),
                  IM_COL32(200, 0, 0, 255), scaled(2.5f));
  }
}

// The time-out proposal: the piece in its color, outlined thick in gold.
void draw_timeout_proposal(const BlokusTable& table, const BlokusBoardGeometry& g) {
  const auto proposal = table.timeout_shown();
  if (!proposal) return;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (const auto& cell : proposal->cells) {
    if (!g.visible(cell)) continue;
    fill_blokus_cell(draw, g, cell,
                     color_of(table.session().state().variant(), proposal->color, 170));
    outline_blokus_cell(draw, g, cell, IM_COL32(255, 200, 0, 255), scaled(4));
  }
  probe().record_text("blokus.timeout.cells", blokus::format_cells(proposal->cells));
}

// On the drawn board: the cells tapped, the hints, the move being entered judged live, the
// cells the ruling names crossed and the time-out's proposal.
void draw_overlays(const BlokusTable& table, const BlokusBoardGeometry& g) {
  const auto to_move = table.active_color();
  const auto cells = table.move().cells(table.session(), to_move);
  Violations ruling;
  bool legal = false;
  if (!cells.empty() && to_move) {
    auto checked = table.session().check(*to_move, cells);
    legal = checked.ok();
    if (!legal) ruling = checked.violations();
  }
  if (to_move) draw_tapped_and_hints(table, g, *to_move);
  if (!cells.empty() && to_move) draw_entered(table, g, *to_move, cells, legal);
  draw_offending(g, violation_cells(ruling));
  draw_timeout_proposal(table, g);
}

}  // namespace

void BlokusBoardPanel::reset(AppContext& ctx) {
  view_moves_ = static_cast<std::size_t>(-1);
  forget_edge();
  if (!ctx.store) return;
  // The zoom is a setting of this device, kept across sessions; on until turned off.
  zoom_ = true;
  if (auto saved = ctx.store->setting(kZoomSetting); saved && saved.value()) {
    zoom_ = *saved.value() == "1";
  }
}

void BlokusBoardPanel::measure(const BlokusTable& table, ImVec2 area) {
  // Zoom is offered when the whole board's cells would be smaller than a finger (a
  // triangle's row lower than one).
  const auto& st = table.session().state();
  const float full_row = blokus_board_geometry(st, std::min(area.x, area.y)).row;
  zoom_useful_ = st.info().width > 0 && full_row < touch_size();
}

void BlokusBoardPanel::set_zoom(AppContext& ctx, bool on) {
  zoom_ = on;
  view_moves_ = static_cast<std::size_t>(-1);  // centre on the color to move
  if (ctx.store) (void)ctx.store->set_setting(kZoomSetting, on ? "1" : "0");
}

void BlokusBoardPanel::pan_by_keys() {
  if (!zoomed()) return;
  if (ImGui::IsKeyPressed(SDL_SCANCODE_LEFT)) --view_x_;
  if (ImGui::IsKeyPressed(SDL_SCANCODE_RIGHT)) ++view_x_;
  if (ImGui::IsKeyPressed(SDL_SCANCODE_UP)) ++view_y_;
  if (ImGui::IsKeyPressed(SDL_SCANCODE_DOWN)) --view_y_;
}

void BlokusBoardPanel::centre_view(const BlokusTable& table) {
  const auto& st = table.session().state();
  std::vector<GridCell> focus;
  if (const auto color = table.active_color()) {
    focus = st.last_piece_cells(*color);
    if (focus.empty()) focus = st.start_cells(*color);
  }
  float cx = static_cast<float>(st.info().width - 1) / 2;
  float cy = static_cast<float>(st.info().height - 1) / 2;
  if (!focus.empty()) {
    cx = 0;
    cy = 0;
    for (const auto& c : focus) {
      cx += static_cast<float>(c.x);
      cy += static_cast<float>(c.y);
    }
    cx /= static_cast<float>(focus.size());
    cy /= static_cast<float>(focus.size());
  }
  view_x_ = static_cast<int>(std::lround(cx - static_cast<float>(view_cols_ - 1) / 2));
  view_y_ = static_cast<int>(std::lround(cy - static_cast<float>(view_rows_ - 1) / 2));
}

void BlokusBoardPanel::draw(AppContext& ctx, BlokusTable& table, ImVec2 area) {
  const float bar_h = std::max(touch_size(), scaled(104));
  const BlokusBoardGeometry g = place_board(table, area, bar_h);
  gesture_ms_ = ctx.input_ms;
  take_input(table, g);
  const auto& session = table.session();
  draw_blokus_board(g, session.state(),
                    session.moves().empty()
                        ? std::nullopt
                        : std::optional<blokus::Color>(session.moves().back().color),
                    "blokus.cell.");
  draw_overlays(table, g);
  if (zoomed()) {
    ImGui::SetCursorScreenPos(
        ImVec2(g.start.x, g.board_max.y + g.margin + ImGui::GetStyle().ItemSpacing.y));
    draw_zoom_bar(ctx, table, g, bar_h);
  }
}

// Where the board goes in `area`: the whole board centred, or the zoomed window of
// finger-sized cells above its bar (`bar_h`), following the color to move at a new turn.
BlokusBoardGeometry BlokusBoardPanel::place_board(const BlokusTable& table, ImVec2 area,
                                                  float bar_h) {
  const auto& st = table.session().state();
  const bool zoomed_now = zoomed();
  const float spacing = ImGui::GetStyle().ItemSpacing.y;
  const float side = std::min(area.x, area.y);
  // The whole board is a square: centred across an area wider than it (portrait).
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const float whole_x = top.x + std::max(0.0f, (area.x - side) / 2);
  const auto geometry = [&] {
    if (!zoomed_now) {
      ImGui::SetCursorScreenPos(ImVec2(whole_x, top.y));
      return blokus_board_geometry(st, side);
    }
    ImGui::SetCursorScreenPos(top);
    const float height = ImGui::GetContentRegionAvail().y - bar_h - spacing;
    const ImVec2 room(area.x, height);
    const auto left = blokus_zoomed_geometry(st, room, touch_size(), view_x_, view_y_);
    // The window's whole cells leave a strip at the right: centred across it instead.
    const float used = left.board_max.x + left.margin - left.start.x;
    if (area.x - used < 2) return left;
    ImGui::SetCursorScreenPos(ImVec2(top.x + std::floor((area.x - used) / 2), top.y));
    return blokus_zoomed_geometry(st, room, touch_size(), view_x_, view_y_);
  };
  auto g = geometry();
  if (zoomed_now) {
    view_cols_ = g.cols;
    view_rows_ = g.rows;
    if (view_moves_ != table.session().moves().size()) {
      // A new turn (or the zoom just turned on): show the color to move's corner of the board.
      view_moves_ = table.session().moves().size();
      centre_view(table);
      g = geometry();
    }
    view_x_ = g.x0;
    view_y_ = g.y0;
  }
  return g;
}

}  // namespace tableref::gui

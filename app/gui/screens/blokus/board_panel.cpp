// Blokus screen: the board panel (board_panel.hpp): the zoom, placing the board (whole, or
// the zoomed window following the color to move) and drawing it. What is drawn over it is
// in board_overlays.cpp, its input in board_input.cpp, its zoom bar in zoom_bar.cpp.
#include "screens/blokus/board_panel.hpp"

#include <SDL.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app_context.hpp"
#include "screens/blokus/board.hpp"
#include "screens/blokus/board_overlays.hpp"
#include "screens/blokus/screen_parts.hpp"
#include "screens/blokus/zoom_bar.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

constexpr std::string_view kZoomSetting = "blokus.zoom";

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blokus_screen_parts;  // NOLINT(google-build-using-namespace)

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
  draw_blokus_board_overlays(table, g);
  if (zoomed()) {
    ImGui::SetCursorScreenPos(
        ImVec2(g.start.x, g.board_max.y + g.margin + ImGui::GetStyle().ItemSpacing.y));
    BlokusBoardView view{view_x_, view_y_};
    draw_blokus_zoom_bar(ctx, table, g, bar_h, view);
    view_x_ = view.x;
    view_y_ = view.y;
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

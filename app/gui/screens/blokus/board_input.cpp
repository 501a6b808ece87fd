// Blokus screen: the board panel's input. The whole board is one button: a tap is a cell (or
// puts the piece in the hand down there, turned to fit), a drag carries the piece (a piece
// carried from the tray too), a long press puts back what is being entered; a piece held at
// the zoomed window's edge scrolls it.
#include <imgui.h>

#include <algorithm>

#include "screens/blokus/board.hpp"
#include "screens/blokus/board_panel.hpp"

namespace tableref::gui {

void BlokusBoardPanel::take_input(BlokusTable& table, const BlokusBoardGeometry& g) {
  ImGui::SetCursorScreenPos(g.origin);
  ImGui::InvisibleButton("blokus.board",
                         ImVec2(g.board_max.x - g.origin.x, g.board_max.y - g.origin.y));
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const bool game_on = !table.session().state().game_over();
  if (game_on) {
    // A long press on the board (a right click with a mouse) puts back what is being
    // entered: the piece in the hand, the cells tapped; as Clear does.
    if (ImGui::IsItemHovered() && ImGui::IsMouseClicked(ImGuiMouseButton_Right)) {
      table.clear_entry();
    }
    press_or_drag(table, g, mouse);
    if (ImGui::IsItemDeactivated()) release(table, g, mouse);
  }
  if (table.move().tray_drag) carry_from_tray(table, g, mouse);
}

void BlokusBoardPanel::press_or_drag(BlokusTable& table, const BlokusBoardGeometry& g,
                                     ImVec2 mouse) {
  if (ImGui::IsItemActivated()) {
    // A drag that starts on the board may scroll it at once (after the rest in the strip).
    edge_armed_ = true;
    edge_since_ms_ = 0;
  }
  auto& move = table.move();
  if (ImGui::IsItemActive() && move.piece &&
      ImGui::IsMouseDragging(ImGuiMouseButton_Left, g.cell * 0.3f)) {
    move.dragging = true;
    move.drag_x = mouse.x;
    move.drag_y = mouse.y;
    if (auto cell = g.cell_at(mouse)) move.target = *cell;
    follow_to_edge(g, mouse);
  }
}

// The finger lifted from the board: a tap or a drop.
void BlokusBoardPanel::release(BlokusTable& table, const BlokusBoardGeometry& g, ImVec2 mouse) {
  auto& move = table.move();
  if (auto cell = g.cell_at(mouse)) {
    if (move.piece) {
      // A tap or a drop puts the piece down on the cell under the finger (put_piece: as
      // held, or slid or turned to the one way it fits covering that cell); a tap on the
      // same cell again turns it to the next way it fits there.
      const bool again = !move.dragging && move.put_cell && *move.put_cell == *cell;
      move.put_piece(table.session(), table.active_color(), *cell, again);
    } else if (!move.dragging) {
      const auto it = std::find(move.tapped.begin(), move.tapped.end(), *cell);
      if (it != move.tapped.end()) {
        move.tapped.erase(it);
      } else if (table.session().state().color_at(*cell) < 0) {
        move.tapped.push_back(*cell);
      }
    }
  }
  move.dragging = false;
  move.overrule_armed = false;
}

// A piece carried from the tray: it follows the finger over the board (its shadow where it
// would land) and lands where the finger lifts, as a tap there puts it (put_piece). Lifted
// off the board, it stays picked with no target.
void BlokusBoardPanel::carry_from_tray(BlokusTable& table, const BlokusBoardGeometry& g,
                                       ImVec2 mouse) {
  auto& move = table.move();
  const auto cell = table.session().state().game_over() ? std::nullopt : g.cell_at(mouse);
  move.overrule_armed = false;
  if (ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
    if (!move.dragging) {
      edge_armed_ = false;  // coming in from outside: the strip is crossed, not held
      edge_since_ms_ = 0;
    }
    move.dragging = cell.has_value();
    move.drag_x = mouse.x;
    move.drag_y = mouse.y;
    move.target = cell;
    if (cell) follow_to_edge(g, mouse);
    return;
  }
  move.target.reset();
  // A drop that leaves nothing to choose (legal, and the only way the piece fits covering
  // that cell, shown green under the finger before it lifted) is the move: placed at once,
  // Undo takes it back. Where it fits several ways, Confirm waits (docs/blokus.md).
  const auto color = table.active_color();
  const bool placed_now = cell && move.put_piece(table.session(), color, *cell, false);
  move.dragging = false;
  move.tray_drag = false;
  move.tray_press.reset();
  move.tray_dropped = true;
  if (placed_now && color) {
    const auto cells = move.cells(table.session(), color);
    table.act({BlokusAct::Kind::kPlace, *color, cells, controllers::BlokusEntry::kTray});
  }
}

// The zoomed window follows a piece held in its outer half cell, a cell every 0.3 s once it
// has rested there 0.3 s: a finger passing through the strip, or putting a piece down on the
// window's last column, moves nothing. A piece carried in from the tray scrolls nothing
// until the finger has been inside the strip (edge_armed_): on its way in it crosses the
// strip, and the cell it aims at must stay under it.
void BlokusBoardPanel::follow_to_edge(const BlokusBoardGeometry& g, ImVec2 mouse) {
  if (!zoomed()) return;
  const float band = g.cell * 0.5f;
  const int dx = mouse.x < g.origin.x + band ? -1 : mouse.x > g.board_max.x - band ? 1 : 0;
  const int dy = mouse.y < g.origin.y + band ? 1 : mouse.y > g.board_max.y - band ? -1 : 0;
  if (dx == 0 && dy == 0) {
    edge_since_ms_ = 0;
    edge_armed_ = true;
    return;
  }
  if (!edge_armed_) return;
  const std::int64_t now = gesture_ms_;
  if (edge_since_ms_ == 0) edge_since_ms_ = now;
  if (now - edge_since_ms_ >= 300 && now - last_pan_ms_ >= 300) {
    view_x_ += dx;
    view_y_ += dy;
    last_pan_ms_ = now;
  }
}

}  // namespace tableref::gui

// Blokus screen: what the board panel draws over the board: the cells tapped, the hints,
// the move being entered judged live (its shadow, the ghost above the finger, green or red),
// the cells the ruling names crossed and the time-out's proposal.
#include "screens/blokus/board_overlays.hpp"

#include <imgui.h>

#include "screens/blokus/board.hpp"
#include "screens/blokus/screen_parts.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blokus_screen_parts;  // NOLINT(google-build-using-namespace)

namespace {

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

}  // namespace

// On the drawn board: the cells tapped, the hints, the move being entered judged live, the
// cells the ruling names crossed and the time-out's proposal.
void draw_blokus_board_overlays(const BlokusTable& table, const BlokusBoardGeometry& g) {
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

}  // namespace tableref::gui

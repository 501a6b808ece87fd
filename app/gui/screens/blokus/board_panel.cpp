// Blokus screen: the board (whole, or a zoomed window of finger-sized cells with its bar of
// pan arrows and the overview), taking taps and drags, with the move being entered judged
// live on it (green or red, the cells the ruling names crossed), hints and the time-out's
// proposal.
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app_context.hpp"
#include "screens/blokus/board.hpp"
#include "screens/blokus/screen.hpp"
#include "screens/blokus/screen_parts.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
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

}  // namespace

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blokus_screen_parts;  // NOLINT(google-build-using-namespace)

void BlokusScreen::draw_board(AppContext& ctx, ImVec2 area) {
  const float bar_h = std::max(touch_size(), scaled(104));
  const BlokusBoardGeometry g = place_board(area, bar_h);
  gesture_ms_ = ctx.input_ms;
  take_board_input(g);
  draw_blokus_board(g, controller_.state(),
                    controller_.moves().empty()
                        ? std::nullopt
                        : std::optional<blokus::Color>(controller_.moves().back().color),
                    "blokus.cell.");
  draw_board_overlays(g);
  if (zoomed()) {
    ImGui::SetCursorScreenPos(
        ImVec2(g.start.x, g.board_max.y + g.margin + ImGui::GetStyle().ItemSpacing.y));
    draw_zoom_bar(ctx, g, bar_h);
  }
}

// Where the board goes in `area`: the whole board centred, or the zoomed window of
// finger-sized cells above its bar (`bar_h`), following the color to move at a new turn.
BlokusBoardGeometry BlokusScreen::place_board(ImVec2 area, float bar_h) {
  const auto& st = controller_.state();
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
    if (view_moves_ != controller_.moves().size()) {
      // A new turn (or the zoom just turned on): show the color to move's corner of the board.
      view_moves_ = controller_.moves().size();
      centre_view();
      g = geometry();
    }
    view_x_ = g.x0;
    view_y_ = g.y0;
  }
  return g;
}

// Taps and drags on the board: a tap is a cell (or turns the piece in hand to fit there), a
// drag carries the piece, a long press puts back what is being entered.
void BlokusScreen::take_board_input(const BlokusBoardGeometry& g) {
  const auto& st = controller_.state();
  const bool zoomed_now = zoomed();
  const float cs = g.cell;
  // Input: the whole board is one button; a tap is a cell, a drag moves the tray piece.
  ImGui::SetCursorScreenPos(g.origin);
  ImGui::InvisibleButton("blokus.board",
                         ImVec2(g.board_max.x - g.origin.x, g.board_max.y - g.origin.y));
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const bool game_on = !st.game_over();
  // A long press on the board (a right click with a mouse) puts back what is being entered:
  // the piece in the hand, the cells tapped; as Clear does.
  if (game_on && ImGui::IsItemHovered() && ImGui::IsMouseClicked(ImGuiMouseButton_Right)) {
    clear_entry();
  }
  // The zoomed window follows a piece held in its outer half cell, a cell every 0.3 s once
  // it has rested there 0.3 s: a finger passing through the strip, or putting a piece down
  // on the window's last column, moves nothing. A piece carried in from the tray scrolls
  // nothing until the finger has been inside the strip (edge_armed_): on its way in it
  // crosses the strip, and the cell it aims at must stay under it.
  const auto follow_to_edge = [&] {
    if (!zoomed_now) return;
    const float band = cs * 0.5f;
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
  };
  if (game_on && ImGui::IsItemActivated()) {
    // A drag that starts on the board may scroll it at once (after the rest in the strip).
    edge_armed_ = true;
    edge_since_ms_ = 0;
  }
  if (game_on && ImGui::IsItemActive() && piece_ &&
      ImGui::IsMouseDragging(ImGuiMouseButton_Left, cs * 0.3f)) {
    dragging_ = true;
    drag_x_ = mouse.x;
    drag_y_ = mouse.y;
    if (auto cell = g.cell_at(mouse)) target_ = *cell;
    follow_to_edge();
  }
  if (game_on && ImGui::IsItemDeactivated()) {
    if (auto cell = g.cell_at(mouse)) {
      if (piece_) {
        // A tap or a drop puts the piece down on the cell under the finger (put_piece: as
        // held, or slid or turned to the one way it fits covering that cell); a tap on the
        // same cell again turns it to the next way it fits there.
        const bool again = !dragging_ && put_cell_ && *put_cell_ == *cell;
        put_piece(*cell, again);
      } else if (!dragging_) {
        const auto it = std::find(tapped_.begin(), tapped_.end(), *cell);
        if (it != tapped_.end()) {
          tapped_.erase(it);
        } else if (st.color_at(*cell) < 0) {
          tapped_.push_back(*cell);
        }
      }
    }
    dragging_ = false;
    overrule_armed_ = false;
  }
  if (tray_drag_) {
    // A piece carried from the tray: it follows the finger over the board (its shadow where
    // it would land) and lands where the finger lifts, as a tap there puts it (put_piece).
    // Lifted off the board, it stays picked with no target.
    const auto cell = game_on ? g.cell_at(mouse) : std::nullopt;
    if (ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
      if (!dragging_) {
        edge_armed_ = false;  // coming in from outside: the strip is crossed, not held
        edge_since_ms_ = 0;
      }
      dragging_ = cell.has_value();
      drag_x_ = mouse.x;
      drag_y_ = mouse.y;
      target_ = cell;
      if (cell) follow_to_edge();
    } else {
      target_.reset();
      // A drop that leaves nothing to choose (legal, and the only way the piece fits covering
      // that cell, shown green under the finger before it lifted) is the move: placed at
      // once, Undo takes it back. Where it fits several ways, Confirm waits (docs/blokus.md).
      const bool placed_now = cell && put_piece(*cell, false);
      dragging_ = false;
      tray_drag_ = false;
      tray_press_.reset();
      tray_dropped_ = true;
      overrule_armed_ = false;
      if (placed_now) confirm(false);
    }
    overrule_armed_ = false;
  }
}

// On the drawn board: the cells tapped, the hints, the move being entered judged live (its
// shadow, the ghost above the finger, green or red), the cells the ruling names crossed and
// the time-out's proposal.
void BlokusScreen::draw_board_overlays(const BlokusBoardGeometry& g) {
  const auto& st = controller_.state();
  const auto variant = st.variant();
  auto shown = [&](GridCell c) { return g.visible(c); };
  ImDrawList* draw = ImGui::GetWindowDrawList();

  const auto to_move = active_color();
  const auto cells = candidate();
  Violations ruling;
  bool legal = false;
  if (!cells.empty() && to_move) {
    auto checked = controller_.check(*to_move, cells);
    legal = checked.ok();
    if (!legal) ruling = checked.violations();
  }
  const auto offending = violation_cells(ruling);
  const float mark = blokus_mark_size(g);
  // Cells tapped for the move and, with hints on, where the color can attach.
  if (to_move) {
    if (!piece_) {
      for (const auto& c : tapped_) {
        if (shown(c)) fill_blokus_cell(draw, g, c, color_of(variant, *to_move, 150), 1);
      }
    }
    if (hints_) {
      for (const auto& c : st.attach_cells(*to_move)) {
        if (!shown(c)) continue;
        draw->AddCircle(blokus_cell_centre(g, c), mark * 0.22f, color_of(variant, *to_move), 12,
                        scaled(2.5f));
      }
    }
  }
  // The move being entered: its landing shadow, the ghost lifted above the finger while
  // dragging, green when legal and red when not; the cells the ruling names, crossed.
  if (!cells.empty() && to_move) {
    const ImU32 judge = legal ? IM_COL32(40, 200, 90, 255) : IM_COL32(230, 40, 40, 255);
    for (const auto& cell : cells) {
      if (!shown(cell)) continue;
      if (piece_) {
        fill_blokus_cell(draw, g, cell,
                         dragging_ ? IM_COL32(20, 20, 30, 110) : color_of(variant, *to_move, 140));
      }
      outline_blokus_cell(draw, g, cell, judge, scaled(3));
    }
    if (piece_ && dragging_ && target_) {
      // The target cell's middle at the finger, lifted above it (cells off the board too).
      const ImVec2 at = blokus_cell_centre(g, *target_);
      const ImVec2 shift(drag_x_ - at.x, drag_y_ - mark * 0.6f - at.y);
      for (const auto& cell : cells) {
        fill_blokus_cell(draw, g, cell, color_of(variant, *to_move, 120), 0, shift);
        outline_blokus_cell(draw, g, cell, judge, scaled(2), shift);
      }
    }
  }
  for (const auto& cell : offending) {
    if (!shown(cell)) continue;
    fill_blokus_cell(draw, g, cell, IM_COL32(230, 40, 40, 90));
    const ImVec2 mid = blokus_cell_centre(g, cell);
    const float r = mark * 0.3f;
    draw->AddLine(ImVec2(mid.x - r, mid.y - r), ImVec2(mid.x + r, mid.y + r),
                  IM_COL32(200, 0, 0, 255), scaled(2.5f));
    draw->AddLine(ImVec2(mid.x + r, mid.y - r), ImVec2(mid.x - r, mid.y + r),
                  IM_COL32(200, 0, 0, 255), scaled(2.5f));
  }
  // The time-out proposal: the piece in its color, outlined thick in gold.
  if (const auto proposal = timeout_shown()) {
    for (const auto& cell : proposal->cells) {
      if (!shown(cell)) continue;
      fill_blokus_cell(draw, g, cell, color_of(variant, proposal->color, 170));
      outline_blokus_cell(draw, g, cell, IM_COL32(255, 200, 0, 255), scaled(4));
    }
    probe().record_text("blokus.timeout.cells", blokus::format_cells(proposal->cells));
  }
}

// The overview at `min`, as high as the bar: tap or drag it to move the window there. Returns
// its size.
ImVec2 BlokusScreen::draw_overview(const BlokusBoardGeometry& g, ImVec2 min, float height) {
  const auto& st = controller_.state();
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
    view_x_ = std::clamp(at.x - (g.cols - 1) / 2, 0, g.width - g.cols);
    view_y_ = std::clamp(at.y - (g.rows - 1) / 2, 0, g.height - g.rows);
  }
  draw_blokus_overview(min, ov_cell, st, g);
  return size;
}

void BlokusScreen::draw_zoom_bar(AppContext& ctx, const BlokusBoardGeometry& g, float height) {
  const int w = g.width;
  const int h = g.height;
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const ImVec2 ov_min(top.x + g.margin, top.y);
  const ImVec2 ov_size = draw_overview(g, ov_min, height);
  // Arrows, half a window per tap.
  const float a = std::max(touch_size(), scaled(60));
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const int step_x = std::max(1, g.cols / 2);
  const int step_y = std::max(1, g.rows / 2);
  struct Arrow {
    const char* id;
    int dx;
    int dy;
    bool can;
  };
  const Arrow arrows[] = {{"blokus.pan.left", -step_x, 0, g.x0 > 0},
                          {"blokus.pan.up", 0, step_y, g.y0 + g.rows < h},
                          {"blokus.pan.down", 0, -step_y, g.y0 > 0},
                          {"blokus.pan.right", step_x, 0, g.x0 + g.cols < w}};
  float x = ov_min.x + ov_size.x + scaled(16);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (const auto& arrow : arrows) {
    ImGui::SetCursorScreenPos(ImVec2(x, top.y + (height - a) / 2));
    ImGui::BeginDisabled(!arrow.can);
    if (touch_button((std::string("##") + arrow.id).c_str(), arrow.id, ImVec2(a, a))) {
      view_x_ = std::clamp(g.x0 + arrow.dx, 0, w - g.cols);
      view_y_ = std::clamp(g.y0 + arrow.dy, 0, h - g.rows);
    }
    ImGui::EndDisabled();
    const ImVec2 c((ImGui::GetItemRectMin().x + ImGui::GetItemRectMax().x) / 2,
                   (ImGui::GetItemRectMin().y + ImGui::GetItemRectMax().y) / 2);
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
    x += a + gap;
  }
  // What the window shows, and how to move it.
  const std::string from = blokus::format_cell(GridCell{g.x0, g.y0});
  const std::string to = blokus::format_cell(GridCell{g.x0 + g.cols - 1, g.y0 + g.rows - 1});
  probe().record_text("blokus.view", from + ":" + to);
  const float text_x = x - gap + scaled(16);
  const float right = g.board_max.x + g.margin;
  const float wrap = std::max(scaled(80), right - text_x);
  const std::string showing = ctx.tr("blokus.zoom.showing", {Param{"from", from}, Param{"to", to}});
  const std::string hint = ctx.tr("blokus.zoom.hint");
  // The hint only where all of it fits above the area's bottom (a narrow landscape screen
  // leaves a few lines beside the arrows): half a sentence cut off by the edge helps nobody.
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float bottom = ImGui::GetWindowPos().y + ImGui::GetWindowHeight();
  const bool hint_fits = top.y + line * static_cast<float>(wrap_text(showing, wrap).size() +
                                                           wrap_text(hint, wrap).size()) <=
                         bottom;
  ImGui::SetCursorScreenPos(ImVec2(text_x, top.y));
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

}  // namespace tableref::gui

#pragma once
// The Blokus screen's board: the whole board, or a zoomed window of finger-sized cells with
// its bar (the overview and the pan arrows), taking taps and drags, with the move being
// entered judged live on it, the hints and the time-out's proposal. It keeps the zoom (a
// setting of this device), the window shown and the gesture's timing at the window's edge.
#include <cstddef>
#include <cstdint>
#include <optional>

#include "screens/blokus/table.hpp"

struct ImVec2;

namespace tableref::gui {

class AppContext;
struct BlokusBoardGeometry;

class BlokusBoardPanel {
 public:
  // A session opened: the zoom as this device keeps it, the window to be centred.
  void reset(AppContext& ctx);
  // Whether the zoom is offered for a board drawn in `area` (its cells under a finger's size).
  void measure(const BlokusTable& table, ImVec2 area);
  void draw(AppContext& ctx, BlokusTable& table, ImVec2 area);
  [[nodiscard]] bool zoomed() const { return zoom_ && zoom_useful_; }
  [[nodiscard]] bool zoom_useful() const { return zoom_useful_; }
  [[nodiscard]] bool zoom_on() const { return zoom_; }
  void set_zoom(AppContext& ctx, bool on);
  // The arrow keys move the zoomed window a cell (clamped when drawn).
  void pan_by_keys();
  // The move being entered was put back: the finger's rest at the edge starts over.
  void forget_edge() {
    edge_since_ms_ = 0;
    edge_armed_ = false;
  }

 private:
  [[nodiscard]] BlokusBoardGeometry place_board(const BlokusTable& table, ImVec2 area, float bar_h);
  // Centres the zoomed window on the area of the color to move.
  void centre_view(const BlokusTable& table);
  // Taps and drags on the board (board_input.cpp).
  void take_input(BlokusTable& table, const BlokusBoardGeometry& board);
  void press_or_drag(BlokusTable& table, const BlokusBoardGeometry& board, ImVec2 mouse);
  void release(BlokusTable& table, const BlokusBoardGeometry& board, ImVec2 mouse);
  void carry_from_tray(BlokusTable& table, const BlokusBoardGeometry& board, ImVec2 mouse);
  void follow_to_edge(const BlokusBoardGeometry& board, ImVec2 mouse);

  // Zoom: a window of the board with finger-sized cells (cols x rows, bottom-left x0, y0).
  // Zoomed unless this device said otherwise: the zoom applies only where the whole board's
  // cells would be under a finger's size (zoom_useful_), so it is the default exactly there.
  bool zoom_ = true;
  bool zoom_useful_ = false;  // the whole board's cells are smaller than touch_size()
  int view_x_ = 0;
  int view_y_ = 0;
  int view_cols_ = 0;
  int view_rows_ = 0;
  std::size_t view_moves_ = static_cast<std::size_t>(-1);  // moves when last centred
  std::int64_t last_pan_ms_ = 0;
  // A piece dragged into the window's outer half cell scrolls it once it has rested there
  // 0.3 s (edge_since_ms_: since when; 0 outside the strip). A piece carried from the tray
  // crosses that strip on its way in: it scrolls nothing until the finger has been inside
  // the strip once (edge_armed_), so the cells do not move under the finger aiming at them.
  std::int64_t edge_since_ms_ = 0;
  std::int64_t gesture_ms_ = 0;  // this frame's time on the input clock (AppContext::input_ms)
  bool edge_armed_ = false;
};

}  // namespace tableref::gui

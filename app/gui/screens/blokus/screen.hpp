#pragma once
// The Blokus table screen: the board scaled to the window with its coordinates, start cells
// and each color's last piece; a move entered by tapping the covered cells or by picking a
// piece from the color's tray (rotate, flip, drag or tap its target), judged live (green or
// red ghost, the broken rules written out, offending cells marked); confirm, the table's
// overrule, undo, auto-skip notices, hints, clocks, end-of-game scores, .blksgf files.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "screens/screen.hpp"
#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/controllers/session_files.hpp"

struct ImVec2;

namespace tableref::gui {

struct BlokusBoardGeometry;

class BlokusScreen final : public Screen {
 public:
  [[nodiscard]] std::string_view id() const override { return "blokus"; }
  [[nodiscard]] std::string_view title_key() const override { return "game.blokus"; }
  void open(AppContext& ctx, std::int64_t session_id) override;
  void draw(AppContext& ctx) override;

  // Read back by tests.
  [[nodiscard]] const controllers::BlokusController& controller() const { return controller_; }
  [[nodiscard]] std::optional<blokus::PieceId> picked() const { return piece_; }
  [[nodiscard]] std::uint8_t orientation() const { return orientation_; }
  // The cell the held piece's grab cell is on (blokus_grab_cell), when it is on the board.
  [[nodiscard]] std::optional<GridCell> target() const { return target_; }
  [[nodiscard]] bool zoomed() const { return zoom_ && zoom_useful_; }

 private:
  void draw_no_session(AppContext& ctx);
  // The board (whole, or zoomed with its bar) in `area`.
  void draw_board(AppContext& ctx, ImVec2 area);
  [[nodiscard]] BlokusBoardGeometry place_board(ImVec2 area, float bar_h);
  void take_board_input(const BlokusBoardGeometry& board);
  void draw_board_overlays(const BlokusBoardGeometry& board);
  // Zoomed: the pan arrows and the overview under the board window.
  void draw_zoom_bar(AppContext& ctx, const BlokusBoardGeometry& board, float height);
  ImVec2 draw_overview(const BlokusBoardGeometry& board, ImVec2 min, float height);
  void set_zoom(AppContext& ctx, bool on);
  // Centres the zoomed window on the area of the color to move.
  void centre_view();
  void draw_side(AppContext& ctx);
  void draw_turn(AppContext& ctx);
  void draw_clocks(AppContext& ctx);
  void draw_tray(AppContext& ctx);
  void draw_turn_buttons(AppContext& ctx, float width);
  // The ruling box down to `bottom` (the panel's local y where the Confirm row ends).
  void draw_ruling(AppContext& ctx, float bottom);
  void draw_actions(AppContext& ctx);
  [[nodiscard]] int action_count() const;
  // The action buttons in a panel `width` wide: one row when each gets room for its label,
  // else two rows of three.
  [[nodiscard]] int actions_per_row(float width) const;
  [[nodiscard]] float actions_height(float width) const;
  // The tray's columns in a panel `width` wide.
  [[nodiscard]] int tray_columns(float width) const;
  // Portrait: the height the panel below the board needs to show the turn, clocks, tray,
  // ruling, Confirm and the actions without scrolling (the board gets the rest).
  [[nodiscard]] float portrait_panel_height() const;
  // The notices said under the ruling (overruled, skipped, paused clocks, hint count).
  [[nodiscard]] std::string notices(AppContext& ctx) const;
  // With hints on: the count of legal moves and of the cells circled, in the words of the
  // board's cells (hint_key: squares or triangles, before or after the first piece).
  [[nodiscard]] std::string hint_text(AppContext& ctx, blokus::Color color) const;
  [[nodiscard]] std::string hint_key(blokus::Color color) const;
  void draw_timeout(AppContext& ctx);
  void update_timeout();
  void draw_scores(AppContext& ctx);
  void draw_files(AppContext& ctx);
  void handle_keys();
  void turn(int how);
  // The piece in the hand put down with the finger on `cell` (a drop or a tap): where it
  // lands, as BlokusController::drop_fit rules (as held; slid to fit covering the cell; or
  // turned to the one way that fits there). `again` (a second tap on the same cell): the
  // next way it fits covering the cell. True when it landed legal in the only way the piece
  // fits covering that cell: nothing is left to choose.
  bool put_piece(GridCell cell, bool again);
  // Where the piece in the hand would land now, the finger on `cell`: its cells.
  [[nodiscard]] std::vector<GridCell> landing(GridCell cell) const;
  void clear_entry();
  // The cells of the move being entered (tapped cells, or the tray piece on its target).
  [[nodiscard]] std::vector<GridCell> candidate() const;
  // The color being placed: the one to move, or in solo puzzles the one chosen.
  [[nodiscard]] std::optional<blokus::Color> active_color() const;
  // The time-out proposal on show: the clock ran out and the table has not overruled it.
  [[nodiscard]] std::optional<blokus::PlacementInfo> timeout_shown() const;
  void confirm(bool overrule);
  [[nodiscard]] std::string color_label(AppContext& ctx, blokus::Color color) const;

  controllers::BlokusController controller_;
  std::optional<Violation> load_error_;
  Violations problems_;
  std::int64_t session_id_ = 0;
  std::string info_;  // a short notice (exported to ...)

  // The move being entered.
  std::vector<GridCell> tapped_;
  std::optional<blokus::PieceId> piece_;
  std::uint8_t orientation_ = 0;
  std::optional<GridCell> target_;
  // The cell the finger last put the piece on (a second tap there turns it to its next fit),
  // and in how many other ways it fits there when it was left as held, not fitting (said).
  std::optional<GridCell> put_cell_;
  int other_ways_ = 0;
  // The player turned the piece in the hand (buttons, keys): its way is theirs, kept on a
  // drop where it does not fit; else it lies as the tray showed it, a way nobody chose.
  bool turned_ = false;
  bool dragging_ = false;
  float drag_x_ = 0;
  float drag_y_ = 0;
  // A piece dragged from the tray straight onto the board: picked and put on its target in
  // one gesture (then Confirm). The tray piece the finger went down on, whether it has moved
  // (the piece then follows it over the board), and a drop made this frame (the finger
  // lifted over the tray again is no tap on it).
  std::optional<blokus::PieceId> tray_press_;
  bool tray_drag_ = false;
  bool tray_dropped_ = false;
  bool overrule_armed_ = false;
  // The time-out proposal the table overruled (its seed): not shown again for that move.
  std::optional<std::uint64_t> timeout_overruled_;
  bool timeout_showing_ = false;
  bool hints_ = false;
  std::optional<blokus::Color> chosen_color_;
  bool files_open_ = false;
  bool portrait_ = false;  // this frame's arrangement: the board above the panel
  float side_height_ = 0;  // the side panel's content height while it is scrolled

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

  // Files.
  std::string export_path_;
  std::string import_path_;
  std::vector<controllers::ImportFile> folder_files_;  // a folder typed to import from
};

}  // namespace tableref::gui

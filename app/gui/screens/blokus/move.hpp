#pragma once
// The move being entered on the Blokus screen: the cells tapped, or a piece from the tray (its
// way, its target, how the finger carries it). The board, the tray and the ruling share it:
// the one piece of transient state the screen's panels have in common, owned by the screen.
#include <cstdint>
#include <optional>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/blokus/controller.hpp"

namespace tableref::gui {

struct BlokusMove {
  std::vector<GridCell> tapped;
  std::optional<blokus::PieceId> piece;
  std::uint8_t orientation = 0;
  std::optional<GridCell> target;
  // The cell the finger last put the piece on (a second tap there turns it to its next fit),
  // and in how many other ways it fits there when it was left as held, not fitting (said).
  std::optional<GridCell> put_cell;
  int other_ways = 0;
  // The player turned the piece in the hand (buttons, keys): its way is theirs, kept on a
  // drop where it does not fit; else it lies as the tray showed it, a way nobody chose.
  bool turned = false;
  bool dragging = false;
  float drag_x = 0;
  float drag_y = 0;
  // A piece dragged from the tray straight onto the board: picked and put on its target in
  // one gesture (then Confirm). The tray piece the finger went down on, whether it has moved
  // (the piece then follows it over the board), and a drop made this frame (the finger
  // lifted over the tray again is no tap on it).
  std::optional<blokus::PieceId> tray_press;
  bool tray_drag = false;
  bool tray_dropped = false;
  bool overrule_armed = false;

  // Puts back everything entered (Clear, a long press, a move placed).
  void clear();
  // Takes `p` in the hand as the tray shows it (no cells tapped, not yet on the board).
  void pick(blokus::PieceId p);
  // Turns the piece in the hand (a blokus::Turn): Trigon's in 60-degree steps.
  void turn(const controllers::BlokusController& session, int how);
  // The piece in the hand put down with the finger on `cell` (a drop or a tap): where it
  // lands, as BlokusController::drop_fit rules (as held; slid to fit covering the cell; or
  // turned to the one way that fits there). `again` (a second tap on the same cell): the
  // next way it fits covering the cell. True when it landed legal in the only way the piece
  // fits covering that cell: nothing is left to choose.
  bool put_piece(const controllers::BlokusController& session, std::optional<blokus::Color> color,
                 GridCell cell, bool again);
  // Where the piece in the hand would land now, the finger on `cell`: its cells.
  [[nodiscard]] std::vector<GridCell> landing(const controllers::BlokusController& session,
                                              std::optional<blokus::Color> color,
                                              GridCell cell) const;
  // The cells of the move (tapped cells, or the tray piece on its target).
  [[nodiscard]] std::vector<GridCell> cells(const controllers::BlokusController& session,
                                            std::optional<blokus::Color> color) const;
};

}  // namespace tableref::gui

#pragma once
// The foot of the Blokus screen's side panel: Undo, Redo, Hints, the clocks' Pause / Resume,
// Zoom and Files, in one row or two rows of three, the same buttons all game long. It keeps
// whether the hints show; the zoom is the board's, Files opens the files panel.
#include "screens/blokus/table.hpp"

namespace tableref::gui {

class AppContext;
class BlokusBoardPanel;
class BlokusFilesPanel;

class BlokusActionsPanel {
 public:
  void reset() { hints_ = false; }
  [[nodiscard]] bool hints() const { return hints_; }
  void draw(AppContext& ctx, BlokusTable& table, BlokusBoardPanel& board, BlokusFilesPanel& files);
  // The panel's height in a panel `width` wide (the screen keeps room for it at the bottom).
  [[nodiscard]] static float height(const BlokusTable& table, const BlokusBoardPanel& board,
                                    float width);

 private:
  [[nodiscard]] static int count(const BlokusTable& table, const BlokusBoardPanel& board);
  // The action buttons in a panel `width` wide: one row when each gets room for its label,
  // else two rows of three.
  [[nodiscard]] static int per_row(const BlokusTable& table, const BlokusBoardPanel& board,
                                   float width);
  void draw_clock_button(AppContext& ctx, BlokusTable& table, float bw);

  bool hints_ = false;
};

}  // namespace tableref::gui

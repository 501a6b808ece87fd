#pragma once
// The phase's actions on Block-Killer's table (Draw, naming the garbage card drawn, the
// 2-block draw; Play and Pass; Defend and No defence), in buttons of one size that keep their
// places from phase to phase. Its own state: the garbage card being named.
#include <string>
#include <vector>

#include "screens/blockkiller/table.hpp"

struct ImVec2;

namespace tableref::gui {

class AppContext;

class BlockKillerActionsPanel {
 public:
  // A session opened: no card being named.
  void reset() {
    naming_card_ = false;
    drawn_card_ = -1;
  }
  void draw(AppContext& ctx, BlockKillerTable& table);

 private:
  // Draw, "Name the garbage card drawn" (and the cards to name), the 2-block draw.
  void draw_draw_phase(AppContext& ctx, BlockKillerTable& table,
                       const std::vector<std::string>& labels, const ImVec2& size);

  bool naming_card_ = false;  // the draw names the garbage card drawn
  int drawn_card_ = -1;       // index in the garbage catalog
};

}  // namespace tableref::gui

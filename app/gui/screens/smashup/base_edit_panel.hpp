#pragma once
// Smash Up's side panel for one base: its breakpoint and VP edited, Replace, and the monsters
// on it (added, controlled, removed). Its own state is the values being edited.
#include <array>

#include "screens/smashup/table.hpp"

namespace tableref::gui {

class AppContext;

class SmashupBaseEditPanel {
 public:
  // Opening the panel for `slot` starts from the base's own numbers.
  void open(const controllers::SmashupController& session, int slot);
  void draw(AppContext& ctx, SmashupTable& table, int slot);

 private:
  void draw_monsters(AppContext& ctx, SmashupTable& table, int slot, float label_w);

  int breakpoint_ = 0;
  std::array<int, 3> vp_{};
  int monster_power_ = 5;
};

}  // namespace tableref::gui

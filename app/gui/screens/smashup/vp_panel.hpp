#pragma once
// Smash Up's side panel for one player's VP: an adjustment with its note, Madness, and the
// player's VP history. Its own state is the adjustment being entered.
#include <string>

#include "screens/smashup/table.hpp"

namespace tableref::gui {

class AppContext;

class SmashupVpPanel {
 public:
  // A new adjustment: +1, no note (on opening, and once one is applied).
  void reset() {
    delta_ = 1;
    note_.clear();
  }
  void draw(AppContext& ctx, SmashupTable& table, int player);

 private:
  int delta_ = 1;
  std::string note_;
};

}  // namespace tableref::gui

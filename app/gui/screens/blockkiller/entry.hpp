#pragma once
// The play being entered on Block-Killer's screen (an attack of the current player or the
// target's answer): what the entry's panels share. What only one panel needs (the card being
// placed, the hint's hand, the fumen shown) is that panel's own.
#include "tableref/controllers/blockkiller/draft.hpp"

namespace tableref::gui {

struct BlockKillerEntry {
  bool defence = false;
  int player = 0;
  int target = -1;
  controllers::BlockKillerDraft draft;
  bool scroll_top = true;  // a new entry (or mode, or tab) starts at the top of its controls
};

}  // namespace tableref::gui

#pragma once
// Field mode of a play being entered on Block-Killer's screen: the field with its taps, ghost
// and the hint's play; the referee's ruling on the next card and Place / Clear / Remove; the
// tabs over the garbage stack, the cards by piece + turn + column, and the best-play hint.
// Its own state: the card being placed, the tab, and the controls' panel.
#include <string>

#include "screens/blockkiller/entry.hpp"
#include "screens/blockkiller/field_controls.hpp"
#include "screens/blockkiller/hint_panel.hpp"
#include "screens/blockkiller/table.hpp"
#include "tableref/controllers/blockkiller/draft.hpp"

namespace tableref::gui {

class AppContext;

class BlockKillerFieldPanel {
 public:
  // A new entry: the T piece at column 4, no cells tapped, the garbage stack's tab.
  void reset() { *this = BlockKillerFieldPanel{}; }
  void draw(AppContext& ctx, const BlockKillerTable& table, BlockKillerEntry& entry,
            BlockKillerHintPanel& hint);
  // "Use this play" of the hint replaced the draft: the cells tapped go.
  void clear_taps() { placing_.tapped.clear(); }

 private:
  void draw_tabs(AppContext& ctx, BlockKillerEntry& entry);
  void draw_board(const BlockKillerTable& table, BlockKillerEntry& entry,
                  const BlockKillerHintPanel& hint, float cell);
  // The ruling on the next card (tapped cells, else the ghost) and Place / Clear / Remove.
  void draw_next_piece(AppContext& ctx, const BlockKillerTable& table, BlockKillerEntry& entry);
  void draw_place_buttons(AppContext& ctx, const BlockKillerTable& table, BlockKillerEntry& entry,
                          const controllers::NextPieceRuling& ruling, bool paired);
  [[nodiscard]] controllers::NextPieceRuling next_piece_ruling(const BlockKillerTable& table,
                                                               const BlockKillerEntry& entry) const;
  void place_piece(const BlockKillerTable& table, BlockKillerEntry& entry);

  BlockKillerPlacing placing_;
  int tab_ = 0;                // 0 garbage stack, 1 block cards, 2 best-play hint
  float controls_height_ = 0;  // keep_scrolled_height of the field controls
  BlockKillerFieldControls controls_;
};

}  // namespace tableref::gui

#pragma once
// Field mode's scrolled controls on Block-Killer's screen: the garbage stack (built from the
// player's garbage cards), the next card by piece + turn + column, sharing the play as a
// fumen (and back), and the play's piece-by-piece breakdown. Its own state: the flip of the
// next garbage card and the fumen shown.
#include <optional>
#include <string>
#include <vector>

#include "screens/blockkiller/entry.hpp"
#include "screens/blockkiller/table.hpp"
#include "tableref/base/result.hpp"
#include "tableref/referee/blockkiller/piece.hpp"

namespace tableref::gui {

class AppContext;

// The card being placed on the field: by its cells (tapped) or by piece + turn + column.
struct BlockKillerPlacing {
  blockkiller::Piece piece = blockkiller::Piece::kT;
  int rotation = 0;
  int column = 4;
  std::vector<GridCell> tapped;  // the next card's cells (the card recognised from them)
};

class BlockKillerFieldControls {
 public:
  void draw_stack(AppContext& ctx, const BlockKillerTable& table, BlockKillerEntry& entry);
  // The next card by piece + turn + column, sharing, and the breakdown.
  void draw_cards(AppContext& ctx, const BlockKillerTable& table, BlockKillerEntry& entry,
                  BlockKillerPlacing& placing);

 private:
  void draw_by_piece(AppContext& ctx, BlockKillerPlacing& placing);
  void draw_sharing(AppContext& ctx, const BlockKillerTable& table, BlockKillerEntry& entry,
                    BlockKillerPlacing& placing);
  void import_fumen(const std::string& text, BlockKillerEntry& entry, BlockKillerPlacing& placing);

  bool flipped_ = false;
  std::string fumen_;  // the last exported fumen
  std::optional<Violation> fumen_error_;
};

// The play's piece-by-piece breakdown (what each card cleared and scored).
void draw_blockkiller_breakdown(AppContext& ctx, const BlockKillerTable& table,
                                const BlockKillerEntry& entry);

}  // namespace tableref::gui

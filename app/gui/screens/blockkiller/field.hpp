#pragma once
// The Block-Killer field of a play as the table screen (field entry) and the replay draw it:
// the start field (garbage rows) with each block card drawn where it went in its piece's
// colour, rows it cleared kept and struck through so the whole play stays readable. The
// referee's coordinates (the field after the pieces, cleared rows gone) map onto the
// display rows through the plan. Input stays with the caller.
#include <imgui.h>

#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/blockkiller/draft.hpp"
#include "tableref/referee/blockkiller/field.hpp"

namespace tableref::gui {

[[nodiscard]] ImU32 blockkiller_piece_colour(blockkiller::Piece piece);
[[nodiscard]] ImU32 blockkiller_seat_colour(int seat);

struct BlockKillerFieldPlan {
  int rows = 1;
  std::vector<std::vector<ImU32>> colours;  // [display row][x]; 0: empty
  std::vector<int> cleared;                 // display rows the pieces cleared
  std::vector<int> current;                 // display row -> the referee's row (-1: cleared)
  blockkiller::Field field;                 // the field after the legal pieces
  // The display row of the referee's row `y` of `field`.
  [[nodiscard]] int to_display(int y) const;
};

// The plan of `rows` display rows for the draft's pieces on its evaluated start field.
[[nodiscard]] BlockKillerFieldPlan plan_blockkiller_field(
    const controllers::DraftEvaluation& eval, const controllers::BlockKillerDraft& draft, int rows);

// The display cells of each legal piece of the draft, in play order: where it goes on the
// start field, the rows cleared by the pieces before it kept in view (as the plan draws them).
[[nodiscard]] std::vector<std::vector<GridCell>> blockkiller_piece_display_cells(
    const controllers::DraftEvaluation& eval, const controllers::BlockKillerDraft& draft);

// A step of a suggested play (the best-play hint): its cells (display rows), drawn as a
// translucent piece with its number in every cell.
struct BlockKillerHintStep {
  int number = 1;
  std::vector<GridCell> cells;
  ImU32 colour = 0;
};

// What the caller lays over the play: cells tapped for the next piece (referee rows), the
// ghost of the piece being placed (display rows) and the steps of a suggested play.
struct BlockKillerFieldOverlay {
  std::vector<GridCell> tapped;
  std::vector<GridCell> ghost;
  ImU32 colour = 0;
  std::vector<BlockKillerHintStep> hint;
};

// Draws the plan at the cursor (cell * 10 wide, cell * rows high; the cursor is left at its
// top left) and records each live cell as "<cell_probe><x>.<y>" unless cell_probe is empty;
// the cells of hint step n as "<cell_probe>hint.<n>.<k>"; as view-only rectangles with
// `view_only` (a field drawn for reading, which takes no taps: the replay).
void draw_blockkiller_field(const BlockKillerFieldPlan& plan, float cell,
                            const BlockKillerFieldOverlay& overlay, std::string_view cell_probe,
                            bool view_only = false);

}  // namespace tableref::gui

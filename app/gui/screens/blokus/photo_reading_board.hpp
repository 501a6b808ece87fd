#pragma once
// The Blokus photo screen's reading as a board whose cells a tap changes: the whole reading,
// and a loupe of finger-sized cells beside it where the whole reading's cells are smaller
// than a finger; each cell with its marks (uncertain, set by the player, broken rule, new
// piece, unexplained). It keeps where the loupe looks; the tap is the screen's to apply.
#include <optional>
#include <vector>

#include "tableref/controllers/blokus/photo_reader.hpp"

struct ImVec2;

namespace tableref::gui {

class AppContext;

// What the reading board sees: the reader, the session comparison, whether during a game.
struct PhotoReadingView {
  const controllers::BlokusPhotoReader& reader;
  const controllers::PhotoUpdate& update;
  bool game = false;
};

class BlokusPhotoReadingBoard {
 public:
  // A new photo or board: the loupe at the top left.
  void reset() {
    loupe_x_ = 0;
    loupe_y_ = 0;
  }
  // Draws the reading in a panel `width` wide; returns the cell tapped (to change its colour).
  std::optional<vision::PictureCell> draw(AppContext& ctx, const PhotoReadingView& v, float width);

 private:
  // What the session comparison marks on a cell of the reading (during a game).
  struct CellMarkSet {
    bool new_piece = false;
    bool unexplained = false;
  };
  // Per picture cell (y * size + x): the new pieces' cells and those no placement explains.
  [[nodiscard]] static std::vector<CellMarkSet> session_marks(const PhotoReadingView& v);
  // The reading's cells from `first`, `cols` x `rows` of `cs` px at `at`, with their marks;
  // `targets`: each cell recorded as a tap target for the tests.
  static void draw_window(const PhotoReadingView& v, const std::vector<CellMarkSet>& marks,
                          ImVec2 at, float cs, vision::PictureCell first, int cols, int rows,
                          bool targets);
  // The loupe over the reading at `origin` (cells `cell` px): k x k cells of `loupe_cell` px
  // around the last cell `hit` on the reading, beside it or under it; returns a cell tapped.
  std::optional<vision::PictureCell> draw_loupe(const PhotoReadingView& v,
                                                const std::vector<CellMarkSet>& marks,
                                                ImVec2 origin, float cell, int k, float loupe_cell,
                                                bool beside,
                                                std::optional<vision::PictureCell> hit);

  // The loupe: a window of the reading with finger-sized cells, its top-left picture cell.
  int loupe_x_ = 0;
  int loupe_y_ = 0;
};

}  // namespace tableref::gui

#pragma once
// What the rules say about a board read from a photo: its same-colour groups (each must be
// one Blokus piece, as two pieces of a colour never share an edge), pieces a colour has
// twice, and pieces not joined corner to corner to their colour's start.
//
// Where a colour starts is read from the board, under the referee's own first-move rule
// `reading_options()`: on the classic board any corner (players choose their corners, the
// box rules say only "the first piece covers a corner"), so a colour's start is the board
// corner it covers; on Duo's board the two start points.
#include <array>
#include <optional>
#include <vector>

#include "tableref/referee/blokus/piece.hpp"
#include "tableref/referee/blokus/variant.hpp"
#include "tableref/vision/board_reading.hpp"

namespace tableref::vision {

struct CellGroup {
  CellColor color = CellColor::kEmpty;
  std::vector<PictureCell> cells;        // picture cells, row by row from the top
  std::optional<blokus::PieceId> piece;  // nullopt: the cells form no piece
  bool duplicate = false;                // the colour has this piece in an earlier group too
  bool connected = true;  // joined corner to corner to the piece on the colour's start
};

struct BoardAnalysis {
  // As BoardReading::rotation. Classic board: the one asked for, 0 by default (any corner
  // is a start, so turning the picture changes nothing). Duo: the one whose start points
  // are best covered by their colours (and fewest disconnected pieces).
  int rotation = 0;
  // Per referee colour: the picture cell its pieces start from (the corner it covers; Duo:
  // its start point), nullopt when it covers none. A colour covering two corners starts
  // from the one that joins the most of its pieces (the first in the referee's order of
  // corners on a tie).
  std::array<std::optional<PictureCell>, blokus::kMaxColors> start{};
  std::vector<CellGroup> groups;
  int not_pieces = 0;
  int duplicates = 0;
  int disconnected = 0;
  // A measure of how badly the rules are broken (0 for a legal board), used to correct.
  [[nodiscard]] int penalty() const { return 3 * not_pieces + 2 * duplicates + 2 * disconnected; }
};

// The rules a board read from a photo is judged by: the first piece in any free corner of
// the classic board (the referee ignores it on Duo's board, whose start points are fixed).
// A board legal under fixed start corners is legal under it too.
[[nodiscard]] blokus::Options reading_options();

// `cells`: size * size colours, row by row from the picture's top. With `rotation` unset:
// 0 on the classic board, the best fitting one on Duo's (see BoardAnalysis::rotation).
[[nodiscard]] BoardAnalysis analyse_board(const std::vector<CellColor>& cells, int size,
                                          blokus::Variant variant,
                                          std::optional<int> rotation = std::nullopt);

// Picture cell <-> referee cell for a board of `size` turned by `rotation` quarter turns.
[[nodiscard]] GridCell picture_to_referee(PictureCell cell, int size, int rotation);
[[nodiscard]] PictureCell referee_to_picture(GridCell cell, int size, int rotation);

}  // namespace tableref::vision

#pragma once
// What the rules say about a board read from a photo: its same-colour groups (each must be
// one Blokus piece, as two pieces of a colour never share an edge), pieces a colour has
// twice, and pieces not joined corner to corner to their colour's start cell.
#include <optional>
#include <vector>

#include "tableref/referee/blokus/piece.hpp"
#include "tableref/vision/board_reading.hpp"

namespace tableref::vision {

struct CellGroup {
  CellColor color = CellColor::kEmpty;
  std::vector<PictureCell> cells;        // picture cells, row by row from the top
  std::optional<blokus::PieceId> piece;  // nullopt: the cells form no piece
  bool duplicate = false;                // the colour has this piece in an earlier group too
  bool connected = true;  // joined corner to corner to the piece on the colour's start cell
};

struct BoardAnalysis {
  int rotation = 0;  // as BoardReading::rotation: the one that best fits the start cells
  std::vector<CellGroup> groups;
  int not_pieces = 0;
  int duplicates = 0;
  int disconnected = 0;
  // A measure of how badly the rules are broken (0 for a legal board), used to correct.
  [[nodiscard]] int penalty() const { return 3 * not_pieces + 2 * duplicates + 2 * disconnected; }
};

// `cells`: size * size colours, row by row from the picture's top. With `rotation` unset, the
// rotation whose start cells are best covered by their colours (and fewest disconnected
// pieces) is chosen.
[[nodiscard]] BoardAnalysis analyse_board(const std::vector<CellColor>& cells, int size,
                                          blokus::Variant variant,
                                          std::optional<int> rotation = std::nullopt);

// Picture cell <-> referee cell for a board of `size` turned by `rotation` quarter turns.
[[nodiscard]] GridCell picture_to_referee(PictureCell cell, int size, int rotation);
[[nodiscard]] PictureCell referee_to_picture(GridCell cell, int size, int rotation);

}  // namespace tableref::vision

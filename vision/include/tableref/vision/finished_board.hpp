#pragma once
// A board read from a photo, taken as a position: its pieces, an audit of what the rules
// refuse, a legal per-colour placement order rebuilt from the picture, the referee's
// position (the pieces placed in that order) and the scores under both conventions.
#include <array>
#include <vector>

#include "tableref/referee/blokus/game.hpp"
#include "tableref/referee/blokus/scoring.hpp"
#include "tableref/vision/board_analysis.hpp"
#include "tableref/vision/board_reading.hpp"

namespace tableref::vision {

struct PieceOnBoard {
  int color = 0;  // the referee's colour index
  blokus::PieceId piece = 0;
  std::vector<PictureCell> cells;
  std::vector<GridCell> board_cells;  // the referee's cells
};

struct BoardAudit {
  std::vector<CellGroup> not_pieces;    // same-colour groups that form no piece
  std::vector<CellGroup> duplicates;    // a colour's piece seen a second time
  std::vector<CellGroup> disconnected;  // pieces not joined corner to corner to their start
  [[nodiscard]] bool clean() const {
    return not_pieces.empty() && duplicates.empty() && disconnected.empty();
  }
};

struct FinishedBoard {
  std::vector<PieceOnBoard> pieces;  // each colour's in a legal placement order
  BoardAudit audit;
  // The position: every piece placed in that order (as setup placements, which record no
  // turns); the pieces the audit refuses are left out.
  blokus::GameState state;
  blokus::Scores scores;
};

// `monomino_last[c]`: the table says colour c placed its monomino last (a photo cannot
// show it). Honoured when the colour placed all its pieces and the monomino can go last.
[[nodiscard]] FinishedBoard finish_board(const BoardReading& reading,
                                         std::array<bool, blokus::kMaxColors> monomino_last = {});

// A colour's pieces ordered so that each one is legal when placed: the one on the start
// cell first, then each next piece touching an earlier one corner to corner (breadth first),
// the monomino last when asked and possible. Pieces not connected are left out.
[[nodiscard]] std::vector<PieceOnBoard> placement_order(std::vector<PieceOnBoard> pieces,
                                                        GridCell start, bool monomino_last);

}  // namespace tableref::vision

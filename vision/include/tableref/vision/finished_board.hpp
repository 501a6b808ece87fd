#pragma once
// A board read from a photo, taken as a position: its pieces, an audit of what the rules
// refuse, a legal per-colour placement order rebuilt from the picture, the referee's
// position (the pieces placed in that order) and the scores under both conventions.
// Each colour starts from the corner it covers on the board (any-corner rule, see
// board_analysis.hpp); the position is a GameState under reading_options().
#include <array>
#include <optional>
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
  std::vector<CellGroup> not_pieces;  // same-colour groups that form no piece
  std::vector<CellGroup> duplicates;  // a colour's piece seen a second time
  // Pieces not joined corner to corner to their start through pieces the rules accept (a
  // piece joined only through a group that is no piece or a duplicate is here too).
  std::vector<CellGroup> disconnected;
  // Colours (the referee's index) with pieces on the board but none on a start corner (Duo:
  // start point): all their pieces are in `disconnected`, none is scored.
  std::vector<int> no_start;
  [[nodiscard]] bool clean() const {
    return not_pieces.empty() && duplicates.empty() && disconnected.empty();
  }
};

struct FinishedBoard {
  std::vector<PieceOnBoard> pieces;  // each colour's in a legal placement order
  // Per colour, the referee's cell its first piece covers: the corner where it is on the
  // board (BoardAnalysis::start); nullopt when it covers none.
  std::array<std::optional<GridCell>, blokus::kMaxColors> start{};
  BoardAudit audit;
  // The position: every piece placed in that order (as setup placements, which record no
  // turns); the pieces the audit refuses are left out, so a colour covering no corner
  // scores as having placed nothing while the other colours are scored in full.
  blokus::GameState state;
  blokus::Scores scores;
};

// `monomino_last[c]`: the table says colour c placed its monomino last (a photo cannot
// show it). Honoured when the colour placed all its pieces and the monomino can go last.
[[nodiscard]] FinishedBoard finish_board(const BoardReading& reading,
                                         std::array<bool, blokus::kMaxColors> monomino_last = {});

// A colour's pieces ordered so that each one is legal when placed: the one on the start
// cell (the colour's corner) first, then each next piece touching an earlier one corner to corner
// (breadth first), the monomino last when asked and possible. Pieces not connected are left out.
[[nodiscard]] std::vector<PieceOnBoard> placement_order(std::vector<PieceOnBoard> pieces,
                                                        GridCell start, bool monomino_last);

}  // namespace tableref::vision

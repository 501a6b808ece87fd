#pragma once
// A Blokus board read from a photo, entered as a session through the Blokus controller's
// normal event log, so that history, replay and statistics work on it:
//  - "Save as a finished session": a new session, every piece placed in a legal per-colour
//    order (vision::finish_board), the colours taking turns as the referee asks; the
//    session is marked finished with its result.
//  - During a game: the photo compared with the session's board (turned to fit it, from
//    whichever side it was taken); the new pieces per colour
//    found and checked by the referee, then placed with one confirmation; cells that changed
//    in a way no placement explains (a piece moved or lifted) listed.
#include <cstdint>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/controllers/game_setup.hpp"
#include "tableref/db/store.hpp"
#include "tableref/vision/finished_board.hpp"

namespace tableref::controllers {

// Creates the session (`setup`: a Blokus setup whose variant matches the board's) and enters
// the board's pieces. A colour whose turn it is with none of its pieces left to enter is
// passed over by an overruled placement of the next colour's piece ("the table overrules the
// referee": the photo cannot tell in which order the colours ran out). The session ends
// finished with the board's result even when the referee would still see moves.
[[nodiscard]] Result<std::int64_t> save_photo_session(db::Store& store, const SessionSetup& setup,
                                                      const vision::FinishedBoard& board,
                                                      std::int64_t now_ms);

struct PhotoUpdate {
  // Quarter turns from the picture to the session's board (as BoardReading::rotation) that
  // fit the session best: picture cells are vision::referee_to_picture(cell, size, rotation).
  int rotation = 0;
  // New pieces per colour that the referee accepts on the session's board, in the order
  // they will be placed (turn order).
  std::vector<blokus::PlacementInfo> placements;
  // Same-colour groups of new cells that the referee refuses, with its reasons.
  std::vector<std::pair<std::vector<GridCell>, Violations>> refused;
  // Cells the session has covered that the photo shows differently (moved or lifted).
  std::vector<GridCell> unexplained;
};

// Compares the photo's reading with the session's board (the referee's cells), the photo
// turned to fit the session (a classic board read alone is taken as the picture shows it).
[[nodiscard]] PhotoUpdate compare_with_session(const BlokusController& controller,
                                               const vision::BoardReading& reading);
// Places the update's pieces through the controller (normal events); stops at the first
// refusal and returns it.
[[nodiscard]] Status apply_photo_update(BlokusController& controller, const PhotoUpdate& update,
                                        std::int64_t now_ms);

}  // namespace tableref::controllers

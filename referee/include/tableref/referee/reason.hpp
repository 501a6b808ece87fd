#pragma once
// Reason codes are stored in databases and printed by the CLI: never renumber one.
// Ranges: 1xxx Blokus, 2xxx Block-Killer, 3xxx Smash Up, 4xxx HDCG, 9xxx store/input.
#include <cstdint>
#include <string_view>

namespace tableref {

enum class Reason : std::uint16_t {
  // --- Blokus (1000-1999) ---
  kBlokusNotAPiece = 1001,           // cells: the cells form none of the 21 pieces
  kBlokusOffBoard = 1002,            // cells, width, height
  kBlokusOverlap = 1003,             // cells: already covered
  kBlokusEdgeContact = 1004,         // cells: share an edge with the same color
  kBlokusNoCornerContact = 1005,     // cells: the piece; no corner touches the same color
  kBlokusMissesStartCell = 1006,     // cells: the start cell(s) the first piece must cover
  kBlokusPieceAlreadyPlayed = 1007,  // piece
  kBlokusNotYourTurn = 1008,         // color, expected
  kBlokusGameOver = 1009,
  kBlokusPieceNotInSet = 1010,   // piece
  kBlokusLargestFirst = 1011,    // piece, size, required
  kBlokusBadOrientation = 1012,  // piece, orientation, count
  kBlokusNothingToUndo = 1013,
  kBlokusNoSuchColor = 1014,     // color
  kBlokusSgfSyntax = 1101,       // line, column, expected
  kBlokusSgfUnknownGame = 1102,  // line, column, game
  kBlokusSgfBadCell = 1103,      // line, column, value
  kBlokusSgfBadProperty = 1104,  // line, column, property, game
  kBlokusSgfNoGame = 1105,

  // --- Block-Killer (2000-2999) ---
  // (block-killer reasons go here)

  // --- Smash Up (3000-3999) ---
  // (smash-up reasons go here)

  // --- HDCG (4000-4999) ---
  // (hdcg reasons go here)

  // --- Store and input (9000-9999) ---
  kStoreCannotOpen = 9001,
  kStoreNotADatabase = 9002,
  kStoreCorrupt = 9003,
  kStoreLocked = 9004,
  kStoreNewerVersion = 9005,
  kStoreIoError = 9006,
  kStoreNotFound = 9007,
  kStoreConstraint = 9008,
  kStoreMigrationFailed = 9009,
  kStoreInvalidArgument = 9010,
  kStoreReadOnly = 9011,
  kInputMalformed = 9101,
  kInputUnknownKey = 9102,
  kInputBadValue = 9103,
};

// Stable machine name of a reason ("blokus.overlap"); also the catalog key suffix.
[[nodiscard]] std::string_view reason_name(Reason reason);

// Every defined reason, for tests that walk the catalog.
[[nodiscard]] const Reason* all_reasons_begin();
[[nodiscard]] const Reason* all_reasons_end();

}  // namespace tableref

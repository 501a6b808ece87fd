#pragma once
// Blokus's reason codes (1000-1999): why a Blokus move, file or undo is refused. Stored in
// databases and printed by the CLI: never renumber one. The name is the catalog key suffix
// ("reason.<name>").
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "tableref/base/reason_table.hpp"

namespace tableref::blokus {

enum class Reason : std::uint16_t {
  kBlokusNotAPiece = 1001,           // cells, edge (0: squares; Trigon: the hexagon's edge)
  kBlokusOffBoard = 1002,            // cells, width, height, edge
  kBlokusOverlap = 1003,             // cells: already covered
  kBlokusEdgeContact = 1004,         // cells: share an edge with the same color
  kBlokusNoCornerContact = 1005,     // cells: the piece; no corner touches the same color
  kBlokusMissesStartCell = 1006,     // cells: the start cell(s) the first piece must cover; edge
  kBlokusPieceAlreadyPlayed = 1007,  // piece
  kBlokusNotYourTurn = 1008,         // color, expected
  kBlokusGameOver = 1009,
  kBlokusPieceNotInSet = 1010,   // piece
  kBlokusLargestFirst = 1011,    // piece, size, required
  kBlokusBadOrientation = 1012,  // piece, orientation, count
  kBlokusNothingToUndo = 1013,
  kBlokusNoSuchColor = 1014,  // color
  kBlokusNothingToRedo = 1015,
  kBlokusSgfSyntax = 1101,       // line, column, expected
  kBlokusSgfUnknownGame = 1102,  // line, column, game
  kBlokusSgfBadCell = 1103,      // line, column, value
  kBlokusSgfBadProperty = 1104,  // line, column, property, game
  kBlokusSgfNoGame = 1105,
};

inline constexpr std::array kReasonNames{
    ReasonRow<Reason>{Reason::kBlokusNotAPiece, "blokus.not_a_piece"},
    ReasonRow<Reason>{Reason::kBlokusOffBoard, "blokus.off_board"},
    ReasonRow<Reason>{Reason::kBlokusOverlap, "blokus.overlap"},
    ReasonRow<Reason>{Reason::kBlokusEdgeContact, "blokus.edge_contact"},
    ReasonRow<Reason>{Reason::kBlokusNoCornerContact, "blokus.no_corner_contact"},
    ReasonRow<Reason>{Reason::kBlokusMissesStartCell, "blokus.misses_start_cell"},
    ReasonRow<Reason>{Reason::kBlokusPieceAlreadyPlayed, "blokus.piece_already_played"},
    ReasonRow<Reason>{Reason::kBlokusNotYourTurn, "blokus.not_your_turn"},
    ReasonRow<Reason>{Reason::kBlokusGameOver, "blokus.game_over"},
    ReasonRow<Reason>{Reason::kBlokusPieceNotInSet, "blokus.piece_not_in_set"},
    ReasonRow<Reason>{Reason::kBlokusLargestFirst, "blokus.largest_first"},
    ReasonRow<Reason>{Reason::kBlokusBadOrientation, "blokus.bad_orientation"},
    ReasonRow<Reason>{Reason::kBlokusNothingToUndo, "blokus.nothing_to_undo"},
    ReasonRow<Reason>{Reason::kBlokusNoSuchColor, "blokus.no_such_color"},
    ReasonRow<Reason>{Reason::kBlokusNothingToRedo, "blokus.nothing_to_redo"},
    ReasonRow<Reason>{Reason::kBlokusSgfSyntax, "blokus.sgf_syntax"},
    ReasonRow<Reason>{Reason::kBlokusSgfUnknownGame, "blokus.sgf_unknown_game"},
    ReasonRow<Reason>{Reason::kBlokusSgfBadCell, "blokus.sgf_bad_cell"},
    ReasonRow<Reason>{Reason::kBlokusSgfBadProperty, "blokus.sgf_bad_property"},
    ReasonRow<Reason>{Reason::kBlokusSgfNoGame, "blokus.sgf_no_game"},
};

// Every code, for tests that walk the catalog.
[[nodiscard]] inline std::vector<ReasonCode> reasons() {
  return codes_in(kReasonNames);
}

}  // namespace tableref::blokus

template <>
struct tableref::ReasonEnumTraits<tableref::blokus::Reason> {
  static constexpr std::string_view name(tableref::blokus::Reason r) {
    return name_in(tableref::blokus::kReasonNames, r);
  }
};

#include "tableref/referee/reason.hpp"

#include <array>

namespace tableref {
namespace {

struct ReasonEntry {
  Reason reason;
  std::string_view name;
};

// One row per reason; the name is the catalog key "reason.<name>".
constexpr std::array kReasons{
    // --- Blokus ---
    ReasonEntry{Reason::kBlokusNotAPiece, "blokus.not_a_piece"},
    ReasonEntry{Reason::kBlokusOffBoard, "blokus.off_board"},
    ReasonEntry{Reason::kBlokusOverlap, "blokus.overlap"},
    ReasonEntry{Reason::kBlokusEdgeContact, "blokus.edge_contact"},
    ReasonEntry{Reason::kBlokusNoCornerContact, "blokus.no_corner_contact"},
    ReasonEntry{Reason::kBlokusMissesStartCell, "blokus.misses_start_cell"},
    ReasonEntry{Reason::kBlokusPieceAlreadyPlayed, "blokus.piece_already_played"},
    ReasonEntry{Reason::kBlokusNotYourTurn, "blokus.not_your_turn"},
    ReasonEntry{Reason::kBlokusGameOver, "blokus.game_over"},
    ReasonEntry{Reason::kBlokusPieceNotInSet, "blokus.piece_not_in_set"},
    ReasonEntry{Reason::kBlokusLargestFirst, "blokus.largest_first"},
    ReasonEntry{Reason::kBlokusBadOrientation, "blokus.bad_orientation"},
    ReasonEntry{Reason::kBlokusNothingToUndo, "blokus.nothing_to_undo"},
    ReasonEntry{Reason::kBlokusNoSuchColor, "blokus.no_such_color"},
    ReasonEntry{Reason::kBlokusSgfSyntax, "blokus.sgf_syntax"},
    ReasonEntry{Reason::kBlokusSgfUnknownGame, "blokus.sgf_unknown_game"},
    ReasonEntry{Reason::kBlokusSgfBadCell, "blokus.sgf_bad_cell"},
    ReasonEntry{Reason::kBlokusSgfBadProperty, "blokus.sgf_bad_property"},
    ReasonEntry{Reason::kBlokusSgfNoGame, "blokus.sgf_no_game"},
    // --- Block-Killer ---
    // --- Smash Up ---
    // --- HDCG ---
    // --- Store and input ---
    ReasonEntry{Reason::kStoreCannotOpen, "store.cannot_open"},
    ReasonEntry{Reason::kStoreNotADatabase, "store.not_a_database"},
    ReasonEntry{Reason::kStoreCorrupt, "store.corrupt"},
    ReasonEntry{Reason::kStoreLocked, "store.locked"},
    ReasonEntry{Reason::kStoreNewerVersion, "store.newer_version"},
    ReasonEntry{Reason::kStoreIoError, "store.io_error"},
    ReasonEntry{Reason::kStoreNotFound, "store.not_found"},
    ReasonEntry{Reason::kStoreConstraint, "store.constraint"},
    ReasonEntry{Reason::kStoreMigrationFailed, "store.migration_failed"},
    ReasonEntry{Reason::kStoreInvalidArgument, "store.invalid_argument"},
    ReasonEntry{Reason::kStoreReadOnly, "store.read_only"},
    ReasonEntry{Reason::kInputMalformed, "input.malformed"},
    ReasonEntry{Reason::kInputUnknownKey, "input.unknown_key"},
    ReasonEntry{Reason::kInputBadValue, "input.bad_value"},
};

constexpr std::array<Reason, kReasons.size()> make_reason_list() {
  std::array<Reason, kReasons.size()> list{};
  for (std::size_t i = 0; i < kReasons.size(); ++i) list[i] = kReasons[i].reason;
  return list;
}
constexpr auto kReasonList = make_reason_list();

}  // namespace

std::string_view reason_name(Reason reason) {
  for (const auto& entry : kReasons) {
    if (entry.reason == reason) return entry.name;
  }
  return "unknown";
}

const Reason* all_reasons_begin() {
  return kReasonList.data();
}
const Reason* all_reasons_end() {
  return kReasonList.data() + kReasonList.size();
}

}  // namespace tableref

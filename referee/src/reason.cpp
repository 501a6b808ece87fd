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
    // --- Block-Killer ---
    ReasonEntry{Reason::kBkNotAPiece, "blockkiller.not_a_piece"},
    ReasonEntry{Reason::kBkOutOfField, "blockkiller.out_of_field"},
    ReasonEntry{Reason::kBkOverlap, "blockkiller.overlap"},
    ReasonEntry{Reason::kBkNotResting, "blockkiller.not_resting"},
    ReasonEntry{Reason::kBkUnreachable, "blockkiller.unreachable"},
    ReasonEntry{Reason::kBkFieldBadRow, "blockkiller.field_bad_row"},
    ReasonEntry{Reason::kBkFieldTooTall, "blockkiller.field_too_tall"},
    ReasonEntry{Reason::kBkGarbageUnknownCard, "blockkiller.garbage_unknown_card"},
    ReasonEntry{Reason::kBkCatalogBadRow, "blockkiller.catalog_bad_row"},
    ReasonEntry{Reason::kBkQuickBadLines, "blockkiller.quick_bad_lines"},
    ReasonEntry{Reason::kBkTableBadSetup, "blockkiller.table_bad_setup"},
    ReasonEntry{Reason::kBkTableNotYourTurn, "blockkiller.table_not_your_turn"},
    ReasonEntry{Reason::kBkTableMustDrawFirst, "blockkiller.table_must_draw_first"},
    ReasonEntry{Reason::kBkTableTwoBlockNotAllowed, "blockkiller.table_two_block_not_allowed"},
    ReasonEntry{Reason::kBkTableBlockLimit, "blockkiller.table_block_limit"},
    ReasonEntry{Reason::kBkTableBadTarget, "blockkiller.table_bad_target"},
    ReasonEntry{Reason::kBkTableNotEnoughCards, "blockkiller.table_not_enough_cards"},
    ReasonEntry{Reason::kBkTableBadPlay, "blockkiller.table_bad_play"},
    ReasonEntry{Reason::kBkTableGameOver, "blockkiller.table_game_over"},
    ReasonEntry{Reason::kBkTableBadPlayer, "blockkiller.table_bad_player"},
    ReasonEntry{Reason::kBkFumenBadPrefix, "blockkiller.fumen_bad_prefix"},
    ReasonEntry{Reason::kBkFumenBadChar, "blockkiller.fumen_bad_char"},
    ReasonEntry{Reason::kBkFumenTruncated, "blockkiller.fumen_truncated"},
    ReasonEntry{Reason::kBkFumenBadValue, "blockkiller.fumen_bad_value"},
    ReasonEntry{Reason::kBkFumenFieldTooTall, "blockkiller.fumen_field_too_tall"},
    ReasonEntry{Reason::kBkFumenNoPieces, "blockkiller.fumen_no_pieces"},
    ReasonEntry{Reason::kBkFumenFieldEdited, "blockkiller.fumen_field_edited"},
    ReasonEntry{Reason::kBkTableAlreadyDrew, "blockkiller.table_already_drew"},
    ReasonEntry{Reason::kBkTableAwaitingDefence, "blockkiller.table_awaiting_defence"},
    ReasonEntry{Reason::kBkTableNoAttack, "blockkiller.table_no_attack"},
    ReasonEntry{Reason::kBkHandExceedsDeck, "blockkiller.hand_exceeds_deck"},
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

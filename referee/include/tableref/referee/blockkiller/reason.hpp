#pragma once
// Block-Killer's reason codes (2000-2999): why a Block-Killer entry, card or turn is refused.
// Stored in databases and printed by the CLI: never renumber one. The name is the catalog key
// suffix ("reason.<name>").
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "tableref/base/reason_table.hpp"

namespace tableref::blockkiller {

enum class Reason : std::uint16_t {
  kBkNotAPiece = 2001,
  kBkOutOfField = 2002,
  kBkOverlap = 2003,
  kBkNotResting = 2004,
  kBkUnreachable = 2005,
  kBkNoBlockShape = 2006,  // cells, count: tapped cells that form no block card
  kBkFieldBadRow = 2010,
  kBkFieldTooTall = 2011,
  kBkGarbageUnknownCard = 2012,
  kBkCatalogBadRow = 2013,
  kBkQuickBadLines = 2020,
  kBkTableBadSetup = 2030,
  kBkTableNotYourTurn = 2031,
  kBkTableMustDrawFirst = 2032,
  kBkTableTwoBlockNotAllowed = 2033,
  kBkTableBlockLimit = 2034,
  kBkTableBadTarget = 2035,
  kBkTableNotEnoughCards = 2036,
  kBkTableBadPlay = 2037,
  kBkTableGameOver = 2038,
  kBkTableBadPlayer = 2039,
  kBkFumenBadPrefix = 2040,
  kBkFumenBadChar = 2041,
  kBkFumenTruncated = 2042,
  kBkFumenBadValue = 2043,
  kBkFumenFieldTooTall = 2044,
  kBkFumenNoPieces = 2045,
  kBkFumenFieldEdited = 2046,
  kBkTableAlreadyDrew = 2050,
  kBkTableAwaitingDefence = 2051,
  kBkTableNoAttack = 2052,
  kBkHandExceedsDeck = 2060,
  kBkNothingToUndo = 2070,
};

inline constexpr std::array kReasonNames{
    ReasonRow<Reason>{Reason::kBkNotAPiece, "blockkiller.not_a_piece"},
    ReasonRow<Reason>{Reason::kBkOutOfField, "blockkiller.out_of_field"},
    ReasonRow<Reason>{Reason::kBkOverlap, "blockkiller.overlap"},
    ReasonRow<Reason>{Reason::kBkNotResting, "blockkiller.not_resting"},
    ReasonRow<Reason>{Reason::kBkUnreachable, "blockkiller.unreachable"},
    ReasonRow<Reason>{Reason::kBkNoBlockShape, "blockkiller.no_block_shape"},
    ReasonRow<Reason>{Reason::kBkFieldBadRow, "blockkiller.field_bad_row"},
    ReasonRow<Reason>{Reason::kBkFieldTooTall, "blockkiller.field_too_tall"},
    ReasonRow<Reason>{Reason::kBkGarbageUnknownCard, "blockkiller.garbage_unknown_card"},
    ReasonRow<Reason>{Reason::kBkCatalogBadRow, "blockkiller.catalog_bad_row"},
    ReasonRow<Reason>{Reason::kBkQuickBadLines, "blockkiller.quick_bad_lines"},
    ReasonRow<Reason>{Reason::kBkTableBadSetup, "blockkiller.table_bad_setup"},
    ReasonRow<Reason>{Reason::kBkTableNotYourTurn, "blockkiller.table_not_your_turn"},
    ReasonRow<Reason>{Reason::kBkTableMustDrawFirst, "blockkiller.table_must_draw_first"},
    ReasonRow<Reason>{Reason::kBkTableTwoBlockNotAllowed,
                      "blockkiller.table_two_block_not_allowed"},
    ReasonRow<Reason>{Reason::kBkTableBlockLimit, "blockkiller.table_block_limit"},
    ReasonRow<Reason>{Reason::kBkTableBadTarget, "blockkiller.table_bad_target"},
    ReasonRow<Reason>{Reason::kBkTableNotEnoughCards, "blockkiller.table_not_enough_cards"},
    ReasonRow<Reason>{Reason::kBkTableBadPlay, "blockkiller.table_bad_play"},
    ReasonRow<Reason>{Reason::kBkTableGameOver, "blockkiller.table_game_over"},
    ReasonRow<Reason>{Reason::kBkTableBadPlayer, "blockkiller.table_bad_player"},
    ReasonRow<Reason>{Reason::kBkFumenBadPrefix, "blockkiller.fumen_bad_prefix"},
    ReasonRow<Reason>{Reason::kBkFumenBadChar, "blockkiller.fumen_bad_char"},
    ReasonRow<Reason>{Reason::kBkFumenTruncated, "blockkiller.fumen_truncated"},
    ReasonRow<Reason>{Reason::kBkFumenBadValue, "blockkiller.fumen_bad_value"},
    ReasonRow<Reason>{Reason::kBkFumenFieldTooTall, "blockkiller.fumen_field_too_tall"},
    ReasonRow<Reason>{Reason::kBkFumenNoPieces, "blockkiller.fumen_no_pieces"},
    ReasonRow<Reason>{Reason::kBkFumenFieldEdited, "blockkiller.fumen_field_edited"},
    ReasonRow<Reason>{Reason::kBkTableAlreadyDrew, "blockkiller.table_already_drew"},
    ReasonRow<Reason>{Reason::kBkTableAwaitingDefence, "blockkiller.table_awaiting_defence"},
    ReasonRow<Reason>{Reason::kBkTableNoAttack, "blockkiller.table_no_attack"},
    ReasonRow<Reason>{Reason::kBkHandExceedsDeck, "blockkiller.hand_exceeds_deck"},
    ReasonRow<Reason>{Reason::kBkNothingToUndo, "blockkiller.nothing_to_undo"},
};

// Every code, for tests that walk the catalog.
[[nodiscard]] inline std::vector<ReasonCode> reasons() {
  return codes_in(kReasonNames);
}

}  // namespace tableref::blockkiller

template <>
struct tableref::ReasonEnumTraits<tableref::blockkiller::Reason> {
  static constexpr std::string_view name(tableref::blockkiller::Reason r) {
    return name_in(tableref::blockkiller::kReasonNames, r);
  }
};

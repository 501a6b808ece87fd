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
    ReasonEntry{Reason::kBlokusNothingToRedo, "blokus.nothing_to_redo"},
    ReasonEntry{Reason::kBlokusSgfSyntax, "blokus.sgf_syntax"},
    ReasonEntry{Reason::kBlokusSgfUnknownGame, "blokus.sgf_unknown_game"},
    ReasonEntry{Reason::kBlokusSgfBadCell, "blokus.sgf_bad_cell"},
    ReasonEntry{Reason::kBlokusSgfBadProperty, "blokus.sgf_bad_property"},
    ReasonEntry{Reason::kBlokusSgfNoGame, "blokus.sgf_no_game"},
    ReasonEntry{Reason::kVisionBadImage, "blokus.photo_bad_image"},
    ReasonEntry{Reason::kVisionImageTooSmall, "blokus.photo_too_small"},
    ReasonEntry{Reason::kVisionNoBoard, "blokus.photo_no_board"},
    ReasonEntry{Reason::kVisionBadCorners, "blokus.photo_bad_corners"},
    ReasonEntry{Reason::kVisionNoGrid, "blokus.photo_no_grid"},
    // --- Block-Killer ---
    ReasonEntry{Reason::kBkNotAPiece, "blockkiller.not_a_piece"},
    ReasonEntry{Reason::kBkOutOfField, "blockkiller.out_of_field"},
    ReasonEntry{Reason::kBkOverlap, "blockkiller.overlap"},
    ReasonEntry{Reason::kBkNotResting, "blockkiller.not_resting"},
    ReasonEntry{Reason::kBkUnreachable, "blockkiller.unreachable"},
    ReasonEntry{Reason::kBkNoBlockShape, "blockkiller.no_block_shape"},
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
    ReasonEntry{Reason::kSmashupCatalogHeader, "smashup.catalog_header"},
    ReasonEntry{Reason::kSmashupCatalogColumns, "smashup.catalog_columns"},
    ReasonEntry{Reason::kSmashupCatalogEmptyField, "smashup.catalog_empty_field"},
    ReasonEntry{Reason::kSmashupCatalogNumber, "smashup.catalog_number"},
    ReasonEntry{Reason::kSmashupCatalogPrinting, "smashup.catalog_printing"},
    ReasonEntry{Reason::kSmashupCatalogConfidence, "smashup.catalog_confidence"},
    ReasonEntry{Reason::kSmashupCatalogDuplicate, "smashup.catalog_duplicate"},
    ReasonEntry{Reason::kSmashupCatalogEmpty, "smashup.catalog_empty"},
    ReasonEntry{Reason::kSmashupNegativeBreakpoint, "smashup.negative_breakpoint"},
    ReasonEntry{Reason::kSmashupVpPlaces, "smashup.vp_places"},
    ReasonEntry{Reason::kSmashupNegativeVpValue, "smashup.negative_vp_value"},
    ReasonEntry{Reason::kSmashupNegativePower, "smashup.negative_power"},
    ReasonEntry{Reason::kSmashupNegativeMinions, "smashup.negative_minions"},
    ReasonEntry{Reason::kSmashupNegativeCounters, "smashup.negative_counters"},
    ReasonEntry{Reason::kSmashupNegativeMonster, "smashup.negative_monster"},
    ReasonEntry{Reason::kSmashupNegativeTitanPower, "smashup.negative_titan_power"},
    ReasonEntry{Reason::kSmashupNegativeVp, "smashup.negative_vp"},
    ReasonEntry{Reason::kSmashupNegativeMadness, "smashup.negative_madness"},
    ReasonEntry{Reason::kSmashupEmptyName, "smashup.empty_name"},
    ReasonEntry{Reason::kSmashupDuplicatePlayer, "smashup.duplicate_player"},
    ReasonEntry{Reason::kSmashupPlayerCount, "smashup.player_count"},
    ReasonEntry{Reason::kSmashupBaseCount, "smashup.base_count"},
    ReasonEntry{Reason::kSmashupEmptyFaction, "smashup.empty_faction"},
    ReasonEntry{Reason::kSmashupFactionTaken, "smashup.faction_taken"},
    ReasonEntry{Reason::kSmashupEmptyBaseName, "smashup.empty_base_name"},
    ReasonEntry{Reason::kSmashupNotEnoughFactions, "smashup.not_enough_factions"},
    ReasonEntry{Reason::kSmashupNotEnoughBases, "smashup.not_enough_bases"},
    ReasonEntry{Reason::kSmashupNotStarted, "smashup.not_started"},
    ReasonEntry{Reason::kSmashupAlreadyStarted, "smashup.already_started"},
    ReasonEntry{Reason::kSmashupGameOver, "smashup.game_over"},
    ReasonEntry{Reason::kSmashupNoSuchPlayer, "smashup.no_such_player"},
    ReasonEntry{Reason::kSmashupNoSuchBase, "smashup.no_such_base"},
    ReasonEntry{Reason::kSmashupNoSuchMonster, "smashup.no_such_monster"},
    ReasonEntry{Reason::kSmashupEmptySlot, "smashup.empty_slot"},
    ReasonEntry{Reason::kSmashupNotScorePhase, "smashup.not_score_phase"},
    ReasonEntry{Reason::kSmashupBaseNotReady, "smashup.base_not_ready"},
    ReasonEntry{Reason::kSmashupOtherBaseScoring, "smashup.other_base_scoring"},
    ReasonEntry{Reason::kSmashupBaseStillReady, "smashup.base_still_ready"},
    ReasonEntry{Reason::kSmashupSlotToFill, "smashup.slot_to_fill"},
    ReasonEntry{Reason::kSmashupEndTurnTooEarly, "smashup.end_turn_too_early"},
    ReasonEntry{Reason::kSmashupNothingToUndo, "smashup.nothing_to_undo"},
    ReasonEntry{Reason::kSmashupScoringUnfinished, "smashup.scoring_unfinished"},
    // --- HDCG ---
    ReasonEntry{Reason::kHdcgBadNumber, "hdcg.bad_number"},
    ReasonEntry{Reason::kHdcgDivisionByZero, "hdcg.division_by_zero"},
    ReasonEntry{Reason::kHdcgBadHandDivisor, "hdcg.bad_hand_divisor"},
    ReasonEntry{Reason::kHdcgBadMaxHp, "hdcg.bad_max_hp"},
    ReasonEntry{Reason::kHdcgHpAboveMax, "hdcg.hp_above_max"},
    ReasonEntry{Reason::kHdcgNegativeAmount, "hdcg.negative_amount"},
    ReasonEntry{Reason::kHdcgWrongDiscardCount, "hdcg.wrong_discard_count"},
    ReasonEntry{Reason::kHdcgNotJudgementPhase, "hdcg.not_judgement_phase"},
    ReasonEntry{Reason::kHdcgJudgementOutOfRange, "hdcg.judgement_out_of_range"},
    ReasonEntry{Reason::kHdcgDeckTooSmall, "hdcg.deck_too_small"},
    ReasonEntry{Reason::kHdcgCardNotInHand, "hdcg.card_not_in_hand"},
    ReasonEntry{Reason::kHdcgUnknownCharacter, "hdcg.unknown_character"},
    ReasonEntry{Reason::kHdcgUnknownModifier, "hdcg.unknown_modifier"},
    ReasonEntry{Reason::kHdcgChainEmpty, "hdcg.chain_empty"},
    ReasonEntry{Reason::kHdcgNotAWeapon, "hdcg.not_a_weapon"},
    ReasonEntry{Reason::kHdcgNotArmour, "hdcg.not_armour"},
    ReasonEntry{Reason::kHdcgCharacterOut, "hdcg.character_out"},
    ReasonEntry{Reason::kHdcgNothingToUndo, "hdcg.nothing_to_undo"},
    ReasonEntry{Reason::kHdcgFieldCycle, "hdcg.field_cycle"},
    ReasonEntry{Reason::kHdcgEventDeckEmpty, "hdcg.event_deck_empty"},
    ReasonEntry{Reason::kHdcgDuplicateCard, "hdcg.duplicate_card"},
    ReasonEntry{Reason::kHdcgNotStarted, "hdcg.not_started"},
    ReasonEntry{Reason::kHdcgAlreadyStarted, "hdcg.already_started"},
    ReasonEntry{Reason::kHdcgNoPlayers, "hdcg.no_players"},
    ReasonEntry{Reason::kHdcgNotDrawPhase, "hdcg.not_draw_phase"},
    ReasonEntry{Reason::kHdcgNotDiscardPhase, "hdcg.not_discard_phase"},
    ReasonEntry{Reason::kHdcgSlotOccupied, "hdcg.slot_occupied"},
    ReasonEntry{Reason::kHdcgCardNotInRandomPart, "hdcg.card_not_in_random_part"},
    ReasonEntry{Reason::kHdcgUnknownCharacterCard, "hdcg.unknown_character_card"},
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

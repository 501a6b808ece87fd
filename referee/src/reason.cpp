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
    // --- Smash Up ---
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

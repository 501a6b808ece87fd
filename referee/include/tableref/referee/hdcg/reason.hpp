#pragma once
// HDCG's reason codes (4000-4999): why an HDCG calculation or duel step is refused. Stored in
// databases and printed by the CLI: never renumber one. The name is the catalog key suffix
// ("reason.<name>").
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "tableref/base/reason_table.hpp"

namespace tableref::hdcg {

enum class Reason : std::uint16_t {
  kHdcgBadNumber = 4001,
  kHdcgDivisionByZero = 4002,
  kHdcgBadHandDivisor = 4003,
  kHdcgBadMaxHp = 4004,
  kHdcgHpAboveMax = 4005,
  kHdcgNegativeAmount = 4006,
  kHdcgWrongDiscardCount = 4007,
  kHdcgNotJudgementPhase = 4008,
  kHdcgJudgementOutOfRange = 4009,
  kHdcgDeckTooSmall = 4010,
  kHdcgCardNotInHand = 4011,
  kHdcgUnknownCharacter = 4012,
  kHdcgUnknownModifier = 4013,
  kHdcgChainEmpty = 4014,
  kHdcgNotAWeapon = 4015,
  kHdcgNotArmour = 4016,
  kHdcgCharacterOut = 4017,
  kHdcgNothingToUndo = 4018,
  kHdcgFieldCycle = 4019,
  kHdcgEventDeckEmpty = 4020,
  kHdcgDuplicateCard = 4021,
  kHdcgNotStarted = 4022,
  kHdcgAlreadyStarted = 4023,
  kHdcgNoPlayers = 4024,
  kHdcgNotDrawPhase = 4025,
  kHdcgNotDiscardPhase = 4026,
  kHdcgSlotOccupied = 4027,
  kHdcgCardNotInRandomPart = 4028,
  kHdcgUnknownCharacterCard = 4029,
  // 4030 (an HDCG session that cannot be rebuilt, with an English detail) is retired: the
  // shared input codes say what is wrong with its setup event now, never shown in English.
};

inline constexpr std::array kReasonNames{
    ReasonRow<Reason>{Reason::kHdcgBadNumber, "hdcg.bad_number"},
    ReasonRow<Reason>{Reason::kHdcgDivisionByZero, "hdcg.division_by_zero"},
    ReasonRow<Reason>{Reason::kHdcgBadHandDivisor, "hdcg.bad_hand_divisor"},
    ReasonRow<Reason>{Reason::kHdcgBadMaxHp, "hdcg.bad_max_hp"},
    ReasonRow<Reason>{Reason::kHdcgHpAboveMax, "hdcg.hp_above_max"},
    ReasonRow<Reason>{Reason::kHdcgNegativeAmount, "hdcg.negative_amount"},
    ReasonRow<Reason>{Reason::kHdcgWrongDiscardCount, "hdcg.wrong_discard_count"},
    ReasonRow<Reason>{Reason::kHdcgNotJudgementPhase, "hdcg.not_judgement_phase"},
    ReasonRow<Reason>{Reason::kHdcgJudgementOutOfRange, "hdcg.judgement_out_of_range"},
    ReasonRow<Reason>{Reason::kHdcgDeckTooSmall, "hdcg.deck_too_small"},
    ReasonRow<Reason>{Reason::kHdcgCardNotInHand, "hdcg.card_not_in_hand"},
    ReasonRow<Reason>{Reason::kHdcgUnknownCharacter, "hdcg.unknown_character"},
    ReasonRow<Reason>{Reason::kHdcgUnknownModifier, "hdcg.unknown_modifier"},
    ReasonRow<Reason>{Reason::kHdcgChainEmpty, "hdcg.chain_empty"},
    ReasonRow<Reason>{Reason::kHdcgNotAWeapon, "hdcg.not_a_weapon"},
    ReasonRow<Reason>{Reason::kHdcgNotArmour, "hdcg.not_armour"},
    ReasonRow<Reason>{Reason::kHdcgCharacterOut, "hdcg.character_out"},
    ReasonRow<Reason>{Reason::kHdcgNothingToUndo, "hdcg.nothing_to_undo"},
    ReasonRow<Reason>{Reason::kHdcgFieldCycle, "hdcg.field_cycle"},
    ReasonRow<Reason>{Reason::kHdcgEventDeckEmpty, "hdcg.event_deck_empty"},
    ReasonRow<Reason>{Reason::kHdcgDuplicateCard, "hdcg.duplicate_card"},
    ReasonRow<Reason>{Reason::kHdcgNotStarted, "hdcg.not_started"},
    ReasonRow<Reason>{Reason::kHdcgAlreadyStarted, "hdcg.already_started"},
    ReasonRow<Reason>{Reason::kHdcgNoPlayers, "hdcg.no_players"},
    ReasonRow<Reason>{Reason::kHdcgNotDrawPhase, "hdcg.not_draw_phase"},
    ReasonRow<Reason>{Reason::kHdcgNotDiscardPhase, "hdcg.not_discard_phase"},
    ReasonRow<Reason>{Reason::kHdcgSlotOccupied, "hdcg.slot_occupied"},
    ReasonRow<Reason>{Reason::kHdcgCardNotInRandomPart, "hdcg.card_not_in_random_part"},
    ReasonRow<Reason>{Reason::kHdcgUnknownCharacterCard, "hdcg.unknown_character_card"},
};

// Every code, for tests that walk the catalog.
[[nodiscard]] inline std::vector<ReasonCode> reasons() {
  return codes_in(kReasonNames);
}

}  // namespace tableref::hdcg

template <>
struct tableref::ReasonEnumTraits<tableref::hdcg::Reason> {
  static constexpr std::string_view name(tableref::hdcg::Reason r) {
    return name_in(tableref::hdcg::kReasonNames, r);
  }
};

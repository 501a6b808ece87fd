#pragma once
// Smash Up's reason codes (3000-3999): why a Smash Up setup, event or catalog row is refused.
// Stored in databases and printed by the CLI: never renumber one. The name is the catalog key
// suffix ("reason.<name>").
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "tableref/base/reason_table.hpp"

namespace tableref::smashup {

enum class Reason : std::uint16_t {
  // Catalog files (assets/smashup/*.tsv): {line} is 1-based.
  kSmashupCatalogHeader = 3001,
  kSmashupCatalogColumns = 3002,
  kSmashupCatalogEmptyField = 3003,
  kSmashupCatalogNumber = 3004,
  kSmashupCatalogPrinting = 3005,
  kSmashupCatalogConfidence = 3006,
  kSmashupCatalogDuplicate = 3007,
  kSmashupCatalogEmpty = 3008,
  kSmashupNegativeBreakpoint = 3101,
  kSmashupVpPlaces = 3102,
  kSmashupNegativeVpValue = 3103,
  kSmashupNegativePower = 3104,
  kSmashupNegativeMinions = 3105,
  kSmashupNegativeCounters = 3106,
  kSmashupNegativeMonster = 3107,
  kSmashupNegativeTitanPower = 3108,
  kSmashupNegativeVp = 3109,
  kSmashupNegativeMadness = 3110,
  kSmashupEmptyName = 3111,
  kSmashupDuplicatePlayer = 3112,
  kSmashupPlayerCount = 3113,
  kSmashupBaseCount = 3114,
  kSmashupEmptyFaction = 3115,
  kSmashupFactionTaken = 3116,
  kSmashupEmptyBaseName = 3117,
  kSmashupNotEnoughFactions = 3118,
  kSmashupNotEnoughBases = 3119,
  kSmashupNotStarted = 3201,
  kSmashupAlreadyStarted = 3202,
  kSmashupGameOver = 3203,
  kSmashupNoSuchPlayer = 3204,
  kSmashupNoSuchBase = 3205,
  kSmashupNoSuchMonster = 3206,
  kSmashupEmptySlot = 3207,
  kSmashupNotScorePhase = 3208,
  kSmashupBaseNotReady = 3209,
  kSmashupOtherBaseScoring = 3210,
  kSmashupBaseStillReady = 3211,
  kSmashupSlotToFill = 3212,
  kSmashupEndTurnTooEarly = 3213,
  kSmashupNothingToUndo = 3214,
  kSmashupScoringUnfinished = 3215,
  // CLI input files (JSON): {key} is the path of the value, e.g. players[1].power.
  // 3301-3308 (Smash Up's JSON shape codes) are retired: InputReason 9104-9113 say it now.
};

inline constexpr std::array kReasonNames{
    ReasonRow<Reason>{Reason::kSmashupCatalogHeader, "smashup.catalog_header"},
    ReasonRow<Reason>{Reason::kSmashupCatalogColumns, "smashup.catalog_columns"},
    ReasonRow<Reason>{Reason::kSmashupCatalogEmptyField, "smashup.catalog_empty_field"},
    ReasonRow<Reason>{Reason::kSmashupCatalogNumber, "smashup.catalog_number"},
    ReasonRow<Reason>{Reason::kSmashupCatalogPrinting, "smashup.catalog_printing"},
    ReasonRow<Reason>{Reason::kSmashupCatalogConfidence, "smashup.catalog_confidence"},
    ReasonRow<Reason>{Reason::kSmashupCatalogDuplicate, "smashup.catalog_duplicate"},
    ReasonRow<Reason>{Reason::kSmashupCatalogEmpty, "smashup.catalog_empty"},
    ReasonRow<Reason>{Reason::kSmashupNegativeBreakpoint, "smashup.negative_breakpoint"},
    ReasonRow<Reason>{Reason::kSmashupVpPlaces, "smashup.vp_places"},
    ReasonRow<Reason>{Reason::kSmashupNegativeVpValue, "smashup.negative_vp_value"},
    ReasonRow<Reason>{Reason::kSmashupNegativePower, "smashup.negative_power"},
    ReasonRow<Reason>{Reason::kSmashupNegativeMinions, "smashup.negative_minions"},
    ReasonRow<Reason>{Reason::kSmashupNegativeCounters, "smashup.negative_counters"},
    ReasonRow<Reason>{Reason::kSmashupNegativeMonster, "smashup.negative_monster"},
    ReasonRow<Reason>{Reason::kSmashupNegativeTitanPower, "smashup.negative_titan_power"},
    ReasonRow<Reason>{Reason::kSmashupNegativeVp, "smashup.negative_vp"},
    ReasonRow<Reason>{Reason::kSmashupNegativeMadness, "smashup.negative_madness"},
    ReasonRow<Reason>{Reason::kSmashupEmptyName, "smashup.empty_name"},
    ReasonRow<Reason>{Reason::kSmashupDuplicatePlayer, "smashup.duplicate_player"},
    ReasonRow<Reason>{Reason::kSmashupPlayerCount, "smashup.player_count"},
    ReasonRow<Reason>{Reason::kSmashupBaseCount, "smashup.base_count"},
    ReasonRow<Reason>{Reason::kSmashupEmptyFaction, "smashup.empty_faction"},
    ReasonRow<Reason>{Reason::kSmashupFactionTaken, "smashup.faction_taken"},
    ReasonRow<Reason>{Reason::kSmashupEmptyBaseName, "smashup.empty_base_name"},
    ReasonRow<Reason>{Reason::kSmashupNotEnoughFactions, "smashup.not_enough_factions"},
    ReasonRow<Reason>{Reason::kSmashupNotEnoughBases, "smashup.not_enough_bases"},
    ReasonRow<Reason>{Reason::kSmashupNotStarted, "smashup.not_started"},
    ReasonRow<Reason>{Reason::kSmashupAlreadyStarted, "smashup.already_started"},
    ReasonRow<Reason>{Reason::kSmashupGameOver, "smashup.game_over"},
    ReasonRow<Reason>{Reason::kSmashupNoSuchPlayer, "smashup.no_such_player"},
    ReasonRow<Reason>{Reason::kSmashupNoSuchBase, "smashup.no_such_base"},
    ReasonRow<Reason>{Reason::kSmashupNoSuchMonster, "smashup.no_such_monster"},
    ReasonRow<Reason>{Reason::kSmashupEmptySlot, "smashup.empty_slot"},
    ReasonRow<Reason>{Reason::kSmashupNotScorePhase, "smashup.not_score_phase"},
    ReasonRow<Reason>{Reason::kSmashupBaseNotReady, "smashup.base_not_ready"},
    ReasonRow<Reason>{Reason::kSmashupOtherBaseScoring, "smashup.other_base_scoring"},
    ReasonRow<Reason>{Reason::kSmashupBaseStillReady, "smashup.base_still_ready"},
    ReasonRow<Reason>{Reason::kSmashupSlotToFill, "smashup.slot_to_fill"},
    ReasonRow<Reason>{Reason::kSmashupEndTurnTooEarly, "smashup.end_turn_too_early"},
    ReasonRow<Reason>{Reason::kSmashupNothingToUndo, "smashup.nothing_to_undo"},
    ReasonRow<Reason>{Reason::kSmashupScoringUnfinished, "smashup.scoring_unfinished"},
};

// Every code, for tests that walk the catalog.
[[nodiscard]] inline std::vector<ReasonCode> reasons() {
  return codes_in(kReasonNames);
}

}  // namespace tableref::smashup

template <>
struct tableref::ReasonEnumTraits<tableref::smashup::Reason> {
  static constexpr std::string_view name(tableref::smashup::Reason r) {
    return name_in(tableref::smashup::kReasonNames, r);
  }
};

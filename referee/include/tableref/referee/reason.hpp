#pragma once
// Reason codes are stored in databases and printed by the CLI: never renumber one.
// Ranges: 1xxx Blokus, 2xxx Block-Killer, 3xxx Smash Up, 4xxx HDCG, 9xxx store/input.
#include <cstdint>
#include <string_view>

namespace tableref {

enum class Reason : std::uint16_t {
  // --- Blokus (1000-1999) ---
  // (blokus reasons go here)

  // --- Block-Killer (2000-2999) ---
  // (block-killer reasons go here)

  // --- Smash Up (3000-3999) ---
  // (smash-up reasons go here)

  // --- HDCG (4000-4999) ---
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

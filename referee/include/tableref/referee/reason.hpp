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
  kBkNotAPiece = 2001,
  kBkOutOfField = 2002,
  kBkOverlap = 2003,
  kBkNotResting = 2004,
  kBkUnreachable = 2005,
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

#pragma once
// Reason codes are stored in databases and printed by the CLI: never renumber one.
// Ranges: 1xxx Blokus, 2xxx Block-Killer, 3xxx Smash Up, 4xxx HDCG. The 9xxx codes belong
// to other layers (input: base/input_reason.hpp; store: db/store_reason.hpp; setup and
// files: controllers/setup_reason.hpp, export_reason.hpp); their numbers never change.
#include <cstdint>
#include <string_view>

#include "tableref/base/reason_code.hpp"

namespace tableref {

enum class Reason : std::uint16_t {
  // --- Blokus (1000-1999) ---
  kBlokusNotAPiece = 1001,           // cells: the cells form none of the 21 pieces
  kBlokusOffBoard = 1002,            // cells, width, height
  kBlokusOverlap = 1003,             // cells: already covered
  kBlokusEdgeContact = 1004,         // cells: share an edge with the same color
  kBlokusNoCornerContact = 1005,     // cells: the piece; no corner touches the same color
  kBlokusMissesStartCell = 1006,     // cells: the start cell(s) the first piece must cover
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
  // Reading a board from a photo (vision/).
  kVisionBadImage = 1201,       // width, height, stride, channels: pixels that cannot be read
  kVisionImageTooSmall = 1202,  // width, height, minimum
  kVisionNoBoard = 1203,        // no large light-grey quadrilateral in the picture
  kVisionBadCorners = 1204,     // the given corners enclose no convex quadrilateral
  kVisionNoGrid = 1205,         // a board outline without a grid of cells inside

  // --- Block-Killer (2000-2999) ---
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

  // --- Smash Up (3000-3999) ---
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
  kHdcgUnknownCharacterCard = 4029,
  // 4030 (an HDCG session that cannot be rebuilt, with an English detail) is retired: the
  // shared input codes say what is wrong with its setup event now, never shown in English.
};

// Stable machine name of a reason ("blokus.overlap"); also the catalog key suffix.
[[nodiscard]] std::string_view reason_name(Reason reason);

template <>
struct ReasonEnumTraits<Reason> {
  static std::string_view name(Reason r) { return reason_name(r); }
};

// Every defined reason, for tests that walk the catalog.
[[nodiscard]] const Reason* all_reasons_begin();
[[nodiscard]] const Reason* all_reasons_end();

}  // namespace tableref

#pragma once
// A play entered cell by cell: each piece checked on the field left by the pieces before it,
// then the attack of the pieces that were legal.
#include <optional>
#include <vector>

#include "tableref/referee/blockkiller/attack.hpp"
#include "tableref/referee/blockkiller/field.hpp"
#include "tableref/referee/blockkiller/placement.hpp"

namespace tableref::blockkiller {

struct PlacedPiece {
  Piece piece = Piece::kT;
  std::vector<GridCell> cells;
  friend bool operator==(const PlacedPiece&, const PlacedPiece&) = default;
};

// One evaluated piece: legal with its spin and lines, or the violation that stopped the play.
struct PieceVerdict {
  Piece piece = Piece::kT;
  std::optional<Violation> violation;  // empty when legal
  Spin spin = Spin::kNone;
  int lines = 0;
  std::vector<int> cleared_rows;  // rows of the start field (y) this piece cleared
  Field field_after;              // the field once this piece locked (unchanged when illegal)
};

struct PlayVerdict {
  bool legal = true;                 // every piece legal
  std::vector<PieceVerdict> pieces;  // stops after the first illegal piece
  PlayAttack attack;                 // the legal pieces only
  Field field_after;
  std::vector<int> cleared_rows;  // rows of the start field cleared by the play, ascending
};

// Evaluation stops at the first illegal piece.
[[nodiscard]] PlayVerdict evaluate_play(const Field& start, const std::vector<PlacedPiece>& pieces,
                                        const RuleOptions& rules, ChainState chain = {});

}  // namespace tableref::blockkiller

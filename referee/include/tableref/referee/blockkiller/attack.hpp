#pragma once
// The attack of a play, piece by piece: lines, spin, special, back-to-back, combo, attack and
// offset, in the standard and No Mercy tables. Every number is data the UI shows line by line.
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/blockkiller/placement.hpp"
#include "tableref/referee/blockkiller/rules.hpp"

namespace tableref::blockkiller {

// What one piece did: lines it cleared (merged row included) and the spin it earned.
struct PieceClear {
  int lines = 0;
  Spin spin = Spin::kNone;
  friend bool operator==(const PieceClear&, const PieceClear&) = default;
};

// Back-to-back and combo state carried between pieces (and, with carry_over, plays).
struct ChainState {
  int combo = 0;  // combo count of the last piece (0 after a piece that cleared nothing)
  bool last_special = false;  // the previous clear was special
  friend bool operator==(const ChainState&, const ChainState&) = default;
};

struct PieceAttack {
  int lines = 0;
  Spin spin = Spin::kNone;
  bool special = false;  // 4+ lines or any spin clear (minis included)
  bool b2b = false;      // the +1 back-to-back bonus applies
  int combo = 0;         // combo count after this piece (0 when it cleared nothing)
  int base = 0;          // from the table (read at 4 or 3 lines in standard)
  int b2b_bonus = 0;
  int combo_bonus = 0;
  int attack = 0;               // base + b2b_bonus + combo_bonus
  int offset = 0;               // standard only: lines beyond 4 (non-spin) or 3 (spin)
  bool scored_as_spin = false;  // false for a mini under mini_weakening
  bool capped = false;          // No Mercy beyond 5 lines: held at the 5-line value
  friend bool operator==(const PieceAttack&, const PieceAttack&) = default;
};

struct PlayAttack {
  std::vector<PieceAttack> pieces;
  int attack = 0;
  int offset = 0;
  ChainState chain;  // state after the last piece
  friend bool operator==(const PlayAttack&, const PlayAttack&) = default;
};

// Table lookups, exposed for tests and the UI's help screen.
[[nodiscard]] int base_attack(Mode mode, bool spin, int lines);  // lines >= 1
[[nodiscard]] int line_offset(Mode mode, bool spin, int lines);
[[nodiscard]] int combo_bonus(Mode mode, int combo);  // combo >= 1

// Scores one piece on top of `chain` (which it updates).
[[nodiscard]] PieceAttack score_piece(const PieceClear& clear, ChainState& chain,
                                      const RuleOptions& rules);
// Scores a whole play; `start` is the carried state (a fresh ChainState unless carry_over).
[[nodiscard]] PlayAttack score_play(const std::vector<PieceClear>& clears, const RuleOptions& rules,
                                    ChainState start = {});

// Quick mode: a play entered only as its clears. Lines outside 0..kMaxQuickLines are refused
// (blockkiller.quick_bad_lines). A spin entered with 0 lines is reported but scores nothing.
inline constexpr int kMaxQuickLines = 20;
[[nodiscard]] Result<PlayAttack> quick_play(const std::vector<PieceClear>& clears,
                                            const RuleOptions& rules, ChainState start = {});

}  // namespace tableref::blockkiller

#include "tableref/referee/blockkiller/attack.hpp"
#include "tableref/referee/blockkiller/reason.hpp"

#include <algorithm>
#include <array>

namespace tableref::blockkiller {
namespace {

// Index = lines (1..5); standard reads spin at 3 lines and non-spin at 4.
constexpr std::array<int, 6> kStandardNonSpin{0, 0, 1, 2, 4, 4};
constexpr std::array<int, 6> kStandardSpin{0, 2, 4, 6, 6, 6};
constexpr std::array<int, 6> kNoMercyNonSpin{0, 1, 2, 4, 6, 9};
constexpr std::array<int, 6> kNoMercySpin{0, 2, 5, 8, 12, 16};
// Index = combo (1..7), 8+ held at the 7th row.
constexpr std::array<int, 8> kStandardCombo{0, 0, 1, 1, 1, 2, 2, 2};
constexpr std::array<int, 8> kNoMercyCombo{0, 0, 1, 2, 2, 3, 3, 4};

}  // namespace

int base_attack(Mode mode, bool spin, int lines) {
  if (lines <= 0) return 0;
  const auto i = static_cast<std::size_t>(std::min(lines, 5));
  if (mode == Mode::kNoMercy) return spin ? kNoMercySpin[i] : kNoMercyNonSpin[i];
  return spin ? kStandardSpin[i] : kStandardNonSpin[i];
}

int line_offset(Mode mode, bool spin, int lines) {
  if (mode == Mode::kNoMercy) return 0;
  return std::max(0, lines - (spin ? 3 : 4));
}

int combo_bonus(Mode mode, int combo) {
  if (combo <= 0) return 0;
  const auto i = static_cast<std::size_t>(std::min(combo, 7));
  return mode == Mode::kNoMercy ? kNoMercyCombo[i] : kStandardCombo[i];
}

PieceAttack score_piece(const PieceClear& clear, ChainState& chain, const RuleOptions& rules) {
  PieceAttack a;
  a.lines = std::max(0, clear.lines);
  a.spin = clear.spin;
  if (a.lines == 0) {
    chain.combo = 0;
    return a;
  }
  const bool spin = clear.spin != Spin::kNone;
  a.scored_as_spin =
      clear.spin == Spin::kFull || (clear.spin == Spin::kMini && !rules.mini_weakening);
  a.special = spin || a.lines >= 4;
  a.base = base_attack(rules.mode, a.scored_as_spin, a.lines);
  a.offset = line_offset(rules.mode, a.scored_as_spin, a.lines);
  a.capped = rules.mode == Mode::kNoMercy && a.lines > 5;
  a.b2b = a.special && chain.last_special;
  a.b2b_bonus = a.b2b ? 1 : 0;
  chain.combo += 1;
  a.combo = chain.combo;
  a.combo_bonus = combo_bonus(rules.mode, chain.combo);
  a.attack = a.base + a.b2b_bonus + a.combo_bonus;
  chain.last_special = a.special;
  return a;
}

PlayAttack score_play(const std::vector<PieceClear>& clears, const RuleOptions& rules,
                      ChainState start) {
  PlayAttack play;
  play.chain = start;
  for (const auto& c : clears) {
    play.pieces.push_back(score_piece(c, play.chain, rules));
    play.attack += play.pieces.back().attack;
    play.offset += play.pieces.back().offset;
  }
  return play;
}

Result<PlayAttack> quick_play(const std::vector<PieceClear>& clears, const RuleOptions& rules,
                              ChainState start) {
  for (std::size_t i = 0; i < clears.size(); ++i) {
    if (clears[i].lines < 0 || clears[i].lines > kMaxQuickLines) {
      return Violation{Reason::kBkQuickBadLines,
                       {Param{"piece", static_cast<std::int64_t>(i + 1)},
                        Param{"lines", std::int64_t{clears[i].lines}},
                        Param{"max", std::int64_t{kMaxQuickLines}}}};
    }
  }
  return score_play(clears, rules, start);
}

}  // namespace tableref::blockkiller

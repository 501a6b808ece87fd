#include "tableref/referee/blockkiller/play.hpp"

#include <algorithm>

namespace tableref::blockkiller {

PlayVerdict evaluate_play(const Field& start, const std::vector<PlacedPiece>& pieces,
                          const RuleOptions& rules, ChainState chain) {
  PlayVerdict verdict;
  verdict.field_after = start;
  verdict.attack.chain = chain;
  // Which row of the start field each current row is (-1: built by the pieces).
  std::vector<int> origin(static_cast<std::size_t>(kRows), -1);
  for (int y = 0; y < start.height(); ++y) origin[static_cast<std::size_t>(y)] = y;
  for (const auto& placed : pieces) {
    PieceVerdict pv;
    pv.piece = placed.piece;
    auto checked = check_placement(verdict.field_after, placed.piece, placed.cells, rules);
    if (!checked) {
      pv.violation = checked.error();
      pv.field_after = verdict.field_after;
      verdict.pieces.push_back(std::move(pv));
      verdict.legal = false;
      break;
    }
    pv.spin = checked.value().spin;
    Field filled = verdict.field_after;
    for (const auto& c : checked.value().cells) filled.set(c.x, c.y);
    std::vector<int> kept;
    for (int y = 0; y < kRows; ++y) {
      const int id = origin[static_cast<std::size_t>(y)];
      if (filled.row(y) == kFullRow) {
        if (id >= 0) pv.cleared_rows.push_back(id);
      } else {
        kept.push_back(id);
      }
    }
    kept.resize(static_cast<std::size_t>(kRows), -1);
    origin = std::move(kept);
    verdict.cleared_rows.insert(verdict.cleared_rows.end(), pv.cleared_rows.begin(),
                                pv.cleared_rows.end());
    pv.lines = lock_piece(verdict.field_after, checked.value().cells, rules);
    pv.field_after = verdict.field_after;
    const auto scored = score_piece(PieceClear{pv.lines, pv.spin}, verdict.attack.chain, rules);
    verdict.attack.pieces.push_back(scored);
    verdict.attack.attack += scored.attack;
    verdict.attack.offset += scored.offset;
    verdict.pieces.push_back(std::move(pv));
  }
  std::sort(verdict.cleared_rows.begin(), verdict.cleared_rows.end());
  return verdict;
}

}  // namespace tableref::blockkiller

#include "tableref/referee/blockkiller/play.hpp"

namespace tableref::blockkiller {

PlayVerdict evaluate_play(const Field& start, const std::vector<PlacedPiece>& pieces,
                          const RuleOptions& rules, ChainState chain) {
  PlayVerdict verdict;
  verdict.field_after = start;
  verdict.attack.chain = chain;
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
    pv.lines = lock_piece(verdict.field_after, checked.value().cells, rules);
    pv.field_after = verdict.field_after;
    const auto scored = score_piece(PieceClear{pv.lines, pv.spin}, verdict.attack.chain, rules);
    verdict.attack.pieces.push_back(scored);
    verdict.attack.attack += scored.attack;
    verdict.attack.offset += scored.offset;
    verdict.pieces.push_back(std::move(pv));
  }
  return verdict;
}

}  // namespace tableref::blockkiller

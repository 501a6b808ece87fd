#include "tableref/referee/blokus/scoring.hpp"

namespace tableref::blokus {

Scores score(const GameState& state) {
  Scores scores;
  const auto& info = state.info();
  // Pentobi's points count what is placed: the boxed score plus the squares of a full set.
  int full_set = 0;
  const auto table = piece_table(info.cells);
  for (PieceSet set = info.piece_set; set != 0; set &= set - 1) {
    full_set += table[static_cast<std::size_t>(__builtin_ctz(set))].size * info.copies;
  }
  for (int c = 0; c < info.colors; ++c) {
    const auto color = static_cast<Color>(c);
    ColorScore s;
    s.color = color;
    s.remaining_squares = state.remaining_squares(color);
    s.all_placed = state.remaining(color) == 0;
    // Piece 0 is the smallest of both families: the monomino, Trigon's single triangle.
    s.monomino_last = s.all_placed && state.last_piece(color) == PieceId{0};
    const bool bonus = info.bonus;
    s.boxed = -s.remaining_squares + (bonus && s.all_placed ? 15 : 0) +
              (bonus && s.monomino_last ? 5 : 0);
    s.points = s.boxed + full_set;
    s.player = info.owner[static_cast<std::size_t>(c)];
    scores.colors.push_back(s);
  }
  for (int p = 0; p < info.players; ++p) {
    PlayerScore ps;
    ps.player = p;
    for (const auto& s : scores.colors) {
      if (s.player != p) continue;
      ps.colors.push_back(s.color);
      ps.boxed += s.boxed;
      ps.points += s.points;
      ps.remaining_squares += s.remaining_squares;
    }
    scores.players.push_back(ps);
  }
  for (auto& a : scores.players) {
    a.rank_boxed = 1;
    a.rank_online = 1;
    for (const auto& b : scores.players) {
      if (b.boxed > a.boxed) ++a.rank_boxed;
      if (b.remaining_squares < a.remaining_squares) ++a.rank_online;
    }
  }
  return scores;
}

}  // namespace tableref::blokus

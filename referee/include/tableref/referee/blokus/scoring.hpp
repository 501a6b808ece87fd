#pragma once
// Scores of a position under both conventions, per color and per player, with ranks that
// share places (1, 1, 3).
#include <vector>

#include "tableref/referee/blokus/game.hpp"

namespace tableref::blokus {

struct ColorScore {
  Color color = 0;
  int remaining_squares = 0;
  bool all_placed = false;
  bool monomino_last = false;  // all placed and the monomino went last
  int boxed = 0;               // -remaining, +15 all placed, +5 more with the monomino last
                               // (Trigon: the single triangle; Junior has no bonus)
  int points = 0;              // Pentobi's count: squares placed + the same bonuses
  int player = -1;             // owner; -1 for the shared color of the three-player game
};

struct PlayerScore {
  int player = 0;
  std::vector<Color> colors;  // the colors whose scores count for this player
  int boxed = 0;              // sum of the colors' boxed scores
  int points = 0;             // sum of the colors' points
  int remaining_squares = 0;  // sum of the colors' unplaced squares
  int rank_boxed = 1;         // highest score first, ties share the place
  int rank_online = 1;        // fewest unplaced squares first, ties share the place
};

struct Scores {
  std::vector<ColorScore> colors;
  std::vector<PlayerScore> players;
};

[[nodiscard]] Scores score(const GameState& state);

}  // namespace tableref::blokus

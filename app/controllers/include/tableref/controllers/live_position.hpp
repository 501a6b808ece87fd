#pragma once
// The position a follower sees beyond the replay's lines (docs/club.md, "Live at the table"):
// the scores as they stand and, for a game with a board, the board. A game says it through
// its History plug-in (GameHistory::live_position), so the live view names no game.
#include <optional>
#include <string>
#include <vector>

namespace tableref::controllers {

struct LiveScore {
  std::string name;  // the seat's player (a Blokus team: its players joined by " + ")
  double score = 0;
};

// A board as rows of characters, the top row first: '.' an empty cell, '#' none (off the
// board), '0'... the color of that index in `colors` ("blue", the role words).
struct LiveBoard {
  int width = 0;
  std::vector<std::string> rows;
  std::vector<std::string> colors;
};

struct LivePosition {
  std::vector<LiveScore> scores;
  std::optional<LiveBoard> board;
};

}  // namespace tableref::controllers

#pragma once
// Blokus SGF (.blksgf), the format Pentobi reads and writes.
//   (;GM[Blokus];1[a19,b19,a20,b20];2[s20,t20,t19];...)
// GM: "Blokus", "Blokus Two-Player", "Blokus Three-Player", "Blokus Duo" (tableref's other
// variants write "tableref Blokus <name>"). Moves: 1..4 (classic family), B/W (Duo), the
// comma-separated cells of the piece, Pentobi's order (row by row from the bottom, left to
// right); input is case-insensitive. Setup: A1..A4 / AB, AW (one value per piece), PL.
// A move the table placed against the referee's ruling is written with tableref's private
// property OV[1] in its node (other programs ignore it) and replayed as such.
// Only the main line (first variation) is read. Malformed input is a Violation carrying
// the line and column, never an exception.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/blokus/game.hpp"

namespace tableref::blokus {

struct SgfPlacement {
  Color color = 0;
  std::vector<GridCell> cells;  // as written
  bool setup = false;           // A1..A4 / AB / AW rather than a move
  bool overruled = false;       // tableref's OV[1] on the node: "the table overrules the referee"
  int line = 0;
  int column = 0;
};

struct SgfGame {
  Variant variant = Variant::kClassic;
  // Main line, in order; a PL property is kept as a placement-less entry in `to_move`.
  std::vector<SgfPlacement> placements;
  std::vector<std::pair<std::size_t, Color>> to_move;  // (placements before it, color)
  // The root's DT (when the game was played): its first date, "YYYY-MM-DD"; empty when the
  // file has none or it is not a full date.
  std::string date;
  [[nodiscard]] std::size_t move_count() const;
};

// The first game of the text.
[[nodiscard]] Result<SgfGame> read_sgf(std::string_view text);
// Every game of the text (a collection, e.g. one single-line game per line).
[[nodiscard]] Result<std::vector<SgfGame>> read_sgf_collection(std::string_view text);

struct InvalidMove {
  std::size_t index = 0;  // 0-based among the moves (setup placements not counted)
  Color color = 0;
  Violations violations;
  int line = 0;
  int column = 0;
};

struct Replay {
  GameState state;                           // the position after the last legal move
  std::size_t moves = 0;                     // moves in the file
  std::optional<InvalidMove> first_invalid;  // the first illegal move, replay stops there
};

// Replays and validates every move.
[[nodiscard]] Replay replay(const SgfGame& game, Options options = {});

// The game's GM value and back.
[[nodiscard]] std::string sgf_game_name(Variant variant);
[[nodiscard]] std::optional<Variant> variant_from_sgf_game(std::string_view name);

// One line of SGF for the game so far (Pentobi opens the four Pentobi variants). `date`, when
// the game was played as "YYYY-MM-DD", goes into the root as DT[date] (SGF's date property);
// anything else writes no DT.
[[nodiscard]] std::string write_sgf(const GameState& state, std::string_view date = {});

// "a19,b19,a20,b20": cells in Pentobi's order.
[[nodiscard]] std::string format_cells(std::vector<GridCell> cells);
[[nodiscard]] std::string format_cell(GridCell cell);
// "a19" / "A19" -> {0, 18}; nullopt when not a cell.
[[nodiscard]] std::optional<GridCell> parse_cell(std::string_view text);

}  // namespace tableref::blokus

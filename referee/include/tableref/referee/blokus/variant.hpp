#pragma once
// The Blokus variants: board, colors, start cells, piece sets, players and turn order.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "tableref/referee/blokus/piece.hpp"

namespace tableref::blokus {

enum class Variant : std::uint8_t {
  kClassic = 0,              // 20x20, 4 players, one color each
  kClassicTeams,             // 20x20, teams blue+red vs yellow+green
  kClassicTwoPlayer,         // 20x20, player 1 blue+red, player 2 yellow+green
  kClassicThreePlayer,       // 20x20, green shared: played in turn by the three players
  kDuo,                      // 14x14, purple then orange
  kSoloClassic,              // 20x20, one player places all 84 pieces under the placement rules
  kSoloClassicLargestFirst,  // the same, pieces in decreasing size (5s, then 4s, ...)
  kSoloTetromino,            // 8x10, the 20 tetrominoes of the four colors, a packing puzzle
  kSoloTetrominoApart,       // the same, two pieces of one color never share an edge
  kSoloPentomino,            // 15x16, the 48 pentominoes of the four colors
  kSoloPentominoApart,       // the same, two pieces of one color never share an edge
  kJunior,                   // 14x14 as Duo, 12 piece types, two copies of each, no bonus
  kTrigon,                   // triangles on a hexagon of edge 9, 4 players, shared start points
  kTrigonTwoPlayer,          // the same board, player 1 colors 1+3, player 2 colors 2+4
  kTrigonThreePlayer,        // a hexagon of edge 8, 3 players
};
inline constexpr std::array kAllVariants{Variant::kClassic,
                                         Variant::kClassicTeams,
                                         Variant::kClassicTwoPlayer,
                                         Variant::kClassicThreePlayer,
                                         Variant::kDuo,
                                         Variant::kSoloClassic,
                                         Variant::kSoloClassicLargestFirst,
                                         Variant::kSoloTetromino,
                                         Variant::kSoloTetrominoApart,
                                         Variant::kSoloPentomino,
                                         Variant::kSoloPentominoApart,
                                         Variant::kJunior};
// The variants on the triangle board (Blokus Trigon). kAllVariants holds those on squares.
inline constexpr std::array kTrigonVariants{Variant::kTrigon, Variant::kTrigonTwoPlayer,
                                            Variant::kTrigonThreePlayer};
inline constexpr std::size_t kVariantCount = kAllVariants.size() + kTrigonVariants.size();
// Every variant, squares then triangles.
[[nodiscard]] constexpr std::array<Variant, kVariantCount> every_variant() {
  std::array<Variant, kVariantCount> all{};
  std::size_t i = 0;
  for (auto v : kAllVariants) all[i++] = v;
  for (auto v : kTrigonVariants) all[i++] = v;
  return all;
}
inline constexpr auto kEveryVariant = every_variant();
inline constexpr int kMaxSharedStarts = 6;

// Where a color's first piece must go.
enum class FirstMove : std::uint8_t {
  kOwnStartCorner = 0,  // the color's own start cell (default)
  kAnyFreeCorner,       // any board corner not yet covered (classic board only)
};

struct Options {
  FirstMove first_move = FirstMove::kOwnStartCorner;
  friend bool operator==(const Options&, const Options&) = default;
};

// Color index 0..3 (classic: blue, yellow, red, green; Duo: purple, orange).
using Color = std::uint8_t;
inline constexpr int kMaxColors = 4;

struct Cell {
  std::int8_t x = -1;
  std::int8_t y = -1;
  friend bool operator==(const Cell&, const Cell&) = default;
};

struct VariantInfo {
  Variant variant{};
  std::string_view
      name;  // stable: "classic", "classic_teams", "classic_2", "classic_3", "duo", ...
  CellShape cells = CellShape::kSquare;  // squares, or Trigon's triangles
  // Squares: the board's size. Triangles: the rectangle of columns (a = 0) and rows the
  // hexagon is mapped to (35 x 18 for edge 9, 31 x 16 for edge 8), `edge` its side.
  int width = 20;
  int height = 20;
  int edge = 0;
  int colors = 4;
  int players = 4;
  std::array<Cell, kMaxColors> start{};  // start cell of each color ({-1,-1}: none)
  // Trigon: start points shared by all colors (a first piece covers any still empty one);
  // when there are any, `start` is unused.
  std::array<Cell, kMaxSharedStarts> shared_start{};
  int shared_starts = 0;
  PieceSet piece_set = kAllPieces;  // pieces each color owns
  int copies = 1;                   // copies of each piece a color owns (Junior: 2)
  bool bonus = true;  // +15 for all pieces placed, +5 more with the smallest last (not Junior)
  bool placement_rules = true;       // start cell + corner-only contact; false for packing puzzles
  bool apart = false;                // packing puzzles: no edge contact between same-color pieces
  bool largest_first = false;        // pieces in decreasing size over the whole game
  bool turn_order = true;            // colors play in order; false: solo, any color any time
  bool ends_when_color_done = true;  // the game ends when one color placed all its pieces
  int shared_color = -1;             // classic_3: the color played in turn by all players
  // Player who owns each color (-1: the shared color, owned by nobody).
  std::array<int, kMaxColors> owner{0, 1, 2, 3};
};

[[nodiscard]] const VariantInfo& variant_info(Variant variant);
[[nodiscard]] std::optional<Variant> variant_from_name(std::string_view name);

// The color's name in files and JSON: "1".."4" for the classic family, Trigon and solo,
// "B"/"W" for Duo and Junior.
[[nodiscard]] std::string_view color_name(Variant variant, Color color);
[[nodiscard]] std::optional<Color> color_from_name(Variant variant, std::string_view name);
// The player's name in JSON: "1".."n" (Duo, Junior: "B"/"W"; teams and two-player: "1" for
// colors 1+3, "2" for colors 2+4).
[[nodiscard]] std::string player_name(Variant variant, int player);

}  // namespace tableref::blokus

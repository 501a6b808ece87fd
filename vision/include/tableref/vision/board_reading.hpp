#pragma once
// Reading a Blokus board from a photo: where the board is, every cell's colour with a
// confidence, the cells still uncertain, and the corrections the rules made.
//
// Grid coordinates here are the picture's: row 0 is the top row of the picture, column 0
// its left column, whichever side of the board faces the camera. `to_referee` turns them
// into the referee's cells (a1 at the lower left of the board's own orientation).
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/blokus/variant.hpp"
#include "tableref/vision/image.hpp"

namespace tableref::vision {

// What a cell shows. The four classic colours, the two Duo colours, or nothing.
enum class CellColor : std::uint8_t {
  kEmpty = 0,
  kBlue,
  kYellow,
  kRed,
  kGreen,
  kPurple,
  kOrange,
};
inline constexpr int kCellColorCount = 7;

// The letter of a colour in the CLI's grid strings: . B Y R G P O.
[[nodiscard]] char cell_letter(CellColor color);
[[nodiscard]] std::optional<CellColor> cell_from_letter(char letter);
// The referee's colour index for a cell colour in the variant (classic: blue 0, yellow 1,
// red 2, green 3; Duo: purple 0, orange 1), or -1 for empty or a colour the variant lacks.
[[nodiscard]] int referee_color(blokus::Variant variant, CellColor color);
[[nodiscard]] CellColor cell_color_of(blokus::Variant variant, int referee_color);

struct CellReading {
  CellColor color = CellColor::kEmpty;
  double confidence = 0;                    // 0..1
  CellColor runner_up = CellColor::kEmpty;  // the next most likely colour
  bool corrected = false;                   // changed by the rules, not by the pixels
  // The picture shows a piece here without its colour (a clear replacement piece, a faded
  // one): `color` is what the rules gave its group, or empty when no one colour suited.
  bool colourless = false;
};

// A cell of the picture's grid: column x, row y counted from the top of the picture.
using PictureCell = GridCell;

struct BoardReading {
  blokus::Variant variant = blokus::Variant::kClassic;
  int size = 20;  // cells per side: 20 classic, 14 Duo
  // The grid's outer corners in the picture: top-left, top-right, bottom-right,
  // bottom-left as the picture shows them.
  std::array<Point, 4> corners{};
  std::vector<CellReading> cells;  // size * size, row by row from the picture's top
  std::vector<PictureCell> uncertain;
  // Quarter turns clockwise that bring the picture's grid to the referee's board: picture
  // cell (x, y) is board cell to_referee(x, y). Classic board: 0, the referee's board is the
  // picture as seen (a1 its bottom-left cell, t20 its top-right): the colours start in any
  // corner, so the board itself has no orientation (each colour's corner is read from it,
  // BoardAnalysis::start). Duo: the turns that put its two start points under the pieces.
  int rotation = 0;

  [[nodiscard]] const CellReading& at(int x, int y) const { return cells[y * size + x]; }
  [[nodiscard]] CellReading& at(int x, int y) { return cells[y * size + x]; }
  // The referee's cell (x = column a.., y = row 1.. from the bottom) of a picture cell.
  [[nodiscard]] GridCell to_referee(PictureCell cell) const;
  [[nodiscard]] PictureCell from_referee(GridCell cell) const;
  // One string per picture row, top first, with cell_letter().
  [[nodiscard]] std::vector<std::string> grid_rows() const;
};

struct ReadOptions {
  blokus::Variant variant = blokus::Variant::kClassic;
  // The grid's corners as the player placed them (same order as BoardReading::corners):
  // no detection, the grid is read exactly there.
  std::optional<std::array<Point, 4>> corners;
  // Correct misread cells with the rules (every group a piece, pieces distinct, connected).
  bool correct_with_rules = true;
};

// The picture point of grid position (u, v) for a grid whose outer corners are `corners`
// (BoardReading::corners' order): (0, 0) is the top-left corner, (1, 1) the bottom-right, in
// the perspective the four corners give. Drawing the grid over the photo uses it. A degenerate
// quadrilateral gives the corners' bilinear blend instead.
[[nodiscard]] Point grid_point(const std::array<Point, 4>& corners, double u, double v);

// Reads the board. Violations: kVisionBadImage (pixels, width, height, stride or channels
// unusable), kVisionImageTooSmall (width, height), kVisionNoBoard (no large light-grey
// quadrilateral), kVisionBadCorners (given corners that enclose no convex quadrilateral),
// kVisionNoGrid (a board outline without the cells' grid inside).
[[nodiscard]] Result<BoardReading> read_board(const ImageView& image, const ReadOptions& options);

}  // namespace tableref::vision

#pragma once
// Photo-like pictures of known Blokus boards, for the vision tests and the benchmark: a
// board with its frame, ridges and bevelled pieces seen in perspective from any side, on
// a wooden or patterned table with loose pieces beside it, under a lighting gradient with
// specular flare, then sensor noise, blur and JPEG-like 8x8 block compression.
#include <array>
#include <cstdint>
#include <vector>

#include "tableref/referee/blokus/variant.hpp"
#include "tableref/vision/board_reading.hpp"

namespace tableref::vision::testing {

enum class Table : std::uint8_t { kPlain, kWood, kPattern };

struct PhotoSpec {
  int width = 1600;
  int height = 1200;
  int size = 20;                // cells per side
  std::vector<CellColor> grid;  // as the picture shows it, top row first
  // Cells whose piece is clear, not coloured (a replacement piece, a faded one), as `grid`;
  // empty: none.
  std::vector<bool> clear;
  // Cells whose piece's flat face mirrors a lamp: white inside the bevel, which keeps the
  // colour (as on the real photos), as `grid`; empty: none.
  std::vector<bool> face_flare;
  std::array<Point, 4> board{};  // the board's outer corners (frame included)
  double frame = 0.7;            // frame width, in cells
  Table table = Table::kWood;
  double gradient = 0.0;   // 0 even light; 0.5 half as bright at the far side
  int flares = 0;          // specular highlights on the board
  double noise = 0.0;      // sensor noise, standard deviation in levels
  int blur = 0;            // 3x3 box blur passes
  int jpeg_quality = 0;    // 0: none; 1..100 as JPEG's quality scale
  int loose_pieces = 0;    // pieces lying on the table beside the board
  bool draw_board = true;  // false: the table only (no board in the picture)
  double light_sheet = 0;  // > 0: a sheet of white paper over this share of the left side
  // > 0: a lamp's reflection on the table along the board's left side, washing the wood out
  // to nearly the board's pale grey (1: at its centre the table is almost white).
  double table_reflection = 0;
  std::uint32_t seed = 1;
};

struct Photo {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> rgb;  // stride = width * 3
  std::array<Point, 4> grid_corners{};
  [[nodiscard]] ImageView view() const {
    return ImageView{rgb.data(), width, height, width * 3, 3};
  }
};

[[nodiscard]] Photo render_photo(const PhotoSpec& spec);

// A finished (or, with `moves` >= 0, partial) random legal game played by the referee, as
// the picture shows it after `rotation` quarter turns (see BoardReading::rotation).
[[nodiscard]] std::vector<CellColor> random_board(blokus::Variant variant, std::uint32_t seed,
                                                  int rotation, int moves = -1);

// A perspective view: the board's corners for a camera looking from slightly off-centre.
[[nodiscard]] std::array<Point, 4> perspective_board(int width, int height, double tilt,
                                                     double skew);

}  // namespace tableref::vision::testing

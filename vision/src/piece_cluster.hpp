#pragma once
// Finding the board by its pieces. On a real table the bare board (white or light grey) can
// look like the table around it: light wood under a reflection is as pale as the board. The
// pieces cannot: they are strongly coloured, and a board in play is covered with them far
// more densely than the table, where only a few loose pieces lie. The densest large cluster
// of strongly coloured pixels is the board; its outline is a first guess of the grid's.
#include <optional>

#include "board_outline.hpp"

namespace tableref::vision {

// The quadrilateral around the largest dense cluster of piece-coloured pixels of the small
// detection image (its coordinates), or nullopt when there is none.
[[nodiscard]] std::optional<Outline> find_piece_cluster(const RgbImage& image);

// The table's hue: the circular mean (degrees) of the coloured pixels of the picture's outer
// tenth, where the board rarely is; nullopt when that border is mostly grey.
[[nodiscard]] std::optional<double> table_hue(const RgbImage& image);
// Hues `a` and `b` apart, in degrees (0..180).
[[nodiscard]] double hue_gap(double a, double b);
// A colour of the table's hue and moderate saturation (at least `min_saturation`, more than
// the bare board's): neither bare board nor a piece. Wood under a reflection is pale.
[[nodiscard]] bool looks_like_table(const Rgb& colour, double table, double min_saturation);

}  // namespace tableref::vision

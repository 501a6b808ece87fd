#include "tableref/vision/board_reading.hpp"

#include "homography.hpp"
#include "tableref/vision/board_analysis.hpp"

namespace tableref::vision {

namespace {
constexpr char kLetters[kCellColorCount] = {'.', 'B', 'Y', 'R', 'G', 'P', 'O'};
}  // namespace

char cell_letter(CellColor color) {
  return kLetters[static_cast<std::size_t>(color)];
}

std::optional<CellColor> cell_from_letter(char letter) {
  for (int k = 0; k < kCellColorCount; ++k) {
    if (kLetters[k] == letter || (letter >= 'a' && letter <= 'z' && kLetters[k] == letter - 32)) {
      return static_cast<CellColor>(k);
    }
  }
  return std::nullopt;
}

int referee_color(blokus::Variant variant, CellColor color) {
  if (variant == blokus::Variant::kDuo) {
    if (color == CellColor::kPurple) return 0;
    if (color == CellColor::kOrange) return 1;
    return -1;
  }
  switch (color) {
    case CellColor::kBlue:
      return 0;
    case CellColor::kYellow:
      return 1;
    case CellColor::kRed:
      return 2;
    case CellColor::kGreen:
      return 3;
    default:
      return -1;
  }
}

CellColor cell_color_of(blokus::Variant variant, int color) {
  if (variant == blokus::Variant::kDuo) {
    return color == 0 ? CellColor::kPurple : color == 1 ? CellColor::kOrange : CellColor::kEmpty;
  }
  switch (color) {
    case 0:
      return CellColor::kBlue;
    case 1:
      return CellColor::kYellow;
    case 2:
      return CellColor::kRed;
    case 3:
      return CellColor::kGreen;
    default:
      return CellColor::kEmpty;
  }
}

GridCell BoardReading::to_referee(PictureCell cell) const {
  return picture_to_referee(cell, size, rotation);
}

PictureCell BoardReading::from_referee(GridCell cell) const {
  return referee_to_picture(cell, size, rotation);
}

std::vector<std::string> BoardReading::grid_rows() const {
  std::vector<std::string> rows;
  for (int y = 0; y < size; ++y) {
    std::string row;
    for (int x = 0; x < size; ++x) row += cell_letter(at(x, y).color);
    rows.push_back(row);
  }
  return rows;
}

Point grid_point(const std::array<Point, 4>& corners, double u, double v) {
  if (auto h = square_to_quad(corners)) return h->apply(Point{u, v});
  const auto blend = [](Point a, Point b, double t) {
    return Point{a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
  };
  return blend(blend(corners[0], corners[1], u), blend(corners[3], corners[2], u), v);
}

}  // namespace tableref::vision

#include "tableref/controllers/blokus/tray.hpp"

#include <algorithm>
#include <utility>

#include "tableref/referee/blokus/trigon_piece.hpp"

namespace tableref::controllers {

blokus::Offset blokus_grab_cell(blokus::PieceId piece, std::uint8_t orientation) {
  const auto& orientations = blokus::piece_info(piece).orientations;
  const auto& o = orientations[orientation % orientations.size()];
  // Twice the coordinates, so the middle of the bounding box is whole.
  const int mx = o.width - 1;
  const int my = o.height - 1;
  blokus::Offset best = o.cells[0];
  int best_d = 1 << 20;
  for (std::size_t i = 0; i < o.size; ++i) {
    const int dx = 2 * o.cells[i].x - mx;
    const int dy = 2 * o.cells[i].y - my;
    const int d = dx * dx + dy * dy;
    if (d < best_d) {
      best_d = d;
      best = o.cells[i];
    }
  }
  return best;
}

namespace {

// Trigon: a triangle's middle (its centroid) in units of a side, x right and y up.
std::pair<double, double> triangle_middle(blokus::Offset c) {
  constexpr double kRow = 0.8660254037844386;  // a row's height: sqrt(3) / 2
  const double up = blokus::trigon_up(c.x, c.y) ? 1.0 / 3 : 2.0 / 3;
  return {(c.x + 1) / 2.0, (c.y + up) * kRow};
}

// Trigon: the triangle of an orientation nearest the middle of its triangles' middles, among
// those pointing up (`up`), down, or either (nullopt); nullopt when none points that way.
std::optional<blokus::Offset> middle_triangle(const blokus::Orientation& o,
                                              std::optional<bool> up) {
  double mx = 0;
  double my = 0;
  for (std::size_t i = 0; i < o.size; ++i) {
    const auto [x, y] = triangle_middle(o.cells[i]);
    mx += x / o.size;
    my += y / o.size;
  }
  std::optional<blokus::Offset> best;
  double best_d = 0;
  for (std::size_t i = 0; i < o.size; ++i) {
    if (up && blokus::trigon_up(o.cells[i].x, o.cells[i].y) != *up) continue;
    const auto [x, y] = triangle_middle(o.cells[i]);
    const double d = (x - mx) * (x - mx) + (y - my) * (y - my);
    if (!best || d < best_d - 1e-9) {
      best = o.cells[i];
      best_d = d;
    }
  }
  return best;
}

}  // namespace

blokus::Offset blokus_grab_cell(const blokus::Geometry& geo, blokus::PieceId piece,
                                std::uint8_t orientation, GridCell target) {
  if (!geo.triangles()) return blokus_grab_cell(piece, orientation);
  const auto& orientations = geo.piece_table()[piece].orientations;
  const auto& o = orientations[orientation % orientations.size()];
  // Among the triangles pointing the way the target does: a shift that turned the piece's
  // triangles over would be no move. The one-triangle piece turned the other way cannot
  // cover the target as held: its triangle is put there all the same (and ruled no piece).
  return middle_triangle(o, geo.points_up(target.x, target.y)).value_or(o.cells[0]);
}

std::vector<GridCell> blokus_tray_cells(const blokus::Geometry& geo, blokus::PieceId piece,
                                        std::uint8_t orientation, GridCell target) {
  if (!geo.triangles()) return blokus_tray_cells(piece, orientation, target);
  const auto& orientations = geo.piece_table()[piece].orientations;
  const auto& o = orientations[orientation % orientations.size()];
  const auto grab = blokus_grab_cell(geo, piece, orientation, target);
  // Board columns to the canonical frame: x + up_shift (trigon_piece.hpp).
  std::vector<GridCell> cells;
  for (std::size_t i = 0; i < o.size; ++i) {
    cells.push_back(GridCell{target.x + o.cells[i].x - grab.x, target.y + o.cells[i].y - grab.y});
  }
  return cells;
}

std::vector<GridCell> blokus_tray_cells(blokus::PieceId piece, std::uint8_t orientation,
                                        GridCell target) {
  const auto& orientations = blokus::piece_info(piece).orientations;
  const auto& o = orientations[orientation % orientations.size()];
  const auto grab = blokus_grab_cell(piece, orientation);
  std::vector<GridCell> cells;
  for (std::size_t i = 0; i < o.size; ++i) {
    cells.push_back(GridCell{target.x + o.cells[i].x - grab.x, target.y + o.cells[i].y - grab.y});
  }
  return cells;
}

std::optional<std::uint8_t> blokus_fitting_orientation(const blokus::GameState& state,
                                                       blokus::Color color, blokus::PieceId piece,
                                                       std::uint8_t held, GridCell target,
                                                       bool next) {
  const auto& geo = state.geometry();
  const auto count = static_cast<int>(geo.piece_table()[piece].orientations.size());
  const int first = next ? 1 : 0;
  for (int k = first; k < count + first; ++k) {
    const auto o = static_cast<std::uint8_t>((held + k) % count);
    if (state.check(color, blokus_tray_cells(geo, piece, o, target)).ok()) return o;
  }
  return std::nullopt;
}

std::vector<BlokusFit> blokus_fits_covering(const blokus::GameState& state, blokus::Color color,
                                            blokus::PieceId piece, GridCell cell) {
  std::vector<BlokusFit> fits;
  const auto& geo = state.geometry();
  const auto& orientations = geo.piece_table()[piece].orientations;
  for (std::size_t o = 0; o < orientations.size(); ++o) {
    const auto way = static_cast<std::uint8_t>(o);
    std::optional<BlokusFit> best;
    int best_d = 0;
    // Each of the piece's cells on `cell` in turn: the grab cell then lies that far off
    // (Trigon: only cells pointing the way `cell` does can cover it).
    for (std::size_t i = 0; i < orientations[o].size; ++i) {
      const auto& c = orientations[o].cells[i];
      if (geo.triangles() && blokus::trigon_up(c.x, c.y) != geo.points_up(cell.x, cell.y)) {
        continue;
      }
      // The grab cell of the piece lying there: on triangles the one nearest the middle
      // (its target then points its way, so blokus_grab_cell picks it back).
      const auto grab = geo.triangles() ? *middle_triangle(orientations[o], std::nullopt)
                                        : blokus_grab_cell(piece, way);
      const GridCell target{cell.x + grab.x - c.x, cell.y + grab.y - c.y};
      const int dx = target.x - cell.x;
      const int dy = target.y - cell.y;
      const int d = dx * dx + dy * dy;
      if (best && d >= best_d) continue;
      if (!state.check(color, blokus_tray_cells(geo, piece, way, target)).ok()) continue;
      best = BlokusFit{way, target};
      best_d = d;
    }
    if (best) fits.push_back(*best);
  }
  return fits;
}

BlokusDrop blokus_drop_fit(const blokus::GameState& state, blokus::Color color,
                           blokus::PieceId piece, std::uint8_t held, GridCell cell, bool turned) {
  const BlokusFit as_held{held, cell};
  const auto fits = blokus_fits_covering(state, color, piece, cell);
  BlokusDrop drop{as_held, static_cast<int>(fits.size()), false};
  const auto same = std::find_if(fits.begin(), fits.end(),
                                 [held](const BlokusFit& f) { return f.orientation == held; });
  const auto off = [cell](const BlokusFit& f) {
    return (f.target.x - cell.x) * (f.target.x - cell.x) +
           (f.target.y - cell.y) * (f.target.y - cell.y);
  };
  if (same != fits.end()) {
    drop.fit = *same;
  } else if (fits.size() == 1) {
    drop.fit = fits.front();
  } else if (!turned && !fits.empty()) {
    drop.fit = *std::min_element(fits.begin(), fits.end(),
                                 [&off](const auto& a, const auto& b) { return off(a) < off(b); });
  }
  drop.moved = !(drop.fit == as_held);
  return drop;
}

std::optional<BlokusFit> blokus_next_fit(const blokus::GameState& state, blokus::Color color,
                                         blokus::PieceId piece, std::uint8_t held, GridCell cell) {
  const auto fits = blokus_fits_covering(state, color, piece, cell);
  if (fits.empty()) return std::nullopt;
  for (const auto& f : fits) {
    if (f.orientation > held) return f;
  }
  return fits.front();
}

}  // namespace tableref::controllers

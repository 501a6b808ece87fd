#include "tableref/controllers/blokus/tray.hpp"

#include <algorithm>

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
  const auto count = static_cast<int>(blokus::piece_info(piece).orientations.size());
  const int first = next ? 1 : 0;
  for (int k = first; k < count + first; ++k) {
    const auto o = static_cast<std::uint8_t>((held + k) % count);
    if (state.check(color, blokus_tray_cells(piece, o, target)).ok()) return o;
  }
  return std::nullopt;
}

std::vector<BlokusFit> blokus_fits_covering(const blokus::GameState& state, blokus::Color color,
                                            blokus::PieceId piece, GridCell cell) {
  std::vector<BlokusFit> fits;
  const auto& orientations = blokus::piece_info(piece).orientations;
  for (std::size_t o = 0; o < orientations.size(); ++o) {
    const auto way = static_cast<std::uint8_t>(o);
    const auto grab = blokus_grab_cell(piece, way);
    std::optional<BlokusFit> best;
    int best_d = 0;
    // Each of the piece's cells on `cell` in turn: the grab cell then lies that far off.
    for (std::size_t i = 0; i < orientations[o].size; ++i) {
      const auto& c = orientations[o].cells[i];
      const GridCell target{cell.x + grab.x - c.x, cell.y + grab.y - c.y};
      const int dx = target.x - cell.x;
      const int dy = target.y - cell.y;
      const int d = dx * dx + dy * dy;
      if (best && d >= best_d) continue;
      if (!state.check(color, blokus_tray_cells(piece, way, target)).ok()) continue;
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

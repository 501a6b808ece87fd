// The move being entered on the Blokus screen (move.hpp): picking, turning and putting down
// the piece in the hand, and the cells it covers.
#include "screens/blokus/move.hpp"

#include "tableref/referee/blokus/trigon_piece.hpp"

namespace tableref::gui {

void BlokusMove::clear() {
  tapped.clear();
  piece.reset();
  orientation = 0;
  target.reset();
  put_cell.reset();
  other_ways = 0;
  turned = false;
  dragging = false;
  tray_press.reset();
  tray_drag = false;
  overrule_armed = false;
}

void BlokusMove::pick(blokus::PieceId p) {
  piece = p;
  orientation = 0;
  turned = false;
  other_ways = 0;
  tapped.clear();
  overrule_armed = false;
}

void BlokusMove::turn(const controllers::BlokusController& session, int how) {
  if (!piece) return;
  // Trigon's pieces turn in 60-degree steps on their own lattice.
  const auto way = static_cast<blokus::Turn>(how);
  orientation = session.state().geometry().triangles()
                    ? blokus::turn_trigon_orientation(*piece, orientation, way)
                    : blokus::turn_orientation(*piece, orientation, way);
  other_ways = 0;
  turned = true;
  overrule_armed = false;
}

bool BlokusMove::put_piece(const controllers::BlokusController& session,
                           std::optional<blokus::Color> color, GridCell cell, bool again) {
  if (!piece) return false;
  target = cell;
  put_cell = cell;
  other_ways = 0;
  if (!color) return false;
  if (again) {
    const auto fits = session.fits_covering(*color, *piece, cell);
    if (const auto next = session.next_fit(*color, *piece, orientation, cell)) {
      orientation = next->orientation;
      target = next->target;
    }
    other_ways = fits.size() > 1 ? static_cast<int>(fits.size()) : 0;
    return false;
  }
  const auto drop = session.drop_fit(*color, *piece, orientation, cell, turned);
  orientation = drop.fit.orientation;
  target = drop.fit.target;
  // Where it fits several ways the player is told so (the next tap on the cell turns it).
  other_ways = drop.ways > 1 ? drop.ways : 0;
  return drop.ways == 1 &&
         session
             .check(*color, controllers::blokus_tray_cells(session.state().geometry(), *piece,
                                                           orientation, *target))
             .ok();
}

std::vector<GridCell> BlokusMove::landing(const controllers::BlokusController& session,
                                          std::optional<blokus::Color> color, GridCell cell) const {
  if (!piece) return {};
  const auto& geo = session.state().geometry();
  if (!color) return controllers::blokus_tray_cells(geo, *piece, orientation, cell);
  const auto drop = session.drop_fit(*color, *piece, orientation, cell, turned);
  return controllers::blokus_tray_cells(geo, *piece, drop.fit.orientation, drop.fit.target);
}

std::vector<GridCell> BlokusMove::cells(const controllers::BlokusController& session,
                                        std::optional<blokus::Color> color) const {
  if (piece) {
    if (!target) return {};
    // While dragged, the piece is shown where it would land if the finger lifted here.
    if (dragging) return landing(session, color, *target);
    return controllers::blokus_tray_cells(session.state().geometry(), *piece, orientation, *target);
  }
  return tapped;
}

}  // namespace tableref::gui

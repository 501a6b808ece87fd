#include "tableref/app/cell_notation.hpp"

#include "tableref/app/game_notations.hpp"
#include "tableref/app/games.hpp"

namespace tableref::app {

std::string write_cell(ReasonCode reason, GridCell cell) {
  // The first game whose rulings write this reason's cells their own way.
#define TABLEREF_GAME_WRITES_CELL(game) \
  if (auto written = ::tableref::game::written_cell(reason, cell)) return *written;
  TABLEREF_FOR_EACH_GAME(TABLEREF_GAME_WRITES_CELL)
#undef TABLEREF_GAME_WRITES_CELL
  return "(" + std::to_string(cell.x) + "," + std::to_string(cell.y) + ")";
}

}  // namespace tableref::app

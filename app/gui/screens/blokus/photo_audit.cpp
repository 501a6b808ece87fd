// Blokus photo screen: a finished board's audit in words (pieces that are no piece, pieces
// twice, colours off their corner, pieces not touching their colour), each with its cells.
#include <algorithm>

#include "app_context.hpp"
#include "screens/blokus/photo_words.hpp"
#include "tableref/referee/blokus/variant.hpp"
#include "tableref/vision/board_analysis.hpp"

namespace tableref::gui {

std::string photo_audit_text(AppContext& ctx, const controllers::BlokusPhotoReader& reader) {
  const auto& finished = reader.finished();
  if (!finished) return {};
  const auto& reading = *reader.reading();
  const auto board_cells = [&](const vision::CellGroup& group) {
    std::vector<GridCell> cells;
    for (const auto& c : group.cells) cells.push_back(reading.to_referee(c));
    return photo_cells_text(cells);
  };
  const auto color_of_group = [&](const vision::CellGroup& group) {
    return photo_color_word(ctx, reader, vision::referee_color(reading.variant, group.color));
  };
  const auto piece_of = [](const vision::CellGroup& g) {
    return std::string(g.piece ? blokus::piece_name(*g.piece) : "?");
  };
  std::string audit;
  const auto add = [&](const std::string& line) { audit += (audit.empty() ? "" : "\n") + line; };
  for (const auto& g : finished->audit.not_pieces) {
    add(ctx.tr("photo.audit.not_piece",
               {Param{"color", color_of_group(g)}, Param{"cells", board_cells(g)}}));
  }
  for (const auto& g : finished->audit.duplicates) {
    add(ctx.tr("photo.audit.duplicate",
               {Param{"color", color_of_group(g)}, Param{"piece", piece_of(g)},
                Param{"cells", board_cells(g)}}));
  }
  const auto& no_start = finished->audit.no_start;
  const auto& disconnected = finished->audit.disconnected;
  const auto colour_of = [&](const vision::CellGroup& g) {
    return vision::referee_color(reading.variant, g.color);
  };
  for (const int c : no_start) {
    // One line for the colour rather than one per piece: its corner cell is what to check.
    const auto pieces =
        std::count_if(disconnected.begin(), disconnected.end(),
                      [&](const vision::CellGroup& g) { return colour_of(g) == c; });
    add(ctx.tr("photo.audit.no_corner", {Param{"color", photo_color_word(ctx, reader, c)},
                                         Param{"count", std::int64_t{pieces}}}));
  }
  for (const auto& g : disconnected) {
    if (std::find(no_start.begin(), no_start.end(), colour_of(g)) != no_start.end()) continue;
    add(ctx.tr("photo.audit.disconnected",
               {Param{"color", color_of_group(g)}, Param{"piece", piece_of(g)},
                Param{"cells", board_cells(g)}}));
  }
  if (audit.empty()) audit = ctx.tr("photo.audit.clean");
  return audit;
}

}  // namespace tableref::gui

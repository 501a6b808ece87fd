// Blokus photo screen: its words: a colour, a list of cells, why a clear piece's cells are
// uncertain, and during a game the new pieces the referee accepts, those it refuses and the
// cells no placement explains.
#include "screens/blokus/photo_words.hpp"

#include <algorithm>

#include "app_context.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "tableref/referee/blokus/variant.hpp"
#include "tableref/vision/board_analysis.hpp"

namespace tableref::gui {

std::string photo_color_word(AppContext& ctx, const controllers::BlokusPhotoReader& reader,
                             int color) {
  const auto variant = reader.variant();
  return ctx.tr("blokus.color." +
                controllers::blokus_color_word(variant, static_cast<blokus::Color>(color)));
}

std::string photo_clear_cells_text(AppContext& ctx, const controllers::BlokusPhotoReader& reader) {
  const controllers::ClearCells clear = reader.clear_cells();
  std::string colours;
  for (const int colour : clear.colours) {
    if (!colours.empty()) colours += "/";
    colours += photo_color_word(ctx, reader, colour);
  }
  if (clear.coloured > 0 && clear.left_empty > 0) {
    return ctx.tr("photo.clear.both",
                  {Param{"coloured", std::int64_t{clear.coloured}},
                   Param{"left_empty", std::int64_t{clear.left_empty}}, Param{"colours", colours}});
  }
  if (clear.coloured > 0) {
    return ctx.tr("photo.clear.coloured",
                  {Param{"cells", std::int64_t{clear.coloured}}, Param{"colours", colours}});
  }
  if (clear.left_empty > 0) {
    return ctx.tr("photo.clear.left_empty", {Param{"cells", std::int64_t{clear.left_empty}}});
  }
  return {};
}

std::string photo_cells_text(const std::vector<GridCell>& board_cells) {
  std::vector<GridCell> cells = board_cells;
  std::sort(cells.begin(), cells.end(),
            [](GridCell a, GridCell b) { return a.x != b.x ? a.x < b.x : a.y < b.y; });
  std::string text;
  for (const auto& c : cells) {
    if (!text.empty()) text += ",";
    text += blokus::format_cell(c);
  }
  return text;
}

std::string photo_update_text(AppContext& ctx, const controllers::BlokusPhotoReader& reader,
                              const controllers::PhotoUpdate& update) {
  if (!reader.reading()) return {};
  // The new pieces the referee accepts, those it refuses, and what no placement explains.
  std::string text;
  const auto add = [&](const std::string& line) { text += (text.empty() ? "" : "\n") + line; };
  for (const auto& p : update.placements) {
    add(ctx.tr("photo.update.piece", {Param{"color", photo_color_word(ctx, reader, p.color)},
                                      Param{"piece", std::string(blokus::piece_name(p.piece))},
                                      Param{"cells", photo_cells_text(p.cells)}}));
  }
  if (update.placements.empty()) add(ctx.tr("photo.update.none"));
  for (const auto& [cells, why] : update.refused) {
    std::string reasons;
    for (const auto& v : why) reasons += (reasons.empty() ? "" : " ") + ctx.render(v);
    // The group's colour, as the photo shows it.
    const auto& reading = *reader.reading();
    const auto first =
        cells.empty() ? vision::PictureCell{}
                      : vision::referee_to_picture(cells.front(), reading.size, update.rotation);
    const int color =
        cells.empty() ? -1
                      : vision::referee_color(reading.variant, reading.at(first.x, first.y).color);
    add(ctx.tr(
        "photo.update.refused",
        {Param{"color", color >= 0 ? photo_color_word(ctx, reader, color) : std::string("?")},
         Param{"cells", photo_cells_text(cells)}, Param{"why", reasons}}));
  }
  if (!update.unexplained.empty()) {
    add(ctx.tr("photo.update.unexplained", {Param{"cells", photo_cells_text(update.unexplained)}}));
  }
  return text;
}

}  // namespace tableref::gui

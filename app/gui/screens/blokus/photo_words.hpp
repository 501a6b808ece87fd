#pragma once
// The Blokus photo screen's words, over the reader read-only (photo_words.cpp,
// photo_audit.cpp).
#include <string>
#include <vector>

#include "tableref/controllers/blokus/photo_reader.hpp"

namespace tableref::gui {

class AppContext;

// A colour of the board read, in the user's language.
[[nodiscard]] std::string photo_color_word(AppContext& ctx,
                                           const controllers::BlokusPhotoReader& reader, int color);
// Board cells as the referee writes them, sorted by column then row, comma-separated.
[[nodiscard]] std::string photo_cells_text(const std::vector<GridCell>& board_cells);
// Why a clear piece's cells are uncertain (their colour is the rules'), or "" for none.
[[nodiscard]] std::string photo_clear_cells_text(AppContext& ctx,
                                                 const controllers::BlokusPhotoReader& reader);
// A finished board's audit in words (photo_audit.cpp).
[[nodiscard]] std::string photo_audit_text(AppContext& ctx,
                                           const controllers::BlokusPhotoReader& reader);
// During a game: the new pieces the referee accepts, those it refuses (with why) and the
// cells no placement explains; "" before a reading.
[[nodiscard]] std::string photo_update_text(AppContext& ctx,
                                            const controllers::BlokusPhotoReader& reader,
                                            const controllers::PhotoUpdate& update);

}  // namespace tableref::gui

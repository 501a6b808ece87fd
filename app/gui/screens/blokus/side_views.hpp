#pragma once
// The Blokus screen's side panel, its stateless parts: views over the session drawn top to
// bottom (the screen places them): the color to move (turn_view.cpp), the clocks
// (clocks_view.cpp), the ruling of the move being entered with Confirm, Clear and Overrule
// (ruling_view.cpp), and the scores once the game is over (score_table.cpp).
#include <string>

#include "screens/blokus/table.hpp"

namespace tableref::gui {

class AppContext;

// The color to move and its player (or the game's end); in solo puzzles the color chosen.
void draw_blokus_turn(AppContext& ctx, BlokusTable& table);
// Each seat's clock, two bars to a row.
void draw_blokus_clocks(AppContext& ctx, const BlokusTable& table);
// The ruling box down to `bottom` (the panel's local y where the Confirm row ends), then
// Confirm, Clear and Overrule.
void draw_blokus_ruling(AppContext& ctx, BlokusTable& table, float bottom);
// With hints on: the count of legal moves and of the cells circled, in the words of the
// board's cells (blokus_hint_key: squares or triangles, before or after the first piece).
[[nodiscard]] std::string blokus_hint_text(AppContext& ctx, const BlokusTable& table,
                                           blokus::Color color);
[[nodiscard]] std::string blokus_hint_key(const BlokusTable& table, blokus::Color color);
// The scores per color and per player (team), both conventions.
void draw_blokus_scores(AppContext& ctx, const BlokusTable& table);

}  // namespace tableref::gui

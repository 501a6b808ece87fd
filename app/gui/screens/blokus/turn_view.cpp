// Blokus screen: the color to move and its player at the top of the side panel, the solo
// puzzles' choice of color, and what the tests read of the turn (skipped colors, the hint).
#include <imgui.h>

#include "app_context.hpp"
#include "screens/blokus/screen_parts.hpp"
#include "screens/blokus/side_views.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blokus_screen_parts;  // NOLINT(google-build-using-namespace)

namespace {

// The color's square and "Move n: color (player)" on one line, a long name cut with "…" in a
// narrow panel (1024x768): two would move the tray down at that player's turns.
void draw_to_move(AppContext& ctx, const BlokusTable& table, blokus::Color to_move) {
  const auto& session = table.session();
  const auto& st = session.state();
  const int seat = session.seat_for(to_move);
  const std::string player =
      seat >= 0 ? session.seats()[static_cast<std::size_t>(seat)].player : std::string();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float sw = scaled(28);
  ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(p.x, p.y + scaled(4)),
                                            ImVec2(p.x + sw, p.y + scaled(4) + sw),
                                            color_of(st.variant(), to_move), scaled(4));
  ImGui::Dummy(ImVec2(sw, sw + scaled(8)));
  ImGui::SameLine();
  heading_line(ctx.tr("blokus.to_move",
                      {Param{"color", blokus_color_label(ctx, table, to_move)},
                       Param{"player", ctx.user_text(player)},
                       Param{"n", static_cast<std::int64_t>(session.moves().size() + 1)}}));
  probe().record_text("blokus.to_move", std::string(blokus::color_name(st.variant(), to_move)));
  probe().record_text("blokus.to_move_player", player);
}

// Solo: any color may be placed at any time.
void draw_color_choice(AppContext& ctx, BlokusTable& table, std::optional<blokus::Color> to_move) {
  const auto& st = table.session().state();
  for (int c = 0; c < st.colors(); ++c) {
    const auto color = static_cast<blokus::Color>(c);
    if (c > 0) ImGui::SameLine();
    ImGui::BeginDisabled(st.is_out(color));
    if (choice_button(blokus_color_label(ctx, table, color).c_str(), "blokus.color." + num(c),
                      to_move == color)) {
      table.choose_color(color);
    }
    ImGui::EndDisabled();
  }
}

// Skipped colors and the hint count are said in the message box (the ruling's notices);
// recorded here for the tests.
void record_skipped_and_hint(AppContext& ctx, const BlokusTable& table,
                             std::optional<blokus::Color> to_move) {
  const auto& st = table.session().state();
  const auto skipped = st.game_over() ? std::vector<blokus::Color>{} : st.skipped();
  if (!skipped.empty()) {
    std::string names;
    std::string codes;
    for (const auto c : skipped) {
      if (!names.empty()) names += ", ";
      names += blokus_color_label(ctx, table, c);
      codes += std::string(blokus::color_name(st.variant(), c));
    }
    probe().record_text("blokus.skipped",
                        ctx.tr(skipped.size() == 1 ? "blokus.skipped" : "blokus.skipped_many",
                               {Param{"colors", names}}));
    probe().record_text("blokus.skipped_colors", codes);
  }
  if (table.hints() && to_move) {
    probe().record_text("blokus.hint_count",
                        num(static_cast<std::int64_t>(st.legal_moves(*to_move).size())));
    probe().record_text("blokus.hint.key", blokus_hint_key(table, *to_move));
    probe().record_text("blokus.hint", blokus_hint_text(ctx, table, *to_move));
  }
}

}  // namespace

void draw_blokus_turn(AppContext& ctx, BlokusTable& table) {
  const auto& session = table.session();
  const auto& st = session.state();
  const auto to_move = table.active_color();
  probe().record_text("blokus.moves", num(static_cast<std::int64_t>(session.moves().size())));
  if (to_move) {
    draw_to_move(ctx, table, *to_move);
  } else {
    heading(ctx.tr("blokus.game_over").c_str());
    probe().record_text("blokus.to_move", "");
  }
  if (!session.moves().empty() && session.moves().back().overruled) {
    probe().record_text("blokus.last_overruled", "1");  // said in the message box
  }
  if (!st.info().turn_order && !st.game_over()) draw_color_choice(ctx, table, to_move);
  record_skipped_and_hint(ctx, table, to_move);
}

}  // namespace tableref::gui

// Blokus screen: the scores once the game is over, in the side panel: per color (left and
// the boxed rules' bonus), then per player or team with both scorings and ranks.
#include <imgui.h>

#include "app_context.hpp"
#include "screens/blokus/score_table.hpp"
#include "screens/blokus/screen_parts.hpp"
#include "screens/blokus/side_views.hpp"
#include "tableref/referee/blokus/scoring.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blokus_screen_parts;  // NOLINT(google-build-using-namespace)

void draw_blokus_scores(AppContext& ctx, const BlokusTable& table) {
  const auto& session = table.session();
  const auto& st = session.state();
  const auto scores = blokus::score(st);
  const bool online = session.online_scoring();
  muted(ctx.tr(online ? "blokus.scores.by_online" : "blokus.scores.by_boxed").c_str());
  // Per color.
  if (ImGui::BeginTable("blokus.scores.colors", 4,
                        ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn(ctx.tr("blokus.scores.color").c_str());
    ImGui::TableSetupColumn(ctx.tr("blokus.scores.player").c_str());
    ImGui::TableSetupColumn(ctx.tr("blokus.scores.left").c_str());
    ImGui::TableSetupColumn(ctx.tr("blokus.scores.boxed").c_str());
    ImGui::TableHeadersRow();
    for (const auto& c : scores.colors) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      text_line(blokus_color_label(ctx, table, c.color),
                ImGui::ColorConvertU32ToFloat4(color_of(st.variant(), c.color)));
      ImGui::TableNextColumn();
      const int seat = c.player >= 0 ? session.seat_of_player(c.player) : -1;
      text_line(seat >= 0 ? ctx.user_text(session.seats()[static_cast<std::size_t>(seat)].player)
                          : ctx.tr("blokus.scores.shared"));
      ImGui::TableNextColumn();
      text_line(std::to_string(c.remaining_squares));
      ImGui::TableNextColumn();
      text_line((c.boxed >= 0 ? "+" : "") + std::to_string(c.boxed));
    }
    ImGui::EndTable();
  }
  ImGui::Spacing();
  // Per player (team): totals and both ranks.
  draw_blokus_score_table(ctx,
                          {"blokus.scores.players", "blokus.scores.player", "blokus.score", online,
                           [&](const blokus::PlayerScore& p) {
                             std::string name;
                             for (const auto& who : session.players_of(p)) {
                               name += (name.empty() ? "" : " + ") + who;
                             }
                             return ctx.user_text(name);
                           }},
                          scores);
}

}  // namespace tableref::gui

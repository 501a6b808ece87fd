#include "screens/blokus/score_table.hpp"

#include <imgui.h>

#include "ui/widgets.hpp"

namespace tableref::gui {

void draw_blokus_score_table(AppContext& ctx, const BlokusScoreTable& table,
                             const blokus::Scores& scores) {
  if (!ImGui::BeginTable(table.id, 5, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) return;
  ImGui::TableSetupColumn(ctx.tr(table.first_column_key).c_str());
  ImGui::TableSetupColumn(ctx.tr("blokus.scores.left_short").c_str());
  ImGui::TableSetupColumn(ctx.tr("blokus.scores.boxed_short").c_str());
  ImGui::TableSetupColumn(ctx.tr("blokus.scores.rank_boxed").c_str());
  ImGui::TableSetupColumn(ctx.tr("blokus.scores.rank_online").c_str());
  ImGui::TableHeadersRow();
  for (const auto& p : scores.players) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    text_line(table.name_of(p));
    ImGui::TableNextColumn();
    text_line(std::to_string(p.remaining_squares));
    ImGui::TableNextColumn();
    text_line((p.boxed >= 0 ? "+" : "") + std::to_string(p.boxed));
    ImGui::TableNextColumn();
    text_line(std::to_string(p.rank_boxed));
    ImGui::TableNextColumn();
    text_line(std::to_string(p.rank_online));
    const std::string key = std::string(table.probe_prefix) + "." + std::to_string(p.player);
    probe().record_text(key, std::to_string(p.boxed));
    probe().record_text(key + ".rank", std::to_string(table.online ? p.rank_online : p.rank_boxed));
  }
  ImGui::EndTable();
}

}  // namespace tableref::gui

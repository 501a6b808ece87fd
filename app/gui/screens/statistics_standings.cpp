#include "statistics_standings.hpp"

#include <imgui.h>

#include <cstdio>
#include <string>

#include "app_context.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

// The rating as the table shows it: one decimal (the JSON of the CLI keeps six).
std::string one_decimal(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

// "2/1/0": firsts, seconds, thirds...
std::string places(const controllers::PlayerStanding& p) {
  std::string text;
  for (auto n : p.placements) text += (text.empty() ? "" : "/") + std::to_string(n);
  return text.empty() ? "-" : text;
}

}  // namespace

void draw_statistics_standings(AppContext& ctx,
                               const std::optional<controllers::GameStandings>& standings) {
  const std::string note = ctx.tr("standings.note");
  muted(note.c_str());
  ImGui::BeginChild("history.standings", ImVec2(0, 0), true);
  touch_scroll();
  if (!standings || standings->players.empty()) muted(ctx.tr("standings.empty").c_str());
  if (standings && !standings->players.empty() &&
      ImGui::BeginTable("history.standings.table", 6,
                        ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn(ctx.tr("standings.col.place").c_str(), 0, 0.4f);
    ImGui::TableSetupColumn(ctx.tr("standings.col.player").c_str(), 0, 2.0f);
    ImGui::TableSetupColumn(ctx.tr("standings.col.rating").c_str(), 0, 1.0f);
    ImGui::TableSetupColumn(ctx.tr("standings.col.games").c_str(), 0, 0.8f);
    ImGui::TableSetupColumn(ctx.tr("standings.col.wins").c_str(), 0, 0.8f);
    ImGui::TableSetupColumn(ctx.tr("standings.col.placements").c_str(), 0, 1.6f);
    ImGui::TableHeadersRow();
    int place = 0;
    for (const auto& p : standings->players) {
      ImGui::TableNextRow(0, touch_size());
      const std::string cells[] = {std::to_string(++place),
                                   ctx.user_text(p.player),
                                   one_decimal(p.ordinal()),
                                   std::to_string(static_cast<long long>(p.games)),
                                   std::to_string(static_cast<long long>(p.wins)),
                                   places(p)};
      for (const auto& cell : cells) {
        ImGui::TableNextColumn();
        text_line(cell);
      }
      probe().record_text(
          "history.standings." + p.player,
          cells[0] + " " + cells[2] + " " + cells[3] + " " + cells[4] + " " + cells[5]);
    }
    ImGui::EndTable();
  }
  ImGui::EndChild();
}

}  // namespace tableref::gui

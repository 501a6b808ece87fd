// The statistics view's tables for one game (statistics_tables.hpp): its groups and its
// figures.
#include "statistics_tables.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app_context.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

namespace statistics_parts {

std::string rounded(double value) {
  return number_text(std::round(value * 10) / 10);
}

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
  });
  return text;
}

}  // namespace statistics_parts

namespace {

using namespace statistics_parts;  // NOLINT(google-build-using-namespace)

// "faction:Pirates" -> "Faction: Pirates", "variant:duo" -> "Variant: Duo (14×14)", Blokus
// colours "blue+red" -> "Colour: Blue + Red", in the chosen language; unknown names as
// they are.
std::string group_label(AppContext& ctx, const std::string& game, const std::string& key) {
  const auto colon = key.find(':');
  if (colon == std::string::npos) {
    // A seat's colours, "blue+red" when it plays two.
    std::string names;
    std::size_t start = 0;
    while (start <= key.size()) {
      const auto plus = std::min(key.find('+', start), key.size());
      const std::string colour_key = game + ".color." + lower(key.substr(start, plus - start));
      if (!ctx.catalog.has(colour_key)) return key;
      names += (names.empty() ? "" : " + ") + ctx.tr(colour_key);
      start = plus + 1;
    }
    return ctx.tr("history.group.color", {Param{"name", names}});
  }
  const std::string kind = key.substr(0, colon);
  std::string value = key.substr(colon + 1);
  std::string value_key = game + "." + kind + "." + value;
  std::replace(value_key.begin(), value_key.end(), '-', '_');  // "classic-2p": classic_2p
  if (ctx.catalog.has(value_key)) value = ctx.tr(value_key);
  const std::string label_key = "history.group." + kind;
  return ctx.catalog.has(label_key) ? ctx.tr(label_key, {Param{"name", value}}) : value;
}

}  // namespace

void draw_statistics_groups(AppContext& ctx, const std::string& game,
                            const std::vector<controllers::GroupStats>& groups) {
  ImGui::BeginChild("history.groups", ImVec2(0, 0), true);
  touch_scroll();
  if (ImGui::BeginTable("history.groups.table", 5,
                        ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn(ctx.tr("history.col.group").c_str(), 0, 2.6f);
    ImGui::TableSetupColumn(ctx.tr("history.col.plays").c_str(), 0, 1.0f);
    ImGui::TableSetupColumn(ctx.tr("history.col.wins").c_str(), 0, 1.0f);
    ImGui::TableSetupColumn(ctx.tr("history.col.win_rate").c_str(), 0, 1.0f);
    ImGui::TableSetupColumn(ctx.tr("history.col.average").c_str(), 0, 1.2f);
    ImGui::TableHeadersRow();
    for (const auto& g : groups) {
      ImGui::TableNextRow(0, touch_size());
      ImGui::TableNextColumn();
      text_line(ctx.user_text(group_label(ctx, game, g.key)));
      // No finished game, no rate: "0%" would say the player lost them all.
      const std::string rate =
          g.plays > 0 ? std::to_string(static_cast<int>(std::lround(g.win_rate() * 100))) + "%"
                      : kNoFigure;
      const auto average = g.average_score();
      const std::string avg = average ? rounded(*average) : kNoFigure;
      ImGui::TableNextColumn();
      text_line(std::to_string(static_cast<long long>(g.plays)));
      ImGui::TableNextColumn();
      text_line(std::to_string(static_cast<long long>(g.wins)));
      ImGui::TableNextColumn();
      text_line(rate);
      ImGui::TableNextColumn();
      text_line(avg);
      probe().record_text("history.group.label." + g.key, group_label(ctx, game, g.key));
      probe().record_text(
          "history.group." + g.key,
          std::to_string(g.plays) + " " + std::to_string(g.wins) + " " + rate + " " + avg);
    }
    ImGui::EndTable();
  }
  ImGui::EndChild();
}

// Per player the game's figures over its finished sessions: the total, and under it the
// average per game.
void draw_statistics_figures(AppContext& ctx, const std::string& game,
                             const controllers::GameFigures& figures) {
  const std::string note = ctx.tr("history.figures.note");
  muted(note.c_str());
  ImGui::BeginChild("history.figures", ImVec2(0, 0), true);
  touch_scroll();
  if (figures.players.empty()) muted(ctx.tr("history.empty").c_str());
  const int columns = 2 + static_cast<int>(figures.keys.size());
  if (!figures.players.empty() &&
      ImGui::BeginTable("history.figures.table", columns,
                        ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn(ctx.tr("history.col.player").c_str(), 0, 1.6f);
    ImGui::TableSetupColumn(ctx.tr("history.col.games").c_str(), 0, 0.7f);
    for (const auto& key : figures.keys) {
      const std::string label_key = "stats." + game + "." + key;
      const std::string label = ctx.catalog.has(label_key) ? ctx.tr(label_key) : key;
      ImGui::TableSetupColumn(label.c_str(), 0, 1.2f);
    }
    ImGui::TableHeadersRow();
    for (const auto& player : figures.players) {
      const float row_height = std::max(touch_size(), ImGui::GetTextLineHeightWithSpacing() * 2);
      ImGui::TableNextRow(0, row_height);
      ImGui::TableNextColumn();
      text_line(ctx.user_text(player));
      std::int64_t games = 0;
      for (const auto& key : figures.keys) {
        if (const auto* t = figures.find(player, key)) games = std::max(games, t->sessions);
      }
      ImGui::TableNextColumn();
      text_line(std::to_string(static_cast<long long>(games)));
      std::string probe_text = std::to_string(games);
      for (const auto& key : figures.keys) {
        ImGui::TableNextColumn();
        const auto* t = figures.find(player, key);
        if (t == nullptr) {
          ImGui::TextUnformatted("-");
          probe_text += " -";
          continue;
        }
        const std::string total = rounded(t->total);
        const std::string average = rounded(t->average());
        text_line(total);
        muted(ctx.tr("history.figures.average", {Param{"average", average}}).c_str());
        probe_text += " " + total + "/" + average;
      }
      probe().record_text("history.figures." + player, probe_text);
    }
    ImGui::EndTable();
  }
  ImGui::EndChild();
}

}  // namespace tableref::gui

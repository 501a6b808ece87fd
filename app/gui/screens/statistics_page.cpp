#include "statistics_page.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app_context.hpp"
#include "statistics_standings.hpp"
#include "statistics_tables.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

using namespace statistics_parts;  // NOLINT(google-build-using-namespace)
bool name_matches(const std::string& name, const std::string& wanted) {
  return wanted.empty() || lower(name).find(lower(wanted)) != std::string::npos;
}

}  // namespace

void StatisticsPage::select(const std::string& game, const std::optional<std::string>& since,
                            const std::string& player) {
  game_ = game;
  since_ = since;
  player_ = player;
  stale_ = true;
}

void StatisticsPage::reload(AppContext& ctx) {
  stale_ = false;
  stats_.clear();
  points_.clear();
  groups_.clear();
  figures_ = {};
  standings_.reset();
  error_.reset();
  if (!ctx.store) return;
  db::StatsFilter filter;
  if (!game_.empty()) filter.game = game_;
  filter.since = since_;
  if (auto stats = ctx.store->player_statistics(filter)) stats_ = std::move(stats).value();
  // The search narrows the statistics to matching players too.
  std::erase_if(stats_, [&](const db::PlayerStats& p) { return !name_matches(p.player, player_); });
  const bool still_listed = std::any_of(stats_.begin(), stats_.end(),
                                        [&](const auto& p) { return p.player == chart_player_; });
  if (!still_listed) chart_player_ = stats_.empty() ? std::string() : stats_.front().player;
  if (!game_.empty()) {
    const auto& registry = controllers::history_registry();
    if (auto groups = controllers::group_statistics(*ctx.store, game_, filter, registry)) {
      groups_ = std::move(groups).value();
    }
    if (auto figures = controllers::game_figures(*ctx.store, game_, filter, registry)) {
      figures_ = std::move(figures).value();
      std::erase_if(figures_.players,
                    [&](const std::string& p) { return !name_matches(p, player_); });
    } else {
      error_ = figures.error();
    }
  }
  // Read only while shown: a rating replays the game's whole history.
  if (view_ == View::kStandings && game_.empty()) view_ = View::kPlayers;
  if (view_ == View::kStandings) {
    standings_ = controllers::GameStandings{game_, 0, {}};
    if (auto all = controllers::club_standings(*ctx.store, game_); all && !all.value().empty()) {
      standings_ = std::move(all.value().front());
      std::erase_if(standings_->players, [&](const controllers::PlayerStanding& p) {
        return !name_matches(p.player, player_);
      });
    }
  }
  if (view_ == View::kGroups && groups_.empty()) view_ = View::kPlayers;
  if (view_ == View::kFigures && figures_.keys.empty()) view_ = View::kPlayers;
  if (!chart_player_.empty()) {
    if (auto points = ctx.store->score_history(filter, chart_player_)) {
      points_ = std::move(points).value();
    }
  }
}

void StatisticsPage::draw(AppContext& ctx) {
  if (stale_) reload(ctx);
  if (error_) message_box(ctx.render(*error_).c_str(), true, "history.figures.error");
  if (!game_.empty()) {
    if (choice_button(ctx.tr("history.by_player").c_str(), "history.by_player",
                      view_ == View::kPlayers)) {
      view_ = View::kPlayers;
    }
    if (!groups_.empty()) {
      ImGui::SameLine();
      if (choice_button(ctx.tr("history.by_group." + game_).c_str(), "history.by_group",
                        view_ == View::kGroups)) {
        view_ = View::kGroups;
      }
    }
    if (!figures_.keys.empty()) {
      ImGui::SameLine();
      if (choice_button(ctx.tr("history.by_figures").c_str(), "history.by_figures",
                        view_ == View::kFigures)) {
        view_ = View::kFigures;
      }
    }
    ImGui::SameLine();
    if (choice_button(ctx.tr("history.by_standings").c_str(), "history.by_standings",
                      view_ == View::kStandings)) {
      view_ = View::kStandings;
      stale_ = true;
    }
  }
  switch (view_) {
    case View::kGroups:
      draw_statistics_groups(ctx, game_, groups_);
      break;
    case View::kFigures:
      draw_statistics_figures(ctx, game_, figures_);
      break;
    case View::kStandings:
      draw_statistics_standings(ctx, standings_);
      break;
    case View::kPlayers:
      draw_players(ctx);
      break;
  }
}

void StatisticsPage::draw_players(AppContext& ctx) {
  const float chart_height = scaled(250);
  const float table_height =
      std::max(touch_size() * 2, ImGui::GetContentRegionAvail().y - chart_height - scaled(12));
  ImGui::BeginChild("history.stats", ImVec2(0, table_height), true);
  touch_scroll();
  if (stats_.empty()) muted(ctx.tr("history.empty").c_str());
  if (!stats_.empty() &&
      ImGui::BeginTable("history.stats.table", 5,
                        ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn(ctx.tr("history.col.player").c_str(), 0, 2.0f);
    ImGui::TableSetupColumn(ctx.tr("history.col.games").c_str(), 0, 1.0f);
    ImGui::TableSetupColumn(ctx.tr("history.col.wins").c_str(), 0, 1.0f);
    ImGui::TableSetupColumn(ctx.tr("history.col.win_rate").c_str(), 0, 1.0f);
    ImGui::TableSetupColumn(ctx.tr("history.col.average").c_str(), 0, 1.2f);
    ImGui::TableHeadersRow();
    for (const auto& p : stats_) {
      ImGui::TableNextRow(0, touch_size());
      ImGui::TableNextColumn();
      ImGui::PushID(p.player.c_str());
      if (ImGui::Selectable(
              ctx.user_text(p.player).c_str(), p.player == chart_player_,
              ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowItemOverlap,
              ImVec2(0, touch_size()))) {
        chart_player_ = p.player;
        stale_ = true;
      }
      probe().record_rect(
          "history.stats.row." + p.player, ImGui::GetItemRectMin(),
          ImVec2(ImGui::GetWindowDrawList()->GetClipRectMax().x, ImGui::GetItemRectMax().y));
      ImGui::PopID();
      // No finished game, no rate: "0%" would say the player lost them all.
      const std::string rate =
          p.finished > 0 ? std::to_string(static_cast<int>(std::lround(p.win_rate() * 100))) + "%"
                         : kNoFigure;
      const auto average = p.average_score();
      const std::string avg = average ? rounded(*average) : kNoFigure;
      ImGui::TableNextColumn();
      text_line(std::to_string(static_cast<long long>(p.games)));
      ImGui::TableNextColumn();
      text_line(std::to_string(static_cast<long long>(p.wins)));
      ImGui::TableNextColumn();
      text_line(rate);
      ImGui::TableNextColumn();
      text_line(avg);
      probe().record_text(
          "history.stats." + p.player,
          std::to_string(p.games) + " " + std::to_string(p.wins) + " " + rate + " " + avg);
    }
    ImGui::EndTable();
  }
  ImGui::EndChild();
  draw_chart(ctx, chart_height);
}

// The chosen player's score in each finished session, oldest first, as a line.
void StatisticsPage::draw_chart(AppContext& ctx, float height) {
  ImGui::BeginChild("history.chart", ImVec2(0, height), true);
  const std::string title =
      chart_player_.empty() ? ctx.tr("history.chart.none")
                            : ctx.tr("history.chart.title",
                                     {Param{"player", chart_player_},
                                      Param{"count", static_cast<std::int64_t>(points_.size())}});
  text_line(ctx.user_text(title));
  probe().record_text("history.chart.title", title);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float label_w = scaled(56);
  const ImVec2 p0(origin.x + label_w, origin.y + scaled(6));
  const ImVec2 p1(origin.x + avail.x - scaled(8),
                  origin.y + avail.y - ImGui::GetTextLineHeight() - scaled(6));
  probe().record_view_rect("history.chart", p0, p1);
  auto* draw = ImGui::GetWindowDrawList();
  const ImU32 axis = ImGui::GetColorU32(ImGuiCol_TextDisabled);
  const ImU32 line = ImGui::GetColorU32(ImGuiCol_PlotLines);
  const ImU32 dot = ImGui::GetColorU32(ImGuiCol_PlotLinesHovered);
  draw->AddLine(ImVec2(p0.x, p1.y), p1, axis, scaled(1.5f));
  draw->AddLine(p0, ImVec2(p0.x, p1.y), axis, scaled(1.5f));
  if (points_.empty() || p1.x <= p0.x || p1.y <= p0.y) {
    if (!chart_player_.empty()) {
      ImGui::SetCursorScreenPos(ImVec2(p0.x + scaled(12), p0.y + scaled(12)));
      muted(ctx.tr("history.chart.empty").c_str());
    }
    ImGui::EndChild();
    return;
  }
  double low = points_.front().score;
  double high = low;
  for (const auto& p : points_) {
    low = std::min(low, p.score);
    high = std::max(high, p.score);
  }
  if (high - low < 1) {
    high += 0.5;
    low -= 0.5;
  }
  const auto x_of = [&](std::size_t i) {
    return points_.size() == 1 ? (p0.x + p1.x) / 2
                               : p0.x + (p1.x - p0.x) * static_cast<float>(i) /
                                            static_cast<float>(points_.size() - 1);
  };
  const auto y_of = [&](double v) {
    return p1.y - (p1.y - p0.y) * static_cast<float>((v - low) / (high - low));
  };
  // Grid and labels: lowest and highest score.
  for (double v : {low, high}) {
    const float y = y_of(v);
    draw->AddLine(ImVec2(p0.x, y), ImVec2(p1.x, y), axis & 0x40ffffff, 1.0f);
    const std::string label = rounded(v);
    draw->AddText(ImVec2(origin.x, y - ImGui::GetTextLineHeight() / 2), axis, label.c_str());
  }
  for (std::size_t i = 1; i < points_.size(); ++i) {
    draw->AddLine(ImVec2(x_of(i - 1), y_of(points_[i - 1].score)),
                  ImVec2(x_of(i), y_of(points_[i].score)), line, scaled(2.5f));
  }
  const float radius = points_.size() > 60 ? scaled(2) : scaled(4.5f);
  for (std::size_t i = 0; i < points_.size(); ++i) {
    draw->AddCircleFilled(ImVec2(x_of(i), y_of(points_[i].score)), radius, dot);
  }
  // First and last date under the axis.
  const std::string first = points_.front().at.substr(0, 10);
  const std::string last = points_.back().at.substr(0, 10);
  draw->AddText(ImVec2(p0.x, p1.y + scaled(4)), axis, first.c_str());
  const float last_w = ImGui::CalcTextSize(last.c_str()).x;
  draw->AddText(ImVec2(p1.x - last_w, p1.y + scaled(4)), axis, last.c_str());
  std::string values;
  for (const auto& p : points_) values += (values.empty() ? "" : " ") + number_text(p.score);
  probe().record_text("history.chart.values", values);
  ImGui::EndChild();
}

}  // namespace tableref::gui

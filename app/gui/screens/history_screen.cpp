#include "history_screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>

#include "../app_context.hpp"
#include "../ui/widgets.hpp"
#include "tableref/controllers/game_setup.hpp"
#include "tableref/controllers/session_result.hpp"

namespace tableref::gui {
namespace {

constexpr int kPageSize = 50;

std::string number_text(double value) {
  char text[32];
  if (value == std::floor(value) && std::fabs(value) < 1e12) {
    std::snprintf(text, sizeof text, "%.0f", value);
  } else {
    std::snprintf(text, sizeof text, "%.1f", value);
  }
  return text;
}

// "Ann 15 ★, Bo 12": each result row with its score, the winners marked.
std::string result_text(const db::SessionSummary& row) {
  const auto result = controllers::parse_session_result(row.result_json);
  if (!result) return {};
  std::string text;
  for (const auto& p : result->players) {
    if (!text.empty()) text += ", ";
    text += p.name;
    if (p.score) text += " " + number_text(*p.score);
    if (p.winner) text += " *";
  }
  return text;
}

}  // namespace

void HistoryScreen::open(AppContext& ctx, std::int64_t /*session_id*/) {
  reload(ctx);
}

std::optional<std::string> HistoryScreen::since() const {
  if (range_.empty()) return std::nullopt;
  const auto days = std::stoi(range_);
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  const std::time_t start = now - static_cast<std::time_t>(days) * 24 * 3600;
  std::tm tm{};
  gmtime_r(&start, &tm);
  char text[16];
  std::strftime(text, sizeof text, "%Y-%m-%d", &tm);
  return std::string(text);
}

void HistoryScreen::reload(AppContext& ctx) {
  rows_.clear();
  stats_.clear();
  points_.clear();
  total_ = 0;
  searched_player_ = player_;
  if (!ctx.store) return;
  db::SessionFilter filter;
  if (!game_.empty()) filter.game = game_;
  if (!status_.empty()) filter.status = db::parse_status(status_);
  if (!player_.empty()) filter.player = player_;
  filter.since = since();
  filter.limit = kPageSize;
  filter.offset = page_ * kPageSize;
  if (auto total = ctx.store->count_sessions(filter)) total_ = total.value();
  if (auto sessions = ctx.store->list_sessions(filter)) rows_ = std::move(sessions).value();

  db::StatsFilter stats_filter;
  if (!game_.empty()) stats_filter.game = game_;
  stats_filter.since = filter.since;
  if (auto stats = ctx.store->player_statistics(stats_filter)) stats_ = std::move(stats).value();
  if (!player_.empty()) {
    // The search narrows the statistics to matching players too.
    std::erase_if(stats_, [&](const db::PlayerStats& p) {
      std::string name = p.player;
      std::string wanted = player_;
      const auto lower = [](char c) {
        return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
      };
      std::transform(name.begin(), name.end(), name.begin(), lower);
      std::transform(wanted.begin(), wanted.end(), wanted.begin(), lower);
      return name.find(wanted) == std::string::npos;
    });
  }
  const bool still_listed = std::any_of(stats_.begin(), stats_.end(),
                                        [&](const auto& p) { return p.player == chart_player_; });
  if (!still_listed) chart_player_ = stats_.empty() ? std::string() : stats_.front().player;
  groups_.clear();
  if (!game_.empty()) {
    if (auto groups = controllers::group_statistics(*ctx.store, game_, stats_filter,
                                                    controllers::history_registry())) {
      groups_ = std::move(groups).value();
    }
  }
  if (groups_.empty()) show_groups_ = false;
  if (!chart_player_.empty()) {
    if (auto points = ctx.store->score_history(stats_filter, chart_player_)) {
      points_ = std::move(points).value();
    }
  }
}

void HistoryScreen::draw_filters(AppContext& ctx) {
  bool changed = false;
  if (choice_button(ctx.tr("history.view.list").c_str(), "history.view.list", !statistics_)) {
    statistics_ = false;
  }
  ImGui::SameLine();
  if (choice_button(ctx.tr("history.view.stats").c_str(), "history.view.stats", statistics_)) {
    statistics_ = true;
  }
  ImGui::SameLine(0, scaled(24));
  if (choice_button(ctx.tr("history.all_games").c_str(), "history.game.all", game_.empty())) {
    game_.clear();
    changed = true;
  }
  for (const auto& game : controllers::games()) {
    ImGui::SameLine();
    if (choice_button(ctx.tr(game.label_key).c_str(), "history.game." + game.id,
                      game_ == game.id)) {
      game_ = game.id;
      changed = true;
    }
  }
  if (!statistics_) {
    const char* statuses[] = {"", "active", "finished"};
    const char* status_keys[] = {"history.all_statuses", "history.status.active",
                                 "history.status.finished"};
    for (int i = 0; i < 3; ++i) {
      if (i > 0) ImGui::SameLine();
      if (choice_button(ctx.tr(status_keys[i]).c_str(),
                        std::string("history.status.") + (i == 0 ? "all" : statuses[i]),
                        status_ == statuses[i])) {
        status_ = statuses[i];
        changed = true;
      }
    }
    ImGui::SameLine(0, scaled(24));
  }
  const char* ranges[] = {"", "7", "30", "365"};
  const char* range_keys[] = {"history.range.all", "history.range.week", "history.range.month",
                              "history.range.year"};
  for (int i = 0; i < 4; ++i) {
    if (i > 0) ImGui::SameLine();
    if (choice_button(ctx.tr(range_keys[i]).c_str(),
                      std::string("history.range.") + (i == 0 ? "all" : ranges[i]),
                      range_ == ranges[i])) {
      range_ = ranges[i];
      changed = true;
    }
  }
  ImGui::SameLine(0, scaled(24));
  ctx.user_text(player_);
  touch_input("##player", player_, "history.player", scaled(240),
              ctx.tr("history.player_hint").c_str());
  if (player_ != searched_player_) changed = true;
  if (changed) {
    page_ = 0;
    reload(ctx);
  }
}

void HistoryScreen::draw(AppContext& ctx) {
  if (ctx.store_error) {
    message_box(ctx.render(*ctx.store_error).c_str(), true, "history.store_error");
    return;
  }
  draw_filters(ctx);
  if (statistics_) {
    draw_statistics(ctx);
  } else {
    draw_list(ctx);
  }
}

void HistoryScreen::draw_list(AppContext& ctx) {
  // Paging: the bar sits under the filters, so the list below keeps all the height left.
  const int pages =
      static_cast<int>(std::max<std::int64_t>(1, (total_ + kPageSize - 1) / kPageSize));
  ImGui::BeginDisabled(page_ == 0);
  if (touch_button(ctx.tr("history.page.prev").c_str(), "history.page.prev")) {
    --page_;
    reload(ctx);
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(page_ + 1 >= pages);
  if (touch_button(ctx.tr("history.page.next").c_str(), "history.page.next")) {
    ++page_;
    reload(ctx);
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  const std::string page_text =
      ctx.tr("history.page", {Param{"page", std::int64_t{page_ + 1}},
                              Param{"pages", std::int64_t{pages}}, Param{"count", total_}});
  ImGui::AlignTextToFramePadding();
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (touch_size() - ImGui::GetFrameHeight()) / 2);
  ImGui::TextUnformatted(page_text.c_str());
  probe().record_text("history.page", page_text);

  ImGui::BeginChild("history.rows", ImVec2(0, 0), true);
  touch_scroll();
  if (rows_.empty()) muted(ctx.tr("history.empty").c_str());
  if (ImGui::BeginTable("history.table", 7,
                        ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn(ctx.tr("history.col.game").c_str(), 0, 1.1f);
    ImGui::TableSetupColumn(ctx.tr("history.col.date").c_str(), 0, 1.3f);
    ImGui::TableSetupColumn(ctx.tr("history.col.players").c_str(), 0, 2.2f);
    ImGui::TableSetupColumn(ctx.tr("history.col.result").c_str(), 0, 2.4f);
    ImGui::TableSetupColumn(ctx.tr("history.col.status").c_str(), 0, 0.9f);
    ImGui::TableSetupColumn(ctx.tr("history.col.events").c_str(), 0, 0.6f);
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed, scaled(96));
    ImGui::TableHeadersRow();
    for (const auto& row : rows_) {
      ImGui::TableNextRow(0, touch_size());
      ImGui::TableNextColumn();
      ImGui::PushID(static_cast<int>(row.id));
      const std::string game = ctx.tr("game." + row.game);
      if (ImGui::Selectable(
              game.c_str(), false,
              ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowItemOverlap,
              ImVec2(0, touch_size()))) {
        ctx.go(row.game, row.id);
      }
      // The row spans every column; its tappable part is what the first column shows.
      probe().record_rect(
          "history.row." + std::to_string(row.id), ImGui::GetItemRectMin(),
          ImVec2(ImGui::GetWindowDrawList()->GetClipRectMax().x, ImGui::GetItemRectMax().y));
      ImGui::PopID();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(row.created_at.substr(0, 16).replace(10, 1, " ").c_str());
      ImGui::TableNextColumn();
      std::string players;
      for (const auto& seat : row.seats) {
        if (!players.empty()) players += ", ";
        players += seat.player;
      }
      ImGui::TextUnformatted(ctx.user_text(players).c_str());
      ImGui::TableNextColumn();
      const std::string result = result_text(row);
      ImGui::TextUnformatted(ctx.user_text(result).c_str());
      probe().record_text("history.result." + std::to_string(row.id), result);
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(
          ctx.tr("history.status." + std::string(db::status_name(row.status))).c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%lld", static_cast<long long>(row.event_count));
      ImGui::TableNextColumn();
      ImGui::PushID(static_cast<int>(row.id));
      if (touch_button(ctx.tr("replay.open").c_str(), "history.replay." + std::to_string(row.id),
                       ImVec2(scaled(88), 0))) {
        ctx.go("replay", row.id);
      }
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  ImGui::EndChild();
}

void HistoryScreen::draw_groups(AppContext& ctx, float height) {
  ImGui::BeginChild("history.groups", ImVec2(0, height), true);
  touch_scroll();
  if (ImGui::BeginTable("history.groups.table", 5,
                        ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn(ctx.tr("history.col.group").c_str(), 0, 2.6f);
    ImGui::TableSetupColumn(ctx.tr("history.col.plays").c_str(), 0, 1.0f);
    ImGui::TableSetupColumn(ctx.tr("history.col.wins").c_str(), 0, 1.0f);
    ImGui::TableSetupColumn(ctx.tr("history.col.win_rate").c_str(), 0, 1.0f);
    ImGui::TableSetupColumn(ctx.tr("history.col.average").c_str(), 0, 1.2f);
    ImGui::TableHeadersRow();
    for (const auto& g : groups_) {
      ImGui::TableNextRow(0, touch_size());
      ImGui::TableNextColumn();
      // "faction:Pirates" -> "Faction: Pirates" in the chosen language.
      const auto colon = g.key.find(':');
      const std::string kind = g.key.substr(0, colon);
      const std::string value = colon == std::string::npos ? g.key : g.key.substr(colon + 1);
      const std::string label_key = "history.group." + kind;
      const std::string label =
          ctx.catalog.has(label_key) ? ctx.tr(label_key, {Param{"name", value}}) : value;
      ImGui::TextUnformatted(ctx.user_text(label).c_str());
      const std::string rate =
          std::to_string(static_cast<int>(std::lround(g.win_rate() * 100))) + "%";
      const auto average = g.average_score();
      const std::string avg = average ? number_text(std::round(*average * 10) / 10) : "-";
      ImGui::TableNextColumn();
      ImGui::Text("%lld", static_cast<long long>(g.plays));
      ImGui::TableNextColumn();
      ImGui::Text("%lld", static_cast<long long>(g.wins));
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(rate.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(avg.c_str());
      probe().record_text(
          "history.group." + g.key,
          std::to_string(g.plays) + " " + std::to_string(g.wins) + " " + rate + " " + avg);
    }
    ImGui::EndTable();
  }
  ImGui::EndChild();
}

void HistoryScreen::draw_statistics(AppContext& ctx) {
  if (!groups_.empty()) {
    if (choice_button(ctx.tr("history.by_player").c_str(), "history.by_player", !show_groups_)) {
      show_groups_ = false;
    }
    ImGui::SameLine();
    if (choice_button(ctx.tr("history.by_group." + game_).c_str(), "history.by_group",
                      show_groups_)) {
      show_groups_ = true;
    }
  }
  if (show_groups_) {
    draw_groups(ctx, 0);
    return;
  }
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
        reload(ctx);
      }
      probe().record_rect(
          "history.stats.row." + p.player, ImGui::GetItemRectMin(),
          ImVec2(ImGui::GetWindowDrawList()->GetClipRectMax().x, ImGui::GetItemRectMax().y));
      ImGui::PopID();
      const std::string rate =
          std::to_string(static_cast<int>(std::lround(p.win_rate() * 100))) + "%";
      const auto average = p.average_score();
      const std::string avg = average ? number_text(std::round(*average * 10) / 10) : "-";
      ImGui::TableNextColumn();
      ImGui::Text("%lld", static_cast<long long>(p.games));
      ImGui::TableNextColumn();
      ImGui::Text("%lld", static_cast<long long>(p.wins));
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(rate.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(avg.c_str());
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
void HistoryScreen::draw_chart(AppContext& ctx, float height) {
  ImGui::BeginChild("history.chart", ImVec2(0, height), true);
  const std::string title =
      chart_player_.empty() ? ctx.tr("history.chart.none")
                            : ctx.tr("history.chart.title",
                                     {Param{"player", chart_player_},
                                      Param{"count", static_cast<std::int64_t>(points_.size())}});
  ImGui::TextUnformatted(ctx.user_text(title).c_str());
  probe().record_text("history.chart.title", title);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float label_w = scaled(56);
  const ImVec2 p0(origin.x + label_w, origin.y + scaled(6));
  const ImVec2 p1(origin.x + avail.x - scaled(8),
                  origin.y + avail.y - ImGui::GetTextLineHeight() - scaled(6));
  probe().record_rect("history.chart", p0, p1);
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
    const std::string label = number_text(std::round(v * 10) / 10);
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

#include "history_screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>

#include "app_context.hpp"
#include "tableref/controllers/game_setup.hpp"
#include "tableref/controllers/session_export.hpp"
#include "tableref/controllers/session_files.hpp"
#include "tableref/controllers/session_record.hpp"
#include "tableref/controllers/session_result.hpp"
#include "tableref/db/hub_link.hpp"
#include "ui/layout.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

constexpr int kPageSize = 50;

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
  origins_.clear();
  for (const auto& row : rows_) {
    if (auto origin = db::session_origin(*ctx.store, row.id); origin && origin.value()) {
      origins_[row.id] = origin.value()->device_name;
    }
  }
  hold_.reload(ctx, rows_);

  statistics_page_.select(game_, filter.since, player_);
}

void HistoryScreen::draw_filters(AppContext& ctx) {
  // The filters and the list / statistics switch choose what the screen shows below them:
  // a tap on one rearranges the screen on purpose (the layout check lets it).
  struct Rearranging {
    ~Rearranging() {
      for (const auto& entry : probe().rects()) {
        const std::string& id = entry.first;
        if (id.rfind("history.view.", 0) == 0 || id.rfind("history.game.", 0) == 0 ||
            id.rfind("history.status.", 0) == 0 || id.rfind("history.range.", 0) == 0) {
          probe().mark_rearranging(id);
        }
      }
    }
  } mark;
  // Rows of choices that wrap where the screen is narrow (portrait).
  const auto beside = [](const std::string& label, float gap = -1) {
    same_line_or_wrap(touch_button_width(label.c_str()), gap);
  };
  bool changed = false;
  if (choice_button(ctx.tr("history.view.list").c_str(), "history.view.list", !statistics_)) {
    statistics_ = false;
  }
  beside(ctx.tr("history.view.stats"));
  if (choice_button(ctx.tr("history.view.stats").c_str(), "history.view.stats", statistics_)) {
    statistics_ = true;
  }
  beside(ctx.tr("history.all_games"), scaled(24));
  if (choice_button(ctx.tr("history.all_games").c_str(), "history.game.all", game_.empty())) {
    game_.clear();
    changed = true;
  }
  for (const auto& game : controllers::games()) {
    beside(ctx.tr(game.label_key));
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
      if (i > 0) beside(ctx.tr(status_keys[i]));
      if (choice_button(ctx.tr(status_keys[i]).c_str(),
                        std::string("history.status.") + (i == 0 ? "all" : statuses[i]),
                        status_ == statuses[i])) {
        status_ = statuses[i];
        changed = true;
      }
    }
  }
  const char* ranges[] = {"", "7", "30", "365"};
  const char* range_keys[] = {"history.range.all", "history.range.week", "history.range.month",
                              "history.range.year"};
  for (int i = 0; i < 4; ++i) {
    if (i > 0 || !statistics_) beside(ctx.tr(range_keys[i]), i == 0 ? scaled(24) : -1.0f);
    if (choice_button(ctx.tr(range_keys[i]).c_str(),
                      std::string("history.range.") + (i == 0 ? "all" : ranges[i]),
                      range_ == ranges[i])) {
      range_ = ranges[i];
      changed = true;
    }
  }
  same_line_or_wrap(scaled(240), scaled(24));
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
  if (hold_.poll(ctx)) reload(ctx);  // a hand-off ended: who holds what changed
  draw_filters(ctx);
  if (statistics_) {
    statistics_page_.draw(ctx);
  } else {
    draw_list(ctx);
  }
}

void HistoryScreen::draw_list(AppContext& ctx) {
  draw_paging(ctx);
  // Export, import and their message open in a panel of fixed height under the list: the
  // list gives up its bottom to it and nothing in the table moves (a row's Export button,
  // tapped twice, closes the panel it opened).
  const bool panel = files_.shown();
  const float panel_h = std::min(touch_size() * 6, ImGui::GetContentRegionAvail().y * 0.5f);
  // Its scrollbar always there: a panel that shortens the list adds no scrollbar that would
  // narrow the columns and move the rows' buttons sideways.
  ImGui::BeginChild("history.rows",
                    ImVec2(0, panel ? -(panel_h + ImGui::GetStyle().ItemSpacing.y) : 0.0f), true,
                    ImGuiWindowFlags_AlwaysVerticalScrollbar);
  touch_scroll();
  if (rows_.empty()) muted(ctx.tr("history.empty").c_str());
  // Portrait (a narrow screen): four columns, the date under the game and the status under
  // the result, the event count left out.
  const bool upright = portrait(ImGui::GetMainViewport()->Size);
  if (ImGui::BeginTable("history.table", upright ? 4 : 7,
                        ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn(ctx.tr("history.col.game").c_str(), 0, upright ? 2.0f : 1.5f);
    if (!upright) ImGui::TableSetupColumn(ctx.tr("history.col.date").c_str(), 0, 1.3f);
    ImGui::TableSetupColumn(ctx.tr("history.col.players").c_str(), 0, 1.9f);
    ImGui::TableSetupColumn(ctx.tr("history.col.result").c_str(), 0, 2.1f);
    if (!upright) {
      // "Unfinished" whole at 1024x768; the count needs only its digits.
      ImGui::TableSetupColumn(ctx.tr("history.col.status").c_str(), 0, 1.2f);
      ImGui::TableSetupColumn(ctx.tr("history.col.events").c_str(), 0, 0.5f);
    }
    ImGui::TableSetupColumn(
        "", ImGuiTableColumnFlags_WidthFixed,
        scaled(96) * 2 + ImGui::GetStyle().ItemSpacing.x + ImGui::GetStyle().CellPadding.x * 2);
    ImGui::TableHeadersRow();
    for (const auto& row : rows_) draw_row(ctx, row, upright);
    ImGui::EndTable();
  }
  ImGui::EndChild();
  if (!panel) return;
  if (const auto imported = files_.draw(ctx)) show_session(ctx, *imported);
}

void HistoryScreen::draw_paging(AppContext& ctx) {
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
  text_line(page_text);
  probe().record_text("history.page", page_text);
  // Import sits at the right end of the paging bar.
  const std::string import_label = ctx.tr("history.import");
  const float import_w =
      std::max(touch_size() * 2.5f, ImGui::CalcTextSize(import_label.c_str()).x + scaled(32));
  ImGui::SameLine(ImGui::GetContentRegionMax().x - import_w);
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() - (touch_size() - ImGui::GetFrameHeight()) / 2);
  if (choice_button(import_label.c_str(), "history.import", files_.importing(),
                    ImVec2(import_w, 0))) {
    files_.toggle_import(ctx);
  }
}

void HistoryScreen::draw_row(AppContext& ctx, const db::SessionSummary& row, bool upright) {
  ImGui::TableNextRow(0, touch_size());
  ImGui::TableNextColumn();
  ImGui::PushID(static_cast<int>(row.id));
  std::string date = row.created_at.substr(0, 16);
  if (date.size() > 10) date[10] = ' ';
  const std::string game =
      ctx.tr("game." + row.game) + (upright ? "\n" + date.substr(0, 10) : std::string());
  if (ImGui::Selectable(game.c_str(), row.id == highlight_id_ || row.id == files_.exporting(),
                        ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowItemOverlap,
                        ImVec2(0, touch_size()))) {
    // Another device holds it: read-only here, so it opens in the replay, not the game.
    ctx.go(hold_.held_elsewhere(row.id) ? "replay" : row.game, row.id);
  }
  // The row spans every column; its tappable part is what the first column shows.
  probe().record_rect(
      "history.row." + std::to_string(row.id), ImGui::GetItemRectMin(),
      ImVec2(ImGui::GetWindowDrawList()->GetClipRectMax().x, ImGui::GetItemRectMax().y));
  ImGui::PopID();
  if (!upright) {
    ImGui::TableNextColumn();
    wrapped_text(date.c_str());  // the time under the day where the column is narrow
  }
  ImGui::TableNextColumn();
  std::string players;
  for (const auto& seat : row.seats) {
    if (!players.empty()) players += ", ";
    players += seat.player;
  }
  // Long names and results wrap in their column (the row grows) rather than run under
  // the next one.
  wrapped_text(ctx.user_text(players).c_str());
  // A club session: the device it came from, under its players.
  if (const auto origin = origins_.find(row.id); origin != origins_.end()) {
    const std::string from = ctx.tr("history.from_device", {Param{"device", origin->second}});
    muted(ctx.user_text(from).c_str());
    probe().record_text("history.origin." + std::to_string(row.id), from);
  }
  ImGui::PushID(static_cast<int>(row.id));
  hold_.draw_row(ctx, row.id);
  ImGui::PopID();
  ImGui::TableNextColumn();
  const std::string result = result_text(row);
  const std::string status = ctx.tr("history.status." + std::string(db::status_name(row.status)));
  wrapped_text(ctx.user_text(result).c_str());
  probe().record_text("history.result." + std::to_string(row.id), result);
  if (upright) {
    muted(status.c_str());
  } else {
    ImGui::TableNextColumn();
    text_line(status);
    ImGui::TableNextColumn();
    text_line(std::to_string(row.event_count));
  }
  ImGui::TableNextColumn();
  ImGui::PushID(static_cast<int>(row.id));
  if (choice_button(ctx.tr("history.export").c_str(), "history.export." + std::to_string(row.id),
                    row.id == files_.exporting(), ImVec2(scaled(96), 0))) {
    files_.toggle_export(row);
  }
  // Another session's formats in the panel below: its buttons change, on purpose.
  probe().mark_rearranging("history.export." + std::to_string(row.id));
  ImGui::SameLine();
  if (touch_button(ctx.tr("replay.open").c_str(), "history.replay." + std::to_string(row.id),
                   ImVec2(scaled(96), 0))) {
    ctx.go("replay", row.id);
  }
  ImGui::PopID();
}

// Clears the filters and turns to the page that lists session `id`, highlighted.
void HistoryScreen::show_session(AppContext& ctx, std::int64_t id) {
  game_.clear();
  status_.clear();
  range_.clear();
  player_.clear();
  highlight_id_ = id;
  page_ = 0;
  db::SessionFilter all;
  all.limit = 1000;
  for (int index = 0;; all.offset += all.limit) {
    auto rows = ctx.store->list_sessions(all);
    if (!rows || rows.value().empty()) break;
    for (const auto& row : rows.value()) {
      if (row.id == id) {
        page_ = index / kPageSize;
        reload(ctx);
        return;
      }
      ++index;
    }
  }
  reload(ctx);
}

}  // namespace tableref::gui

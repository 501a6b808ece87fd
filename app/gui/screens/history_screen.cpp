#include "history_screen.hpp"

#include <imgui.h>

#include "../app_context.hpp"
#include "../ui/widgets.hpp"
#include "tableref/controllers/game_setup.hpp"

namespace tableref::gui {
namespace {
constexpr int kPageSize = 50;
}

void HistoryScreen::open(AppContext& ctx, std::int64_t /*session_id*/) {
  reload(ctx);
}

void HistoryScreen::reload(AppContext& ctx) {
  rows_.clear();
  if (!ctx.store) return;
  db::SessionFilter filter;
  if (!game_.empty()) filter.game = game_;
  if (!status_.empty()) filter.status = db::parse_status(status_);
  if (!player_.empty()) filter.player = player_;
  filter.limit = kPageSize;
  filter.offset = page_ * kPageSize;
  if (auto sessions = ctx.store->list_sessions(filter)) rows_ = std::move(sessions).value();
  searched_player_ = player_;
}

void HistoryScreen::draw(AppContext& ctx) {
  if (ctx.store_error) {
    message_box(ctx.render(*ctx.store_error).c_str(), true, "history.store_error");
    return;
  }
  bool changed = false;
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
  ImGui::SameLine();
  ctx.user_text(player_);
  touch_input("##player", player_, "history.player", scaled(260),
              ctx.tr("history.player_hint").c_str());
  if (player_ != searched_player_) changed = true;
  if (changed) {
    page_ = 0;
    reload(ctx);
  }

  ImGui::BeginChild("history.rows", ImVec2(0, 0), true);
  if (rows_.empty()) muted(ctx.tr("history.empty").c_str());
  if (ImGui::BeginTable("history.table", 5,
                        ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn(ctx.tr("history.col.game").c_str(), 0, 1.2f);
    ImGui::TableSetupColumn(ctx.tr("history.col.date").c_str(), 0, 1.4f);
    ImGui::TableSetupColumn(ctx.tr("history.col.players").c_str(), 0, 3.0f);
    ImGui::TableSetupColumn(ctx.tr("history.col.status").c_str(), 0, 1.0f);
    ImGui::TableSetupColumn(ctx.tr("history.col.events").c_str(), 0, 0.7f);
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
      ImGui::TextUnformatted(
          ctx.tr("history.status." + std::string(db::status_name(row.status))).c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%lld", static_cast<long long>(row.event_count));
    }
    ImGui::EndTable();
  }
  ImGui::EndChild();
}

}  // namespace tableref::gui

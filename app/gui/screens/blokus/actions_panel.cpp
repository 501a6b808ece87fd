// Blokus screen: the side panel's foot and what follows the game: the action buttons (undo,
// redo, hints, the clocks' pause, zoom, files), the scores when the game is over, and the
// files (a photo of the table, the .blksgf export, a .blksgf opened as a new session; the
// import alone when no session is open), read and written through session_files.
#include <imgui.h>

#include <algorithm>

#include "app_context.hpp"
#include "screens/blokus/score_table.hpp"
#include "screens/blokus/screen.hpp"
#include "screens/blokus/screen_parts.hpp"
#include "tableref/controllers/session_files.hpp"
#include "tableref/db/store_reason.hpp"
#include "tableref/referee/blokus/scoring.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blokus_screen_parts;  // NOLINT(google-build-using-namespace)

int BlokusScreen::action_count() const {
  return 4 + (controller_.clocks() ? 1 : 0) + (zoom_useful_ ? 1 : 0);
}

int BlokusScreen::actions_per_row(float width) const {
  const int count = action_count();
  const float each = (width - ImGui::GetStyle().ItemSpacing.x * static_cast<float>(count - 1)) /
                     static_cast<float>(count);
  if (count <= 5 || each >= scaled(100)) return count;
  return (count + 1) / 2;
}

float BlokusScreen::actions_height(float width) const {
  const int per_row = actions_per_row(width);
  const int rows = (action_count() + per_row - 1) / per_row;
  const float row = std::max(touch_size(), ImGui::GetFrameHeight());
  return row * static_cast<float>(rows) +
         ImGui::GetStyle().ItemSpacing.y * static_cast<float>(rows - 1);
}

void BlokusScreen::draw_actions(AppContext& ctx) {
  // Undo, Redo, Hints, the clocks' Pause / Resume, Zoom and Files: one row, or two rows of
  // three when there are six. The same buttons all game long (Pause stays, disabled, once
  // the game is over), so none of them moves when the game ends.
  const float width = ImGui::GetContentRegionAvail().x;
  const int per_row = actions_per_row(width);
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float bw =
      (width - spacing * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
  int drawn = 0;
  const auto next = [&] {
    if (drawn % per_row != 0) ImGui::SameLine();
    ++drawn;
  };
  const bool over = controller_.state().game_over();
  // Undo and Redo act at once, nothing asked: each brings back what the other took. A
  // refusal is shown; done, the move being entered starts over.
  using Step = Status (controllers::BlokusController::*)(std::int64_t);
  const auto step_button = [&](const char* label_key, const char* id, bool enabled, Step step) {
    next();
    ImGui::BeginDisabled(!enabled);
    if (touch_button(ctx.tr(label_key).c_str(), id, ImVec2(bw, 0))) {
      if (auto s = (controller_.*step)(now_ms()); !s) {
        problems_ = s.violations();
      } else {
        problems_.clear();
        clear_entry();
      }
    }
    ImGui::EndDisabled();
  };
  step_button("blokus.action.undo", "blokus.undo", !controller_.moves().empty(),
              &controllers::BlokusController::undo);
  step_button("blokus.action.redo", "blokus.redo", controller_.can_redo(),
              &controllers::BlokusController::redo);
  next();
  if (choice_button(ctx.tr("blokus.action.hints").c_str(), "blokus.hints", hints_, ImVec2(bw, 0))) {
    hints_ = !hints_;
  }
  if (controller_.clocks()) {
    next();
    const std::int64_t now = now_ms();
    ImGui::BeginDisabled(over);
    if (controller_.running() || over) {
      if (touch_button(ctx.tr("blokus.clock.pause").c_str(), "blokus.pause", ImVec2(bw, 0))) {
        if (auto s = controller_.pause(now); !s) problems_ = s.violations();
      }
    } else if (touch_button(ctx.tr("blokus.clock.resume").c_str(), "blokus.resume",
                            ImVec2(bw, 0))) {
      if (auto s = controller_.resume(now); !s) problems_ = s.violations();
    }
    ImGui::EndDisabled();
  }
  if (zoom_useful_) {
    next();
    if (choice_button(ctx.tr("blokus.action.zoom").c_str(), "blokus.zoom", zoom_, ImVec2(bw, 0))) {
      set_zoom(ctx, !zoom_);
    }
  }
  next();
  if (choice_button(ctx.tr("blokus.files.title").c_str(), "blokus.files", files_open_,
                    ImVec2(bw, 0))) {
    files_open_ = !files_open_;
    // "Saved …" belongs to the Files panel: it goes when the panel closes.
    if (!files_open_) info_.clear();
  }
}

void BlokusScreen::draw_scores(AppContext& ctx) {
  const auto& st = controller_.state();
  const auto scores = blokus::score(st);
  const bool online = controller_.online_scoring();
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
      text_line(color_label(ctx, c.color),
                ImGui::ColorConvertU32ToFloat4(color_of(st.variant(), c.color)));
      ImGui::TableNextColumn();
      const int seat = c.player >= 0 ? controller_.seat_of_player(c.player) : -1;
      text_line(seat >= 0
                    ? ctx.user_text(controller_.seats()[static_cast<std::size_t>(seat)].player)
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
                             for (const auto& who : controller_.players_of(p)) {
                               name += (name.empty() ? "" : " + ") + who;
                             }
                             return ctx.user_text(name);
                           }},
                          scores);
}

void BlokusScreen::draw_files(AppContext& ctx) {
  // Reading, listing and writing the files is session_files' (the same as History's): this
  // draws the fields and buttons and says what happened, in the user's language.
  const auto& registry = controllers::history_registry();
  const float width = ImGui::GetContentRegionAvail().x;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  if (session_id_ != 0) {
    if (!files_open_) return;
    // A photo of the table after a round: its new pieces, ruled and placed (the photo screen).
    if (touch_button(ctx.tr("blokus.action.photo").c_str(), "blokus.photo", ImVec2(width, 0))) {
      ctx.go("photo", session_id_);
    }
    touch_input("##export", export_path_, "blokus.export_path", width);
    if (touch_button(ctx.tr("blokus.files.export").c_str(), "blokus.export", ImVec2(width, 0))) {
      // The session's export (dated by DT), the same file History's export writes.
      const auto written =
          ctx.store ? controllers::export_session_to(*ctx.store, session_id_, "blksgf",
                                                     export_path_, registry)
                    : Result<std::string>(ctx.store_error ? *ctx.store_error
                                                          : Violation{db::StoreReason::kNotFound});
      if (written) {
        info_ = ctx.tr("blokus.files.exported", {Param{"path", written.value()}});
        problems_.clear();
      } else {
        info_.clear();
        problems_ = written.violations();
      }
    }
  } else {
    heading(ctx.tr("blokus.files.import_title").c_str());
  }
  muted(ctx.tr("blokus.files.import_hint").c_str());
  touch_input("##import", import_path_, "blokus.import_path", width,
              ctx.tr("blokus.files.path_hint").c_str());
  const float bw = (width - spacing) / 2;
  const auto open_file = [&](const std::string& path) {
    if (!ctx.store) {
      problems_ = {ctx.store_error ? *ctx.store_error : Violation{db::StoreReason::kNotFound}};
      return;
    }
    // A .blksgf records colors, not players: its seats are named after them, in the
    // user's words.
    const controllers::RenderText words = [&ctx](const controllers::CatalogText& text) {
      return ctx.catalog.format(ctx.language, text.key, text.params, text.keyed);
    };
    auto created = controllers::import_game_file(*ctx.store, path, "blokus", registry, words);
    if (!created) {
      info_.clear();
      problems_ = created.violations();
      return;
    }
    problems_.clear();
    ctx.go("blokus", created.value());
  };
  if (touch_button(ctx.tr("blokus.files.open").c_str(), "blokus.import_open", ImVec2(bw, 0))) {
    info_.clear();
    problems_.clear();
    auto source = controllers::import_source(import_path_, "blokus", registry);
    if (!source) {
      problems_ = source.violations();
    } else if (!source.value().folder) {
      open_file(import_path_);
    } else {
      folder_files_ = source.value().files;
      if (folder_files_.empty()) {
        info_ = ctx.tr("blokus.files.none", {Param{"path", import_path_}});
      }
    }
  }
  for (std::size_t i = 0; i < folder_files_.size(); ++i) {
    const std::string label = ctx.user_text(folder_files_[i].name);
    if (touch_button(label.c_str(), "blokus.import.file." + num(static_cast<std::int64_t>(i)),
                     ImVec2(width, 0))) {
      open_file(folder_files_[i].path);
    }
  }
  if (session_id_ == 0) {
    std::string shown;
    for (const auto& problem : problems_) {
      if (!shown.empty()) shown += "\n";
      shown += ctx.render(problem);
    }
    if (!shown.empty()) message_box(shown.c_str(), true, "blokus.problems");
    if (!info_.empty()) message_box(info_.c_str(), false, "blokus.info");
  }
}

}  // namespace tableref::gui

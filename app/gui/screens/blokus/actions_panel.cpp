// Blokus screen: the side panel's foot (actions_panel.hpp): the action buttons.
#include "screens/blokus/actions_panel.hpp"

#include <imgui.h>

#include <algorithm>

#include "app_context.hpp"
#include "screens/blokus/board_panel.hpp"
#include "screens/blokus/files_panel.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

int BlokusActionsPanel::count(const BlokusTable& table, const BlokusBoardPanel& board) {
  return 4 + (table.session().clocks() ? 1 : 0) + (board.zoom_useful() ? 1 : 0);
}

int BlokusActionsPanel::per_row(const BlokusTable& table, const BlokusBoardPanel& board,
                                float width) {
  const int n = count(table, board);
  const float each =
      (width - ImGui::GetStyle().ItemSpacing.x * static_cast<float>(n - 1)) / static_cast<float>(n);
  if (n <= 5 || each >= scaled(100)) return n;
  return (n + 1) / 2;
}

float BlokusActionsPanel::height(const BlokusTable& table, const BlokusBoardPanel& board,
                                 float width) {
  const int each = per_row(table, board, width);
  const int rows = (count(table, board) + each - 1) / each;
  const float row = std::max(touch_size(), ImGui::GetFrameHeight());
  return row * static_cast<float>(rows) +
         ImGui::GetStyle().ItemSpacing.y * static_cast<float>(rows - 1);
}

// The clocks' Pause / Resume (Pause stays, disabled, once the game is over).
void BlokusActionsPanel::draw_clock_button(AppContext& ctx, BlokusTable& table, float bw) {
  const bool over = table.session().state().game_over();
  ImGui::BeginDisabled(over);
  if (table.session().running() || over) {
    if (touch_button(ctx.tr("blokus.clock.pause").c_str(), "blokus.pause", ImVec2(bw, 0))) {
      table.act(BlokusAct::of(BlokusAct::Kind::kPause));
    }
  } else if (touch_button(ctx.tr("blokus.clock.resume").c_str(), "blokus.resume", ImVec2(bw, 0))) {
    table.act(BlokusAct::of(BlokusAct::Kind::kResume));
  }
  ImGui::EndDisabled();
}

void BlokusActionsPanel::draw(AppContext& ctx, BlokusTable& table, BlokusBoardPanel& board,
                              BlokusFilesPanel& files) {
  // Undo, Redo, Hints, the clocks' Pause / Resume, Zoom and Files: one row, or two rows of
  // three when there are six. The same buttons all game long, so none of them moves when
  // the game ends.
  const float width = ImGui::GetContentRegionAvail().x;
  const int each = per_row(table, board, width);
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float bw = (width - spacing * static_cast<float>(each - 1)) / static_cast<float>(each);
  int drawn = 0;
  const auto next = [&] {
    if (drawn % each != 0) ImGui::SameLine();
    ++drawn;
  };
  // Undo and Redo act at once, nothing asked: each brings back what the other took. A
  // refusal is shown; done, the move being entered starts over.
  const auto step_button = [&](const char* label_key, const char* id, bool enabled,
                               BlokusAct::Kind kind) {
    next();
    ImGui::BeginDisabled(!enabled);
    if (touch_button(ctx.tr(label_key).c_str(), id, ImVec2(bw, 0))) table.act(BlokusAct::of(kind));
    ImGui::EndDisabled();
  };
  step_button("blokus.action.undo", "blokus.undo", !table.session().moves().empty(),
              BlokusAct::Kind::kUndo);
  step_button("blokus.action.redo", "blokus.redo", table.session().can_redo(),
              BlokusAct::Kind::kRedo);
  next();
  if (choice_button(ctx.tr("blokus.action.hints").c_str(), "blokus.hints", hints_, ImVec2(bw, 0))) {
    hints_ = !hints_;
  }
  if (table.session().clocks()) {
    next();
    draw_clock_button(ctx, table, bw);
  }
  if (board.zoom_useful()) {
    next();
    if (choice_button(ctx.tr("blokus.action.zoom").c_str(), "blokus.zoom", board.zoom_on(),
                      ImVec2(bw, 0))) {
      board.set_zoom(ctx, !board.zoom_on());
    }
  }
  next();
  if (choice_button(ctx.tr("blokus.files.title").c_str(), "blokus.files", files.open(),
                    ImVec2(bw, 0))) {
    files.toggle();
  }
}

}  // namespace tableref::gui

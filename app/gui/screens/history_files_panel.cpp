// History's panel under the list (history_files_panel.hpp): a session's exports, the files
// to import, and what the last of them did.
#include "screens/history_files_panel.hpp"

#include <imgui.h>

#include <algorithm>

#include "app_context.hpp"
#include "platform/platform.hpp"
#include "tableref/controllers/game_setup.hpp"
#include "tableref/controllers/session_export.hpp"
#include "tableref/controllers/session_files.hpp"
#include "tableref/controllers/session_record.hpp"
#include "ui/open_url.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

void HistoryFilesPanel::toggle_import(AppContext& ctx) {
  import_open_ = !import_open_;
  export_id_ = 0;
  message_.clear();
  if (import_open_) {
    import_files_ = controllers::importable_files(controllers::exports_directory(ctx.db_path),
                                                  controllers::history_registry());
  }
}

void HistoryFilesPanel::toggle_export(const db::SessionSummary& row) {
  export_id_ = row.id == export_id_ ? 0 : row.id;
  export_game_ = row.game;
  export_finished_ = row.status == db::SessionStatus::kFinished;
  import_open_ = false;
  message_.clear();
}

std::optional<std::int64_t> HistoryFilesPanel::draw(AppContext& ctx) {
  std::optional<std::int64_t> imported;
  ImGui::BeginChild("history.panel", ImVec2(0, 0), true);
  if (export_id_ != 0) draw_export(ctx);
  if (import_open_) imported = draw_import(ctx);
  if (!message_.empty()) {
    message_box(ctx.user_text(message_).c_str(), message_error_, message_probe_);
  }
  touch_scroll();
  ImGui::EndChild();
  return imported;
}

// The chosen session's formats: each tap writes one file into the exports folder.
void HistoryFilesPanel::draw_export(AppContext& ctx) {
  if (!ctx.store) return;
  const auto& registry = controllers::history_registry();
  const std::string title =
      ctx.tr("history.export.title",
             {Param{"id", export_id_}, Param{"game", ctx.tr("game." + export_game_)}});
  ImGui::AlignTextToFramePadding();
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (touch_size() - ImGui::GetFrameHeight()) / 2);
  text_line(title);
  probe().record_text("history.export.title", title);
  // The title is centred on the buttons' height; the first button goes back up to the
  // line's top, the others follow it.
  // A button that would run off the side (a portrait screen) starts a new line instead.
  bool first = true;
  const auto next_button = [&](float width) {
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width <= right + 0.5f) {
      ImGui::SameLine();
      if (first) {
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() - (touch_size() - ImGui::GetFrameHeight()) / 2);
      }
    }
    first = false;
  };
  for (const auto& format : controllers::export_formats(export_game_, registry)) {
    const std::string label = ctx.tr("history.format." + format);
    const float w = std::max(scaled(112), ImGui::CalcTextSize(label.c_str()).x + scaled(32));
    next_button(w);
    if (touch_button(label.c_str(), "history.export.format." + format, ImVec2(w, 0))) {
      auto path = controllers::export_session_file(
          *ctx.store, export_id_, format, controllers::exports_directory(ctx.db_path), registry);
      message_error_ = !path.ok();
      message_ = path ? ctx.tr("history.export.done", {Param{"path", path.value()}})
                      : ctx.render(path.error());
      message_probe_ = path ? "history.export.done" : "history.export.error";
      if (path) platform::offer_file(path.value());  // the browser downloads it
    }
  }
  if (export_finished_) {
    const std::string label = ctx.tr("history.bgstats.send");
    const float w = std::max(scaled(112), ImGui::CalcTextSize(label.c_str()).x + scaled(32));
    next_button(w);
    if (touch_button(label.c_str(), "history.bgstats.send", ImVec2(w, 0))) send_to_bgstats(ctx);
  }
  next_button(touch_button_width(ctx.tr("history.export.close").c_str()));
  if (touch_button(ctx.tr("history.export.close").c_str(), "history.export.close")) {
    export_id_ = 0;
    message_.clear();
  }
}

// BG Stats' documented URL push: the system opens it, BG Stats (on a tablet) or its web page
// takes the play and asks which of its players and games these are.
void HistoryFilesPanel::send_to_bgstats(AppContext& ctx) {
  auto record = controllers::load_session(*ctx.store, export_id_);
  if (!record) {
    message_error_ = true;
    message_ = ctx.render(record.error());
    message_probe_ = "history.bgstats.error";
    return;
  }
  const std::string url =
      controllers::bgstats_push_url(record.value(), controllers::history_registry());
  probe().record_text("history.bgstats.url", url);
  const bool opened = open_url(url);
  message_error_ = !opened;
  message_ = ctx.tr(opened ? "history.bgstats.sent" : "history.bgstats.not_opened");
  message_probe_ = opened ? "history.bgstats.sent" : "history.bgstats.error";
}

// The files of the exports folder that can be imported, one button each.
std::optional<std::int64_t> HistoryFilesPanel::draw_import(AppContext& ctx) {
  const std::string folder = controllers::exports_directory(ctx.db_path);
  const std::string title = ctx.tr("history.import.title", {Param{"folder", folder}});
  wrapped_text(ctx.user_text(title).c_str());
  probe().record_text("history.import.title", title);
  if (import_files_.empty()) muted(ctx.tr("history.import.none").c_str());
  std::optional<std::int64_t> imported;
  // The files' list takes the room above the buttons, at least one whole row of files (a
  // third of the panel left them cut off at the bottom, out of a finger's reach).
  const ImGuiStyle& style = ImGui::GetStyle();
  const float one_row = touch_size() + style.WindowPadding.y * 2 + scaled(2);
  const float height =
      std::max(one_row, std::min(touch_size() * 3.4f, ImGui::GetContentRegionAvail().y -
                                                          touch_size() - style.ItemSpacing.y * 2));
  if (!import_files_.empty()) {
    ImGui::BeginChild("history.import.files", ImVec2(0, height), true);
    touch_scroll();
    float x = 0;
    const float right = ImGui::GetContentRegionAvail().x;
    std::string chosen;
    for (const auto& name : import_files_) {
      const float w = ImGui::CalcTextSize(ctx.user_text(name).c_str()).x + scaled(32);
      if (x > 0 && x + w <= right) {
        ImGui::SameLine();
      } else {
        x = 0;
      }
      x += w + ImGui::GetStyle().ItemSpacing.x;
      if (touch_button(name.c_str(), "history.import.file." + name, ImVec2(w, 0))) chosen = name;
      // The session imported is shown in the list, highlighted: the list changes on purpose.
      probe().mark_rearranging("history.import.file." + name);
    }
    ImGui::EndChild();
    if (!chosen.empty()) imported = import_file(ctx, chosen);
  }
  if (platform::picks_files()) {
    // A browser has no exports folder the user can reach: a file comes from its picker.
    if (touch_button(ctx.tr("history.import.pick").c_str(), "history.import.pick")) {
      platform::pick_file(folder);
    }
    if (platform::picked_files() != picked_seen_) {
      picked_seen_ = platform::picked_files();
      import_files_ = controllers::importable_files(folder, controllers::history_registry());
    }
    ImGui::SameLine();
  }
  if (touch_button(ctx.tr("history.import.close").c_str(), "history.import.close")) {
    import_open_ = false;
  }
  return imported;
}

std::optional<std::int64_t> HistoryFilesPanel::import_file(AppContext& ctx,
                                                           const std::string& name) {
  if (!ctx.store) return std::nullopt;
  const std::string folder = controllers::exports_directory(ctx.db_path);
  const std::string path = folder + "/" + name;
  // A file that records roles, not players (a .blksgf), names its seats in the user's words.
  const controllers::RenderText words = [&ctx](const controllers::CatalogText& text) {
    return ctx.catalog.format(ctx.language, text.key, text.params, text.keyed);
  };
  auto id =
      controllers::import_session_file(*ctx.store, path, controllers::history_registry(), words);
  if (!id) {
    message_error_ = true;
    message_ = ctx.tr("history.import.failed",
                      {Param{"file", name}, Param{"reason", ctx.render(id.error())}});
    message_probe_ = "history.import.error";
    return std::nullopt;
  }
  message_error_ = false;
  message_ = ctx.tr("history.import.done", {Param{"file", name}, Param{"id", id.value()}});
  message_probe_ = "history.import.done";
  import_open_ = false;
  return id.value();
}

}  // namespace tableref::gui

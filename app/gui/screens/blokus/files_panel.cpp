// Blokus screen: the files panel (files_panel.hpp), read and written through session_files.
#include "screens/blokus/files_panel.hpp"

#include <imgui.h>

#include "app_context.hpp"
#include "screens/blokus/screen_parts.hpp"
#include "tableref/db/store_reason.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blokus_screen_parts;  // NOLINT(google-build-using-namespace)

void BlokusFilesPanel::reset(AppContext& ctx, std::int64_t session_id) {
  open_ = false;
  info_.clear();
  folder_files_.clear();
  // The exports folder's session-<id>-blokus.blksgf, as History names it; the user may type
  // another.
  export_path_ = controllers::export_file_path(ctx.db_path, session_id, "blokus", "blksgf",
                                               controllers::history_registry());
}

void BlokusFilesPanel::toggle() {
  open_ = !open_;
  if (!open_) info_.clear();
}

void BlokusFilesPanel::draw(AppContext& ctx, BlokusTable& table) {
  const float width = ImGui::GetContentRegionAvail().x;
  if (table.session_id() != 0) {
    if (!open_) return;
    draw_export(ctx, table, width);
  } else {
    heading(ctx.tr("blokus.files.import_title").c_str());
  }
  draw_import(ctx, table, width);
  if (table.session_id() == 0) draw_messages(ctx, table);
}

void BlokusFilesPanel::draw_export(AppContext& ctx, BlokusTable& table, float width) {
  // A photo of the table after a round: its new pieces, ruled and placed (the photo screen).
  if (touch_button(ctx.tr("blokus.action.photo").c_str(), "blokus.photo", ImVec2(width, 0))) {
    ctx.go("photo", table.session_id());
  }
  touch_input("##export", export_path_, "blokus.export_path", width);
  if (!touch_button(ctx.tr("blokus.files.export").c_str(), "blokus.export", ImVec2(width, 0))) {
    return;
  }
  // The session's export (dated by DT), the same file History's export writes.
  const auto written =
      ctx.store ? controllers::export_session_to(*ctx.store, table.session_id(), "blksgf",
                                                 export_path_, controllers::history_registry())
                : Result<std::string>(ctx.store_error ? *ctx.store_error
                                                      : Violation{db::StoreReason::kNotFound});
  if (written) {
    info_ = ctx.tr("blokus.files.exported", {Param{"path", written.value()}});
    table.say({});
  } else {
    info_.clear();
    table.say(written.violations());
  }
}

void BlokusFilesPanel::draw_import(AppContext& ctx, BlokusTable& table, float width) {
  muted(ctx.tr("blokus.files.import_hint").c_str());
  touch_input("##import", import_path_, "blokus.import_path", width,
              ctx.tr("blokus.files.path_hint").c_str());
  const float bw = (width - ImGui::GetStyle().ItemSpacing.x) / 2;
  if (touch_button(ctx.tr("blokus.files.open").c_str(), "blokus.import_open", ImVec2(bw, 0))) {
    open_typed(ctx, table);
  }
  for (std::size_t i = 0; i < folder_files_.size(); ++i) {
    const std::string label = ctx.user_text(folder_files_[i].name);
    if (touch_button(label.c_str(), "blokus.import.file." + num(static_cast<std::int64_t>(i)),
                     ImVec2(width, 0))) {
      open_file(ctx, table, folder_files_[i].path);
    }
  }
}

void BlokusFilesPanel::open_typed(AppContext& ctx, BlokusTable& table) {
  info_.clear();
  table.say({});
  auto source = controllers::import_source(import_path_, "blokus", controllers::history_registry());
  if (!source) {
    table.say(source.violations());
  } else if (!source.value().folder) {
    open_file(ctx, table, import_path_);
  } else {
    folder_files_ = source.value().files;
    if (folder_files_.empty()) info_ = ctx.tr("blokus.files.none", {Param{"path", import_path_}});
  }
}

void BlokusFilesPanel::open_file(AppContext& ctx, BlokusTable& table, const std::string& path) {
  if (!ctx.store) {
    table.say({ctx.store_error ? *ctx.store_error : Violation{db::StoreReason::kNotFound}});
    return;
  }
  // A .blksgf records colors, not players: its seats are named after them, in the user's
  // words.
  const controllers::RenderText words = [&ctx](const controllers::CatalogText& text) {
    return ctx.catalog.format(ctx.language, text.key, text.params, text.keyed);
  };
  auto created = controllers::import_game_file(*ctx.store, path, "blokus",
                                               controllers::history_registry(), words);
  if (!created) {
    info_.clear();
    table.say(created.violations());
    return;
  }
  table.say({});
  ctx.go("blokus", created.value());
}

void BlokusFilesPanel::draw_messages(AppContext& ctx, const BlokusTable& table) const {
  std::string shown;
  for (const auto& problem : table.problems()) {
    if (!shown.empty()) shown += "\n";
    shown += ctx.render(problem);
  }
  if (!shown.empty()) message_box(shown.c_str(), true, "blokus.problems");
  if (!info_.empty()) message_box(info_.c_str(), false, "blokus.info");
}

}  // namespace tableref::gui

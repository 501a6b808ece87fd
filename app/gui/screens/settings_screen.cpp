#include "settings_screen.hpp"

#include <imgui.h>

#include <array>
#include <filesystem>
#include <string>

#include "app_context.hpp"
#include "platform/platform.hpp"
#include "tableref/db/backup.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

void SettingsScreen::open(AppContext& ctx, std::int64_t /*session_id*/) {
  backups_ = db::backups_next_to(ctx.db_path);
  armed_.clear();
  message_.clear();
  club_.refresh(ctx);
}

// In the browser, how long the saved games stay (navigator.storage.persist()'s answer, a
// private window, storage refused); nothing on the desktop, where the database is a file.
void SettingsScreen::draw_storage_status(AppContext& ctx) {
  std::string key;
  switch (platform::storage_state()) {
    case platform::StorageState::kDisk:
      return;
    case platform::StorageState::kPersistent:
      key = "settings.storage.persistent";
      break;
    case platform::StorageState::kBestEffort:
      key = "settings.storage.best_effort";
      break;
    case platform::StorageState::kPrivate:
      key = "web.private";
      break;
    case platform::StorageState::kRefused:
      key = "web.not_saved";
      break;
  }
  ImGui::PushTextWrapPos(0.0f);
  muted(ctx.tr(key).c_str());
  ImGui::PopTextWrapPos();
  probe().record_text("settings.storage", key);
}

void SettingsScreen::draw_backups(AppContext& ctx) {
  ImGui::Spacing();
  heading(ctx.tr("settings.backup.title").c_str());
  ImGui::BeginDisabled(!ctx.store.has_value());
  if (touch_button(ctx.tr("settings.backup.now").c_str(), "settings.backup.now")) {
    const auto target = db::timestamped_backup_path(ctx.db_path);
    if (auto done = db::backup_database(ctx.store->connection(), target); done) {
      message_ = ctx.tr("settings.backup.done", {Param{"path", target}});
      message_is_error_ = false;
      platform::offer_file(target);  // the browser downloads it
    } else {
      message_ = ctx.render(done.error());
      message_is_error_ = true;
    }
    backups_ = db::backups_next_to(ctx.db_path);
    armed_.clear();
  }
  ImGui::EndDisabled();
  if (platform::picks_files()) {
    // A backup kept elsewhere (downloaded earlier) joins the list, to be restored from it.
    ImGui::SameLine();
    if (touch_button(ctx.tr("settings.backup.pick").c_str(), "settings.backup.pick")) {
      const std::filesystem::path target = db::timestamped_backup_path(ctx.db_path);
      platform::pick_file(target.parent_path().string(), target.filename().string());
    }
    if (platform::picked_files() != picked_seen_) {
      picked_seen_ = platform::picked_files();
      backups_ = db::backups_next_to(ctx.db_path);
    }
  }
  if (!message_.empty()) {
    message_box(ctx.user_text(message_).c_str(), message_is_error_, "settings.backup.message");
  }
  // The two newest backups; a first tap arms, a second (on the confirm button) restores.
  for (std::size_t i = 0; i < backups_.size() && i < 2; ++i) {
    const auto& file = backups_[i];
    const std::string name = std::filesystem::path(file).filename().string();
    const std::string id = "settings.restore." + std::to_string(i);
    if (armed_ == file) {
      if (touch_button(ctx.tr("settings.backup.confirm", {Param{"name", name}}).c_str(),
                       id + ".confirm")) {
        ctx.store.reset();  // the file is replaced under no open connection of ours
        auto report = db::restore_database(ctx.db_path, file);
        auto reopened = db::Store::open(ctx.db_path);
        if (reopened) {
          ctx.store = std::move(reopened).value();
          ctx.store_error.reset();
          ctx.load_settings();
        } else {
          ctx.store_error = reopened.error();
        }
        if (report) {
          message_ = ctx.tr("settings.backup.restored",
                            {Param{"name", name}, Param{"path", report.value().previous_saved_to}});
          message_is_error_ = false;
        } else {
          message_ = ctx.render(report.error());
          message_is_error_ = true;
        }
        armed_.clear();
        backups_ = db::backups_next_to(ctx.db_path);
      }
      ImGui::SameLine();
      if (touch_button(ctx.tr("settings.backup.cancel").c_str(), id + ".cancel")) armed_.clear();
    } else if (touch_button(ctx.tr("settings.backup.restore", {Param{"name", name}}).c_str(), id)) {
      armed_ = file;
    }
  }
  if (backups_.empty()) muted(ctx.tr("settings.backup.none").c_str());
}

void SettingsScreen::draw(AppContext& ctx) {
  // The page is taller than the window once backups are listed: a finger scrolls it.
  ImGui::BeginChild("settings.scroll", ImVec2(0, 0), false);
  touch_scroll();
  ImGui::Spacing();
  heading(ctx.tr("settings.language").c_str());
  for (auto language : app::kLanguages) {
    const std::string code(app::language_code(language));
    const std::string label = ctx.catalog.text(language, "lang." + code);
    if (choice_button(label.c_str(), "settings.lang." + code, ctx.language == language,
                      ImVec2(scaled(200), 0))) {
      ctx.language = language;
      ctx.save_settings();
    }
    // Another language or text size redraws every screen at its new size, on purpose.
    probe().mark_rearranging("settings.lang." + code);
    ImGui::SameLine();
  }
  ImGui::NewLine();
  ImGui::Spacing();

  heading(ctx.tr("settings.theme").c_str());
  if (choice_button(ctx.tr("settings.theme_dark").c_str(), "settings.theme.dark",
                    ctx.theme == Theme::kDark, ImVec2(scaled(200), 0))) {
    ctx.theme = Theme::kDark;
    ctx.style_dirty = true;
    ctx.save_settings();
  }
  ImGui::SameLine();
  if (choice_button(ctx.tr("settings.theme_light").c_str(), "settings.theme.light",
                    ctx.theme == Theme::kLight, ImVec2(scaled(200), 0))) {
    ctx.theme = Theme::kLight;
    ctx.style_dirty = true;
    ctx.save_settings();
  }
  ImGui::Spacing();

  heading(ctx.tr("settings.text_size").c_str());
  struct Size {
    float value;
    const char* key;
    const char* probe;
  };
  constexpr std::array kSizes{Size{0.85f, "settings.size_small", "settings.size.small"},
                              Size{1.0f, "settings.size_normal", "settings.size.normal"},
                              Size{1.25f, "settings.size_large", "settings.size.large"},
                              Size{1.5f, "settings.size_huge", "settings.size.huge"}};
  for (const auto& size : kSizes) {
    const bool selected = ctx.text_size > size.value - 0.01f && ctx.text_size < size.value + 0.01f;
    if (choice_button(ctx.tr(size.key).c_str(), size.probe, selected, ImVec2(scaled(200), 0))) {
      ctx.text_size = size.value;
      ctx.style_dirty = true;
      ctx.save_settings();
    }
    probe().mark_rearranging(size.probe);
    ImGui::SameLine();
  }
  ImGui::NewLine();
  ImGui::Spacing();

  club_.draw(ctx);
  ImGui::Spacing();

  heading(ctx.tr("settings.database").c_str());
  wrapped_text(ctx.user_text(ctx.db_path).c_str());
  if (ctx.store_error) {
    message_box(ctx.render(*ctx.store_error).c_str(), true, "settings.store_error");
  } else {
    muted(ctx.tr("settings.saved_here").c_str());
  }
  draw_storage_status(ctx);
  draw_backups(ctx);
  ImGui::EndChild();
}

}  // namespace tableref::gui

#pragma once
#include <string>
#include <vector>

#include "screen.hpp"
#include "settings_club_panel.hpp"

namespace tableref::gui {

// Language, theme and text size, saved in the store at once; backing the database up and
// restoring one of the backups kept next to it; the club (SettingsClubPanel).
class SettingsScreen final : public Screen {
 public:
  [[nodiscard]] std::string_view id() const override { return "settings"; }
  [[nodiscard]] std::string_view title_key() const override { return "settings.title"; }
  void open(AppContext& ctx, std::int64_t session_id) override;
  void draw(AppContext& ctx) override;

 private:
  void draw_storage_status(AppContext& ctx);
  void draw_backups(AppContext& ctx);
  std::vector<std::string> backups_;  // newest first
  std::string armed_;                 // the backup a first tap chose to restore
  std::string message_;
  bool message_is_error_ = false;
  int picked_seen_ = 0;
  SettingsClubPanel club_;  // platform::picked_files() when the backups were last listed
};

}  // namespace tableref::gui

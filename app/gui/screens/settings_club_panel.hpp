#pragma once
// Settings → Club: join a club's hub, sync now, leave, and the state in words (issue #26).
// The logic is controllers::ClubController's; this only draws. A build without the hub
// (neither TABLEREF_HUB nor the browser's client) says it has no club support.
#include <memory>
#include <string>

namespace tableref::controllers {
class ClubController;
struct ClubState;
}  // namespace tableref::controllers

namespace tableref::gui {

class AppContext;

class SettingsClubPanel {
 public:
  SettingsClubPanel();
  ~SettingsClubPanel();
  SettingsClubPanel(const SettingsClubPanel&) = delete;
  SettingsClubPanel& operator=(const SettingsClubPanel&) = delete;

  // Reads the state from the store (on opening Settings, after a call ends).
  void refresh(AppContext& ctx);
  void draw(AppContext& ctx);

 private:
  void pick_up_outcome(AppContext& ctx);
  void draw_join(AppContext& ctx);
  void draw_joined(AppContext& ctx);
  [[nodiscard]] std::string state_text(AppContext& ctx) const;

  std::unique_ptr<controllers::ClubController> controller_;
  std::unique_ptr<controllers::ClubState> state_;
  std::string url_;
  std::string code_;
  std::string device_name_;
  bool leave_armed_ = false;
  std::string message_;
  bool message_is_error_ = false;
};

}  // namespace tableref::gui

#pragma once
// "Share live" (issue #26; docs/club.md): the popup that shows a session's share code large,
// the follower page's address and its QR code (drawn square by square from hub::qr_modules),
// for the players' phones. Without a club it says how to join one (Settings → Club). It
// only draws: TableLive asks the hub on its worker and hands the answer over.
#include <string>
#include <vector>

namespace tableref::gui {

class AppContext;

class SharePopup {
 public:
  // Opens it at the next draw; `linked`: this device has joined a club.
  void open(bool linked);
  void asking() {
    asking_ = true;
    error_.clear();
  }
  void answered(const std::string& code, const std::string& url);
  void refused(const std::string& why);
  [[nodiscard]] bool is_open() const { return open_; }
  // Draws it while open. True when its "Settings → Club" button was tapped.
  bool draw(AppContext& ctx);

 private:
  void draw_share(AppContext& ctx);
  void draw_code(AppContext& ctx);
  void draw_qr(float side);

  bool open_ = false;
  bool opening_ = false;
  bool linked_ = false;
  bool asking_ = false;
  std::string code_;
  std::string url_;
  std::string error_;
  std::vector<std::vector<bool>> qr_;
};

}  // namespace tableref::gui

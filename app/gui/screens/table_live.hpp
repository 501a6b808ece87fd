#pragma once
// Every game screen's club part (issue #26; docs/club.md), drawn by the app once for all
// games rather than by each game's screen:
//   - in the top bar, the live state in words and "Share live" (its popup: share_popup.hpp);
//   - under the top bar, for a session another device holds, who holds it and "Continue on
//     this device" (the store refuses its events meanwhile: StoreReason::kHeldElsewhere);
//   - after each frame, the store's change counter watched: a shared session whose stored
//     events changed has its live state pushed to the hub, on a worker, coalesced.
// Without live sharing (no hub, or the browser's single-threaded build) it draws nothing.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "screens/share_popup.hpp"

namespace tableref::controllers {
class ClubController;
class LivePusher;
}  // namespace tableref::controllers

namespace tableref::gui {

class AppContext;

class TableLive {
 public:
  TableLive();
  ~TableLive();
  TableLive(const TableLive&) = delete;
  TableLive& operator=(const TableLive&) = delete;

  // The app navigated to `screen` with `session_id` (0: none).
  void open(AppContext& ctx, std::string_view screen, std::int64_t session_id);
  // A game's screen with a session: the bar's part and the banner are drawn.
  [[nodiscard]] bool shown() const { return session_ != 0; }
  // The width the top bar keeps for the state and the button, whatever they say now.
  [[nodiscard]] float bar_width(AppContext& ctx) const;
  // The state (cut to `room` when the title leaves less) and "Share live".
  void draw_bar(AppContext& ctx, float room);
  // Under the top bar: the holding, for a session opened while another device held it. Kept
  // for as long as the screen shows that session, so nothing under it moves on a hand-off.
  void draw_banner(AppContext& ctx);
  // After the screen: the popup, the workers' answers, and a push when the session changed.
  void after_frame(AppContext& ctx);

 private:
  void pick_up(AppContext& ctx);
  void watch_changes(AppContext& ctx);
  [[nodiscard]] std::string state_text(AppContext& ctx) const;
  [[nodiscard]] float banner_height(AppContext& ctx) const;

  // Used only with live sharing: the browser's build never shows the part.
  std::string screen_;
  std::int64_t session_ = 0;
  [[maybe_unused]] bool linked_ = false;
  [[maybe_unused]] bool shared_ = false;
  std::string held_by_;                              // the device holding it when opened
  [[maybe_unused]] bool continued_ = false;          // the hand-off moved it here since
  std::string hold_message_;                         // the hand-off's refusal, in words
  [[maybe_unused]] std::int64_t seen_changes_ = -1;  // the change counter last looked at
  [[maybe_unused]] std::int64_t pushed_events_ = -1;
  SharePopup popup_;
  std::unique_ptr<controllers::ClubController> club_;
  std::unique_ptr<controllers::LivePusher> pusher_;
};

}  // namespace tableref::gui

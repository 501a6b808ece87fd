#pragma once
// History's part of the hand-off (docs/club.md, "Hand-off"): which sessions on the page
// another device holds (read-only here: they open in the replay, not the game) and the
// "Continue on this device" button that asks the hub for the holding, on the club
// controller's worker. Without the hub's client nothing is held elsewhere.
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "tableref/db/store.hpp"

namespace tableref::controllers {
class ClubController;
}  // namespace tableref::controllers

namespace tableref::gui {

class AppContext;

class HistoryHold {
 public:
  HistoryHold();
  ~HistoryHold();
  HistoryHold(const HistoryHold&) = delete;
  HistoryHold& operator=(const HistoryHold&) = delete;

  void reload(AppContext& ctx, const std::vector<db::SessionSummary>& rows);
  // True when another device holds the session: it is read-only here.
  [[nodiscard]] bool held_elsewhere(std::int64_t id) const { return held_.count(id) > 0; }
  // Picks up a hand-off's answer (at the top of the frame, before the list is drawn): true
  // when one ended, and the page should be read again.
  bool poll(AppContext& ctx);
  // Under a row's players: who holds it and the button; the hand-off's answer.
  void draw_row(AppContext& ctx, std::int64_t id);

 private:
  std::map<std::int64_t, std::string> held_;  // session -> the device that holds it
  std::unique_ptr<controllers::ClubController> controller_;
  // Used only with the hub's client (the desktop's and the browser's builds).
  [[maybe_unused]] std::int64_t asking_ = 0;  // the session a hand-off is under way for
  [[maybe_unused]] std::int64_t answered_ = 0;
  std::string answer_;
  [[maybe_unused]] bool answer_is_error_ = false;
};

}  // namespace tableref::gui

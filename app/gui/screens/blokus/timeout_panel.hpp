#pragma once
// The Blokus screen's time-out: when the clock of the color to move runs out, the referee
// proposes a legal piece for it (BlokusController::timeout_proposal), shown in the tray's
// place and on the board; the table confirms it or overrules it and plays on. It keeps
// whether the proposal shows and which one the table overruled.
#include <cstdint>
#include <optional>

#include "screens/blokus/table.hpp"

namespace tableref::gui {

class AppContext;

class BlokusTimeoutPanel {
 public:
  // At the frame's start: the proposal appears only while no finger is down, so nothing
  // changes under a finger; the move being entered gives way to it.
  void update(BlokusTable& table, std::int64_t now);
  [[nodiscard]] bool showing() const { return showing_; }
  [[nodiscard]] std::optional<blokus::PlacementInfo> shown(
      const controllers::BlokusController& session) const;
  void draw(AppContext& ctx, BlokusTable& table);

 private:
  bool showing_ = false;
  // The time-out proposal the table overruled (its seed): not shown again for that move.
  std::optional<std::uint64_t> overruled_;
};

}  // namespace tableref::gui

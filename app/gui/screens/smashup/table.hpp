#pragma once
// What the panels of Smash Up's table see of the session and how they act on it (the screen
// is the one table): the controller read-only; `act`, which queues an event for after the
// frame (SmashupScreen::apply_pending), so that nothing drawn holds a reference into a state
// that changed under it; which side panel shows; and the table's message strip.
#include "tableref/base/result.hpp"
#include "tableref/controllers/smashup/controller.hpp"
#include "tableref/referee/smashup/event.hpp"

namespace tableref::gui {

// The side panels of the table (SmashupSidePanel).
enum class SmashupPanel { kPlayers, kPresence, kBase, kScoring, kReplace, kVp };

class SmashupTable {
 public:
  SmashupTable() = default;
  SmashupTable(const SmashupTable&) = delete;
  SmashupTable& operator=(const SmashupTable&) = delete;
  virtual ~SmashupTable() = default;

  [[nodiscard]] virtual const controllers::SmashupController& session() const = 0;
  virtual void act(smashup::Event event) = 0;
  // Opens a side panel for a base `slot` and/or a `player` (the message strip is cleared).
  virtual void show(SmashupPanel panel, int slot = -1, int player = -1) = 0;
  // Says `problems` in the message strip (empty: clears it).
  virtual void say(Violations problems) = 0;
};

}  // namespace tableref::gui

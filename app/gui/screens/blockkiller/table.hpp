#pragma once
// What the panels of Block-Killer's screen see of the session and how they act on it (the
// screen is the one table): the controller read-only; `act`, which queues an event for after
// the frame (BlockKillerScreen::apply_pending), so that nothing drawn holds a reference into
// a state that changed under it; opening and closing the play being entered; the layout.
#include <optional>

#include "tableref/controllers/blockkiller/controller.hpp"
#include "tableref/controllers/blockkiller/draft.hpp"
#include "tableref/referee/blockkiller/table.hpp"

namespace tableref::gui {

class BlockKillerTable {
 public:
  BlockKillerTable() = default;
  BlockKillerTable(const BlockKillerTable&) = delete;
  BlockKillerTable& operator=(const BlockKillerTable&) = delete;
  virtual ~BlockKillerTable() = default;

  [[nodiscard]] virtual const controllers::BlockKillerController& session() const = 0;
  // `entry`: the draft the event was entered with (kept with it in the store).
  virtual void act(blockkiller::TableEvent event,
                   std::optional<controllers::BlockKillerDraft> entry = {}) = 0;
  // Opens the entry of a play (an attack of the current player, or the target's defence).
  virtual void start_entry(bool defence) = 0;
  // Closes the entry after the frame (Cancel).
  virtual void close_entry() = 0;
  // The screen is taller than wide (portrait): parts stacked.
  [[nodiscard]] virtual bool upright() const = 0;
};

}  // namespace tableref::gui

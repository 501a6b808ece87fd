#pragma once
// The best-play hint of a play being entered on Block-Killer's field: the block cards the
// player says they hold, the search (off the UI thread, polled every frame), its answer and
// "Use this play". Its own state: the hand, the search and a refusal of the play found.
#include <optional>

#include "screens/blockkiller/entry.hpp"
#include "screens/blockkiller/table.hpp"
#include "tableref/controllers/blockkiller/best_hint.hpp"

namespace tableref::gui {

class AppContext;

class BlockKillerHintPanel {
 public:
  // A new entry: an empty hand.
  void reset() {
    hand_ = {};
    refused_.reset();
  }
  // Forgets the search (a session opened).
  void clear_search() { search_.clear(); }
  // Takes the search's answer, and forgets it once the entry it was asked for has changed
  // (another stack, other cards, the entry closed: `entry` null).
  void poll(AppContext& ctx, const BlockKillerTable& table, const BlockKillerEntry* entry);
  // The answer of the search when it is for the entry as it stands.
  [[nodiscard]] const blockkiller::BestPlay* current(const BlockKillerTable& table,
                                                     const BlockKillerEntry& entry) const;
  // Draws the hint; true when "Use this play" replaced the entry's draft.
  [[nodiscard]] bool draw(AppContext& ctx, const BlockKillerTable& table, BlockKillerEntry& entry);

 private:
  // The hint's question for the entry as it stands (its start field, the hand, the session's
  // rules and the player's chain); the violation when the stack cannot be built.
  [[nodiscard]] Result<blockkiller::BestPlayQuery> query(const BlockKillerTable& table,
                                                         const BlockKillerEntry& entry) const;
  // Whether the search (running or answered) is for the entry as it stands.
  [[nodiscard]] bool is_current(const BlockKillerTable& table, const BlockKillerEntry& entry) const;
  // The cards to add, Search and Clear, the hand as chips (in a space of a full hand's height);
  // whether a search was running when the frame began.
  [[nodiscard]] bool draw_hand(AppContext& ctx, const BlockKillerTable& table,
                               const BlockKillerEntry& entry, int limit);
  // The answer: proven or not, its steps and total, "Use this play".
  [[nodiscard]] bool draw_answer(AppContext& ctx, const BlockKillerTable& table,
                                 BlockKillerEntry& entry, const blockkiller::BestPlay& best);

  controllers::HintHand hand_;
  std::optional<Violation> refused_;  // "Use this play" refused by the referee
  controllers::BestPlaySearch search_;
};

}  // namespace tableref::gui

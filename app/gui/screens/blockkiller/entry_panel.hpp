#pragma once
// The play being entered on Block-Killer's screen: who plays, the mode (quick or field, kept
// as a setting), the running numbers, the target, Send and Cancel; then quick mode (one row of
// buttons per card) or the field (field_panel.hpp) with the best-play hint (hint_panel.hpp).
// Its own state: the entry, the mode a new entry opens in, and its panels.
#include <optional>
#include <string_view>

#include "screens/blockkiller/entry.hpp"
#include "screens/blockkiller/field_panel.hpp"
#include "screens/blockkiller/hint_panel.hpp"
#include "screens/blockkiller/table.hpp"

namespace tableref::gui {

class AppContext;

// The setting that keeps the entry mode last chosen ("quick" or "field").
inline constexpr std::string_view kEntryModeSetting = "blockkiller.entry_mode";

class BlockKillerEntryPanel {
 public:
  // A session opened: no entry, no search; the mode the player chose last (quick until one
  // is chosen).
  void reset(AppContext& ctx);
  [[nodiscard]] bool is_open() const { return entry_.has_value(); }
  [[nodiscard]] bool field_mode() const {
    return entry_ && entry_->draft.mode == controllers::EntryMode::kField;
  }
  void start(const BlockKillerTable& table, bool defence);
  void close() { entry_.reset(); }
  // Before the frame's drawing: the hint's search answered or outdated.
  void poll(AppContext& ctx, const BlockKillerTable& table);
  void draw(AppContext& ctx, BlockKillerTable& table);

 private:
  // One line: who plays, the mode and the running numbers.
  void draw_header(AppContext& ctx, const BlockKillerTable& table,
                   const controllers::DraftEvaluation& eval);
  // The target (attacks), Send, Cancel and the block cards left.
  void draw_send(AppContext& ctx, BlockKillerTable& table,
                 const controllers::DraftEvaluation& eval);
  // Quick or field, for this entry and the next ones (remembered, kEntryModeSetting).
  void choose_mode(AppContext& ctx, controllers::EntryMode mode);
  void draw_quick(AppContext& ctx, const BlockKillerTable& table);
  // Above quick mode's rows: the draft's problem (else where the garbage goes) and Remove.
  void draw_quick_note(AppContext& ctx, const controllers::DraftEvaluation& eval);
  void draw_quick_row(AppContext& ctx, const controllers::DraftEvaluation& eval, int i,
                      bool wrap_spins);

  std::optional<BlockKillerEntry> entry_;
  // The mode a new entry opens in: the one the player chose last, kept in the store's
  // settings under kEntryModeSetting.
  controllers::EntryMode mode_ = controllers::EntryMode::kQuick;
  BlockKillerFieldPanel field_;
  BlockKillerHintPanel hint_;
};

}  // namespace tableref::gui

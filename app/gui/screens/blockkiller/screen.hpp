#pragma once
// The Block-Killer scorekeeper: the players panel (block and garbage cards, the turn pointer
// and direction, the draw with its 2-block option, the block-card limit, who is out, the
// winner), a play entered in quick mode (one row of buttons per piece) or field mode (the
// garbage stack from the player's cards, each block card placed by its cells or by piece +
// turn + column with a ghost, or found by the "Best play" hint for the cards the player
// names), the exchange with its settlement, the session's rule options, and fumen
// export/import.
//
// The screen is a layout of panels, each with its own state (actions_panel.hpp,
// entry_panel.hpp with the field and the hint; players_panel.hpp and settlement_panel.hpp
// draw read-only views): it owns the session, hands the panels a read-only view of it
// (BlockKillerTable) and applies what they ask after the frame.
#include <optional>
#include <vector>

#include "screens/blockkiller/actions_panel.hpp"
#include "screens/blockkiller/entry_panel.hpp"
#include "screens/blockkiller/table.hpp"
#include "screens/screen.hpp"
#include "tableref/controllers/blockkiller/controller.hpp"

namespace tableref::gui {

class BlockKillerScreen final : public Screen, private BlockKillerTable {
 public:
  [[nodiscard]] std::string_view id() const override { return "blockkiller"; }
  [[nodiscard]] std::string_view title_key() const override { return "game.blockkiller"; }
  void open(AppContext& ctx, std::int64_t session_id) override;
  void draw(AppContext& ctx) override;

  // Read back by tests.
  [[nodiscard]] const controllers::BlockKillerController& controller() const { return controller_; }

 private:
  // BlockKillerTable: what the panels see and ask.
  [[nodiscard]] const controllers::BlockKillerController& session() const override {
    return controller_;
  }
  void act(blockkiller::TableEvent event,
           std::optional<controllers::BlockKillerDraft> entry = {}) override;
  void start_entry(bool defence) override { entry_.start(*this, defence); }
  void close_entry() override { close_entry_ = true; }
  [[nodiscard]] bool upright() const override { return upright_; }

  void apply_pending();
  // With no entry open: the phase's actions first, then the settlement or a hint.
  void draw_table(AppContext& ctx);
  // Under the side's scrolled part: the message box and Undo (beside it when upright).
  void draw_side_footer(AppContext& ctx, float width, bool beside);
  [[nodiscard]] static float side_message_height();
  [[nodiscard]] static float side_footer_height();

  controllers::BlockKillerController controller_;
  std::optional<Violation> load_error_;
  Violations problems_;
  std::int64_t session_id_ = 0;
  struct Pending {
    blockkiller::TableEvent event;
    std::optional<controllers::BlockKillerDraft> entry;
  };
  std::vector<Pending> pending_;
  bool undo_pending_ = false;
  bool close_entry_ = false;
  bool upright_ = false;   // the screen is taller than wide (portrait): parts stacked
  float side_height_ = 0;  // keep_scrolled_height of the side's scrolled part

  BlockKillerActionsPanel actions_;
  BlockKillerEntryPanel entry_;
};

}  // namespace tableref::gui

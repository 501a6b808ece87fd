#pragma once
// The Block-Killer scorekeeper: the players panel (block and garbage cards, the turn pointer
// and direction, the draw with its 2-block option, the block-card limit, who is out, the
// winner), a play entered in quick mode (one row of buttons per piece) or field mode (the
// garbage stack from the player's cards, each block card placed by its cells or by piece +
// turn + column with a ghost, or found by the "Best play" hint for the cards the player
// names), the exchange with its settlement, the session's rule options, and fumen
// export/import.
#include <optional>
#include <string>
#include <vector>

#include "screens/screen.hpp"
#include "tableref/controllers/blockkiller/best_hint.hpp"
#include "tableref/controllers/blockkiller/controller.hpp"

namespace tableref::gui {

// The setting that keeps the entry mode last chosen ("quick" or "field").
inline constexpr std::string_view kEntryModeSetting = "blockkiller.entry_mode";

class BlockKillerScreen final : public Screen {
 public:
  [[nodiscard]] std::string_view id() const override { return "blockkiller"; }
  [[nodiscard]] std::string_view title_key() const override { return "game.blockkiller"; }
  void open(AppContext& ctx, std::int64_t session_id) override;
  void draw(AppContext& ctx) override;

  // Read back by tests.
  [[nodiscard]] const controllers::BlockKillerController& controller() const { return controller_; }

 private:
  // The play being entered (an attack of the current player or the target's answer).
  struct Entry {
    bool defence = false;
    int player = 0;
    int target = -1;
    controllers::BlockKillerDraft draft;
    // Field mode: the piece being placed.
    blockkiller::Piece piece = blockkiller::Piece::kT;
    int rotation = 0;
    int column = 4;
    std::vector<GridCell> tapped;  // the next card's cells (the card recognised from them)
    bool flipped = false;
    bool scroll_top = true;     // a new entry (or mode, or tab) starts at the top of its controls
    int tab = 0;                // field mode: 0 garbage stack, 1 block cards, 2 best-play hint
    float controls_height = 0;  // keep_scrolled_height of the field controls
    std::string fumen;          // the last exported fumen
    std::optional<Violation> fumen_error;
    // The best-play hint: the block cards the player says they hold.
    controllers::HintHand hint_hand;
    std::optional<Violation> hint_refused;  // "Use this play" refused by the referee
  };

  void act(blockkiller::TableEvent event, std::optional<controllers::BlockKillerDraft> entry = {});
  void apply_pending();
  void start_entry(bool defence);

  void draw_top_bar(AppContext& ctx);
  // The players' boxes in `columns` columns, at least `min_lines` lines tall.
  void draw_players(AppContext& ctx, int columns, int min_lines);
  // With no entry open: the phase's actions first, then the settlement or a hint.
  void draw_table(AppContext& ctx);
  void draw_actions(AppContext& ctx);
  // Under the side's scrolled part: the message box and Undo (beside it when upright).
  void draw_side_footer(AppContext& ctx, float width, bool beside);
  [[nodiscard]] static float side_message_height();
  [[nodiscard]] static float side_footer_height();
  void draw_entry(AppContext& ctx);
  // Quick or field, for this entry and the next ones (remembered, kEntryModeSetting).
  void choose_mode(AppContext& ctx, controllers::EntryMode mode);
  void draw_quick(AppContext& ctx);
  void draw_field(AppContext& ctx);
  void draw_board(AppContext& ctx, float cell);
  void draw_field_controls(AppContext& ctx);
  void draw_stack_controls(AppContext& ctx);
  // The ruling on the next card (tapped cells, else the ghost) and Place / Clear / Remove.
  void draw_next_piece(AppContext& ctx);
  [[nodiscard]] controllers::NextPieceRuling next_piece_ruling() const;
  // The live ruling's text for a legal card of a defence (its defence and offset, the
  // pending attack with it placed).
  [[nodiscard]] std::string defence_ruling(AppContext& ctx,
                                           const controllers::NextPieceRuling& ruling) const;
  // Upright: the height of the column beside the field with a ruling of `ruling_lines` lines
  // (`paired`: Place and Clear taps on one row).
  [[nodiscard]] static float next_piece_column_height(int ruling_lines, bool paired);
  void draw_best_hint(AppContext& ctx);
  // The hint's question for the entry as it stands (its start field, the hint's hand, the
  // session's rules and the player's chain); the violation when the stack cannot be built.
  [[nodiscard]] Result<blockkiller::BestPlayQuery> hint_query() const;
  // Whether the search (running or answered) is for the entry as it stands (a quick entry
  // has no hint: best_play_query refuses it).
  [[nodiscard]] bool hint_search_is_current() const;
  // The answer of the search when it is for the entry as it stands.
  [[nodiscard]] const blockkiller::BestPlay* current_hint() const;
  void draw_breakdown(AppContext& ctx);
  void draw_settlement(AppContext& ctx);
  void place_piece();
  void import_fumen(AppContext& ctx, const std::string& text);

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
  std::optional<Entry> entry_;
  bool close_entry_ = false;
  bool upright_ = false;      // the screen is taller than wide (portrait): parts stacked
  float side_height_ = 0;     // keep_scrolled_height of the side's scrolled part
  bool naming_card_ = false;  // the draw names the garbage card drawn
  int drawn_card_ = -1;       // index in the garbage catalog
  // The mode a new entry opens in: the one the player chose last, kept in the store's
  // settings under kEntryModeSetting.
  controllers::EntryMode entry_mode_ = controllers::EntryMode::kQuick;
  // The best-play search of the entry, off the UI thread (polled every frame).
  controllers::BestPlaySearch hint_search_;
};

}  // namespace tableref::gui

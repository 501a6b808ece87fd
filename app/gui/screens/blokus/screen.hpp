#pragma once
// The Blokus table screen: the board scaled to the window with its coordinates, start cells
// and each color's last piece; a move entered by tapping the covered cells or by picking a
// piece from the color's tray (rotate, flip, drag or tap its target), judged live (green or
// red ghost, the broken rules written out, offending cells marked); confirm, the table's
// overrule, undo, auto-skip notices, hints, clocks, end-of-game scores, .blksgf files.
//
// The screen is a layout of panels, each with its own state (board_panel.hpp, the tray
// and the side's views in tray_panel.hpp and side_views.hpp, timeout_panel.hpp,
// actions_panel.hpp, files_panel.hpp): it owns the session and the move being entered,
// hands the panels a read-only view of them (BlokusTable) and applies what they ask after
// the frame.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "screens/blokus/actions_panel.hpp"
#include "screens/blokus/board_panel.hpp"
#include "screens/blokus/files_panel.hpp"
#include "screens/blokus/table.hpp"
#include "screens/blokus/timeout_panel.hpp"
#include "screens/screen.hpp"
#include "tableref/controllers/blokus/controller.hpp"

struct ImVec2;

namespace tableref::gui {

class BlokusScreen final : public Screen, private BlokusTable {
 public:
  [[nodiscard]] std::string_view id() const override { return "blokus"; }
  [[nodiscard]] std::string_view title_key() const override { return "game.blokus"; }
  void open(AppContext& ctx, std::int64_t session_id) override;
  void draw(AppContext& ctx) override;

  // Read back by tests.
  [[nodiscard]] const controllers::BlokusController& controller() const { return controller_; }
  [[nodiscard]] std::optional<blokus::PieceId> picked() const { return move_.piece; }
  [[nodiscard]] std::uint8_t orientation() const { return move_.orientation; }
  // The cell the held piece's grab cell is on (blokus_grab_cell), when it is on the board.
  [[nodiscard]] std::optional<GridCell> target() const { return move_.target; }
  [[nodiscard]] bool zoomed() const { return board_.zoomed(); }

 private:
  // BlokusTable: what the panels see and ask.
  [[nodiscard]] const controllers::BlokusController& session() const override {
    return controller_;
  }
  [[nodiscard]] std::int64_t session_id() const override { return session_id_; }
  // Queues what the table does; apply_pending() applies the queue after the frame is drawn.
  void act(BlokusAct act) override { pending_.push_back(std::move(act)); }
  [[nodiscard]] BlokusMove& move() override { return move_; }
  [[nodiscard]] const BlokusMove& move() const override { return move_; }
  void clear_entry() override;
  [[nodiscard]] std::optional<blokus::Color> active_color() const override;
  void choose_color(blokus::Color color) override;
  [[nodiscard]] std::optional<blokus::PlacementInfo> timeout_shown() const override {
    return timeout_.shown(controller_);
  }
  [[nodiscard]] bool hints() const override { return actions_.hints(); }
  [[nodiscard]] const Violations& problems() const override { return problems_; }
  void say(Violations problems) override { problems_ = std::move(problems); }
  [[nodiscard]] bool upright() const override { return portrait_; }

  void apply_pending();
  // One act applied: false (and its problems said) when the session refused it.
  bool apply(const BlokusAct& act);
  void draw_no_session(AppContext& ctx);
  void draw_side(AppContext& ctx);
  // Portrait: the height the panel below the board needs to show the turn, clocks, tray,
  // ruling, Confirm and the actions without scrolling (the board gets the rest).
  [[nodiscard]] float portrait_panel_height() const;
  void handle_keys();

  controllers::BlokusController controller_;
  std::optional<Violation> load_error_;
  Violations problems_;
  std::int64_t session_id_ = 0;
  std::vector<BlokusAct> pending_;
  BlokusMove move_;  // the move being entered
  std::optional<blokus::Color> chosen_color_;
  bool portrait_ = false;  // this frame's arrangement: the board above the panel
  float side_height_ = 0;  // the side panel's content height while it is scrolled

  BlokusBoardPanel board_;
  BlokusTimeoutPanel timeout_;
  BlokusActionsPanel actions_;
  BlokusFilesPanel files_;
};

}  // namespace tableref::gui

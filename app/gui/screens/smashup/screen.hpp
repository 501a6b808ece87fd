#pragma once
// The Smash Up scorekeeper: a setup step (factions per player, bases in play), then the
// table: every base with its breakpoint and the power against it, one-tap power changes,
// the turn's phases, scoring with its breakdown shown before it is applied, VP with
// adjustments and Madness, the end check and the VP-over-turns chart.
//
// The screen is a layout of panels, each with its own state (setup_panel.hpp,
// side_panel.hpp and the side's panels, base_card.hpp): it owns the session, hands the panels
// a read-only view of it (SmashupTable) and applies what they ask after the frame.
#include <optional>
#include <string>
#include <vector>

#include "screens/screen.hpp"
#include "screens/smashup/setup_panel.hpp"
#include "screens/smashup/side_panel.hpp"
#include "screens/smashup/table.hpp"
#include "tableref/controllers/smashup/controller.hpp"

namespace tableref::gui {

class SmashupScreen final : public Screen, private SmashupTable {
 public:
  [[nodiscard]] std::string_view id() const override { return "smashup"; }
  [[nodiscard]] std::string_view title_key() const override { return "game.smashup"; }
  void open(AppContext& ctx, std::int64_t session_id) override;
  void draw(AppContext& ctx) override;

  // Read back by tests.
  [[nodiscard]] const controllers::SmashupController& controller() const { return controller_; }

 private:
  // SmashupTable: what the panels see and ask.
  [[nodiscard]] const controllers::SmashupController& session() const override {
    return controller_;
  }
  // Queues an event; apply_pending() pushes the queue after the frame is drawn.
  void act(smashup::Event event) override;
  void show(SmashupPanel panel, int slot = -1, int player = -1) override;
  void say(Violations problems) override { problems_ = std::move(problems); }

  void apply_pending();
  void draw_table(AppContext& ctx);
  void draw_turn_bar(AppContext& ctx);
  void draw_messages(AppContext& ctx);

  controllers::SmashupController controller_;
  std::optional<Violation> load_error_;
  Violations problems_;
  std::vector<smashup::Event> pending_;
  std::int64_t session_id_ = 0;

  SmashupSetupPanel setup_;  // until the game starts
  SmashupSidePanel side_;
};

}  // namespace tableref::gui

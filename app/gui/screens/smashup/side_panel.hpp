#pragma once
// The side of Smash Up's table: the players (VP, factions, Madness, the VP chart) or, when a
// base card or a player asks, one of the panels for a player's presence on a base, a base,
// scoring, replacing a base or a player's VP. It keeps which panel shows and the panels
// themselves, each with its own state.
#include "screens/smashup/base_edit_panel.hpp"
#include "screens/smashup/scoring_panel.hpp"
#include "screens/smashup/table.hpp"
#include "screens/smashup/vp_panel.hpp"

namespace tableref::gui {

class AppContext;

class SmashupSidePanel {
 public:
  [[nodiscard]] SmashupPanel shown() const { return panel_; }
  // A session opened: the players show, no base chosen.
  void reset() {
    panel_ = SmashupPanel::kPlayers;
    scoring_.reset();
  }
  void show(const controllers::SmashupController& session, SmashupPanel panel, int slot,
            int player);
  void draw(AppContext& ctx, SmashupTable& table);
  // After an event was applied (`applied`) or refused: the panel that asked for it closes
  // when it is done (scoring, replacing, undo), a refused choice of a base to score too.
  void after(const smashup::Event& event, bool applied);

 private:
  void draw_players(AppContext& ctx, SmashupTable& table);
  void draw_presence(AppContext& ctx, SmashupTable& table);

  SmashupPanel panel_ = SmashupPanel::kPlayers;
  int slot_ = -1;
  int player_ = -1;
  float players_height_ = 0;  // the players panel's content height while it is scrolled
  SmashupBaseEditPanel base_;
  SmashupScoringPanel scoring_;
  SmashupVpPanel vp_;
};

}  // namespace tableref::gui

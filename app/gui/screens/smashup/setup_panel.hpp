#pragma once
// The Smash Up setup step as a panel of its own (as ImHex's views are): the sets, each seat's
// two factions, the bases in play, a custom base, the first player and Start. Its state is the
// setup draft and its own refusals; it reads the session and acts through the controller's
// setup methods (deal factions, draw bases, add a custom base, start).
#include <array>
#include <string>
#include <vector>

#include "screens/smashup/names_panel.hpp"
#include "tableref/base/result.hpp"
#include "tableref/controllers/smashup/controller.hpp"

namespace tableref::gui {

class AppContext;

class SmashupSetupPanel {
 public:
  // The draft for the session just opened: the factions typed on Home as each seat's role,
  // their sets chosen (else the base game's set).
  void reset(const controllers::SmashupController& session);
  void draw(AppContext& ctx, controllers::SmashupController& session);

 private:
  using Session = controllers::SmashupController;

  void draw_sets(AppContext& ctx, const Session& session);
  void draw_factions(AppContext& ctx, Session& session);
  // Each seat's row: its name and its two faction slots.
  void draw_faction_seats(AppContext& ctx, const Session& session);
  // The factions of the chosen sets (or every set's that match the search).
  void draw_faction_list(AppContext& ctx, const Session& session);
  void toggle_faction(const std::string& name);
  void draw_bases(AppContext& ctx, Session& session);
  // Draw, the two printings and "Add a base" above the base list.
  void draw_base_buttons(AppContext& ctx, Session& session);
  // One slot per base the game needs (a placeholder when empty), then the chosen sets' deck.
  void draw_bases_in_play(AppContext& ctx, const Session& session, int needed);
  void draw_base_deck(AppContext& ctx, const Session& session, int needed);
  void draw_custom_base_form(AppContext& ctx, Session& session);
  void draw_start(AppContext& ctx, Session& session);

  Violations problems_;
  std::vector<std::string> chosen_sets_;
  int active_seat_ = 0;
  std::vector<std::array<std::string, 2>> factions_;
  std::vector<smashup::BaseCard> start_bases_;
  smashup::Printing printing_ = smashup::Printing::kCurrent;
  int first_player_ = 0;
  bool custom_open_ = false;
  std::string custom_name_;
  int custom_breakpoint_ = 20;
  std::array<int, 3> custom_vp_{4, 2, 1};
  std::string faction_query_;  // search, English or Chinese
  std::string base_query_;
  SmashupNamesPanel names_;
};

}  // namespace tableref::gui

#pragma once
// The Smash Up setup step as a panel of its own (as ImHex's views are): the sets, then its
// panels for each seat's two factions (factions_panel.hpp), the bases in play
// (bases_panel.hpp) and Chinese names (names_panel.hpp), the first player and Start. Its state
// is the sets chosen, the first player and the setup's refusals; it reads the session and
// acts through the controller's setup methods (deal factions, draw bases, add a custom base,
// start).
#include <string>
#include <vector>

#include "screens/smashup/bases_panel.hpp"
#include "screens/smashup/factions_panel.hpp"
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
  // The first player and Start.
  void draw_start(AppContext& ctx, Session& session);

  Violations problems_;
  std::vector<std::string> chosen_sets_;
  int first_player_ = 0;
  SmashupFactionsPanel factions_;
  SmashupBasesPanel bases_;
  SmashupNamesPanel names_;
};

}  // namespace tableref::gui

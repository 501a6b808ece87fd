#pragma once
// Smash Up's setup: the bases in play (a slot for each the game needs), drawn or tapped from
// the chosen sets' deck in either printing, found by name, or added as a custom base; the
// Chinese names' editor opens above the list. Its own state: the bases chosen, the printing,
// the search and the custom base being entered.
#include <array>
#include <string>
#include <vector>

#include "screens/smashup/names_panel.hpp"
#include "tableref/base/result.hpp"
#include "tableref/controllers/smashup/controller.hpp"

namespace tableref::gui {

class AppContext;

class SmashupBasesPanel {
 public:
  using Session = controllers::SmashupController;

  void reset() { start_bases_.clear(); }
  [[nodiscard]] const std::vector<smashup::BaseCard>& chosen() const { return start_bases_; }
  // `chosen_sets`: the sets in the game (a custom base brings its own); `names`: the editor
  // of Chinese names, drawn above the list while open; `problems`: the setup's refusals.
  void draw(AppContext& ctx, Session& session, std::vector<std::string>& chosen_sets,
            SmashupNamesPanel& names, Violations& problems);

 private:
  // Draw, the two printings and "Add a base" above the base list.
  void draw_buttons(AppContext& ctx, Session& session, const std::vector<std::string>& chosen_sets,
                    Violations& problems);
  // One slot per base the game needs (a placeholder when empty).
  void draw_in_play(AppContext& ctx, const Session& session, int needed);
  // The chosen sets' deck (every set's while searching), a base in play shown chosen.
  void draw_deck(AppContext& ctx, const Session& session,
                 const std::vector<std::string>& chosen_sets, int needed);
  void draw_custom_form(AppContext& ctx, Session& session, std::vector<std::string>& chosen_sets,
                        Violations& problems);

  std::vector<smashup::BaseCard> start_bases_;
  smashup::Printing printing_ = smashup::Printing::kCurrent;
  bool custom_open_ = false;
  std::string custom_name_;
  int custom_breakpoint_ = 20;
  std::array<int, 3> custom_vp_{4, 2, 1};
  std::string query_;
};

}  // namespace tableref::gui

#pragma once
// Smash Up's setup: each seat's two factions, tapped from the chosen sets' list (or found by
// any of their names), or dealt at random. Its own state: the factions chosen, the seat
// choosing and the search.
#include <array>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/smashup/controller.hpp"

namespace tableref::gui {

class AppContext;

class SmashupFactionsPanel {
 public:
  using Session = controllers::SmashupController;

  // The factions typed on Home as each seat's role; their sets join `chosen_sets`.
  void reset(const Session& session, std::vector<std::string>& chosen_sets);
  [[nodiscard]] const std::vector<std::array<std::string, 2>>& chosen() const { return factions_; }
  // `chosen_sets`: the sets in the game (a faction found by search brings its set);
  // `problems`: the setup's refusals (a deal that cannot be made).
  void draw(AppContext& ctx, Session& session, std::vector<std::string>& chosen_sets,
            Violations& problems);

 private:
  // Each seat's row: its name and its two faction slots.
  void draw_seats(AppContext& ctx, const Session& session);
  // The factions of the chosen sets (or every set's that match the search).
  void draw_list(AppContext& ctx, const Session& session, std::vector<std::string>& chosen_sets);
  void toggle(const std::string& name);

  int active_seat_ = 0;
  std::vector<std::array<std::string, 2>> factions_;
  std::string query_;  // search, English or Chinese
};

}  // namespace tableref::gui

#pragma once
// Home's players: a seat per player with its name and the game's role (colour, factions,
// character), moved up or removed, a seat added; and the names already in the database, one
// tap each to fill a seat. Its own state: those names and the seat typed in last.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "tableref/controllers/game_setup.hpp"

namespace tableref::gui {

class AppContext;

class HomePlayersPanel {
 public:
  // Home opened: no seat typed in yet.
  void reset() { name_focus_.reset(); }
  // The players' names in the database (none without a store), Blokus colours left out.
  void load_names(AppContext& ctx);
  void draw(AppContext& ctx, const controllers::GameInfo& game,
            const controllers::VariantInfo& variant, controllers::SessionSetup& setup);

 private:
  void draw_labels(AppContext& ctx, const controllers::GameInfo& game, float name_width);
  // Seat `i`'s row; `raise` or `remove` is set to `i` when its button is tapped.
  void draw_seat(AppContext& ctx, const controllers::GameInfo& game,
                 const controllers::VariantInfo& variant, controllers::SessionSetup& setup,
                 std::size_t i, float name_width, std::optional<std::size_t>* raise,
                 std::optional<std::size_t>* remove);
  void draw_known_names(AppContext& ctx, controllers::SessionSetup& setup);

  std::vector<std::string> known_names_;
  std::optional<std::size_t> name_focus_;  // the seat whose name field was typed in last
};

}  // namespace tableref::gui

#pragma once
// Smash Up's side panels that put a base in a slot: scoring a base (its breakdown before it
// is applied) and replacing one. Both choose the next base, drawn or picked; that choice is
// this panel's own state.
#include <optional>
#include <string>

#include "screens/smashup/table.hpp"

namespace tableref::gui {

class AppContext;

class SmashupScoringPanel {
 public:
  // Forgets the base chosen (a panel opened, or the scoring applied).
  void reset() {
    replacement_.reset();
    picking_ = false;
  }
  void draw_scoring(AppContext& ctx, SmashupTable& table, int slot);
  void draw_replace(AppContext& ctx, SmashupTable& table, int slot);

 private:
  // The scoring's breakdown (places, power, VP), or why it cannot be scored.
  void draw_breakdown(AppContext& ctx, const controllers::SmashupController& session, int slot);
  // Draw a base, or pick one from what remains (searched by name).
  void draw_choice(AppContext& ctx, SmashupTable& table, const std::string& prefix);
  // The base chosen so far, in a fixed box just above the button that applies it.
  void draw_box(AppContext& ctx, const controllers::SmashupController& session,
                const std::string& prefix);
  [[nodiscard]] static float box_height();

  std::optional<smashup::BaseCard> replacement_;
  bool picking_ = false;
  std::string query_;
};

}  // namespace tableref::gui

#pragma once
#include <cstdint>
#include <string_view>

namespace tableref::gui {

class AppContext;

// One class per screen. make_screens() (screens/registry.cpp) lists them: the shared screens
// by name, each game's from its entry in game_views() (screens/<game>/views.cpp).
class Screen {
 public:
  virtual ~Screen() = default;
  [[nodiscard]] virtual std::string_view id() const = 0;
  // Catalog key of the title shown in the top bar.
  [[nodiscard]] virtual std::string_view title_key() const = 0;
  // Called when the screen is navigated to; session_id is 0 when none was given.
  virtual void open(AppContext& /*ctx*/, std::int64_t /*session_id*/) {}
  // Draws the content area (below the app's top bar).
  virtual void draw(AppContext& ctx) = 0;
};

}  // namespace tableref::gui

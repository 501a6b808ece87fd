#pragma once
// What the Smash Up screen's files share (screen.cpp: the table; setup_panel.cpp: the setup;
// side_panels.cpp: the side panels): a few small drawing helpers, private to this screen.
#include <imgui.h>

#include <cstdint>
#include <functional>
#include <string>

#include "screens/smashup/widgets.hpp"
#include "tableref/controllers/smashup/names.hpp"
#include "tableref/referee/smashup/state.hpp"
#include "ui/theme.hpp"

namespace tableref::gui {
class AppContext;
}

namespace tableref::gui::smashup_screen_parts {

namespace su = smashup;

// A new game's seed for drawing bases.
[[nodiscard]] std::uint64_t fresh_seed();

// Side panels keep their scrollbar: text re-wrapped as a scrollbar comes and goes would
// move the buttons under a finger between frames.
inline constexpr ImGuiWindowFlags kPanelScroll = ImGuiWindowFlags_AlwaysVerticalScrollbar;

[[nodiscard]] inline std::string num(int n) {
  return std::to_string(n);
}

[[nodiscard]] inline std::string signed_num(int n) {
  return n > 0 ? "+" + std::to_string(n) : std::to_string(n);
}

inline void power_bar(int power, int breakpoint, bool ready, float width) {
  smashup_power_bar(power, breakpoint, ready, width);
}

// Whether names are shown in Chinese (the app's language is not English).
[[nodiscard]] bool chinese(const AppContext& ctx);
// The Chinese script of the app's language.
[[nodiscard]] controllers::ZhScript zh_script(const AppContext& ctx);
// A faction's or base's name as the table reads it: in Chinese the (community or corrected)
// Chinese name with the English card name under it (`two_lines`) or after it; in English,
// the English name.
[[nodiscard]] std::string card_name(AppContext& ctx, const controllers::SmashupNames& names,
                                    su::NameKind kind, const std::string& english,
                                    bool two_lines = true);

// The VP-over-turns chart of the game so far (smashup_vp_chart), `width` by `height`.
void draw_vp_chart(const su::GameState& state, float width, float height);

// A row "label  - value +": two touch buttons around the value.
void stepper(const std::string& label, const std::string& value, const std::string& id,
             const std::function<void(int)>& change, int step = 1, float label_width = 0);

}  // namespace tableref::gui::smashup_screen_parts

#pragma once
// What the Smash Up screen's files share (screen.cpp: the table; setup_panel.cpp: the setup;
// side_panels.cpp: the side panels): a few small drawing helpers, private to this screen.
#include <imgui.h>

#include <cstdint>
#include <functional>
#include <string>

#include "screens/smashup/widgets.hpp"
#include "tableref/referee/smashup/state.hpp"
#include "ui/theme.hpp"

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

// A row "label  - value +": two touch buttons around the value.
void stepper(const std::string& label, const std::string& value, const std::string& id,
             const std::function<void(int)>& change, int step = 1, float label_width = 0);

}  // namespace tableref::gui::smashup_screen_parts

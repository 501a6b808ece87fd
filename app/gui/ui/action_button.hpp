#pragma once
// The button of an action that changes whose turn it is, or adds a card or a piece (Draw,
// Pass, Place, Confirm, End turn, Apply damage...): every game uses it for those, so that a
// double tap acts once (TapGuard: the second tap at the same place within the double-tap
// time is swallowed, whatever button is then under the finger). Buttons meant to be tapped
// quickly again and again (a +1 power step, a number key, Undo) stay touch_buttons.
#include <imgui.h>

#include <string>

namespace tableref::gui {

// A touch_button that arms the tap guard when it fires.
bool action_button(const char* label, const std::string& probe_id, ImVec2 size = ImVec2(0, 0));

}  // namespace tableref::gui

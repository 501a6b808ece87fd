#pragma once
// ImGui's BeginDisabled/EndDisabled taken from one value, decided once. A screen that asks
// `if (!can_undo()) BeginDisabled(); ...Undo... if (!can_undo()) EndDisabled();` asks twice,
// and the Undo between the two questions changes the answer: the pair no longer matches and
// ImGui aborts (IM_ASSERT(g.DisabledStackSize > 0)). A scope begins with the decision and
// ends with the same one, also on an early return.
#include <imgui.h>

namespace tableref::gui {

class DisabledScope {
 public:
  explicit DisabledScope(bool disabled) { ImGui::BeginDisabled(disabled); }
  ~DisabledScope() { end(); }
  DisabledScope(const DisabledScope&) = delete;
  DisabledScope& operator=(const DisabledScope&) = delete;

  // Ends the scope before its block does (before an EndChild that must come after it).
  void end() {
    if (!open_) return;
    open_ = false;
    ImGui::EndDisabled();
  }

 private:
  bool open_ = true;
};

}  // namespace tableref::gui

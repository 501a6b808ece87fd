#pragma once
// What the HDCG screen's files share (screen.cpp: the layout and the seats; the panels in
// calculator_panel.cpp, modifier_form.cpp and turn_panel.cpp): a few small drawing helpers,
// private to this screen.
#include <imgui.h>

#include <cstddef>
#include <string>

#include "tableref/base/result.hpp"
#include "tableref/referee/hdcg/modifier.hpp"

namespace tableref::gui::hdcg_screen_parts {

// The four operations in the order their chips are drawn.
inline constexpr hdcg::ModifierOp kOps[] = {hdcg::ModifierOp::kMul, hdcg::ModifierOp::kDiv,
                                            hdcg::ModifierOp::kAdd, hdcg::ModifierOp::kSub};

// "hdcg.seat.<n>": the probe id prefix of a seat's card.
[[nodiscard]] std::string hdcg_seat_id(std::size_t seat);

// Buttons whose ImGui id is their probe id, so equal labels ("Discard" the phase and
// "Discard" the action) never share one.
bool tap_button(const std::string& label, const std::string& id, ImVec2 size = ImVec2(0, 0));
bool tap_choice(const std::string& label, const std::string& id, bool selected,
                ImVec2 size = ImVec2(0, 0));
// An action_button (a double tap acts once): a phase or turn moved on, damage applied, cards
// drawn or discarded.
bool tap_action(const std::string& label, const std::string& id, ImVec2 size = ImVec2(0, 0));

// SameLine when an item `width` wide still fits on the current line (whose right edge is
// `right`, or the window's content edge when 0).
void same_line_if_fits(float width, float right = 0);

// The number pad (7 8 9 / 4 5 6 / 1 2 3 / . 0 ←) typing into `target` (none: nothing).
void draw_pad(const std::string& prefix, std::string* target);

// The refusal of an action in the panels' message box, or none when it was done.
void report(Violations& problems, const Status& status);

// A touch button's width for `label`: the text and its padding, never under a finger's size.
[[nodiscard]] float button_width(const std::string& label);

}  // namespace tableref::gui::hdcg_screen_parts

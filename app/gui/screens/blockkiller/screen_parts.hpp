#pragma once
// What the Block-Killer screen's files share (screen.cpp: the table, the players and the
// phase's actions; entry_panel.cpp: the play being entered and quick mode; field_panel.cpp:
// the field, its ruling and Place; field_controls.cpp: the garbage stack, piece + turn +
// column and sharing; best_hint_panel.cpp: the best-play hint; settlement_panel.cpp: the
// side's footer, the breakdown and the settlement): a few small drawing helpers, private to
// this screen.
#include <imgui.h>

#include <cstdint>
#include <string>

#include "screens/blockkiller/field.hpp"
#include "tableref/controllers/blockkiller/draft.hpp"
#include "tableref/referee/blockkiller/garbage.hpp"
#include "tableref/referee/blockkiller/piece.hpp"
#include "tableref/referee/blockkiller/placement.hpp"

namespace tableref::gui::blockkiller_screen_parts {

namespace bk = blockkiller;
namespace ctl = controllers;

// Side panels keep their scrollbar: text re-wrapped as a scrollbar comes and goes would
// move the buttons under a finger between frames.
inline constexpr ImGuiWindowFlags kPanelScroll = ImGuiWindowFlags_AlwaysVerticalScrollbar;

[[nodiscard]] inline std::string num(int n) {
  return std::to_string(n);
}
[[nodiscard]] inline std::int64_t i64(int n) {
  return std::int64_t{n};
}

[[nodiscard]] inline ImU32 piece_colour(bk::Piece piece) {
  return blockkiller_piece_colour(piece);
}

// A piece as its button reads ("1" for the monomino) and as its probe id names it.
[[nodiscard]] std::string piece_label(bk::Piece piece);
[[nodiscard]] std::string piece_id(bk::Piece piece);

// A garbage card's holes as its button reads them ("2,7").
[[nodiscard]] std::string holes_text(std::uint16_t holes);

// The catalog key of a garbage card's kind ("blockkiller.ui.kind.<name>").
[[nodiscard]] std::string garbage_kind_key(const bk::GarbageCard& card);

// The catalog key of a spin's name.
[[nodiscard]] std::string spin_key(bk::Spin spin);

// Lays out items left to right, starting a new line when the next does not fit.
class Flow {
 public:
  Flow() : width_(ImGui::GetContentRegionAvail().x) {}
  void next(float w);
  void break_line() { x_ = 0; }

 private:
  float width_ = 0;
  float x_ = 0;
};

// The width of a touch button showing `label` (at least a finger).
[[nodiscard]] float button_width(const std::string& label);

}  // namespace tableref::gui::blockkiller_screen_parts

#include "screens/blockkiller/screen_parts.hpp"

#include <algorithm>

#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui::blockkiller_screen_parts {

std::string piece_label(bk::Piece piece) {
  return piece == bk::Piece::kMono ? std::string("1") : std::string(bk::piece_name(piece));
}
std::string piece_id(bk::Piece piece) {
  return piece == bk::Piece::kMono ? std::string("mono") : std::string(bk::piece_name(piece));
}

std::string holes_text(std::uint16_t holes) {
  std::string out;
  for (const int c : bk::hole_columns(holes)) {
    if (!out.empty()) out += ",";
    out += num(c);
  }
  return out;
}

std::string garbage_kind_key(const bk::GarbageCard& card) {
  return "blockkiller.ui.kind." + std::string(bk::garbage_kind_name(card.kind));
}

std::string spin_key(bk::Spin spin) {
  return "blockkiller.ui.spin." + std::string(bk::spin_name(spin));
}

void Flow::next(float w) {
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  if (x_ > 0 && x_ + w <= width_) {
    ImGui::SameLine();
  } else {
    x_ = 0;
  }
  x_ += w + spacing;
}

float button_width(const std::string& label) {
  return std::max(touch_size(),
                  ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2);
}

}  // namespace tableref::gui::blockkiller_screen_parts

#include "input_adapter.hpp"

#include <imgui.h>

namespace tableref::gui {

void InputAdapter::process(const SDL_Event& event, int window_width, int window_height) {
  switch (event.type) {
    case SDL_MOUSEMOTION:
      if (event.motion.which == SDL_TOUCH_MOUSEID) break;  // fingers are handled below
      x_ = static_cast<float>(event.motion.x);
      y_ = static_cast<float>(event.motion.y);
      seen_pointer_ = true;
      break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
      if (event.button.which == SDL_TOUCH_MOUSEID || event.button.button != SDL_BUTTON_LEFT) break;
      x_ = static_cast<float>(event.button.x);
      y_ = static_cast<float>(event.button.y);
      down_ = event.type == SDL_MOUSEBUTTONDOWN;
      if (down_) pressed_since_last_frame_ = true;
      seen_pointer_ = true;
      break;
    case SDL_FINGERDOWN:
    case SDL_FINGERUP:
    case SDL_FINGERMOTION:
      x_ = event.tfinger.x * static_cast<float>(window_width);
      y_ = event.tfinger.y * static_cast<float>(window_height);
      if (event.type == SDL_FINGERDOWN) {
        down_ = true;
        pressed_since_last_frame_ = true;
      } else if (event.type == SDL_FINGERUP) {
        down_ = false;
      }
      seen_pointer_ = true;
      break;
    case SDL_MOUSEWHEEL:
      wheel_ += static_cast<float>(event.wheel.y);
      break;
    default:
      break;
  }
}

void InputAdapter::apply() {
  if (!seen_pointer_) return;
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = ImVec2(x_, y_);
  io.MouseDown[0] = down_ || pressed_since_last_frame_;
  pressed_since_last_frame_ = false;
  (void)wheel_;  // the SDL backend already forwards wheel events
  wheel_ = 0.0f;
}

}  // namespace tableref::gui

#include "input_adapter.hpp"

#include <imgui.h>

#include <cfloat>
#include <cmath>

#include "tap_guard.hpp"

namespace tableref::gui {

InputAdapter::Point InputAdapter::midpoint() const {
  Point sum;
  for (const auto& entry : fingers_) {
    sum.x += entry.second.x;
    sum.y += entry.second.y;
  }
  const auto n = static_cast<float>(fingers_.empty() ? 1 : fingers_.size());
  return Point{sum.x / n, sum.y / n};
}

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
      process_mouse_button(event);
      break;
    case SDL_FINGERDOWN:
    case SDL_FINGERUP:
    case SDL_FINGERMOTION:
      process_finger(event, window_width, window_height);
      break;
    default:
      break;
  }
}

void InputAdapter::process_mouse_button(const SDL_Event& event) {
  if (event.button.which == SDL_TOUCH_MOUSEID || event.button.button != SDL_BUTTON_LEFT) return;
  x_ = static_cast<float>(event.button.x);
  y_ = static_cast<float>(event.button.y);
  seen_pointer_ = true;
  if (event.type == SDL_MOUSEBUTTONDOWN) {
    // The second click of a double click on an action: no widget sees it.
    swallowing_click_ = tap_guard().swallows(event.button.timestamp, x_, y_);
    if (swallowing_click_) return;
  } else {
    tap_guard().note_release(event.button.timestamp);
    if (swallowing_click_) {
      swallowing_click_ = false;
      return;
    }
  }
  down_ = event.type == SDL_MOUSEBUTTONDOWN;
  if (down_) pressed_since_last_frame_ = true;
}

void InputAdapter::process_finger(const SDL_Event& event, int window_width, int window_height) {
  seen_pointer_ = true;
  const Point at{event.tfinger.x * static_cast<float>(window_width),
                 event.tfinger.y * static_cast<float>(window_height)};
  const Point before = midpoint();
  if (event.type == SDL_FINGERUP) {
    fingers_.erase(event.tfinger.fingerId);
  } else {
    fingers_[event.tfinger.fingerId] = at;
  }
  if (event.type == SDL_FINGERDOWN && fingers_.size() == 1 &&
      tap_guard().swallows(event.tfinger.timestamp, at.x, at.y)) {
    // The second tap of a double tap on an action: inert until the finger lifts, as
    // after a long press.
    x_ = at.x;
    y_ = at.y;
    down_ = false;
    moved_ = false;
    scrolling_ = false;
    long_pressed_ = true;
    return;
  }
  if (event.type == SDL_FINGERDOWN && fingers_.size() == 1) {
    // A new touch.
    start_ = at;
    down_ms_ = event.tfinger.timestamp;
    held_frames_ = 0;
    moved_ = false;
    long_pressed_ = false;
    scrolling_ = false;
    x_ = at.x;
    y_ = at.y;
    down_ = true;
    pressed_since_last_frame_ = true;
    return;
  }
  if (event.type == SDL_FINGERDOWN && !scrolling_) {
    // A second finger: scrolling from here on; the first finger's press is let go.
    scrolling_ = true;
    let_go_ = down_ || pressed_since_last_frame_;
    down_ = false;
    pressed_since_last_frame_ = false;
    const Point mid = midpoint();
    x_ = mid.x;
    y_ = mid.y;
    return;
  }
  if (scrolling_) {
    if (event.type == SDL_FINGERMOTION) {
      const Point mid = midpoint();
      scroll_x_ += mid.x - before.x;
      scroll_y_ += mid.y - before.y;
    }
    if (!fingers_.empty()) {
      const Point mid = midpoint();
      x_ = mid.x;
      y_ = mid.y;
    }
    if (fingers_.empty()) scrolling_ = false;
    return;
  }
  if (long_pressed_) {
    if (fingers_.empty()) long_pressed_ = false;
    return;
  }
  x_ = at.x;
  y_ = at.y;
  if (std::hypot(at.x - start_.x, at.y - start_.y) > kSlop) moved_ = true;
  if (event.type == SDL_FINGERUP && fingers_.empty()) {
    down_ = false;
    tap_guard().note_release(event.tfinger.timestamp);
  }
}

void InputAdapter::apply(std::uint32_t now_ms) {
  if (!seen_pointer_) return;
  ImGuiIO& io = ImGui::GetIO();
  // A finger held still long enough: a secondary click where it rests.
  if (fingers_.size() == 1 && down_) ++held_frames_;
  if (fingers_.size() == 1 && down_ && !moved_ && !scrolling_ && !long_pressed_ &&
      now_ms - down_ms_ >= kLongPressMs && held_frames_ >= kLongPressFrames) {
    long_pressed_ = true;
    let_go_ = true;
    down_ = false;
    secondary_frames_ = 2;
  }
  if (let_go_) {
    // The left press ends away from every widget, so the one under the finger does not
    // take it as a click.
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    io.MouseDown[0] = false;
    io.MouseDown[1] = false;
    let_go_ = false;
    pressed_since_last_frame_ = false;
    return;
  }
  io.MousePos = ImVec2(x_, y_);
  io.MouseDown[0] = down_ || pressed_since_last_frame_;
  pressed_since_last_frame_ = false;
  if (secondary_frames_ > 0) {
    io.MouseDown[1] = secondary_frames_ == 2;
    --secondary_frames_;
  }
  if (scroll_x_ != 0 || scroll_y_ != 0) {
    // ImGui scrolls a window 5 font heights per wheel step: the content follows the fingers.
    const ImFont* font = io.FontDefault != nullptr ? io.FontDefault
                         : io.Fonts->Fonts.empty() ? nullptr
                                                   : io.Fonts->Fonts[0];
    const float step = 5.0f * (font != nullptr ? font->FontSize : 16.0f) * io.FontGlobalScale;
    io.MouseWheel += scroll_y_ / step;
    io.MouseWheelH += scroll_x_ / step;
    scroll_x_ = 0;
    scroll_y_ = 0;
  }
}

}  // namespace tableref::gui

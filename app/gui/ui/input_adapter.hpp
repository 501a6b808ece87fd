#pragma once
// Mouse and touch both drive ImGui. imgui 1.86's SDL backend reads the mouse only through
// SDL_GetMouseState while the window has focus and knows nothing of fingers, so pushed
// events (tests) and touch screens would do nothing without this adapter.
//
// Fingers (SDL_FINGER*, from a touch screen or the browser's touch events) make gestures:
// - tap and drag: one finger is the left mouse button, pressed where it lands;
// - long press: one finger held still (within kSlop px) for kLongPressMs, and for at least
//   kLongPressFrames frames (so that a tap held across two slow frames of a loaded machine
//   stays a tap), is a secondary click (ImGui's right button) where it rests; the press
//   under it is let go without a click, and nothing more happens until the finger lifts;
// - two-finger scroll: a second finger turns the touch into scrolling: the press under the
//   first finger is let go without a click, and the fingers' midpoint moving scrolls the
//   window under it (ImGui's wheel) until both have lifted.
// - a double tap on an action (TapGuard): the second press, finger or mouse, is swallowed
//   whole when it comes down inside the action's button within the double-tap time.
#include <SDL.h>

#include <cstdint>
#include <map>

namespace tableref::gui {

class InputAdapter {
 public:
  static constexpr std::uint32_t kLongPressMs = 500;
  static constexpr int kLongPressFrames = 4;
  static constexpr float kSlop = 12.0f;

  // Feed every SDL event; window size is needed because finger positions are 0..1.
  void process(const SDL_Event& event, int window_width, int window_height);
  // Call after ImGui_ImplSDL2_NewFrame(): writes io.MousePos, io.MouseDown[0] and [1] and,
  // while two fingers scroll, io.MouseWheel / MouseWheelH. `now_ms` is SDL_GetTicks().
  void apply(std::uint32_t now_ms);
  // A finger is down, or a gesture still has frames to play (a long press's secondary
  // click, a press let go, a scroll not yet applied): the next frames come without events.
  [[nodiscard]] bool busy() const {
    return !fingers_.empty() || let_go_ || secondary_frames_ > 0 || scroll_x_ != 0 ||
           scroll_y_ != 0;
  }

 private:
  struct Point {
    float x = 0;
    float y = 0;
  };
  [[nodiscard]] Point midpoint() const;
  // The left button pressed or let go (a double click's second press swallowed).
  void process_mouse_button(const SDL_Event& event);
  // A finger down, up or moving: a tap, a long press, or two fingers scrolling.
  void process_finger(const SDL_Event& event, int window_width, int window_height);

  float x_ = -1.0f;
  float y_ = -1.0f;
  bool down_ = false;
  bool pressed_since_last_frame_ = false;  // a tap shorter than a frame still clicks
  bool seen_pointer_ = false;
  bool swallowing_click_ = false;  // a double click's second press (TapGuard): until its lift

  // Touch gestures.
  std::map<SDL_FingerID, Point> fingers_;
  Point start_;                // where the single finger landed
  std::uint32_t down_ms_ = 0;  // when it landed
  int held_frames_ = 0;        // frames drawn since it landed
  bool moved_ = false;         // it left the slop: a drag, never a long press
  bool long_pressed_ = false;  // the long press fired: the rest of this touch is inert
  bool scrolling_ = false;     // two fingers came down: scrolling until all have lifted
  bool let_go_ = false;        // the next frame lets the left press go off-screen, unclicked
  int secondary_frames_ = 0;   // frames left of the secondary click (down, then up)
  float scroll_x_ = 0;         // the midpoint's travel since the last frame, in px
  float scroll_y_ = 0;
};

}  // namespace tableref::gui

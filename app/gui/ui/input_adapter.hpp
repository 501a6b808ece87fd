#pragma once
// Mouse and touch both drive ImGui. imgui 1.86's SDL backend reads the mouse only through
// SDL_GetMouseState while the window has focus and knows nothing of fingers, so pushed
// events (tests) and touch screens would do nothing without this adapter.
#include <SDL.h>

namespace tableref::gui {

class InputAdapter {
 public:
  // Feed every SDL event; window size is needed because finger positions are 0..1.
  void process(const SDL_Event& event, int window_width, int window_height);
  // Call after ImGui_ImplSDL2_NewFrame(): writes io.MousePos and io.MouseDown[0].
  void apply();

 private:
  float x_ = -1.0f;
  float y_ = -1.0f;
  bool down_ = false;
  bool pressed_since_last_frame_ = false;  // a tap shorter than a frame still clicks
  bool seen_pointer_ = false;
  float wheel_ = 0.0f;
};

}  // namespace tableref::gui

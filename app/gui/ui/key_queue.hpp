#pragma once
// Keys and typed text reach ImGui one event per frame, in the order they were sent.
// ImGui 1.86 reads keys as state (io.KeysDown), not as events: a key pressed and released
// within one frame is never seen pressed, and a BackSpace sent between two characters is
// applied after both. On-screen keyboards send exactly such bursts (three quick BackSpaces
// deleted one character), so the app holds them here and hands them out frame by frame.
// A tap or any pointer event that comes while keys are held waits behind them, in order:
// text typed fast (50 characters a second) and a tap right after it used to lose the text
// still held, the tap having moved the focus to another field first.
#include <SDL.h>

#include <cstddef>
#include <deque>
#include <vector>

namespace tableref::gui {

class KeyQueue {
 public:
  // Keeps a key or text event for a later frame and says so, and a pointer event (mouse,
  // finger) while keys are held; other events are not held.
  bool hold(const SDL_Event& event);
  // This frame's share: one key down or up, or one run of typed text (ImGui queues
  // characters itself, so consecutive text events may go together), or the pointer events
  // up to and including the next press or lift.
  [[nodiscard]] std::vector<SDL_Event> take_frame();
  [[nodiscard]] std::size_t pending() const { return events_.size(); }

 private:
  std::deque<SDL_Event> events_;
};

}  // namespace tableref::gui

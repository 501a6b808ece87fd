#include "key_queue.hpp"

namespace tableref::gui {

bool KeyQueue::hold(const SDL_Event& event) {
  switch (event.type) {
    case SDL_KEYDOWN:
    case SDL_KEYUP:
    case SDL_TEXTINPUT:
      events_.push_back(event);
      return true;
    default:
      return false;
  }
}

std::vector<SDL_Event> KeyQueue::take_frame() {
  std::vector<SDL_Event> out;
  if (events_.empty()) return out;
  if (events_.front().type != SDL_TEXTINPUT) {
    out.push_back(events_.front());
    events_.pop_front();
    return out;
  }
  while (!events_.empty() && events_.front().type == SDL_TEXTINPUT) {
    out.push_back(events_.front());
    events_.pop_front();
  }
  return out;
}

}  // namespace tableref::gui

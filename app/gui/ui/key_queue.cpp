#include "key_queue.hpp"

namespace tableref::gui {
namespace {

bool is_key(Uint32 type) {
  return type == SDL_KEYDOWN || type == SDL_KEYUP || type == SDL_TEXTINPUT;
}

bool is_pointer(Uint32 type) {
  switch (type) {
    case SDL_MOUSEMOTION:
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
    case SDL_MOUSEWHEEL:
    case SDL_FINGERDOWN:
    case SDL_FINGERUP:
    case SDL_FINGERMOTION:
      return true;
    default:
      return false;
  }
}

// A press or a lift ends a frame's share of pointer events: ImGui sees each in a frame.
bool ends_pointer_share(Uint32 type) {
  return type == SDL_MOUSEBUTTONDOWN || type == SDL_MOUSEBUTTONUP || type == SDL_FINGERDOWN ||
         type == SDL_FINGERUP;
}

}  // namespace

bool KeyQueue::hold(const SDL_Event& event) {
  // A tap behind typed text waits for it: the text reaches the field it was typed into
  // before the tap can move the focus away.
  if (is_key(event.type) || (!events_.empty() && is_pointer(event.type))) {
    events_.push_back(event);
    return true;
  }
  return false;
}

std::vector<SDL_Event> KeyQueue::take_frame() {
  std::vector<SDL_Event> out;
  if (events_.empty()) return out;
  const Uint32 first = events_.front().type;
  if (is_pointer(first)) {
    while (!events_.empty() && is_pointer(events_.front().type)) {
      out.push_back(events_.front());
      events_.pop_front();
      if (ends_pointer_share(out.back().type)) break;
    }
    return out;
  }
  if (first != SDL_TEXTINPUT) {
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

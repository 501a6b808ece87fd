#pragma once
// The desktop's main loop (desktop.cpp), on its own so that a test can run it: it draws a
// frame when App::next_frame_wait() says one is due and otherwise sleeps in SDL's event
// wait, until the app stops (SDL_QUIT, the window closed, Ctrl+Q). The browser has no such
// loop: it draws at its own animation frames (web.cpp).
#include "platform/platform.hpp"

namespace tableref::gui::platform {

void run_event_loop(FrameLoop& app);

}  // namespace tableref::gui::platform

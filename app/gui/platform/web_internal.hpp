#pragma once
// What the browser's platform files share (web.cpp: the frames, storage and files;
// web_text.cpp: text input and the clipboard; web_photos.cpp: photos and the photo worker).
// Browser only: it names emscripten's types.
#include <emscripten.h>

#include <optional>
#include <string>

#include "tableref/base/result.hpp"
#include "tableref/vision/board_reading.hpp"

namespace tableref::gui::platform {

// The clipboard's text as the app knows it: the last it copied or the browser pasted.
std::string& clipboard();
// At run(): ImGui's IME spot and clipboard callbacks, the Mac keyboard, the paste listeners.
void start_text_input();

// The photo worker (screens/blokus/photo_worker.cpp) and the answer it was last asked for.
struct PhotoRead {
  // Emscripten numbers its workers from 0 (the first one made is 0), so "none yet" is an
  // empty optional, not 0: taking 0 for none made a new worker on every photo and then read
  // the photo on the page's own thread anyway (the page stopped while it read).
  std::optional<worker_handle> worker;
  int generation = 0;                  // of the last request: an older request's answer is dropped
  bool running = false;                // asked, not answered yet
  int frames_running = 0;              // frames drawn while it ran (the web test reads it)
  std::optional<std::string> arrived;  // the worker's answer
};
PhotoRead& photo_read();
// Notes that `path` is being decoded; returns where its pixels go (its folder made).
std::string mark_photo_decoding(const std::string& path);

}  // namespace tableref::gui::platform

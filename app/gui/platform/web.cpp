// The browser side of the platform layer (platform.hpp), built with emscripten: the font
// preloaded with the page, the page's size, and the browser's animation frames as the loop.
#include <emscripten.h>

#include "app.hpp"
#include "platform/platform.hpp"

namespace tableref::gui::platform {
namespace {

// The browser calls back into the app once per animation frame, long after main() returned
// to it: the app lives here for the page's life.
std::unique_ptr<App>& running_app() {
  static std::unique_ptr<App> app;
  return app;
}

void browser_frame() {
  running_app()->frame();
}

}  // namespace

FontChoice cjk_font() {
  // Made by cmake/web_font_subset.py at build time and preloaded (cmake/Web.cmake).
  return {"/fonts/tableref-cjk.ttf", 0};
}

void prepare(AppOptions& options) {
  options.width = EM_ASM_INT({ return window.innerWidth; });
  options.height = EM_ASM_INT({ return window.innerHeight; });
}

float display_scale(SDL_Window* /*window*/, SDL_Renderer* /*renderer*/, int /*width*/) {
  return 1.0f;
}

void run(std::unique_ptr<App> app) {
  running_app() = std::move(app);
  // 0 fps: the browser's own frame rate (requestAnimationFrame); 1: main() never continues.
  emscripten_set_main_loop(browser_frame, 0, 1);
}

}  // namespace tableref::gui::platform

#pragma once
// What differs between the desktop and the browser, behind one small interface. CMake
// compiles exactly one of desktop.cpp and web.cpp into the app, so the screens, controllers
// and the App itself hold no #ifdef for the platform.
#include <SDL.h>

#include <memory>

#include "ui/fonts.hpp"

namespace tableref::gui {
class App;
struct AppOptions;
}  // namespace tableref::gui

namespace tableref::gui::platform {

// The font with both Latin and CJK glyphs. Desktop: fontconfig, then known Debian paths;
// web: the subset of WenQuanYi Micro Hei preloaded with the page. Empty path when none.
[[nodiscard]] FontChoice cjk_font();

// Fills what the platform decides before the window opens (web: the page's size).
void prepare(AppOptions& options);

// How much larger than ImGui's defaults the UI is drawn, for a window `width` points wide.
// Desktop: a high-DPI screen gets larger text and targets; web: 1, since CSS pixels are
// already sized for the device (a tablet at pixel ratio 2 reports half its pixels).
[[nodiscard]] float display_scale(SDL_Window* window, SDL_Renderer* renderer, int width);

// Runs app.frame() until the app stops. Desktop: a loop that idles between events and
// returns; web: one frame per browser animation frame, the app kept for the page's life.
void run(std::unique_ptr<App> app);

}  // namespace tableref::gui::platform

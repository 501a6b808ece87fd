#pragma once
#include <SDL.h>

#include <string>

namespace tableref::gui {

// Reads the renderer's current target and writes it as PNG; an error text, or empty.
[[nodiscard]] std::string save_screenshot(SDL_Renderer* renderer, const std::string& path);

}  // namespace tableref::gui

#include "screenshot.hpp"

#include <stb_image_write.h>

#include <vector>

namespace tableref::gui {

std::string save_screenshot(SDL_Renderer* renderer, const std::string& path) {
  int width = 0;
  int height = 0;
  if (SDL_GetRendererOutputSize(renderer, &width, &height) != 0) return SDL_GetError();
  std::vector<unsigned char> pixels(static_cast<std::size_t>(width) * height * 4);
  // ABGR8888 is R, G, B, A in memory order on little-endian machines, as PNG wants.
  if (SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ABGR8888, pixels.data(), width * 4) !=
      0) {
    return SDL_GetError();
  }
  for (std::size_t i = 3; i < pixels.size(); i += 4) pixels[i] = 255;
  if (stbi_write_png(path.c_str(), width, height, 4, pixels.data(), width * 4) == 0) {
    return "cannot write " + path;
  }
  return {};
}

}  // namespace tableref::gui

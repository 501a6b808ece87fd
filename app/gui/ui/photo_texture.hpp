#pragma once
// A photo shown on screen: its RGB pixels as an SDL texture of the window's renderer (which
// ImGui's SDL_Renderer backend draws as an image). A photo larger than the texture limit is
// shown from a copy reduced by a whole factor; the copy is for showing only.
#include <SDL.h>

#include <cstdint>
#include <vector>

namespace tableref::gui {

class PhotoTexture {
 public:
  PhotoTexture() = default;
  PhotoTexture(const PhotoTexture&) = delete;
  PhotoTexture& operator=(const PhotoTexture&) = delete;
  ~PhotoTexture();

  // Replaces the texture with these pixels (8-bit RGB, rows of width * 3 bytes).
  void set(SDL_Renderer* renderer, const std::vector<std::uint8_t>& rgb, int width, int height);
  void clear();
  [[nodiscard]] SDL_Texture* texture() const { return texture_; }

 private:
  SDL_Texture* texture_ = nullptr;
};

}  // namespace tableref::gui

#pragma once
// A photo shown on screen: its RGB pixels as an SDL texture of the window's renderer (which
// ImGui's SDL_Renderer backend draws as an image). A photo larger than the texture limit is
// shown from a copy reduced by a whole factor; the copy is for showing only. The texture can
// be filled a band of rows per frame (the browser: a 3 MP photo handed to WebGL in one frame
// stopped the page for a large part of a second).
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

  // Replaces the texture with these pixels (8-bit RGB, rows of width * 3 bytes). With
  // `rows_per_step` 0 the whole photo is in the texture at once; otherwise that many rows
  // (of the shown copy) now and as many at each upload_more().
  void set(SDL_Renderer* renderer, const std::vector<std::uint8_t>& rgb, int width, int height,
           int rows_per_step = 0);
  // The next band of a photo set in steps (nothing once it is whole).
  void upload_more();
  // Whether the whole photo is in the texture.
  [[nodiscard]] bool whole() const { return pending_.empty(); }
  void clear();
  [[nodiscard]] SDL_Texture* texture() const { return texture_; }

 private:
  SDL_Texture* texture_ = nullptr;
  std::vector<std::uint8_t> pending_;  // the shown copy (RGB) until it is all uploaded
  int width_ = 0;                      // of the shown copy
  int height_ = 0;
  int uploaded_rows_ = 0;
  int rows_per_step_ = 0;
};

}  // namespace tableref::gui

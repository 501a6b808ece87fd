#include "ui/photo_texture.hpp"

#include <algorithm>

namespace tableref::gui {
namespace {
// Large enough to show a photo sharply on any screen, small enough for every GPU's limit.
constexpr int kMaxSide = 2048;
}  // namespace

PhotoTexture::~PhotoTexture() {
  clear();
}

void PhotoTexture::clear() {
  if (texture_ != nullptr) SDL_DestroyTexture(texture_);
  texture_ = nullptr;
}

void PhotoTexture::set(SDL_Renderer* renderer, const std::vector<std::uint8_t>& rgb, int width,
                       int height) {
  clear();
  if (renderer == nullptr || width <= 0 || height <= 0) return;
  const int factor = (std::max(width, height) + kMaxSide - 1) / kMaxSide;
  const int w = width / factor;
  const int h = height / factor;
  std::vector<std::uint8_t> shown;
  const std::uint8_t* pixels = rgb.data();
  if (factor > 1) {
    // Each shown pixel the mean of a factor x factor block.
    shown.resize(static_cast<std::size_t>(w) * static_cast<std::size_t>(h) * 3);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        for (int c = 0; c < 3; ++c) {
          int sum = 0;
          for (int dy = 0; dy < factor; ++dy) {
            const std::size_t row =
                static_cast<std::size_t>(y * factor + dy) * static_cast<std::size_t>(width) * 3;
            for (int dx = 0; dx < factor; ++dx) {
              sum += rgb[row + static_cast<std::size_t>((x * factor + dx) * 3 + c)];
            }
          }
          shown[(static_cast<std::size_t>(y) * static_cast<std::size_t>(w) +
                 static_cast<std::size_t>(x)) *
                    3 +
                static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(sum / (factor * factor));
        }
      }
    }
    pixels = shown.data();
  }
  texture_ = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGB24, SDL_TEXTUREACCESS_STATIC, w, h);
  if (texture_ == nullptr) return;
  SDL_SetTextureBlendMode(texture_, SDL_BLENDMODE_BLEND);
  SDL_UpdateTexture(texture_, nullptr, pixels, w * 3);
}

}  // namespace tableref::gui

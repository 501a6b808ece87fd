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
  pending_.clear();
  pending_.shrink_to_fit();
}

void PhotoTexture::set(SDL_Renderer* renderer, const std::vector<std::uint8_t>& rgb, int width,
                       int height, int rows_per_step) {
  clear();
  if (renderer == nullptr || width <= 0 || height <= 0) return;
  const int factor = (std::max(width, height) + kMaxSide - 1) / kMaxSide;
  const int w = width / factor;
  const int h = height / factor;
  // The shown copy, RGB; each band becomes RGBA (the renderers' own format, WebGL's too: SDL
  // uploads it without converting it) as it is uploaded.
  if (factor == 1) {
    pending_ = rgb;
  } else {
    pending_.resize(static_cast<std::size_t>(w) * static_cast<std::size_t>(h) * 3);
    for (int y = 0; y < h; ++y) {
      std::uint8_t* out = pending_.data() + static_cast<std::size_t>(y) * w * 3;
      // Each shown pixel the mean of a factor x factor block.
      for (int x = 0; x < w; ++x, out += 3) {
        int sum[3] = {0, 0, 0};
        for (int dy = 0; dy < factor; ++dy) {
          const std::uint8_t* in =
              rgb.data() +
              (static_cast<std::size_t>(y * factor + dy) * static_cast<std::size_t>(width) +
               static_cast<std::size_t>(x) * static_cast<std::size_t>(factor)) *
                  3;
          for (int dx = 0; dx < factor; ++dx, in += 3) {
            sum[0] += in[0];
            sum[1] += in[1];
            sum[2] += in[2];
          }
        }
        for (int c = 0; c < 3; ++c) out[c] = static_cast<std::uint8_t>(sum[c] / (factor * factor));
      }
    }
  }
  texture_ = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STATIC, w, h);
  if (texture_ == nullptr) {
    pending_.clear();
    return;
  }
  SDL_SetTextureBlendMode(texture_, SDL_BLENDMODE_BLEND);
  width_ = w;
  height_ = h;
  uploaded_rows_ = 0;
  rows_per_step_ = rows_per_step > 0 ? rows_per_step : h;
  upload_more();
}

void PhotoTexture::upload_more() {
  if (pending_.empty() || texture_ == nullptr) return;
  const int rows = std::min(rows_per_step_, height_ - uploaded_rows_);
  std::vector<std::uint8_t> band(static_cast<std::size_t>(width_) * rows * 4);
  const std::uint8_t* in = pending_.data() + static_cast<std::size_t>(uploaded_rows_) * width_ * 3;
  for (std::size_t i = 0, j = 0; j < band.size(); i += 3, j += 4) {
    band[j] = in[i];
    band[j + 1] = in[i + 1];
    band[j + 2] = in[i + 2];
    band[j + 3] = 255;
  }
  const SDL_Rect rect{0, uploaded_rows_, width_, rows};
  SDL_UpdateTexture(texture_, &rect, band.data(), width_ * 4);
  uploaded_rows_ += rows;
  if (uploaded_rows_ >= height_) {
    pending_.clear();
    pending_.shrink_to_fit();
  }
}

}  // namespace tableref::gui

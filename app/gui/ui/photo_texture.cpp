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
  // RGBA, the renderers' own format (WebGL's too): SDL uploads it without converting it.
  pending_.resize(static_cast<std::size_t>(w) * static_cast<std::size_t>(h) * 4);
  const auto source_row = [&](int y) {
    return rgb.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(width) * 3;
  };
  for (int y = 0; y < h; ++y) {
    std::uint8_t* out = pending_.data() + static_cast<std::size_t>(y) * w * 4;
    if (factor == 1) {
      const std::uint8_t* in = source_row(y);
      for (int x = 0; x < w; ++x, in += 3, out += 4) {
        out[0] = in[0];
        out[1] = in[1];
        out[2] = in[2];
        out[3] = 255;
      }
      continue;
    }
    // Each shown pixel the mean of a factor x factor block.
    for (int x = 0; x < w; ++x, out += 4) {
      int sum[3] = {0, 0, 0};
      for (int dy = 0; dy < factor; ++dy) {
        const std::uint8_t* in = source_row(y * factor + dy) +
                                 static_cast<std::size_t>(x) * static_cast<std::size_t>(factor) * 3;
        for (int dx = 0; dx < factor; ++dx, in += 3) {
          sum[0] += in[0];
          sum[1] += in[1];
          sum[2] += in[2];
        }
      }
      for (int c = 0; c < 3; ++c) out[c] = static_cast<std::uint8_t>(sum[c] / (factor * factor));
      out[3] = 255;
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
  const SDL_Rect band{0, uploaded_rows_, width_, rows};
  SDL_UpdateTexture(texture_, &band,
                    pending_.data() + static_cast<std::size_t>(uploaded_rows_) * width_ * 4,
                    width_ * 4);
  uploaded_rows_ += rows;
  if (uploaded_rows_ >= height_) {
    pending_.clear();
    pending_.shrink_to_fit();
  }
}

}  // namespace tableref::gui

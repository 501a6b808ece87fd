#pragma once
// Pixels as floats, and reading the caller's 8-bit pixels: one pixel, a bilinear sample, and
// a box-filtered downscale for detection (every source pixel read once).
#include <algorithm>
#include <cmath>
#include <vector>

#include "tableref/vision/image.hpp"

namespace tableref::vision {

struct Rgb {
  double r = 0;
  double g = 0;
  double b = 0;
};

// max, min and hue (degrees, 0 red .. 360) of a colour.
struct Hsv {
  double hue = 0;
  double saturation = 0;  // (max - min) / max
  double value = 0;       // max
};
[[nodiscard]] Hsv to_hsv(const Rgb& c);

// A small float RGB image (the detection copy).
struct RgbImage {
  int width = 0;
  int height = 0;
  std::vector<Rgb> pixels;
  [[nodiscard]] const Rgb& at(int x, int y) const { return pixels[y * width + x]; }
};

// The pixel at integer coordinates, clamped to the image.
[[nodiscard]] Rgb pixel_at(const ImageView& image, int x, int y);
// Bilinear sample at picture coordinates (pixel centres at +0.5), clamped.
[[nodiscard]] Rgb sample(const ImageView& image, double x, double y);
// The image reduced by an integer factor, each pixel the mean of its factor x factor block.
[[nodiscard]] RgbImage downscale(const ImageView& image, int factor);

// A reduced copy of part of the picture: pixel (i, j) covers picture pixels
// [x0 + i * factor, x0 + (i + 1) * factor) x [y0 + j * factor, ...).
struct ReducedRegion {
  RgbImage image;
  int x0 = 0;
  int y0 = 0;
  int factor = 1;
  // Bilinear sample at picture coordinates.
  [[nodiscard]] Rgb sample(double x, double y) const;
};
[[nodiscard]] ReducedRegion downscale_region(const ImageView& image, int factor, int x0, int y0,
                                             int x1, int y1);

}  // namespace tableref::vision

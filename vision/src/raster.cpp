#include "raster.hpp"

namespace tableref::vision {

Hsv to_hsv(const Rgb& c) {
  const double mx = std::max({c.r, c.g, c.b});
  const double mn = std::min({c.r, c.g, c.b});
  Hsv out;
  out.value = mx;
  if (mx <= 0) return out;
  const double d = mx - mn;
  out.saturation = d / mx;
  if (d <= 0) return out;
  double h = 0;
  if (mx == c.r) {
    h = (c.g - c.b) / d;
  } else if (mx == c.g) {
    h = 2.0 + (c.b - c.r) / d;
  } else {
    h = 4.0 + (c.r - c.g) / d;
  }
  h *= 60.0;
  if (h < 0) h += 360.0;
  out.hue = h;
  return out;
}

Rgb pixel_at(const ImageView& image, int x, int y) {
  x = std::clamp(x, 0, image.width - 1);
  y = std::clamp(y, 0, image.height - 1);
  const auto* p = image.pixels + static_cast<std::ptrdiff_t>(y) * image.stride +
                  static_cast<std::ptrdiff_t>(x) * image.channels;
  return Rgb{static_cast<double>(p[0]), static_cast<double>(p[1]), static_cast<double>(p[2])};
}

Rgb sample(const ImageView& image, double x, double y) {
  const double fx = x - 0.5;
  const double fy = y - 0.5;
  const double x0 = std::floor(fx);
  const double y0 = std::floor(fy);
  const double ax = fx - x0;
  const double ay = fy - y0;
  const int ix = static_cast<int>(x0);
  const int iy = static_cast<int>(y0);
  const Rgb a = pixel_at(image, ix, iy);
  const Rgb b = pixel_at(image, ix + 1, iy);
  const Rgb c = pixel_at(image, ix, iy + 1);
  const Rgb d = pixel_at(image, ix + 1, iy + 1);
  const auto mix = [&](double pa, double pb, double pc, double pd) {
    return (pa * (1 - ax) + pb * ax) * (1 - ay) + (pc * (1 - ax) + pd * ax) * ay;
  };
  return Rgb{mix(a.r, b.r, c.r, d.r), mix(a.g, b.g, c.g, d.g), mix(a.b, b.b, c.b, d.b)};
}

RgbImage downscale(const ImageView& image, int factor) {
  return downscale_region(image, factor, 0, 0, image.width, image.height).image;
}

ReducedRegion downscale_region(const ImageView& full, int factor, int x0, int y0, int x1, int y1) {
  x0 = std::clamp(x0, 0, full.width - 1);
  y0 = std::clamp(y0, 0, full.height - 1);
  x1 = std::clamp(x1, x0 + 1, full.width);
  y1 = std::clamp(y1, y0 + 1, full.height);
  ImageView image = full;
  image.pixels = full.pixels + static_cast<std::ptrdiff_t>(y0) * full.stride +
                 static_cast<std::ptrdiff_t>(x0) * full.channels;
  image.width = x1 - x0;
  image.height = y1 - y0;
  ReducedRegion region;
  region.x0 = x0;
  region.y0 = y0;
  region.factor = factor;
  RgbImage& out = region.image;
  out.width = std::max(1, image.width / factor);
  out.height = std::max(1, image.height / factor);
  out.pixels.assign(static_cast<std::size_t>(out.width) * out.height, Rgb{});
  // Integer sums per output row, then one division: every source byte is read once.
  std::vector<unsigned> sums(static_cast<std::size_t>(out.width) * 3);
  const int rows = std::min(image.height, out.height * factor);
  const int cols = std::min(image.width, out.width * factor);
  for (int oy = 0; oy < out.height; ++oy) {
    std::fill(sums.begin(), sums.end(), 0u);
    for (int y = oy * factor; y < std::min(rows, (oy + 1) * factor); ++y) {
      const std::uint8_t* row = image.pixels + static_cast<std::ptrdiff_t>(y) * image.stride;
      for (int x = 0; x < cols; ++x) {
        const std::uint8_t* p = row + static_cast<std::ptrdiff_t>(x) * image.channels;
        unsigned* s = &sums[static_cast<std::size_t>(x / factor) * 3];
        s[0] += p[0];
        s[1] += p[1];
        s[2] += p[2];
      }
    }
    const double n = static_cast<double>(factor) * factor;
    for (int ox = 0; ox < out.width; ++ox) {
      const unsigned* s = &sums[static_cast<std::size_t>(ox) * 3];
      out.pixels[static_cast<std::size_t>(oy) * out.width + ox] = Rgb{s[0] / n, s[1] / n, s[2] / n};
    }
  }
  return region;
}

Rgb ReducedRegion::sample(double x, double y) const {
  const double fx = (x - x0) / factor - 0.5;
  const double fy = (y - y0) / factor - 0.5;
  const double bx = std::floor(fx);
  const double by = std::floor(fy);
  const double ax = fx - bx;
  const double ay = fy - by;
  const auto at = [&](int xx, int yy) -> const Rgb& {
    return image.at(std::clamp(xx, 0, image.width - 1), std::clamp(yy, 0, image.height - 1));
  };
  const int ix = static_cast<int>(bx);
  const int iy = static_cast<int>(by);
  const Rgb& a = at(ix, iy);
  const Rgb& b = at(ix + 1, iy);
  const Rgb& c = at(ix, iy + 1);
  const Rgb& d = at(ix + 1, iy + 1);
  const auto mix = [&](double pa, double pb, double pc, double pd) {
    return (pa * (1 - ax) + pb * ax) * (1 - ay) + (pc * (1 - ax) + pd * ax) * ay;
  };
  return Rgb{mix(a.r, b.r, c.r, d.r), mix(a.g, b.g, c.g, d.g), mix(a.b, b.b, c.b, d.b)};
}

}  // namespace tableref::vision

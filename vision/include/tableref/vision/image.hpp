#pragma once
// Decoded pixels as the vision library reads them, and points in picture coordinates.
// Decoding (PNG, JPEG, EXIF orientation) happens at the edge: SDL2_image on the desktop,
// the browser's decoder on the web. The library never owns or copies the caller's pixels.
#include <cstdint>

namespace tableref::vision {

// Interleaved 8-bit RGB (channels 3) or RGBA (channels 4, alpha ignored); row y starts at
// pixels + y * stride bytes. x to the right, y downward, as in the picture.
struct ImageView {
  const std::uint8_t* pixels = nullptr;
  int width = 0;
  int height = 0;
  int stride = 0;
  int channels = 3;
};

// A point of the picture in pixels (0,0 = the top-left corner of the top-left pixel).
struct Point {
  double x = 0;
  double y = 0;
  friend bool operator==(const Point&, const Point&) = default;
};

}  // namespace tableref::vision

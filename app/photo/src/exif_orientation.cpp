// The EXIF orientation tag of a JPEG: SOI, then segments; APP1 "Exif\0\0" holds a TIFF
// header (II or MM byte order, 42, offset of IFD0) whose entry 0x0112 is the orientation.
#include <cstddef>

#include "tableref/photo/photo_file.hpp"

namespace tableref::photo {
namespace {

class Reader {
 public:
  Reader(std::span<const std::uint8_t> bytes, bool little) : bytes_(bytes), little_(little) {}
  [[nodiscard]] bool has(std::size_t at, std::size_t n) const {
    return at <= bytes_.size() && n <= bytes_.size() - at;
  }
  [[nodiscard]] unsigned u16(std::size_t at) const {
    const unsigned a = bytes_[at];
    const unsigned b = bytes_[at + 1];
    return little_ ? (a | (b << 8)) : ((a << 8) | b);
  }
  [[nodiscard]] std::uint32_t u32(std::size_t at) const {
    const std::uint32_t hi = u16(little_ ? at + 2 : at);
    const std::uint32_t lo = u16(little_ ? at : at + 2);
    return (hi << 16) | lo;
  }

 private:
  std::span<const std::uint8_t> bytes_;
  bool little_;
};

int orientation_in_tiff(std::span<const std::uint8_t> tiff) {
  if (tiff.size() < 8) return 1;
  bool little = false;
  if (tiff[0] == 'I' && tiff[1] == 'I') {
    little = true;
  } else if (!(tiff[0] == 'M' && tiff[1] == 'M')) {
    return 1;
  }
  const Reader r(tiff, little);
  if (r.u16(2) != 42) return 1;
  const std::size_t ifd = r.u32(4);
  if (!r.has(ifd, 2)) return 1;
  const unsigned entries = r.u16(ifd);
  for (unsigned i = 0; i < entries; ++i) {
    const std::size_t e = ifd + 2 + static_cast<std::size_t>(i) * 12;
    if (!r.has(e, 12)) return 1;
    if (r.u16(e) != 0x0112) continue;
    // Type SHORT, count 1: the value sits in the first two bytes of the value field.
    if (r.u16(e + 2) != 3) return 1;
    const unsigned value = r.u16(e + 8);
    return value >= 1 && value <= 8 ? static_cast<int>(value) : 1;
  }
  return 1;
}

}  // namespace

int exif_orientation(std::span<const std::uint8_t> bytes) {
  if (bytes.size() < 4 || bytes[0] != 0xFF || bytes[1] != 0xD8) return 1;
  std::size_t at = 2;
  while (at + 4 <= bytes.size()) {
    if (bytes[at] != 0xFF) return 1;
    const std::uint8_t marker = bytes[at + 1];
    if (marker == 0xFF) {  // fill byte
      ++at;
      continue;
    }
    if (marker == 0xDA || marker == 0xD9) return 1;  // image data: no more metadata
    const std::size_t length = (static_cast<std::size_t>(bytes[at + 2]) << 8) | bytes[at + 3];
    if (length < 2 || at + 2 + length > bytes.size()) return 1;
    const auto body = bytes.subspan(at + 4, length - 2);
    if (marker == 0xE1 && body.size() >= 6 && body[0] == 'E' && body[1] == 'x' && body[2] == 'i' &&
        body[3] == 'f' && body[4] == 0 && body[5] == 0) {
      return orientation_in_tiff(body.subspan(6));
    }
    at += 2 + length;
  }
  return 1;
}

DecodedPhoto apply_orientation(const DecodedPhoto& stored, int orientation) {
  if (orientation < 2 || orientation > 8) return stored;
  const int w = stored.width;
  const int h = stored.height;
  const bool swap = orientation >= 5;
  DecodedPhoto out;
  out.width = swap ? h : w;
  out.height = swap ? w : h;
  out.orientation = orientation;
  out.rgb.resize(stored.rgb.size());
  for (int y = 0; y < out.height; ++y) {
    for (int x = 0; x < out.width; ++x) {
      // Where the shown pixel (x, y) is stored.
      int sx = x;
      int sy = y;
      switch (orientation) {
        case 2:
          sx = w - 1 - x;
          break;
        case 3:
          sx = w - 1 - x;
          sy = h - 1 - y;
          break;
        case 4:
          sy = h - 1 - y;
          break;
        case 5:
          sx = y;
          sy = x;
          break;
        case 6:
          sx = y;
          sy = h - 1 - x;
          break;
        case 7:
          sx = w - 1 - y;
          sy = h - 1 - x;
          break;
        case 8:
          sx = w - 1 - y;
          sy = x;
          break;
        default:
          break;
      }
      const std::size_t from = (static_cast<std::size_t>(sy) * w + sx) * 3;
      const std::size_t to = (static_cast<std::size_t>(y) * out.width + x) * 3;
      out.rgb[to] = stored.rgb[from];
      out.rgb[to + 1] = stored.rgb[from + 1];
      out.rgb[to + 2] = stored.rgb[from + 2];
    }
  }
  return out;
}

}  // namespace tableref::photo

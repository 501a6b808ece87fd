#pragma once
// A photo decoded for reading the board, not for showing it: a JPEG of many megapixels is
// decoded at a half, a quarter or an eighth of its size by the JPEG decoder itself (its
// DCT scaling: the skipped detail is never computed, so a 12 MP phone photo decodes several
// times faster), as long as its long side stays at `min_long_side` pixels or more, which
// leaves a board filling part of the picture dozens of pixels per cell. Other formats, and
// JPEGs the reduced decoder refuses, are decoded in full by load_photo.
#include <optional>
#include <string>

#include "tableref/photo/photo_file.hpp"

namespace tableref::photo {

struct PhotoForReading {
  DecodedPhoto photo;  // upright (EXIF orientation applied)
  // Decoded pixels per pixel of the file (1, 1/2, 1/4 or 1/8): picture coordinates of the
  // file are the decoded ones divided by it.
  double scale = 1;
};

inline constexpr int kReadingLongSide = 1500;

[[nodiscard]] std::optional<PhotoForReading> load_photo_for_reading(
    const std::string& path, int min_long_side = kReadingLongSide, std::string* error = nullptr);

}  // namespace tableref::photo

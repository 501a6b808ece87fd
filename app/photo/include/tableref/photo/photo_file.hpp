#pragma once
// Photos decoded at the edge: any file SDL2_image reads (JPEG, PNG, ...) as 8-bit RGB, turned
// upright by its EXIF orientation. SDL2_image 2.6 does not apply EXIF orientation itself
// (tests/app/photo_file_test.cpp checks that), so the tag is read here from the JPEG's APP1
// segment and the pixels are rotated or mirrored accordingly.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "tableref/vision/image.hpp"

namespace tableref::photo {

struct DecodedPhoto {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> rgb;  // stride = width * 3
  int orientation = 1;            // the EXIF orientation that was applied (1 = none)
  [[nodiscard]] vision::ImageView view() const {
    return vision::ImageView{rgb.data(), width, height, width * 3, 3};
  }
};

// The file decoded and upright; nullopt when it cannot be read or decoded (`error` says why,
// in SDL's words, for logs).
[[nodiscard]] std::optional<DecodedPhoto> load_photo(const std::string& path,
                                                     std::string* error = nullptr);
// The same from bytes in memory (a dropped or picked file already read).
[[nodiscard]] std::optional<DecodedPhoto> decode_photo(std::span<const std::uint8_t> bytes,
                                                       std::string* error = nullptr);

// The EXIF orientation tag (1..8) of a JPEG file's bytes; 1 when there is none or the file
// is not a JPEG.
[[nodiscard]] int exif_orientation(std::span<const std::uint8_t> bytes);
// Pixels as stored -> pixels as they should be shown, for EXIF orientation 1..8.
[[nodiscard]] DecodedPhoto apply_orientation(const DecodedPhoto& stored, int orientation);

}  // namespace tableref::photo

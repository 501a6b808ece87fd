#include "tableref/photo/photo_file.hpp"

#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>

#include <cstring>
#include <fstream>
#include <iterator>

namespace tableref::photo {

std::optional<DecodedPhoto> decode_photo(std::span<const std::uint8_t> bytes, std::string* error) {
  SDL_RWops* rw = SDL_RWFromConstMem(bytes.data(), static_cast<int>(bytes.size()));
  SDL_Surface* loaded = rw != nullptr ? IMG_Load_RW(rw, 1) : nullptr;
  if (loaded == nullptr) {
    if (error != nullptr) *error = IMG_GetError();
    return std::nullopt;
  }
  SDL_Surface* rgb = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGB24, 0);
  SDL_FreeSurface(loaded);
  if (rgb == nullptr) {
    if (error != nullptr) *error = SDL_GetError();
    return std::nullopt;
  }
  DecodedPhoto photo;
  photo.width = rgb->w;
  photo.height = rgb->h;
  photo.rgb.resize(static_cast<std::size_t>(rgb->w) * rgb->h * 3);
  SDL_LockSurface(rgb);
  for (int y = 0; y < rgb->h; ++y) {
    std::memcpy(
        photo.rgb.data() + static_cast<std::size_t>(y) * rgb->w * 3,
        static_cast<const std::uint8_t*>(rgb->pixels) + static_cast<std::ptrdiff_t>(y) * rgb->pitch,
        static_cast<std::size_t>(rgb->w) * 3);
  }
  SDL_UnlockSurface(rgb);
  SDL_FreeSurface(rgb);
  return apply_orientation(photo, exif_orientation(bytes));
}

std::optional<DecodedPhoto> load_photo(const std::string& path, std::string* error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    if (error != nullptr) *error = "cannot open " + path;
    return std::nullopt;
  }
  const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                                        std::istreambuf_iterator<char>());
  return decode_photo(bytes, error);
}

}  // namespace tableref::photo

#include "tableref/photo/photo_for_reading.hpp"

#include <jpeglib.h>

#include <csetjmp>
#include <cstdio>
#include <fstream>
#include <vector>

namespace tableref::photo {
namespace {

struct JpegError {
  jpeg_error_mgr manager;
  std::jmp_buf jump;
};

[[noreturn]] void on_jpeg_error(j_common_ptr info) {
  auto* error = reinterpret_cast<JpegError*>(info->err);
  std::longjmp(error->jump, 1);
}

void ignore_jpeg_message(j_common_ptr /*info*/) {}

// Decodes `bytes` as RGB at 1/denominator of its size, the largest denominator (8 at most)
// keeping the long side at `min_long_side` or more. No C++ object with a destructor lives in
// this frame between setjmp and a decoder error's longjmp.
bool decode_reduced(const std::vector<std::uint8_t>& bytes, int min_long_side, DecodedPhoto* out,
                    int* denominator) {
  jpeg_decompress_struct info{};
  JpegError error{};
  info.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = on_jpeg_error;
  error.manager.output_message = ignore_jpeg_message;
  if (setjmp(error.jump) != 0) {
    jpeg_destroy_decompress(&info);
    return false;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, bytes.data(), static_cast<unsigned long>(bytes.size()));
  if (jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK) {
    jpeg_destroy_decompress(&info);
    return false;
  }
  const unsigned long long_side =
      info.image_width > info.image_height ? info.image_width : info.image_height;
  int denom = 1;
  while (denom < 8 && long_side / static_cast<unsigned long>(2 * denom) >=
                          static_cast<unsigned long>(min_long_side)) {
    denom *= 2;
  }
  info.scale_num = 1;
  info.scale_denom = static_cast<unsigned>(denom);
  info.out_color_space = JCS_RGB;
  info.dct_method = JDCT_ISLOW;
  jpeg_start_decompress(&info);
  if (info.output_components != 3) {
    jpeg_destroy_decompress(&info);
    return false;
  }
  out->width = static_cast<int>(info.output_width);
  out->height = static_cast<int>(info.output_height);
  out->rgb.resize(static_cast<std::size_t>(out->width) * out->height * 3);
  while (info.output_scanline < info.output_height) {
    JSAMPROW row =
        out->rgb.data() + static_cast<std::size_t>(info.output_scanline) * out->width * 3;
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  *denominator = denom;
  return true;
}

}  // namespace

std::optional<PhotoForReading> load_photo_for_reading(const std::string& path, int min_long_side,
                                                      std::string* error) {
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  if (!in) {
    if (error != nullptr) *error = "cannot open " + path;
    return std::nullopt;
  }
  const auto size = static_cast<std::size_t>(in.tellg());
  std::vector<std::uint8_t> bytes(size);
  in.seekg(0);
  in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(size));
  if (!in) {
    if (error != nullptr) *error = "cannot read " + path;
    return std::nullopt;
  }
  const bool jpeg = bytes.size() > 3 && bytes[0] == 0xFF && bytes[1] == 0xD8;
  if (jpeg) {
    DecodedPhoto stored;
    int denominator = 1;
    if (decode_reduced(bytes, min_long_side, &stored, &denominator)) {
      PhotoForReading out;
      out.photo = apply_orientation(stored, exif_orientation(bytes));
      out.scale = 1.0 / denominator;
      return out;
    }
  }
  auto full = decode_photo(bytes, error);
  if (!full) return std::nullopt;
  PhotoForReading out;
  out.photo = std::move(*full);
  return out;
}

}  // namespace tableref::photo

// Photos decoded at the edge: SDL2_image's pixels and the EXIF orientation applied on top.
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "tableref/photo/photo_file.hpp"

namespace tableref::photo {
namespace {

// A 4x2 picture: red at the top-left pixel, blue at the bottom-right one, grey elsewhere.
DecodedPhoto marker_picture() {
  DecodedPhoto p;
  p.width = 4;
  p.height = 2;
  p.rgb.assign(4 * 2 * 3, 128);
  p.rgb[0] = 255;
  p.rgb[1] = 0;
  p.rgb[2] = 0;
  const std::size_t last = (1 * 4 + 3) * 3;
  p.rgb[last] = 0;
  p.rgb[last + 1] = 0;
  p.rgb[last + 2] = 255;
  return p;
}

std::array<std::uint8_t, 3> pixel(const DecodedPhoto& p, int x, int y) {
  const std::size_t i = (static_cast<std::size_t>(y) * p.width + x) * 3;
  return {p.rgb[i], p.rgb[i + 1], p.rgb[i + 2]};
}

constexpr std::array<std::uint8_t, 3> kRed{255, 0, 0};
constexpr std::array<std::uint8_t, 3> kBlue{0, 0, 255};

TEST(PhotoFile, OrientationsPutTheTopLeftPixelWhereExifSays) {
  const auto p = marker_picture();
  // Where the stored top-left pixel is shown, for each orientation (EXIF 2.3, table 6).
  const struct {
    int orientation;
    int x;
    int y;
  } expect[] = {{1, 0, 0}, {2, 3, 0}, {3, 3, 1}, {4, 0, 1},
                {5, 0, 0}, {6, 1, 0}, {7, 1, 3}, {8, 0, 3}};
  for (const auto& e : expect) {
    const auto shown = apply_orientation(p, e.orientation);
    EXPECT_EQ(shown.width, e.orientation >= 5 ? 2 : 4) << e.orientation;
    EXPECT_EQ(pixel(shown, e.x, e.y), kRed) << "orientation " << e.orientation;
  }
  // 6 then 8 is the identity.
  const auto back = apply_orientation(apply_orientation(p, 6), 8);
  EXPECT_EQ(back.rgb, p.rgb);
}

TEST(PhotoFile, ExifParserFindsTheTagInBothByteOrdersAndIgnoresTheRest) {
  const auto jpeg = [](bool little, int orientation) {
    std::vector<std::uint8_t> b{0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00,  // APP0 stub
                                0xFF, 0xE1, 0x00, 34,   'E',  'x',  'i',  'f',  0, 0};
    const std::vector<std::uint8_t> mm{
        'M',  'M',  0, 42, 0, 0, 0, 8, 0, 1,
        0x01, 0x12, 0, 3,  0, 0, 0, 1, 0, static_cast<std::uint8_t>(orientation),
        0,    0,    0, 0,  0, 0};
    const std::vector<std::uint8_t> ii{'I',
                                       'I',
                                       42,
                                       0,
                                       8,
                                       0,
                                       0,
                                       0,
                                       1,
                                       0,
                                       0x12,
                                       0x01,
                                       3,
                                       0,
                                       1,
                                       0,
                                       0,
                                       0,
                                       static_cast<std::uint8_t>(orientation),
                                       0,
                                       0,
                                       0,
                                       0,
                                       0,
                                       0,
                                       0};
    const auto& t = little ? ii : mm;
    b.insert(b.end(), t.begin(), t.end());
    b.insert(b.end(), {0xFF, 0xDA, 0x00, 0x02});
    return b;
  };
  EXPECT_EQ(exif_orientation(jpeg(false, 6)), 6);
  EXPECT_EQ(exif_orientation(jpeg(true, 8)), 8);
  EXPECT_EQ(exif_orientation(jpeg(true, 9)), 1);  // out of range
  const std::vector<std::uint8_t> png{0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
  EXPECT_EQ(exif_orientation(png), 1);
  auto truncated = jpeg(false, 6);
  truncated.resize(24);
  EXPECT_EQ(exif_orientation(truncated), 1);
}

TEST(PhotoFile, SdlImageLeavesExifOrientationToUs) {
  // Written by SDL2_image, with an orientation-6 APP1 inserted: SDL2_image itself returns
  // the stored pixels (it does not apply the tag), load_photo returns them turned.
  const auto p = marker_picture();
  SDL_Surface* s = SDL_CreateRGBSurfaceWithFormatFrom(const_cast<std::uint8_t*>(p.rgb.data()), 4, 2,
                                                      24, 12, SDL_PIXELFORMAT_RGB24);
  ASSERT_NE(s, nullptr);
  const auto dir = std::filesystem::temp_directory_path() / "tableref_photo_file_test";
  std::filesystem::create_directories(dir);
  const auto png = (dir / "marker.png").string();
  ASSERT_EQ(IMG_SavePNG(s, png.c_str()), 0);
  SDL_FreeSurface(s);
  const auto plain = load_photo(png);
  ASSERT_TRUE(plain.has_value());
  EXPECT_EQ(plain->width, 4);
  EXPECT_EQ(pixel(*plain, 0, 0), kRed);
  EXPECT_EQ(pixel(*plain, 3, 1), kBlue);

  // A JPEG big enough to keep its colours, with the tag.
  DecodedPhoto big;
  big.width = 64;
  big.height = 32;
  big.rgb.assign(64 * 32 * 3, 128);
  for (int y = 0; y < 16; ++y) {
    for (int x = 0; x < 16; ++x) {
      const std::size_t i = (static_cast<std::size_t>(y) * 64 + x) * 3;
      big.rgb[i] = 255;
      big.rgb[i + 1] = 0;
      big.rgb[i + 2] = 0;
    }
  }
  s = SDL_CreateRGBSurfaceWithFormatFrom(big.rgb.data(), 64, 32, 24, 64 * 3, SDL_PIXELFORMAT_RGB24);
  const auto jpg = (dir / "marker.jpg").string();
  ASSERT_EQ(IMG_SaveJPG(s, jpg.c_str(), 95), 0);
  SDL_FreeSurface(s);
  std::vector<std::uint8_t> bytes;
  {
    std::ifstream in(jpg, std::ios::binary);
    bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  const std::vector<std::uint8_t> app1{
      0xFF, 0xE1, 0x00, 34,   'E', 'x', 'i', 'f', 0, 0, 'M', 'M', 0, 42, 0, 0, 0, 8,
      0,    1,    0x01, 0x12, 0,   3,   0,   0,   0, 1, 0,   6,   0, 0,  0, 0, 0, 0};
  bytes.insert(bytes.begin() + 2, app1.begin(), app1.end());
  SDL_RWops* rw = SDL_RWFromConstMem(bytes.data(), static_cast<int>(bytes.size()));
  SDL_Surface* raw = IMG_Load_RW(rw, 1);
  ASSERT_NE(raw, nullptr);
  EXPECT_EQ(raw->w, 64) << "SDL2_image now applies EXIF orientation: drop ours";
  SDL_FreeSurface(raw);
  const auto turned = decode_photo(bytes);
  ASSERT_TRUE(turned.has_value());
  EXPECT_EQ(turned->orientation, 6);
  ASSERT_EQ(turned->width, 32);
  ASSERT_EQ(turned->height, 64);
  // The red top-left block is shown at the top right.
  const auto c = pixel(*turned, 28, 4);
  EXPECT_GT(c[0], 200);
  EXPECT_LT(c[1], 60);
  std::filesystem::remove_all(dir);
}

TEST(PhotoFile, UnreadableFilesAreRefused) {
  std::string error;
  EXPECT_FALSE(load_photo("/nonexistent/photo.jpg", &error).has_value());
  EXPECT_FALSE(error.empty());
  const std::vector<std::uint8_t> text{'h', 'e', 'l', 'l', 'o'};
  EXPECT_FALSE(decode_photo(text).has_value());
}

}  // namespace
}  // namespace tableref::photo

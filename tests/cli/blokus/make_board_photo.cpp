// Writes a generated photo of a known Blokus board for the CLI tests, as a real file:
//   make_board_photo OUT.png|OUT.jpg SEED SIDE [--duo] [--exif ORIENTATION] [--no-board]
// PNG with IMG_SavePNG, JPEG with IMG_SaveJPG (quality 85). With --exif, the pixels are
// stored turned so that a viewer applying the EXIF orientation shows the board upright, and
// an APP1 Exif segment with that orientation goes into the JPEG. Prints the expected grid
// (one row per line, top first) and then the grid's corners "x1,y1,...,x4,y4".
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>

#include "photo_generator.hpp"
#include "tableref/photo/photo_file.hpp"

namespace {

using namespace tableref;

bool insert_exif(const std::string& path, int orientation) {
  std::ifstream in(path, std::ios::binary);
  std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                                  std::istreambuf_iterator<char>());
  if (bytes.size() < 2 || bytes[0] != 0xFF || bytes[1] != 0xD8) return false;
  // APP1: "Exif\0\0", big-endian TIFF header, IFD0 with the one orientation entry.
  const std::vector<std::uint8_t> app1{
      0xFF, 0xE1, 0x00, 34,   'E',  'x',  'i',  'f',  0,    0,
      'M',  'M',  0x00, 0x2A, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01,
      0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, static_cast<std::uint8_t>(orientation),
      0x00, 0x00, 0x00, 0x00, 0x00, 0x00};
  bytes.insert(bytes.begin() + 2, app1.begin(), app1.end());
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(bytes.data()),
            static_cast<std::streamsize>(bytes.size()));
  return static_cast<bool>(out);
}

// The stored pixels for a picture shown upright after EXIF orientation `o`.
int inverse_orientation(int o) {
  return o == 6 ? 8 : o == 8 ? 6 : o;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: make_board_photo OUT SEED SIDE [--duo] [--exif N] [--no-board]\n");
    return 2;
  }
  const std::string path = argv[1];
  const auto seed = static_cast<std::uint32_t>(std::stoul(argv[2]));
  const int side = std::stoi(argv[3]);
  bool duo = false;
  bool board = true;
  int exif = 1;
  for (int i = 4; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--duo") duo = true;
    if (a == "--no-board") board = false;
    if (a == "--exif" && i + 1 < argc) exif = std::stoi(argv[++i]);
  }
  vision::testing::PhotoSpec spec;
  spec.width = 1200;
  spec.height = 900;
  spec.seed = seed;
  spec.size = duo ? 14 : 20;
  spec.grid = vision::testing::random_board(duo ? blokus::Variant::kDuo : blokus::Variant::kClassic,
                                            seed, side);
  spec.board = vision::testing::perspective_board(spec.width, spec.height, 0.2, 0.4);
  spec.gradient = 0.3;
  spec.flares = 3;
  spec.noise = 4;
  spec.loose_pieces = 3;
  spec.draw_board = board;
  const auto photo = vision::testing::render_photo(spec);
  photo::DecodedPhoto upright;
  upright.width = photo.width;
  upright.height = photo.height;
  upright.rgb = photo.rgb;
  const auto stored = photo::apply_orientation(upright, inverse_orientation(exif));
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormatFrom(
      const_cast<std::uint8_t*>(stored.rgb.data()), stored.width, stored.height, 24,
      stored.width * 3, SDL_PIXELFORMAT_RGB24);
  if (surface == nullptr) return 1;
  const bool jpeg = path.size() > 4 && (path.substr(path.size() - 4) == ".jpg");
  const int saved =
      jpeg ? IMG_SaveJPG(surface, path.c_str(), 85) : IMG_SavePNG(surface, path.c_str());
  SDL_FreeSurface(surface);
  if (saved != 0) {
    std::fprintf(stderr, "cannot write %s: %s\n", path.c_str(), IMG_GetError());
    return 1;
  }
  if (exif != 1 && !insert_exif(path, exif)) return 1;
  for (int y = 0; y < spec.size; ++y) {
    std::string row;
    for (int x = 0; x < spec.size; ++x)
      row += vision::cell_letter(spec.grid[static_cast<std::size_t>(y * spec.size + x)]);
    std::printf("%s\n", row.c_str());
  }
  std::printf("%.2f,%.2f,%.2f,%.2f,%.2f,%.2f,%.2f,%.2f\n", photo.grid_corners[0].x,
              photo.grid_corners[0].y, photo.grid_corners[1].x, photo.grid_corners[1].y,
              photo.grid_corners[2].x, photo.grid_corners[2].y, photo.grid_corners[3].x,
              photo.grid_corners[3].y);
  return 0;
}

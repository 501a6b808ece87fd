// The browser side of the platform layer (platform.hpp): photos, picked and decoded by the
// browser, and read by the photo worker away from the frames (docs/web.md, docs/vision.md).
// Split from web.cpp, which runs the frames and keeps the storage.
#include <emscripten.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "platform/platform.hpp"
#include "platform/web_internal.hpp"

namespace tableref::gui::platform {

PhotoRead& photo_read() {
  static PhotoRead read;
  return read;
}

namespace {

namespace fs = std::filesystem;

// The JavaScript below is not C++: clang-format would break its operators.
// clang-format off
// The photo picker: `accept="image/*"` and no `capture`, so that a tablet offers both its
// camera and its photo library (docs/vision.md). The browser decodes the photo (the web build
// has no image decoder of its own), in a worker where it can (Module.tablerefDecodePhoto,
// web/pre.js): createImageBitmap applies the EXIF orientation, and it is drawn at the size
// the board is read at. Its RGB pixels go into a file of the memory file system's /tmp
// (photo_pixels_path: "TRPX", width and height as 32-bit little-endian, then the rows),
// written before the photo itself, so the app never sees the photo without them. Not beside
// the photo in /data: IndexedDB would be sent their megabytes (and the frames held until it
// had them); the photo itself is kept there, and decoded again after a reload
// (decode_stored_photo_js). A file the browser cannot decode gets no pixels: load_photo says
// it is no image.
EM_JS(void, pick_photo_js, (const char* directory_utf8), {
  var picker = Module.tablerefPhotoPicker;
  if (!picker) {
    picker = document.createElement('input');
    picker.type = 'file';
    picker.accept = 'image/*';
    picker.id = 'tableref-photo-picker';
    picker.style.display = 'none';
    picker.addEventListener(
        'change', function() {
          var directory = picker.dataset.directory;
          var file = picker.files[0];
          picker.value = "";
          if (!file) return;
          var path = directory + '/' + file.name;
          var pixelsPath = Module.ccall('tableref_photo_decoding', 'string', ['string'], [path]);
          var arrived = function(buffer, pixels) {
            FS.mkdirTree(directory);
            try { FS.unlink(pixelsPath); } catch (e) {}
            if (pixels) FS.writeFile(pixelsPath, pixels);
            FS.writeFile(path, new Uint8Array(buffer));
            Module.ccall('tableref_file_picked', null, ['string'], [path]);
          };
          file.arrayBuffer().then(function(buffer) {
            Module.tablerefDecodePhoto(file).then(function(pixels) { arrived(buffer, pixels); });
          });
        });
    document.body.appendChild(picker);
    Module.tablerefPhotoPicker = picker;
  }
  picker.dataset.directory = UTF8ToString(directory_utf8);
  picker.click();
});

// A photo kept in /data whose pixels are not in memory (picked before a reload): decoded
// again from its stored bytes, then announced as a picked file is, so that the screen that
// asked opens it.
EM_JS(void, decode_stored_photo_js, (const char* path_utf8, const char* pixels_utf8), {
  var path = UTF8ToString(path_utf8);
  var pixelsPath = UTF8ToString(pixels_utf8);
  var arrived = function(pixels) {
    try { FS.unlink(pixelsPath); } catch (e) {}
    if (pixels) FS.writeFile(pixelsPath, pixels);
    Module.ccall('tableref_file_picked', null, ['string'], [path]);
  };
  var bytes = null;
  try { bytes = FS.readFile(path); } catch (e) {}
  if (!bytes) {
    arrived(null);
    return;
  }
  Module.tablerefDecodePhoto(new Blob([bytes])).then(arrived);
});

// clang-format on

// Where the browser's decoded pixels of the photo at `path` are kept: in the memory file
// system's /tmp, which IndexedDB never sees (web/pre.js persists /data only).
std::string photo_pixels_path(const std::string& path) {
  return "/tmp/tableref-photo-pixels" + path + ".pixels";
}

// The photos decoded (or being decoded) in this page, whether or not they could be: a photo
// whose decoding gave no pixels is no image, and is not decoded again.
std::set<std::string>& photo_decodings() {
  static std::set<std::string> paths;
  return paths;
}

}  // namespace

// Notes that `path` is being decoded; returns where its pixels go (its folder made).
std::string mark_photo_decoding(const std::string& path) {
  photo_decodings().insert(path);
  const std::string pixels = photo_pixels_path(path);
  std::error_code ec;
  fs::create_directories(fs::path(pixels).parent_path(), ec);
  return pixels;
}

namespace {

void photo_read_answered(char* data, int size, void* generation) {
  PhotoRead& read = photo_read();
  if (reinterpret_cast<std::intptr_t>(generation) != read.generation) return;
  read.running = false;
  read.arrived = std::string(data, static_cast<std::size_t>(std::max(size, 0)));
}

}  // namespace

void pick_photo(const std::string& directory) {
  pick_photo_js(directory.c_str());
}

bool reads_photos_in_a_worker() {
  return true;
}

void start_photo_read(std::vector<std::uint8_t> request) {
  PhotoRead& read = photo_read();
  if (!read.worker) read.worker = emscripten_create_worker("tableref_photo_worker.js");
  ++read.generation;
  read.running = true;
  read.frames_running = 0;
  read.arrived.reset();
  // The bytes are copied into the message: `request` may go when this returns.
  emscripten_call_worker(*read.worker, "tableref_read_photo",
                         reinterpret_cast<char*>(request.data()), static_cast<int>(request.size()),
                         photo_read_answered,
                         reinterpret_cast<void*>(static_cast<std::intptr_t>(read.generation)));
}

std::optional<std::string> take_photo_read() {
  std::optional<std::string> taken = std::move(photo_read().arrived);
  photo_read().arrived.reset();
  return taken;
}

std::optional<PhotoPixels> load_photo(const std::string& path) {
  const fs::path file(path);
  std::error_code ec;
  // Earlier versions kept the pixels beside the photo, in the persisted /data: gone from
  // IndexedDB at the next save.
  fs::remove(file.parent_path() / ("." + file.filename().string() + ".pixels"), ec);
  std::ifstream in(photo_pixels_path(path), std::ios::binary);
  std::array<unsigned char, 12> header{};
  if (!in.read(reinterpret_cast<char*>(header.data()), header.size())) return std::nullopt;
  if (header[0] != 'T' || header[1] != 'R' || header[2] != 'P' || header[3] != 'X') {
    return std::nullopt;
  }
  const auto u32 = [&](std::size_t at) {
    return static_cast<std::uint32_t>(header[at]) |
           static_cast<std::uint32_t>(header[at + 1]) << 8 |
           static_cast<std::uint32_t>(header[at + 2]) << 16 |
           static_cast<std::uint32_t>(header[at + 3]) << 24;
  };
  const std::uint32_t width = u32(4);
  const std::uint32_t height = u32(8);
  // The browser drew at most 12 MP: anything larger is no file of ours.
  if (width == 0 || height == 0 || std::uint64_t{width} * height > 13'000'000) return std::nullopt;
  PhotoPixels pixels;
  pixels.width = static_cast<int>(width);
  pixels.height = static_cast<int>(height);
  pixels.rgb.resize(std::size_t{width} * height * 3);
  if (!in.read(reinterpret_cast<char*>(pixels.rgb.data()),
               static_cast<std::streamsize>(pixels.rgb.size()))) {
    return std::nullopt;
  }
  return pixels;
}

int photo_upload_rows() {
  // About 1 MB of RGBA a frame for a 2000-pixel-wide photo: its 1500 rows in 12 frames.
  return 128;
}

bool decode_photo(const std::string& path) {
  std::error_code ec;
  if (photo_decodings().count(path) != 0 || !fs::is_regular_file(path, ec)) return false;
  decode_stored_photo_js(path.c_str(), mark_photo_decoding(path).c_str());
  return true;
}

}  // namespace tableref::gui::platform

// Called by the photo picker's JavaScript before it decodes a picked photo: where its pixels
// go. ccall copies the answer out at once.
extern "C" EMSCRIPTEN_KEEPALIVE const char* tableref_photo_decoding(const char* path_utf8) {
  static std::string pixels;
  pixels = tableref::gui::platform::mark_photo_decoding(path_utf8);
  return pixels.c_str();
}

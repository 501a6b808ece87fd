// The desktop side of the platform layer (platform.hpp): fontconfig, SDL's display DPI and
// an event loop that sleeps while nothing changes.
#include <fontconfig/fontconfig.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "platform/event_loop.hpp"
#include "platform/platform.hpp"
#include "tableref/photo/photo_for_reading.hpp"

namespace tableref::gui::platform {

FontChoice cjk_font() {
  FontChoice choice;
  if (FcInit() == FcTrue) {
    FcPattern* pattern = FcPatternCreate();
    FcCharSet* charset = FcCharSetCreate();
    FcCharSetAddChar(charset, 0x4E2D);  // 中
    FcCharSetAddChar(charset, 0x9AD4);  // 體
    FcCharSetAddChar(charset, 'A');
    FcPatternAddCharSet(pattern, FC_CHARSET, charset);
    FcObjectSet* objects = FcObjectSetBuild(FC_FILE, FC_INDEX, FC_FAMILY, nullptr);
    FcFontSet* fonts = FcFontList(nullptr, pattern, objects);
    if (fonts != nullptr) {
      // Prefer sans fonts we know render well; otherwise the first that covers the text.
      for (int pass = 0; pass < 2 && choice.path.empty(); ++pass) {
        for (int i = 0; i < fonts->nfont; ++i) {
          FcChar8* file = nullptr;
          int index = 0;
          if (FcPatternGetString(fonts->fonts[i], FC_FILE, 0, &file) != FcResultMatch) continue;
          FcPatternGetInteger(fonts->fonts[i], FC_INDEX, 0, &index);
          const std::string path(reinterpret_cast<const char*>(file));
          const bool preferred = path.find("wqy-microhei") != std::string::npos ||
                                 path.find("NotoSansCJK-Regular") != std::string::npos;
          if (pass == 0 && !preferred) continue;
          choice.path = path;
          choice.index = index;
          break;
        }
      }
      FcFontSetDestroy(fonts);
    }
    FcObjectSetDestroy(objects);
    FcCharSetDestroy(charset);
    FcPatternDestroy(pattern);
  }
  if (choice.path.empty()) {
    const std::vector<FontChoice> known{
        {"/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", 0},
        {"/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 2},
        {"/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc", 0},
    };
    for (const auto& font : known) {
      if (std::filesystem::exists(font.path)) return font;
    }
  }
  return choice;
}

void prepare(int& /*width*/, int& /*height*/) {}

float display_scale(SDL_Window* /*window*/, SDL_Renderer* renderer, int width) {
  // High-DPI: the renderer may have more pixels than the window has points.
  int output_w = 0;
  int output_h = 0;
  SDL_GetRendererOutputSize(renderer, &output_w, &output_h);
  float hidpi = output_w > 0 ? static_cast<float>(output_w) / static_cast<float>(width) : 1.0f;
  float ddpi = 0;
  if (SDL_GetDisplayDPI(0, &ddpi, nullptr, nullptr) == 0 && ddpi > 0) {
    hidpi = std::max(hidpi, std::min(ddpi / 96.0f, 3.0f));
  }
  return std::max(1.0f, hidpi);
}

void run(std::unique_ptr<FrameLoop> app) {
  run_event_loop(*app);
}

void run_event_loop(FrameLoop& app) {
  while (app.running()) {
    // Idle means idle: with nothing held, nothing to settle and no clock running, the loop
    // sleeps in SDL_WaitEvent until an event comes and draws nothing; a running clock wakes
    // it when its shown time next changes (SDL's own timed wait, woken early by any event).
    const auto wait = app.next_frame_wait();
    if (!wait) {
      SDL_WaitEvent(nullptr);
    } else if (*wait > 0) {
      SDL_WaitEventTimeout(nullptr, static_cast<int>(*wait));
    }
    app.frame();
  }
}

bool writes_durable() {
  return true;
}

bool storage_refused() {
  return false;
}

StorageState storage_state() {
  return StorageState::kDisk;
}

bool reads_photos_in_a_worker() {
  return false;
}

void start_photo_read(std::vector<std::uint8_t> /*request*/) {}

std::optional<std::string> take_photo_read() {
  return std::nullopt;
}

void want_text_input(bool wanted) {
  // Tablets show their on-screen keyboard only while text is wanted.
  if (wanted && SDL_IsTextInputActive() == SDL_FALSE) SDL_StartTextInput();
  if (!wanted && SDL_IsTextInputActive() == SDL_TRUE) SDL_StopTextInput();
}

void note_text_field(float /*x*/, float /*y*/, float /*w*/, float /*h*/) {}

void text_fields_drawn() {}

void offer_file(const std::string& /*path*/) {}

bool picks_files() {
  return false;
}

bool has_file_paths() {
  return true;
}

void pick_file(const std::string& /*directory*/, const std::string& /*file_name*/) {}

int picked_files() {
  return 0;
}

std::string last_picked_file() {
  return {};
}

void pick_photo(const std::string& /*directory*/) {}

int photo_upload_rows() {
  return 0;
}

bool decode_photo(const std::string& /*path*/) {
  return false;
}

std::optional<PhotoPixels> load_photo(const std::string& path) {
  // A 12 MP phone photo decodes at half its size (the JPEG decoder's own scaling, several
  // times faster, and a quarter of the pixels to read): still 1500 px or more on its long
  // side, more than the screen shows of it and dozens of pixels per cell for the reader.
  auto photo = photo::load_photo_for_reading(path);
  if (!photo) return std::nullopt;
  return PhotoPixels{photo->photo.width, photo->photo.height, std::move(photo->photo.rgb)};
}

}  // namespace tableref::gui::platform

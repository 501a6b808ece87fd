// The browser side of the platform layer (platform.hpp), built with emscripten. The page's
// JavaScript half is web/pre.js (storage mount) and the EM_JS functions below; docs/web.md
// explains the choices (IDBFS, the hidden input, single thread).
#include <emscripten.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "app.hpp"
#include "platform/photo_worker_wire.hpp"
#include "platform/platform.hpp"
#include "tableref/app/pasted_text.hpp"
#include "tableref/app/picked_file.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui::platform {
namespace {

namespace fs = std::filesystem;

// The browser calls back into the app once per animation frame, long after main() returned
// to it: the app lives here for the page's life.
std::unique_ptr<App>& running_app() {
  static std::unique_ptr<App> app;
  return app;
}

// Where ImGui's active text field is (window points = CSS pixels), for the hidden input.
struct TextSpot {
  int x = 0;
  int y = 0;
};
TextSpot& text_spot() {
  static TextSpot spot;
  return spot;
}

void remember_text_spot(int x, int y) {
  text_spot() = TextSpot{x, y};
}

// The JavaScript below is not C++: clang-format would break its operators.
// clang-format off
// 1 while IndexedDB is still saving what the store wrote (and storage works): nothing new
// may be shown meanwhile. Starts a save when the data folder changed since the last one.
// The folder's signature (each file's path, time and size) tells a write: it sees every
// writer (the store, a backup, a restore, an import) without hooks in the store.
EM_JS(int, storage_hold, (int start_save), {
  var storage = Module.tablerefStorage;
  if (!storage) return 0;
  if (storage.saving) return storage.refused ? 0 : 1;
  if (!start_save || storage.signature() == storage.saved) return 0;
  storage.save();
  return storage.refused ? 0 : 1;
});

EM_JS(int, storage_refused_js, (),
      { return Module.tablerefStorage && Module.tablerefStorage.refused ? 1 : 0; });

// 0 best effort, 1 persistent (navigator.storage.persist() granted), 2 a private window
// (web/pre.js detected it before main()).
EM_JS(int, storage_kind_js, (), {
  var storage = Module.tablerefStorage;
  if (!storage) return 0;
  if (storage.private) return 2;
  return storage.persistent ? 1 : 0;
});

// The hidden input: created once, focused while ImGui wants text. Printable keys and IME
// composition stay with it (SDL 2.26 on the web reads only key events, which carry no
// Chinese); what it commits goes to ImGui through tableref_text_typed. Editing keys
// (Backspace, Enter, arrows) reach SDL as before. While composing, the input shows the
// composition where the field is.
EM_JS(void, text_input_js, (int wanted, int x, int y), {
  if (!Module.tablerefMakeTextInput) Module.tablerefMakeTextInput = function() {
    var input = document.createElement('input');
    input.type = 'text';
    input.id = 'tableref-text-input';
    input.setAttribute('autocomplete', 'off');
    input.setAttribute('autocorrect', 'off');
    input.setAttribute('autocapitalize', 'off');
    input.setAttribute('spellcheck', 'false');
    // pointer-events:none: the input lies over the canvas beside the caret, and a tap there
    // (a button next to the field) belongs to the app, not to the input. Focus, keys, the
    // IME and paste events still reach it: they follow the focus, not the pointer.
    input.style.cssText =
        'position:fixed;left:0;top:0;width:12em;height:1.6em;font:20px sans-serif;' +
        'opacity:0;border:0;padding:0 4px;z-index:10;background:#fff;color:#000;' +
        'pointer-events:none';
    var commit = function() {
      var text = input.value;
      input.value = "";
      if (text) Module.ccall('tableref_text_typed', null, ['string'], [text]);
    };
    input.addEventListener(
        'keydown', function(e) {
          var printable = e.key && e.key.length == 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
          // Ctrl/Cmd+V: the browser's paste (clipboard_js) brings the system's text; SDL
          // would cancel it, and ImGui would paste its own copy instead.
          var paste = (e.ctrlKey || e.metaKey) && !e.altKey && (e.key == 'v' || e.key == 'V');
          if (e.isComposing || e.keyCode == 229 || printable || paste) e.stopPropagation();
        });
    input.addEventListener(
        'keypress', function(e) { e.stopPropagation(); });
    input.addEventListener(
        'keyup', function(e) {
          if (e.isComposing || e.keyCode == 229) e.stopPropagation();
        });
    input.addEventListener(
        'compositionstart', function() { input.style.opacity = '1'; });
    input.addEventListener(
        'compositionend', function() {
          input.style.opacity = '0';
          commit();
        });
    input.addEventListener(
        'input', function(e) {
          if (!e.isComposing) commit();
        });
    document.body.appendChild(input);
    Module.tablerefTextInput = input;
    return input;
  };
  var input = Module.tablerefTextInput;
  if (!input) {
    if (!wanted) return;
    input = Module.tablerefMakeTextInput();
  }
  if (wanted) {
    input.style.left = x + 'px';
    input.style.top = y + 'px';
    if (document.activeElement != input) input.focus({preventScroll : true});
  } else if (document.activeElement == input) {
    input.value = "";
    input.blur();
  }
});

// The text fields of the last frame (x, y, w, h each), and once a touchend listener on the
// canvas that focuses the hidden input when a touch ends on one: inside the touch handler,
// as iPadOS Safari requires to open the keyboard. The next frame ImGui activates the field
// and text_input_js keeps the focus (or takes it back if ImGui did not).
EM_JS(void, text_fields_js, (const float* rects, int count), {
  var fields = [];
  for (var i = 0; i < count * 4; ++i) fields.push(HEAPF32[(rects >> 2) + i]);
  Module.tablerefTextFields = fields;
  if (Module.tablerefTouchFocus || !Module.canvas) return;
  Module.tablerefTouchFocus = true;
  Module.tablerefFocusedInTouch = 0;
  Module.canvas.addEventListener('touchend', function(e) {
    var touch = e.changedTouches && e.changedTouches[0];
    if (!touch || !Module.tablerefMakeTextInput) return;
    var box = Module.canvas.getBoundingClientRect();
    var x = touch.clientX - box.left;
    var y = touch.clientY - box.top;
    var f = Module.tablerefTextFields;
    for (var j = 0; j + 3 < f.length; j += 4) {
      if (x >= f[j] && y >= f[j + 1] && x <= f[j] + f[j + 2] && y <= f[j + 1] + f[j + 3]) {
        var input = Module.tablerefTextInput || Module.tablerefMakeTextInput();
        input.style.left = f[j] + 'px';
        input.style.top = f[j + 1] + 'px';
        input.focus({preventScroll : true});
        Module.tablerefFocusedInTouch++;
        return;
      }
    }
  }, {capture : true, passive : true});
});

// The clipboard (docs/web.md, "Clipboard"). ImGui asks for the clipboard's text synchronously;
// the browser gives it only in a paste event (or asynchronously, with permission). So every
// paste event's text becomes the app's clipboard (tableref_clipboard_arrived), and a paste on
// the hidden input (a hardware Ctrl/Cmd+V, or the native Paste of a long press on a tablet)
// goes into the active field (tableref_text_pasted), not into the hidden input.
// What the app copies goes to the system clipboard where the browser allows it
// (navigator.clipboard, else the copy command), and stays the app's own either way.
EM_JS(void, clipboard_js, (), {
  if (Module.tablerefClipboard) return;
  Module.tablerefClipboard = true;
  document.addEventListener('paste', function(e) {
    var text = e.clipboardData ? e.clipboardData.getData('text/plain') : "";
    if (!text) return;
    Module.ccall('tableref_clipboard_arrived', null, ['string'], [text]);
    var input = Module.tablerefTextInput;
    if (input && e.target == input) {
      e.preventDefault();
      Module.ccall('tableref_text_pasted', null, ['string'], [text]);
    }
  }, true);
});

EM_JS(void, clipboard_write_js, (const char* utf8), {
  var text = UTF8ToString(utf8);
  var byCommand = function() {
    var put = function(e) {
      e.clipboardData.setData('text/plain', text);
      e.preventDefault();
    };
    document.addEventListener('copy', put, true);
    try { document.execCommand('copy'); } catch (e) {}
    document.removeEventListener('copy', put, true);
  };
  if (navigator.clipboard && navigator.clipboard.writeText) {
    try {
      navigator.clipboard.writeText(text).catch(byCommand);
    } catch (e) {
      byCommand();
    }
  } else {
    byCommand();  // not a secure context (plain HTTP on a club's network): no navigator.clipboard
  }
});

EM_JS(int, apple_keyboard_js, (),
      { return /Mac|iPhone|iPad|iPod/.test(navigator.platform || "") ? 1 : 0; });

EM_JS(void, offer_file_js, (const char* path_utf8), {
  var path = UTF8ToString(path_utf8);
  var data = FS.readFile(path);
  var link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([data], {
    type:
      'application/octet-stream'
  }));
  link.download = path.substring(path.lastIndexOf('/') + 1);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(
      function() { URL.revokeObjectURL(link.href); }, 60000);
});

EM_JS(void, pick_file_js, (const char* directory_utf8, const char* name_utf8), {
  var picker = Module.tablerefFilePicker;
  if (!picker) {
    picker = document.createElement('input');
    picker.type = 'file';
    picker.id = 'tableref-file-picker';
    picker.style.display = 'none';
    picker.addEventListener(
        'change', function() {
          var directory = picker.dataset.directory;
          var name = picker.dataset.name;
          Array.prototype.forEach.call(
              picker.files, function(file) {
                // Under the name the screen asked for, else its own (app::picked_file_path).
                var path = Module.ccall('tableref_picked_file_path', 'string',
                                        ['string', 'string', 'string'],
                                        [directory, name, file.name]);
                file.arrayBuffer().then(function(buffer) {
                  FS.mkdirTree(directory);
                  FS.writeFile(path, new Uint8Array(buffer));
                  Module.ccall('tableref_file_picked', null, ['string'], [path]);
                });
              });
          picker.value = "";
        });
    document.body.appendChild(picker);
    Module.tablerefFilePicker = picker;
  }
  picker.dataset.directory = UTF8ToString(directory_utf8);
  picker.dataset.name = UTF8ToString(name_utf8);
  picker.click();
});

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

std::string& last_picked() {
  static std::string path;
  return path;
}

int& files_picked() {
  static int count = 0;
  return count;
}

// The clipboard's text as the app knows it: the last it copied or the browser pasted.
std::string& clipboard() {
  static std::string text;
  return text;
}

const char* clipboard_text(void* /*user_data*/) {
  return clipboard().c_str();
}

void set_clipboard_text(void* /*user_data*/, const char* text) {
  clipboard() = text;
  clipboard_write_js(text);
}

// Text pasted into the active field, not typed yet: ImGui takes no typed characters while
// Ctrl (or Cmd) is held, and a Ctrl+V's paste comes before the key is let go.
std::string& pasted() {
  static std::string text;
  return text;
}

// Whether the field being edited takes several lines (its pasted line breaks stay).
bool active_field_multiline() {
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  return g.ActiveId != 0 && g.InputTextState.ID == g.ActiveId &&
         (g.InputTextState.Flags & ImGuiInputTextFlags_Multiline) != 0;
}

void type_pasted_text() {
  if (pasted().empty() || (SDL_GetModState() & (KMOD_CTRL | KMOD_GUI)) != 0) return;
  // A multi-line field takes the lines as they are (ImGui drops the CR of a CRLF); a
  // single-line one gets them as spaces, as the desktop's Ctrl+V does.
  const std::string text = active_field_multiline() ? pasted() : app::one_line_paste(pasted());
  ImGui::GetIO().AddInputCharactersUTF8(text.c_str());
  pasted().clear();
}

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

// Notes that `path` is being decoded; returns where its pixels go (its folder made).
std::string mark_photo_decoding(const std::string& path) {
  photo_decodings().insert(path);
  const std::string pixels = photo_pixels_path(path);
  std::error_code ec;
  fs::create_directories(fs::path(pixels).parent_path(), ec);
  return pixels;
}

// The photo worker (platform/photo_worker.cpp) and the reading it was last asked for.
struct PhotoRead {
  // Emscripten numbers its workers from 0 (the first one made is 0), so "none yet" is an
  // empty optional, not 0: taking 0 for none made a new worker on every photo and then read
  // the photo on the page's own thread anyway (the page stopped while it read).
  std::optional<worker_handle> worker;
  int generation = 0;      // of the last request: an older request's answer is dropped
  bool running = false;    // asked, not answered yet
  int frames_running = 0;  // frames drawn while it ran (the web test reads it)
  std::optional<Result<vision::BoardReading>> arrived;
};
PhotoRead& photo_read() {
  static PhotoRead read;
  return read;
}

void photo_read_answered(char* data, int size, void* generation) {
  PhotoRead& read = photo_read();
  if (reinterpret_cast<std::intptr_t>(generation) != read.generation) return;
  read.running = false;
  read.arrived = photo_worker_wire::decode_reading(
      std::string_view(data, static_cast<std::size_t>(std::max(size, 0))));
}

void browser_frame() {
  if (storage_hold(0) != 0) return;  // the last write is not in IndexedDB yet
  if (photo_read().running) ++photo_read().frames_running;
  running_app()->frame();
}

}  // namespace

FontChoice cjk_font() {
  // Made by cmake/web_font_subset.py at build time and preloaded (cmake/Web.cmake).
  return {"/fonts/tableref-cjk.ttf", 0};
}

void prepare(AppOptions& options) {
  options.width = EM_ASM_INT({ return window.innerWidth; });
  options.height = EM_ASM_INT({ return window.innerHeight; });
}

float display_scale(SDL_Window* /*window*/, SDL_Renderer* /*renderer*/, int /*width*/) {
  return 1.0f;
}

void run(std::unique_ptr<App> app) {
  ImGuiIO& io = ImGui::GetIO();
  io.ImeSetInputScreenPosFn = remember_text_spot;
  io.GetClipboardTextFn = clipboard_text;
  io.SetClipboardTextFn = set_clipboard_text;
  // A Mac's or an iPad's keyboard: Cmd+C / Cmd+X / Cmd+A in a field, as everywhere there.
  io.ConfigMacOSXBehaviors = apple_keyboard_js() != 0;
  clipboard_js();
  running_app() = std::move(app);
  // 0 fps: the browser's own frame rate (requestAnimationFrame); 1: main() never continues.
  emscripten_set_main_loop(browser_frame, 0, 1);
}

bool writes_durable() {
  return storage_hold(1) == 0;
}

bool storage_refused() {
  return storage_refused_js() != 0;
}

StorageState storage_state() {
  if (storage_refused()) return StorageState::kRefused;
  switch (storage_kind_js()) {
    case 1:
      return StorageState::kPersistent;
    case 2:
      return StorageState::kPrivate;
    default:
      return StorageState::kBestEffort;
  }
}

void want_text_input(bool wanted) {
  if (wanted) {
    type_pasted_text();
  } else {
    pasted().clear();  // the field was left before the keys were let go
  }
  text_input_js(wanted ? 1 : 0, text_spot().x, text_spot().y);
}

namespace {
std::vector<float>& text_fields() {
  static std::vector<float> fields;
  return fields;
}
}  // namespace

void note_text_field(float x, float y, float w, float h) {
  text_fields().insert(text_fields().end(), {x, y, w, h});
}

void text_fields_drawn() {
  text_fields_js(text_fields().data(), static_cast<int>(text_fields().size() / 4));
  text_fields().clear();
}

void offer_file(const std::string& path) {
  offer_file_js(path.c_str());
}

bool picks_files() {
  return true;
}

bool has_file_paths() {
  return false;
}

void pick_file(const std::string& directory, const std::string& file_name) {
  pick_file_js(directory.c_str(), file_name.c_str());
}

int picked_files() {
  return files_picked();
}

std::string last_picked_file() {
  return last_picked();
}

void pick_photo(const std::string& directory) {
  pick_photo_js(directory.c_str());
}

bool start_photo_read(const std::vector<std::uint8_t>& rgb, int width, int height,
                      const vision::ReadOptions& options) {
  PhotoRead& read = photo_read();
  if (!read.worker) read.worker = emscripten_create_worker("tableref_photo_worker.js");
  std::vector<std::uint8_t> request =
      photo_worker_wire::encode_request(rgb, width, height, options);
  ++read.generation;
  read.running = true;
  read.frames_running = 0;
  read.arrived.reset();
  // The bytes are copied into the message: `request` may go when this returns.
  emscripten_call_worker(*read.worker, "tableref_read_photo",
                         reinterpret_cast<char*>(request.data()), static_cast<int>(request.size()),
                         photo_read_answered,
                         reinterpret_cast<void*>(static_cast<std::intptr_t>(read.generation)));
  return true;
}

std::optional<Result<vision::BoardReading>> take_photo_read() {
  std::optional<Result<vision::BoardReading>> taken = std::move(photo_read().arrived);
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

// Called by the file picker's JavaScript for where a picked file goes (app::picked_file_path);
// ccall copies the answer out at once.
extern "C" EMSCRIPTEN_KEEPALIVE const char* tableref_picked_file_path(const char* directory_utf8,
                                                                      const char* wanted_utf8,
                                                                      const char* own_utf8) {
  static std::string path;
  path = tableref::app::picked_file_path(directory_utf8, wanted_utf8, own_utf8);
  return path.c_str();
}

// Called by the photo picker's JavaScript before it decodes a picked photo: where its pixels
// go. ccall copies the answer out at once.
extern "C" EMSCRIPTEN_KEEPALIVE const char* tableref_photo_decoding(const char* path_utf8) {
  static std::string pixels;
  pixels = tableref::gui::platform::mark_photo_decoding(path_utf8);
  return pixels.c_str();
}

// Called by the pickers' JavaScript when a picked file (and a photo's pixels) is in MEMFS, and
// when a stored photo's pixels have been decoded again (decode_photo).
extern "C" EMSCRIPTEN_KEEPALIVE void tableref_file_picked(const char* path_utf8) {
  tableref::gui::platform::last_picked() = path_utf8;
  ++tableref::gui::platform::files_picked();
}

// Called by the paste listener with the text of a paste event (UTF-8): ImGui's clipboard.
extern "C" EMSCRIPTEN_KEEPALIVE void tableref_clipboard_arrived(const char* utf8) {
  tableref::gui::platform::clipboard() = utf8;
}

// Called by the paste listener with the text pasted on the hidden input (UTF-8): typed into
// the active field once Ctrl/Cmd is let go.
extern "C" EMSCRIPTEN_KEEPALIVE void tableref_text_pasted(const char* utf8) {
  tableref::gui::platform::pasted() += utf8;
}

// Called by the hidden input's JavaScript with the text it committed (UTF-8).
extern "C" EMSCRIPTEN_KEEPALIVE void tableref_text_typed(const char* utf8) {
  ImGui::GetIO().AddInputCharactersUTF8(utf8);
}

// A read-only view of the app for the web tests and the benchmark: the screen, the frame
// count and the probe of the last frame (every widget's rectangle and recorded texts, the
// same probe the desktop UI tests read), as JSON. Nothing in it changes the app.
extern "C" EMSCRIPTEN_KEEPALIVE const char* tableref_probe_json() {
  static std::string text;
  auto& app = tableref::gui::platform::running_app();
  nlohmann::json out;
  if (app) {
    out["screen"] = app->current().id();
    out["frame"] = app->frame_count();
    out["storage_refused"] = tableref::gui::platform::storage_refused();
    out["storage"] = [] {
      using tableref::gui::platform::StorageState;
      switch (tableref::gui::platform::storage_state()) {
        case StorageState::kDisk:
          return "disk";
        case StorageState::kPersistent:
          return "persistent";
        case StorageState::kBestEffort:
          return "best_effort";
        case StorageState::kPrivate:
          return "private";
        case StorageState::kRefused:
          return "refused";
      }
      return "";
    }();
    out["clipboard"] = tableref::gui::platform::clipboard();
    const auto& read = tableref::gui::platform::photo_read();
    out["photo_read"] = {{"generation", read.generation},
                         {"running", read.running},
                         {"frames_running", read.frames_running}};
    const auto& probe = tableref::gui::probe();
    nlohmann::json rects = nlohmann::json::object();
    for (const auto& [id, r] : probe.rects()) {
      // The content fingerprint as text: a 64-bit number does not survive JavaScript's doubles.
      rects[id] = {r.x,
                   r.y,
                   r.w,
                   r.h,
                   r.clip_x0,
                   r.clip_y0,
                   r.clip_x1,
                   r.clip_y1,
                   r.view_only ? 1 : 0,
                   r.label_clipped ? 1 : 0,
                   std::to_string(r.content)};
    }
    out["rects"] = rects;
    out["texts"] = probe.texts();
  }
  text = out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return text.c_str();
}

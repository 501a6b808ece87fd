// The browser side of the platform layer (platform.hpp), built with emscripten: the frames,
// storage and files; text input is in web_text.cpp, photos in web_photos.cpp. The page's
// JavaScript half is web/pre.js (storage mount) and the EM_JS functions; docs/web.md explains
// the choices (IDBFS, the hidden input, single thread).
#include <emscripten.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "platform/platform.hpp"
#include "platform/web_internal.hpp"
#include "tableref/app/picked_file.hpp"

namespace tableref::gui::platform {
namespace {

// The browser calls back into the app once per animation frame, long after main() returned
// to it: the app lives here for the page's life.
std::unique_ptr<FrameLoop>& running_app() {
  static std::unique_ptr<FrameLoop> app;
  return app;
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

// clang-format on

std::string& last_picked() {
  static std::string path;
  return path;
}

int& files_picked() {
  static int count = 0;
  return count;
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

void prepare(int& width, int& height) {
  width = EM_ASM_INT({ return window.innerWidth; });
  height = EM_ASM_INT({ return window.innerHeight; });
}

float display_scale(SDL_Window* /*window*/, SDL_Renderer* /*renderer*/, int /*width*/) {
  return 1.0f;
}

void run(std::unique_ptr<FrameLoop> app) {
  start_text_input();
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

// Called by the pickers' JavaScript when a picked file (and a photo's pixels) is in MEMFS, and
// when a stored photo's pixels have been decoded again (decode_photo).
extern "C" EMSCRIPTEN_KEEPALIVE void tableref_file_picked(const char* path_utf8) {
  tableref::gui::platform::last_picked() = path_utf8;
  ++tableref::gui::platform::files_picked();
}

// A read-only view of the app for the web tests and the benchmark: the platform's storage,
// clipboard and photo reading, and the app's own part (FrameLoop::write_probe: the screen,
// the frame count and the probe of the last frame), as JSON. Nothing in it changes the app.
extern "C" EMSCRIPTEN_KEEPALIVE const char* tableref_probe_json() {
  static std::string text;
  auto& app = tableref::gui::platform::running_app();
  nlohmann::json out;
  if (app) {
    app->write_probe(out);
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
  }
  text = out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return text.c_str();
}

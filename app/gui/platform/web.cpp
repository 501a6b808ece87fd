// The browser side of the platform layer (platform.hpp), built with emscripten. The page's
// JavaScript half is web/pre.js (storage mount) and the EM_JS functions below; docs/web.md
// explains the choices (IDBFS, the hidden input, single thread).
#include <emscripten.h>
#include <imgui.h>

#include <nlohmann/json.hpp>
#include <string>

#include "app.hpp"
#include "platform/platform.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui::platform {
namespace {

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

// The hidden input: created once, focused while ImGui wants text. Printable keys and IME
// composition stay with it (SDL 2.26 on the web reads only key events, which carry no
// Chinese); what it commits goes to ImGui through tableref_text_typed. Editing keys
// (Backspace, Enter, arrows) reach SDL as before. While composing, the input shows the
// composition where the field is.
EM_JS(void, text_input_js, (int wanted, int x, int y), {
  var input = Module.tablerefTextInput;
  if (!input) {
    if (!wanted) return;
    input = document.createElement('input');
    input.type = 'text';
    input.id = 'tableref-text-input';
    input.setAttribute('autocomplete', 'off');
    input.setAttribute('autocorrect', 'off');
    input.setAttribute('autocapitalize', 'off');
    input.setAttribute('spellcheck', 'false');
    input.style.cssText =
        'position:fixed;left:0;top:0;width:12em;height:1.6em;font:20px sans-serif;' +
        'opacity:0;border:0;padding:0 4px;z-index:10;background:#fff;color:#000';
    var commit = function() {
      var text = input.value;
      input.value = "";
      if (text) Module.ccall('tableref_text_typed', null, ['string'], [text]);
    };
    input.addEventListener(
        'keydown', function(e) {
          var printable = e.key && e.key.length == 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
          if (e.isComposing || e.keyCode == 229 || printable) e.stopPropagation();
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
          Array.prototype.forEach.call(
              picker.files, function(file) {
                file.arrayBuffer().then(function(buffer) {
                  FS.mkdirTree(directory);
                  FS.writeFile(directory + '/' + file.name, new Uint8Array(buffer));
                  Module.tablerefFilesPicked = (Module.tablerefFilesPicked || 0) + 1;
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

void browser_frame() {
  if (storage_hold(0) != 0) return;  // the last write is not in IndexedDB yet
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
  ImGui::GetIO().ImeSetInputScreenPosFn = remember_text_spot;
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

void want_text_input(bool wanted) {
  text_input_js(wanted ? 1 : 0, text_spot().x, text_spot().y);
}

void offer_file(const std::string& path) {
  offer_file_js(path.c_str());
}

bool picks_files() {
  return true;
}

void pick_file(const std::string& directory, const std::string& file_name) {
  pick_file_js(directory.c_str(), file_name.c_str());
}

int picked_files() {
  return EM_ASM_INT({ return Module.tablerefFilesPicked || 0; });
}

// SDL2_image is not in the web build; decoding through the browser is the web issue's.
bool decodes_photos() {
  return false;
}

std::optional<PhotoPixels> load_photo(const std::string& /*path*/) {
  return std::nullopt;
}

}  // namespace tableref::gui::platform

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
    const auto& probe = tableref::gui::probe();
    nlohmann::json rects = nlohmann::json::object();
    for (const auto& [id, r] : probe.rects()) {
      rects[id] = {
          r.x, r.y, r.w, r.h, r.clip_x0, r.clip_y0, r.clip_x1, r.clip_y1, r.view_only ? 1 : 0};
    }
    out["rects"] = rects;
    out["texts"] = probe.texts();
  }
  text = out.dump();
  return text.c_str();
}

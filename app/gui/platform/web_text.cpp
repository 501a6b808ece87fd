// The browser side of the platform layer (platform.hpp): text input, with the page's hidden
// input for on-screen keyboards and IMEs, and the clipboard (docs/web.md, "Text input",
// "Clipboard"). Split from web.cpp, which runs the frames and keeps the storage.
#include <emscripten.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <string>
#include <vector>

#include "platform/platform.hpp"
#include "platform/web_internal.hpp"
#include "tableref/app/pasted_text.hpp"

namespace tableref::gui::platform {

// The clipboard's text as the app knows it: the last it copied or the browser pasted.
std::string& clipboard() {
  static std::string text;
  return text;
}

namespace {

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

// clang-format on

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

std::vector<float>& text_fields() {
  static std::vector<float> fields;
  return fields;
}

}  // namespace

void start_text_input() {
  ImGuiIO& io = ImGui::GetIO();
  io.ImeSetInputScreenPosFn = remember_text_spot;
  io.GetClipboardTextFn = clipboard_text;
  io.SetClipboardTextFn = set_clipboard_text;
  // A Mac's or an iPad's keyboard: Cmd+C / Cmd+X / Cmd+A in a field, as everywhere there.
  io.ConfigMacOSXBehaviors = apple_keyboard_js() != 0;
  clipboard_js();
}

void want_text_input(bool wanted) {
  if (wanted) {
    type_pasted_text();
  } else {
    pasted().clear();  // the field was left before the keys were let go
  }
  text_input_js(wanted ? 1 : 0, text_spot().x, text_spot().y);
}

void note_text_field(float x, float y, float w, float h) {
  text_fields().insert(text_fields().end(), {x, y, w, h});
}

void text_fields_drawn() {
  text_fields_js(text_fields().data(), static_cast<int>(text_fields().size() / 4));
  text_fields().clear();
}

}  // namespace tableref::gui::platform

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

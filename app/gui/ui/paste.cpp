#include "paste.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <string>

#include "tableref/app/pasted_text.hpp"

namespace tableref::gui {
namespace {

const char* (*backend_reader)(void*) = nullptr;

// ImGui reads the clipboard for a paste while the field is active (InputText's Ctrl+V).
bool single_line_field_active() {
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  return g.ActiveId != 0 && g.InputTextState.ID == g.ActiveId &&
         (g.InputTextState.Flags & ImGuiInputTextFlags_Multiline) == 0;
}

const char* clipboard_for_paste(void* user_data) {
  const char* text = backend_reader != nullptr ? backend_reader(user_data) : nullptr;
  if (text == nullptr || !single_line_field_active()) return text;
  // ImGui copies the text at once; it stays valid until the next read.
  static std::string one_line;
  one_line = app::one_line_paste(text);
  return one_line.c_str();
}

}  // namespace

void install_one_line_paste() {
  ImGuiIO& io = ImGui::GetIO();
  if (io.GetClipboardTextFn == clipboard_for_paste) return;
  backend_reader = io.GetClipboardTextFn;
  io.GetClipboardTextFn = clipboard_for_paste;
}

}  // namespace tableref::gui

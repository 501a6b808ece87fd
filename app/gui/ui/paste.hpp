#pragma once
// Ctrl/Cmd+V into a single-line field: ImGui would drop the pasted text's line breaks
// ("Anna⏎Maria" became "AnnaMaria"); the clipboard ImGui reads gives that field the text
// with each line break as a space (app::one_line_paste). A multi-line field, and a button
// that reads the clipboard itself ("Paste fumen"), get the clipboard as it is.
namespace tableref::gui {

// Wraps ImGui's clipboard reader (the SDL backend's, set by its init). Call once after the
// backend's init. The browser's paste event has its own path (platform/web.cpp).
void install_one_line_paste();

}  // namespace tableref::gui

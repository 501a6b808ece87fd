#pragma once
// Text pasted into a single-line field (a player's name, an amount). ImGui drops the line
// breaks of such a paste, so "Anna⏎Maria" became "AnnaMaria". The choice (docs/gui.md,
// "Pasting"): every line break becomes one space, so what was pasted stays readable and
// nothing is glued together ("Anna Maria"); the player can then cut it where they want.
// Line breaks at the start and the end (a copied line's own) are dropped. The desktop's
// Ctrl+V (ui/paste.cpp) and the browser's paste event (platform/web.cpp) both use it.
#include <string>
#include <string_view>

namespace tableref::app {

// `text` with each run of line breaks (CR, LF, CRLF, and the Unicode line and paragraph
// separators U+2028, U+2029) and the spaces and tabs around it as one space; leading and
// trailing line breaks removed. Text without line breaks comes back unchanged.
[[nodiscard]] std::string one_line_paste(std::string_view text);

}  // namespace tableref::app

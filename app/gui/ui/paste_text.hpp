#pragma once
// Text pasted into a field, made fit for it: line endings of any system (CR LF, CR) become
// LF; in a single-line field each run of line breaks becomes one space and breaks at the
// ends are dropped, so "Anna⏎Maria" pastes as "Anna Maria", not "AnnaMaria" (ImGui's
// single-line field drops the line breaks, joining the words).
#include <string>
#include <string_view>

namespace tableref::gui {

[[nodiscard]] std::string paste_text_for_field(std::string_view text, bool multiline);

}  // namespace tableref::gui

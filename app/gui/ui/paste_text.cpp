#include "ui/paste_text.hpp"

namespace tableref::gui {

std::string paste_text_for_field(std::string_view text, bool multiline) {
  std::string lf;
  lf.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\r') {
      lf += '\n';
      if (i + 1 < text.size() && text[i + 1] == '\n') ++i;
    } else {
      lf += text[i];
    }
  }
  if (multiline) return lf;
  std::string line;
  line.reserve(lf.size());
  bool pending_break = false;
  for (const char c : lf) {
    if (c == '\n') {
      pending_break = !line.empty();
      continue;
    }
    if (pending_break) {
      if (line.back() != ' ' && c != ' ') line += ' ';
      pending_break = false;
    }
    line += c;
  }
  return line;
}

}  // namespace tableref::gui

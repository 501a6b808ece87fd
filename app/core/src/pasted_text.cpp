#include "tableref/app/pasted_text.hpp"

namespace tableref::app {
namespace {

// The length of the line break starting at `i` (CR, LF, U+2028, U+2029 in UTF-8), or 0.
std::size_t break_at(std::string_view text, std::size_t i) {
  if (text[i] == '\r' || text[i] == '\n') return 1;
  // U+2028 and U+2029: E2 80 A8 / E2 80 A9.
  if (text.substr(i, 2) == "\xE2\x80" && i + 2 < text.size() &&
      (text[i + 2] == '\xA8' || text[i + 2] == '\xA9')) {
    return 3;
  }
  return 0;
}

bool blank(char c) {
  return c == ' ' || c == '\t';
}

}  // namespace

std::string one_line_paste(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  bool pending_break = false;  // a line break seen since the last text kept
  std::size_t i = 0;
  while (i < text.size()) {
    if (const std::size_t n = break_at(text, i); n > 0) {
      // The spaces and tabs before the break go with it.
      while (!out.empty() && blank(out.back())) out.pop_back();
      pending_break = true;
      i += n;
      continue;
    }
    if (pending_break && blank(text[i])) {  // and those after it
      ++i;
      continue;
    }
    if (pending_break && !out.empty()) out += ' ';
    pending_break = false;
    out += text[i];
    ++i;
  }
  return out;
}

}  // namespace tableref::app

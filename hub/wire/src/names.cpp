#include "tableref/hub/names.hpp"

#include <cstdint>

namespace tableref::hub {
namespace {

// The length of the UTF-8 sequence starting at `text[i]`, 0 when it is malformed (overlong
// forms, surrogates and code points above U+10FFFF included).
std::size_t utf8_length(std::string_view text, std::size_t i, std::uint32_t& code_point) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  std::size_t length = 0;
  if (lead < 0x80) {
    code_point = lead;
    return 1;
  }
  if (lead >= 0xC2 && lead <= 0xDF) length = 2;
  if (lead >= 0xE0 && lead <= 0xEF) length = 3;
  if (lead >= 0xF0 && lead <= 0xF4) length = 4;
  if (length == 0 || i + length > text.size()) return 0;
  code_point = lead & (0x7F >> length);
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    code_point = (code_point << 6) | (byte(i + k) & 0x3F);
  }
  const std::uint32_t minimum = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000;
  if (code_point < minimum || code_point > 0x10FFFF) return 0;
  if (code_point >= 0xD800 && code_point <= 0xDFFF) return 0;
  return length;
}

bool control(std::uint32_t c) {
  return c < 0x20 || (c >= 0x7F && c <= 0x9F);
}

bool allowed_in_name(std::uint32_t c) {
  if (c >= 0x80) return !control(c);
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) return true;
  return c == ' ' || c == '-' || c == '_' || c == '.';
}

}  // namespace

bool clean_text(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    std::uint32_t c = 0;
    const std::size_t length = utf8_length(text, i, c);
    if (length == 0 || control(c)) return false;
    i += length;
  }
  return true;
}

bool valid_name(std::string_view name) {
  if (name.empty() || name.size() > kMaxNameBytes) return false;
  if (name.front() == ' ' || name.back() == ' ') return false;
  // "--" starts an SQL comment; ".." a path. Neither belongs in a club's name.
  if (name.find("--") != std::string_view::npos || name.find("..") != std::string_view::npos) {
    return false;
  }
  for (std::size_t i = 0; i < name.size();) {
    std::uint32_t c = 0;
    const std::size_t length = utf8_length(name, i, c);
    if (length == 0 || !allowed_in_name(c)) return false;
    i += length;
  }
  return true;
}

}  // namespace tableref::hub

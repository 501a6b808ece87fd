#pragma once
// What a screenshot test asserts about the words on screen (read through the probe): that a
// Chinese shot really shows Chinese, not the English fallback or an empty box.
#include <string>

namespace tableref::gui::testing {

// True when `text` holds a CJK unified ideograph (U+4E00..U+9FFF: UTF-8 lead bytes E4..E9).
inline bool has_han(const std::string& text) {
  for (std::size_t i = 0; i + 2 < text.size(); ++i) {
    const auto lead = static_cast<unsigned char>(text[i]);
    if (lead >= 0xE4 && lead <= 0xE9) return true;
  }
  return false;
}

// The language a shot is taken in shows in its text: Chinese characters for zh-*, none for en.
inline bool in_language(const std::string& text, const std::string& lang) {
  return !text.empty() && has_han(text) == (lang != "en");
}

}  // namespace tableref::gui::testing

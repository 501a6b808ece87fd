#pragma once
// Fonts come from Debian's packages, found by the platform layer (platform::cjk_font). The
// atlas holds the common CJK range plus every character of the catalog and of the names
// shown; when a new character appears, the atlas is rebuilt before the next frame.
#include <set>
#include <string>
#include <string_view>

#include "platform/font_choice.hpp"

struct ImFont;

namespace tableref::gui {

class FontManager {
 public:
  // Adds characters that must be drawable (catalog texts, names). Marks the atlas dirty
  // when one is new.
  void require(std::string_view utf8_text);
  [[nodiscard]] bool needs_rebuild() const { return dirty_; }
  [[nodiscard]] bool has_glyph(char32_t code_point) const;
  // Builds the atlas at `pixel_size`; returns an error text when no font is usable.
  [[nodiscard]] std::string build(float pixel_size);
  [[nodiscard]] const FontChoice& font() const { return font_; }
  [[nodiscard]] ImFont* large() const { return large_; }
  [[nodiscard]] int build_count() const { return builds_; }

 private:
  std::set<char32_t> required_;
  std::set<char32_t> built_;
  FontChoice font_;
  ImFont* large_ = nullptr;
  bool dirty_ = true;
  int builds_ = 0;
};

}  // namespace tableref::gui

#include "fonts.hpp"

#include <imgui.h>

#include "platform/platform.hpp"
#include "tableref/app/catalog.hpp"

namespace tableref::gui {

void FontManager::require(std::string_view utf8_text) {
  for (char32_t c : app::utf8_code_points(utf8_text)) {
    if (c < 0x20) continue;
    if (required_.insert(c).second && built_.count(c) == 0) dirty_ = true;
  }
}

bool FontManager::has_glyph(char32_t code_point) const {
  return built_.count(code_point) > 0;
}

std::string FontManager::build(float pixel_size) {
  if (font_.path.empty()) font_ = platform::cjk_font();
  if (font_.path.empty()) {
    return "No font with Chinese glyphs was found. Install one: apt-get install "
           "fonts-wqy-microhei";
  }
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();

  ImFontGlyphRangesBuilder builder;
  builder.AddRanges(io.Fonts->GetGlyphRangesDefault());
  builder.AddRanges(io.Fonts->GetGlyphRangesChineseSimplifiedCommon());
  static const ImWchar kExtra[] = {0x2000, 0x206F, 0x2190, 0x21FF, 0x2200, 0x22FF, 0x25A0,
                                   0x25FF, 0x3000, 0x303F, 0xFF00, 0xFFEF, 0};
  builder.AddRanges(kExtra);
  for (char32_t c : required_) {
    if (c <= 0xFFFF) builder.AddChar(static_cast<ImWchar>(c));
  }
  static ImVector<ImWchar> ranges;  // must outlive the atlas build
  ranges.clear();
  builder.BuildRanges(&ranges);

  ImFontConfig config;
  config.FontNo = font_.index;
  config.OversampleH = 1;
  config.OversampleV = 1;
  config.PixelSnapH = true;
  ImFont* regular =
      io.Fonts->AddFontFromFileTTF(font_.path.c_str(), pixel_size, &config, ranges.Data);
  if (regular == nullptr) return "The font " + font_.path + " could not be loaded.";
  large_ =
      io.Fonts->AddFontFromFileTTF(font_.path.c_str(), pixel_size * 1.6f, &config, ranges.Data);
  io.Fonts->Build();

  built_.clear();
  for (int i = 0; i + 1 < ranges.Size; i += 2) {
    for (unsigned c = ranges[i]; c <= ranges[i + 1] && ranges[i] != 0; ++c) {
      if (regular->FindGlyphNoFallback(static_cast<ImWchar>(c)) != nullptr) built_.insert(c);
    }
  }
  dirty_ = false;
  ++builds_;
  return {};
}

}  // namespace tableref::gui

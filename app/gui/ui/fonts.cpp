#include "fonts.hpp"

#include <fontconfig/fontconfig.h>
#include <imgui.h>

#include <filesystem>
#include <vector>

#include "tableref/app/catalog.hpp"

namespace tableref::gui {

FontChoice find_cjk_font() {
  FontChoice choice;
  if (FcInit() == FcTrue) {
    FcPattern* pattern = FcPatternCreate();
    FcCharSet* charset = FcCharSetCreate();
    FcCharSetAddChar(charset, 0x4E2D);  // 中
    FcCharSetAddChar(charset, 0x9AD4);  // 體
    FcCharSetAddChar(charset, 'A');
    FcPatternAddCharSet(pattern, FC_CHARSET, charset);
    FcObjectSet* objects = FcObjectSetBuild(FC_FILE, FC_INDEX, FC_FAMILY, nullptr);
    FcFontSet* fonts = FcFontList(nullptr, pattern, objects);
    if (fonts != nullptr) {
      // Prefer sans fonts we know render well; otherwise the first that covers the text.
      for (int pass = 0; pass < 2 && choice.path.empty(); ++pass) {
        for (int i = 0; i < fonts->nfont; ++i) {
          FcChar8* file = nullptr;
          int index = 0;
          if (FcPatternGetString(fonts->fonts[i], FC_FILE, 0, &file) != FcResultMatch) continue;
          FcPatternGetInteger(fonts->fonts[i], FC_INDEX, 0, &index);
          const std::string path(reinterpret_cast<const char*>(file));
          const bool preferred = path.find("wqy-microhei") != std::string::npos ||
                                 path.find("NotoSansCJK-Regular") != std::string::npos;
          if (pass == 0 && !preferred) continue;
          choice.path = path;
          choice.index = index;
          break;
        }
      }
      FcFontSetDestroy(fonts);
    }
    FcObjectSetDestroy(objects);
    FcCharSetDestroy(charset);
    FcPatternDestroy(pattern);
  }
  if (choice.path.empty()) {
    const std::vector<FontChoice> known{
        {"/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", 0},
        {"/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 2},
        {"/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc", 0},
    };
    for (const auto& font : known) {
      if (std::filesystem::exists(font.path)) return font;
    }
  }
  return choice;
}

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
  if (font_.path.empty()) font_ = find_cjk_font();
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

#pragma once
// A font file and its face index: what the platform finds (platform::cjk_font) and the font
// manager (ui/fonts.hpp) loads. Here, on the platform's floor, so that the platform includes
// nothing of the UI above it.
#include <string>

namespace tableref::gui {

struct FontChoice {
  std::string path;
  int index = 0;
};

}  // namespace tableref::gui

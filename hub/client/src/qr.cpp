#include "tableref/hub/qr.hpp"

#ifdef TABLEREF_HAVE_QRENCODE
#include <qrencode.h>
#endif

namespace tableref::hub {

std::vector<std::vector<bool>> qr_modules(std::string_view text) {
#ifdef TABLEREF_HAVE_QRENCODE
  const std::string input(text);
  QRcode* code = QRcode_encodeString(input.c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1);
  if (code == nullptr) return {};
  const auto width = static_cast<std::size_t>(code->width);
  std::vector<std::vector<bool>> rows(width, std::vector<bool>(width));
  // Bit 0 of each byte is the module's color (qrencode.h); the other bits say what it is.
  for (std::size_t y = 0; y < width; ++y) {
    for (std::size_t x = 0; x < width; ++x) rows[y][x] = (code->data[y * width + x] & 1) != 0;
  }
  QRcode_free(code);
  return rows;
#else
  (void)text;
  return {};
#endif
}

bool qr_available() {
#ifdef TABLEREF_HAVE_QRENCODE
  return true;
#else
  return false;
#endif
}

std::string qr_text(const std::vector<std::vector<bool>>& modules) {
  constexpr int kQuiet = 4;
  const int size = static_cast<int>(modules.size());
  const auto dark = [&](int x, int y) {
    return x >= 0 && y >= 0 && x < size && y < size &&
           modules[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
  };
  std::string out;
  // Light is the block drawn (a terminal's background may be dark), dark is left blank.
  for (int y = -kQuiet; y < size + kQuiet; y += 2) {
    for (int x = -kQuiet; x < size + kQuiet; ++x) {
      const bool top = !dark(x, y);
      const bool bottom = y + 1 < size + kQuiet && !dark(x, y + 1);
      out += top && bottom ? "█" : top ? "▀" : bottom ? "▄" : " ";
    }
    out += '\n';
  }
  return out;
}

}  // namespace tableref::hub

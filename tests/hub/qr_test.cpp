// The share URL's QR code: a symbol of the size its length needs, with the three finder
// patterns a phone's camera looks for, drawn for a terminal with its quiet zone.
#include <gtest/gtest.h>

#include <algorithm>

#include "tableref/hub/qr.hpp"

namespace tableref::hub {
namespace {

// The 7x7 finder pattern with its corner at (x, y): a dark ring, a light ring, a dark 3x3.
bool finder_at(const std::vector<std::vector<bool>>& m, std::size_t x, std::size_t y) {
  for (std::size_t dy = 0; dy < 7; ++dy) {
    for (std::size_t dx = 0; dx < 7; ++dx) {
      const auto ring = std::max(dx > 3 ? dx - 3 : 3 - dx, dy > 3 ? dy - 3 : 3 - dy);
      if (m[y + dy][x + dx] != (ring != 2)) return false;
    }
  }
  return true;
}

TEST(ShareQrCode, AShareUrlIsASymbolWithItsThreeFinderPatterns) {
  if (!qr_available()) GTEST_SKIP() << "built without libqrencode-dev (scripts/setup.sh)";
  const std::string url = "http://127.0.0.1:8787/follow/K7QDW2MX";  // 37 bytes: version 3
  const auto m = qr_modules(url);
  ASSERT_EQ(m.size(), 29u);
  for (const auto& row : m) ASSERT_EQ(row.size(), 29u);
  EXPECT_TRUE(finder_at(m, 0, 0));
  EXPECT_TRUE(finder_at(m, 22, 0));
  EXPECT_TRUE(finder_at(m, 0, 22));
  EXPECT_FALSE(finder_at(m, 22, 22));  // the fourth corner has none
  // Another code makes another symbol.
  EXPECT_NE(qr_modules("http://127.0.0.1:8787/follow/K7QDW2MY"), m);

  const auto text = qr_text(m);
  // (29 + 2 * 4) rows, two per line: 19 lines, each 37 columns.
  EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 19);
  EXPECT_EQ(text.substr(0, text.find('\n')), [] {
    std::string quiet;
    for (int i = 0; i < 37; ++i) quiet += "█";
    return quiet;
  }());
}

}  // namespace
}  // namespace tableref::hub

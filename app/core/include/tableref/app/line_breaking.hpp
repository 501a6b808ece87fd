#pragma once
// Where a text may break into lines, for English and Chinese alike (docs/gui.md, "Line
// breaking"). ImGui breaks only at spaces, which leaves a run of Chinese on one line and,
// where it does break, gives "改抽 2 / 张方块牌" and "。" alone on a line. Here:
// - Chinese (and other CJK) text breaks between any two characters;
// - closing punctuation (，。、；：？！）」』】》…) never starts a line and opening
//   punctuation (（「『【《) never ends one (禁则, kinsoku);
// - a number stays with its unit ("5 张", "5张", "2 cards") and with the CJK label before it
//   (a run of up to 4 CJK characters: "攻击 +4"); a sign stays with its digits ("+4");
// - Latin words stay whole, unless one alone is wider than the line.
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace tableref::app {

// The width of one code point in the caller's units (pixels of the current font).
using Advance = std::function<float(char32_t)>;

// `text` broken into lines no wider than `width` (a line holding a single unbreakable piece
// wider than that is cut between code points). "\n" always breaks; spaces at a break are
// dropped. An empty text gives no lines.
[[nodiscard]] std::vector<std::string> wrap_lines(std::string_view text, float width,
                                                  const Advance& advance);

// Whether a code point is written without spaces between words (CJK ideographs, kana,
// Hangul, fullwidth forms): a line may break on either side of it.
[[nodiscard]] bool is_cjk(char32_t c);

}  // namespace tableref::app

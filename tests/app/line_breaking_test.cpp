// Line breaking for English and Chinese: the bad breaks issue 14 found, at every width.
#include "tableref/app/line_breaking.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tableref/app/catalog.hpp"

namespace tableref::app {
namespace {

// A monospace stand-in for the font: CJK twice as wide as Latin.
float advance(char32_t c) {
  return is_cjk(c) ? 2.0f : 1.0f;
}

float measure(const std::string& line) {
  float w = 0;
  for (const char32_t c : utf8_code_points(line)) w += advance(c);
  return w;
}

std::vector<std::string> wrap(const std::string& text, float width) {
  return wrap_lines(text, width, advance);
}

bool starts_with(const std::string& s, const std::string& prefix) {
  return s.compare(0, prefix.size(), prefix) == 0;
}

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::string without_spaces(const std::string& s) {
  std::string out;
  for (const char c : s) {
    if (c != ' ') out += c;
  }
  return out;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& line : lines) out += line + "/";
  return out;
}

// The Block-Killer rule line (widths from 10, five CJK characters: its longest unbreakable
// piece, "少 5 张。", is 9 wide) that read "改抽 2 / 张方块牌…5 / 张。" with ImGui's breaking.
const std::string kDrawTwo = "改抽 2 张方块牌：需手上至少 5 张垃圾牌且方块牌少于 5 张。";

TEST(line_breaking, keeps_a_number_with_its_unit_at_every_width) {
  for (float width = 10; width <= 60; width += 1) {
    const auto lines = wrap(kDrawTwo, width);
    for (std::size_t i = 0; i < lines.size(); ++i) {
      EXPECT_FALSE(starts_with(lines[i], "张")) << width << ": " << joined(lines);
      EXPECT_FALSE(ends_with(lines[i], "2") || ends_with(lines[i], "5"))
          << width << ": " << joined(lines);
    }
  }
}

TEST(line_breaking, never_starts_a_line_with_closing_punctuation) {
  for (float width = 10; width <= 60; width += 1) {
    const auto lines = wrap(kDrawTwo, width);
    for (const auto& line : lines) {
      EXPECT_NE(line, "。") << width << ": " << joined(lines);
      for (const char* mark : {"。", "：", "，", "、", "！", "？", "）", "」", "》"}) {
        EXPECT_FALSE(starts_with(line, mark)) << width << ": " << joined(lines);
      }
    }
  }
  // The full stop that ImGui left alone on a line: the character before it comes down too.
  const auto lines = wrap("方块牌少于五张。", 14);
  EXPECT_EQ(lines, (std::vector<std::string>{"方块牌少于五", "张。"}));
}

TEST(line_breaking, never_ends_a_line_with_opening_punctuation) {
  const std::string text = "放置「长条」（I5）后得分";
  for (float width = 4; width <= 30; width += 1) {
    for (const auto& line : wrap(text, width)) {
      for (const char* mark : {"「", "（"}) EXPECT_FALSE(ends_with(line, mark)) << line;
    }
  }
}

TEST(line_breaking, breaks_chinese_between_any_two_characters) {
  EXPECT_EQ(wrap("需手上至少垃圾牌且方块牌少于", 10),
            (std::vector<std::string>{"需手上至少", "垃圾牌且方", "块牌少于"}));
}

TEST(line_breaking, every_line_fits_and_nothing_is_lost) {
  for (float width = 10; width <= 60; width += 1) {
    const auto lines = wrap(kDrawTwo, width);
    std::string all;
    for (const auto& line : lines) {
      EXPECT_LE(measure(line), width) << joined(lines);
      all += line;
    }
    EXPECT_EQ(without_spaces(all), without_spaces(kDrawTwo));
  }
}

TEST(line_breaking, keeps_a_sign_with_its_digits_and_the_word_before) {
  const std::string text = "造成攻击 +4，防御 -2";
  for (float width = 5; width <= 24; width += 1) {
    const auto lines = wrap(text, width);
    for (const auto& line : lines) {
      EXPECT_FALSE(ends_with(line, "+") || ends_with(line, "-")) << joined(lines);
      EXPECT_FALSE(starts_with(line, "+") || starts_with(line, "-")) << joined(lines);
      EXPECT_FALSE(starts_with(line, "4") || starts_with(line, "2")) << joined(lines);
    }
  }
}

TEST(line_breaking, keeps_a_short_chinese_label_with_its_number) {
  // The Block-Killer ruling read "… · 旋 · 攻 / 击 +4".
  const std::string text = "T 可以锁定在这里 · 消除行数：2 · 旋 · 攻击 +4";
  for (float width = 12; width <= 50; width += 1) {
    const auto lines = wrap(text, width);
    for (const auto& line : lines) EXPECT_FALSE(ends_with(line, "攻")) << joined(lines);
  }
}

TEST(line_breaking, keeps_latin_words_whole_and_breaks_at_spaces) {
  EXPECT_EQ(wrap("Draw two block cards from the deck", 12),
            (std::vector<std::string>{"Draw two", "block cards", "from the", "deck"}));
  // A number and the word after it stay together.
  EXPECT_EQ(wrap("then draw 2 cards", 10), (std::vector<std::string>{"then draw", "2 cards"}));
}

TEST(line_breaking, cuts_a_word_wider_than_the_line) {
  EXPECT_EQ(wrap("abcdefghij", 4), (std::vector<std::string>{"abcd", "efgh", "ij"}));
}

TEST(line_breaking, keeps_newlines_and_drops_spaces_at_breaks) {
  EXPECT_EQ(wrap("one\n\ntwo  three", 5), (std::vector<std::string>{"one", "", "two", "three"}));
  EXPECT_TRUE(wrap("", 10).empty());
}

}  // namespace
}  // namespace tableref::app

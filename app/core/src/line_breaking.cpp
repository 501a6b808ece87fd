#include "tableref/app/line_breaking.hpp"

#include <cstddef>

#include "tableref/app/catalog.hpp"

namespace tableref::app {
namespace {

enum class Kind { kSpace, kCjk, kClose, kOpen, kDigit, kSign, kOther };

bool is_closing(char32_t c) {
  switch (c) {
    case U'，':
    case U'。':
    case U'、':
    case U'；':
    case U'：':
    case U'？':
    case U'！':
    case U'）':
    case U'」':
    case U'』':
    case U'】':
    case U'》':
    case U'〉':
    case U'〕':
    case U'］':
    case U'｝':
    case U'”':
    case U'’':
    case U'…':
    case U'·':
    case U'．':
    case U'％':
    case U'〜':
    case U'～':
    case U'ー':
    case U'々':
    case U'ぁ':
    case U'ぃ':
    case U'ぅ':
    case U'ぇ':
    case U'ぉ':
    case U'っ':
    case U'ゃ':
    case U'ゅ':
    case U'ょ':
    case U',':
    case U'.':
    case U';':
    case U':':
    case U'?':
    case U'!':
    case U')':
    case U']':
    case U'}':
    case U'%':
      return true;
    default:
      return false;
  }
}

bool is_opening(char32_t c) {
  switch (c) {
    case U'（':
    case U'「':
    case U'『':
    case U'【':
    case U'《':
    case U'〈':
    case U'〔':
    case U'［':
    case U'｛':
    case U'“':
    case U'‘':
    case U'(':
    case U'[':
    case U'{':
      return true;
    default:
      return false;
  }
}

Kind kind_of(char32_t c) {
  if (c == U' ' || c == U'\t' || c == U'\u3000') return Kind::kSpace;
  if (is_closing(c)) return Kind::kClose;
  if (is_opening(c)) return Kind::kOpen;
  if (c >= U'0' && c <= U'9') return Kind::kDigit;
  if (c == U'+' || c == U'-' || c == U'−' || c == U'±') return Kind::kSign;
  if (is_cjk(c)) return Kind::kCjk;
  return Kind::kOther;
}

// Fullwidth punctuation (the CJK closing and opening marks) behaves as CJK towards the
// text after or before it: "，" may end a line before any word.
bool wide(char32_t c) {
  return c >= 0x2E80;
}

// The byte length of the UTF-8 sequence at `offset` (1 for a stray byte).
std::size_t utf8_length(std::string_view text, std::size_t offset) {
  const auto lead = static_cast<unsigned char>(text[offset]);
  std::size_t length = 1;
  if ((lead & 0xE0) == 0xC0) length = 2;
  if ((lead & 0xF0) == 0xE0) length = 3;
  if ((lead & 0xF8) == 0xF0) length = 4;
  if (offset + length > text.size()) return 1;
  for (std::size_t k = 1; k < length; ++k) {
    if ((static_cast<unsigned char>(text[offset + k]) & 0xC0) != 0x80) return 1;
  }
  return length;
}

struct Piece {
  char32_t c;
  Kind kind;
  std::size_t begin;  // byte offsets in the text
  std::size_t end;
};

// Whether the code points at `a` and `b` (indices, b > a) may sit on different lines,
// where only spaces (possibly none) lie between them.
bool may_break(const std::vector<Piece>& p, std::size_t a, std::size_t b) {
  const Piece& before = p[a];
  const Piece& after = p[b];
  const bool spaced = b > a + 1;
  if (after.kind == Kind::kClose) return false;  // 禁则: no closing mark at a line start
  if (before.kind == Kind::kOpen) return false;  // nor an opening mark at a line end
  if (before.kind == Kind::kSign && after.kind == Kind::kDigit && !spaced) return false;
  // A number and its unit: "5 张", "5张", "2 cards".
  if (before.kind == Kind::kDigit && after.kind != Kind::kDigit) {
    if (after.kind == Kind::kCjk || after.kind == Kind::kOther) return false;
  }
  // A CJK word and the number after it: "攻击 +4", "改抽 2".
  const bool number_after =
      after.kind == Kind::kDigit ||
      (after.kind == Kind::kSign && b + 1 < p.size() && p[b + 1].kind == Kind::kDigit);
  if (before.kind == Kind::kCjk && number_after) return false;
  if (spaced) return true;
  // No space: CJK text breaks anywhere, Latin words and numbers stay whole.
  if (before.kind == Kind::kCjk || after.kind == Kind::kCjk) return true;
  if (before.kind == Kind::kClose && wide(before.c)) return true;
  if (after.kind == Kind::kOpen && wide(after.c)) return true;
  return false;
}

void wrap_paragraph(std::string_view text, float width, const Advance& advance,
                    std::vector<std::string>& lines) {
  std::vector<Piece> pieces;
  for (std::size_t offset = 0; offset < text.size();) {
    const std::size_t length = utf8_length(text, offset);
    const auto points = utf8_code_points(text.substr(offset, length));
    const char32_t c = points.empty() ? U'\uFFFD' : points.front();
    pieces.push_back(Piece{c, kind_of(c), offset, offset + length});
    offset += length;
  }
  // A short CJK label and the number after it stay on one line: "攻击 +4", "改抽 2". The
  // label is the run of CJK characters before the space, when it is a word's length.
  constexpr std::size_t kLabelLength = 4;
  std::vector<bool> glued(pieces.size(), false);  // no break before this code point
  for (std::size_t i = 0; i + 2 < pieces.size(); ++i) {
    const bool number = pieces[i + 2].kind == Kind::kDigit ||
                        (pieces[i + 2].kind == Kind::kSign && i + 3 < pieces.size() &&
                         pieces[i + 3].kind == Kind::kDigit);
    if (pieces[i].kind != Kind::kCjk || pieces[i + 1].kind != Kind::kSpace || !number) continue;
    std::size_t run = i;
    while (run > 0 && pieces[run - 1].kind == Kind::kCjk) --run;
    if (i + 1 - run > kLabelLength) continue;
    for (std::size_t k = run + 1; k <= i; ++k) glued[k] = true;
  }
  std::size_t start = 0;
  while (start < pieces.size() && pieces[start].kind == Kind::kSpace) ++start;
  while (start < pieces.size()) {
    // Grow the line while it fits; remember the last place it may end.
    float used = 0;
    std::size_t fit_end = start;       // one past the last code point that fits
    std::size_t break_end = start;     // one past the line's last code point at a break
    std::size_t break_next = start;    // where the next line starts at that break
    std::size_t loose_end = start;     // the same, ignoring the label glue (a fallback
    std::size_t loose_next = start;    // for a line too narrow for the label and its number)
    std::size_t last_visible = start;  // index of the last non-space code point seen
    bool have_visible = false;
    std::size_t i = start;
    for (; i < pieces.size(); ++i) {
      if (pieces[i].kind == Kind::kSpace) {
        used += advance(pieces[i].c);
        continue;
      }
      if (have_visible && may_break(pieces, last_visible, i)) {
        loose_end = last_visible + 1;
        loose_next = i;
        if (!glued[i]) {
          break_end = loose_end;
          break_next = loose_next;
        }
      }
      const float w = advance(pieces[i].c);
      if (used + w > width && have_visible) break;
      used += w;
      fit_end = i + 1;
      last_visible = i;
      have_visible = true;
    }
    std::size_t end = fit_end;
    std::size_t next = i;
    if (i < pieces.size()) {  // the line is full
      if (break_end > start) {
        end = break_end;
        next = break_next;
      } else if (loose_end > start) {
        end = loose_end;
        next = loose_next;
      } else {
        // One piece wider than the line: cut it, letting closing marks hang past the edge
        // rather than start the next line.
        end = fit_end;
        while (end < pieces.size() && pieces[end].kind == Kind::kClose) ++end;
        next = end;
      }
    }
    lines.emplace_back(text.substr(pieces[start].begin, pieces[end - 1].end - pieces[start].begin));
    start = next;
    while (start < pieces.size() && pieces[start].kind == Kind::kSpace) ++start;
  }
}

}  // namespace

bool is_cjk(char32_t c) {
  return (c >= 0x1100 && c <= 0x11FF) ||  // Hangul Jamo
         (c >= 0x2E80 && c <= 0x9FFF) ||  // CJK radicals, punctuation, kana, ideographs
         (c >= 0xAC00 && c <= 0xD7AF) ||  // Hangul syllables
         (c >= 0xF900 && c <= 0xFAFF) ||  // CJK compatibility ideographs
         (c >= 0xFF00 && c <= 0xFF60) ||  // fullwidth forms
         (c >= 0x20000 && c <= 0x3FFFF);  // ideographs beyond the BMP
}

std::vector<std::string> wrap_lines(std::string_view text, float width, const Advance& advance) {
  std::vector<std::string> lines;
  std::size_t begin = 0;
  while (begin <= text.size()) {
    const std::size_t newline = text.find('\n', begin);
    const std::size_t end = newline == std::string_view::npos ? text.size() : newline;
    const std::size_t before = lines.size();
    wrap_paragraph(text.substr(begin, end - begin), width, advance, lines);
    if (newline == std::string_view::npos) break;
    if (lines.size() == before) lines.emplace_back();  // an empty line is kept
    begin = newline + 1;
  }
  return lines;
}

}  // namespace tableref::app

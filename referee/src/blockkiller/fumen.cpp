#include "tableref/referee/blockkiller/fumen.hpp"
#include "tableref/referee/blockkiller/reason.hpp"

#include <algorithm>
#include <tuple>

namespace tableref::blockkiller::fumen {
namespace {

constexpr std::string_view kTable =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
constexpr std::string_view kCommentTable =
    " !\"#$%&'()*+,-./"
    "0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~";
constexpr int kCommentBase = static_cast<int>(kCommentTable.size()) + 1;  // 96
constexpr int kFieldBlocks = (kFieldTop + 1) * kWidth;                    // 240

std::int64_t i64(std::size_t v) {
  return static_cast<std::int64_t>(v);
}

struct Reader {
  std::vector<int> values;
  std::size_t pos = 0;
  bool failed = false;

  // Little-endian base-64 number of `count` digits; marks failure when the text runs out.
  std::int64_t poll(int count) {
    std::int64_t value = 0;
    std::int64_t scale = 1;
    for (int i = 0; i < count; ++i) {
      if (pos >= values.size()) {
        failed = true;
        return 0;
      }
      value += values[pos++] * scale;
      scale *= 64;
    }
    return value;
  }
  [[nodiscard]] bool empty() const { return pos >= values.size(); }
};

struct Writer {
  std::vector<int> values;
  void push(std::int64_t value, int count) {
    for (int i = 0; i < count; ++i) {
      values.push_back(static_cast<int>(value % 64));
      value /= 64;
    }
  }
};

// The field a page works on: 23 playable rows and the garbage row (index -1).
struct Grid {
  FumenField f;
  [[nodiscard]] int get(int x, int y) const {
    if (y < 0) return static_cast<int>(f.garbage[static_cast<std::size_t>(x)]);
    return static_cast<int>(f.cells[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]);
  }
  void set(int x, int y, int v) {
    const auto c = static_cast<Colour>(v);
    if (y < 0) {
      f.garbage[static_cast<std::size_t>(x)] = c;
    } else {
      f.cells[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = c;
    }
  }
};

bool operation_fits(const Operation& op) {
  for (auto c : operation_cells(op)) {
    if (c.x < 0 || c.x >= kWidth || c.y < 0 || c.y >= kFieldTop) return false;
  }
  return true;
}

// What the tools do when a page locks: put the piece, clear full rows, rise, mirror.
void lock_page(Grid& g, const Page& page) {
  if (!page.lock) return;
  if (page.operation && operation_fits(*page.operation)) {
    for (auto c : operation_cells(*page.operation))
      g.set(c.x, c.y, static_cast<int>(page.operation->type));
  }
  std::array<std::array<Colour, kWidth>, kFieldTop> kept{};
  std::size_t w = 0;
  for (std::size_t y = 0; y < static_cast<std::size_t>(kFieldTop); ++y) {
    const auto& row = g.f.cells[y];
    const bool full =
        std::all_of(row.begin(), row.end(), [](Colour c) { return c != Colour::kEmpty; });
    if (!full) kept[w++] = row;
  }
  g.f.cells = kept;
  if (page.rise) {
    for (std::size_t y = static_cast<std::size_t>(kFieldTop) - 1; y > 0; --y)
      g.f.cells[y] = g.f.cells[y - 1];
    g.f.cells[0] = g.f.garbage;
    g.f.garbage.fill(Colour::kEmpty);
  }
  if (page.mirror) {
    for (auto& row : g.f.cells) std::reverse(row.begin(), row.end());
  }
}

// index 0 is the top-left cell; the last row of 10 is the garbage row.
int index_y(int index) {
  return kFieldTop - index / kWidth - 1;
}

Operation adjust_decoded(Colour type, FumenRotation rot, int x, int y) {
  if (type == Colour::kO && rot == FumenRotation::kLeft) {
    x += 1;
    y -= 1;
  } else if (type == Colour::kO && rot == FumenRotation::kReverse) {
    x += 1;
  } else if (type == Colour::kO && rot == FumenRotation::kSpawn) {
    y -= 1;
  } else if (type == Colour::kI && rot == FumenRotation::kReverse) {
    x += 1;
  } else if (type == Colour::kI && rot == FumenRotation::kLeft) {
    y -= 1;
  } else if (type == Colour::kS && rot == FumenRotation::kSpawn) {
    y -= 1;
  } else if (type == Colour::kS && rot == FumenRotation::kRight) {
    x -= 1;
  } else if (type == Colour::kZ && rot == FumenRotation::kSpawn) {
    y -= 1;
  } else if (type == Colour::kZ && rot == FumenRotation::kLeft) {
    x += 1;
  }
  return Operation{type, rot, x, y};
}

int encoded_position(const Operation& op) {
  int x = op.x;
  int y = op.y;
  const auto type = op.type;
  const auto rot = op.rotation;
  if (type == Colour::kO && rot == FumenRotation::kLeft) {
    x -= 1;
    y += 1;
  } else if (type == Colour::kO && rot == FumenRotation::kReverse) {
    x -= 1;
  } else if (type == Colour::kO && rot == FumenRotation::kSpawn) {
    y += 1;
  } else if (type == Colour::kI && rot == FumenRotation::kReverse) {
    x -= 1;
  } else if (type == Colour::kI && rot == FumenRotation::kLeft) {
    y += 1;
  } else if (type == Colour::kS && rot == FumenRotation::kSpawn) {
    y += 1;
  } else if (type == Colour::kS && rot == FumenRotation::kRight) {
    x += 1;
  } else if (type == Colour::kZ && rot == FumenRotation::kSpawn) {
    y += 1;
  } else if (type == Colour::kZ && rot == FumenRotation::kLeft) {
    x -= 1;
  }
  return (kFieldTop - y - 1) * kWidth + x;
}

// Fumen rotation codes on the wire: 0 reverse, 1 right, 2 spawn, 3 left.
FumenRotation rotation_from_wire(int n) {
  switch (n) {
    case 0:
      return FumenRotation::kReverse;
    case 1:
      return FumenRotation::kRight;
    case 2:
      return FumenRotation::kSpawn;
    default:
      return FumenRotation::kLeft;
  }
}
int rotation_to_wire(FumenRotation r) {
  switch (r) {
    case FumenRotation::kReverse:
      return 0;
    case FumenRotation::kRight:
      return 1;
    case FumenRotation::kSpawn:
      return 2;
    case FumenRotation::kLeft:
      return 3;
  }
  return 2;
}

// --- JavaScript escape()/unescape() over UTF-16, as the tools store comments ---
std::vector<char16_t> utf8_to_utf16(std::string_view s) {
  std::vector<char16_t> out;
  for (std::size_t i = 0; i < s.size();) {
    const auto b = static_cast<unsigned char>(s[i]);
    char32_t cp = 0xFFFD;
    std::size_t len = 1;
    if (b < 0x80) {
      cp = b;
    } else if ((b >> 5) == 6 && i + 1 < s.size()) {
      cp = ((b & 0x1Fu) << 6) | (static_cast<unsigned char>(s[i + 1]) & 0x3Fu);
      len = 2;
    } else if ((b >> 4) == 14 && i + 2 < s.size()) {
      cp = ((b & 0x0Fu) << 12) | ((static_cast<unsigned char>(s[i + 1]) & 0x3Fu) << 6) |
           (static_cast<unsigned char>(s[i + 2]) & 0x3Fu);
      len = 3;
    } else if ((b >> 3) == 30 && i + 3 < s.size()) {
      cp = ((b & 0x07u) << 18) | ((static_cast<unsigned char>(s[i + 1]) & 0x3Fu) << 12) |
           ((static_cast<unsigned char>(s[i + 2]) & 0x3Fu) << 6) |
           (static_cast<unsigned char>(s[i + 3]) & 0x3Fu);
      len = 4;
    }
    i += len;
    if (cp >= 0x10000 && cp <= 0x10FFFF) {
      cp -= 0x10000;
      out.push_back(static_cast<char16_t>(0xD800 + (cp >> 10)));
      out.push_back(static_cast<char16_t>(0xDC00 + (cp & 0x3FF)));
    } else {
      out.push_back(static_cast<char16_t>(cp > 0xFFFF ? 0xFFFD : cp));
    }
  }
  return out;
}

void append_utf8(std::string& out, char32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

std::string utf16_to_utf8(const std::vector<char16_t>& units) {
  std::string out;
  for (std::size_t i = 0; i < units.size(); ++i) {
    char32_t cp = units[i];
    if (cp >= 0xD800 && cp < 0xDC00 && i + 1 < units.size() && units[i + 1] >= 0xDC00 &&
        units[i + 1] < 0xE000) {
      cp = 0x10000 + ((cp - 0xD800) << 10) + (static_cast<char32_t>(units[i + 1]) - 0xDC00);
      ++i;
    } else if (cp >= 0xD800 && cp < 0xE000) {
      cp = 0xFFFD;
    }
    append_utf8(out, cp);
  }
  return out;
}

bool js_unescaped(char16_t c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '@' ||
         c == '*' || c == '_' || c == '+' || c == '-' || c == '.' || c == '/';
}

std::string js_escape(std::string_view utf8) {
  constexpr std::string_view hex = "0123456789ABCDEF";
  std::string out;
  for (char16_t c : utf8_to_utf16(utf8)) {
    if (js_unescaped(c)) {
      out += static_cast<char>(c);
    } else if (c < 256) {
      out += '%';
      out += hex[(c >> 4) & 15];
      out += hex[c & 15];
    } else {
      out += "%u";
      for (int shift = 12; shift >= 0; shift -= 4) out += hex[(c >> shift) & 15];
    }
  }
  return out;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string js_unescape(std::string_view s) {
  std::vector<char16_t> units;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 5 < s.size() + 0 && s[i + 1] == 'u') {
      int v = 0;
      bool ok = true;
      for (std::size_t k = 2; k < 6; ++k) {
        const int h = hex_value(s[i + k]);
        ok = ok && h >= 0;
        v = v * 16 + std::max(h, 0);
      }
      if (ok) {
        units.push_back(static_cast<char16_t>(v));
        i += 5;
        continue;
      }
    }
    if (s[i] == '%' && i + 2 < s.size() + 0) {
      const int h1 = hex_value(s[i + 1]);
      const int h2 = hex_value(s[i + 2]);
      if (h1 >= 0 && h2 >= 0) {
        units.push_back(static_cast<char16_t>(h1 * 16 + h2));
        i += 2;
        continue;
      }
    }
    units.push_back(static_cast<char16_t>(static_cast<unsigned char>(s[i])));
  }
  return utf16_to_utf8(units);
}

Violation truncated(std::size_t page) {
  return Violation{Reason::kBkFumenTruncated, {Param{"page", i64(page + 1)}}};
}
Violation bad_value(std::size_t page, std::string what) {
  return Violation{Reason::kBkFumenBadValue,
                   {Param{"page", i64(page + 1)}, Param{"what", std::move(what)}}};
}

}  // namespace

std::array<GridCell, 4> operation_cells(const Operation& op) {
  // The tools' shapes about the operation's centre, in the spawn state.
  std::array<std::array<int, 2>, 4> shape{};
  switch (op.type) {
    case Colour::kI:
      shape = {{{0, 0}, {-1, 0}, {1, 0}, {2, 0}}};
      break;
    case Colour::kT:
      shape = {{{0, 0}, {-1, 0}, {1, 0}, {0, 1}}};
      break;
    case Colour::kO:
      shape = {{{0, 0}, {1, 0}, {0, 1}, {1, 1}}};
      break;
    case Colour::kL:
      shape = {{{0, 0}, {-1, 0}, {1, 0}, {1, 1}}};
      break;
    case Colour::kJ:
      shape = {{{0, 0}, {-1, 0}, {1, 0}, {-1, 1}}};
      break;
    case Colour::kS:
      shape = {{{0, 0}, {-1, 0}, {0, 1}, {1, 1}}};
      break;
    case Colour::kZ:
      shape = {{{0, 0}, {1, 0}, {0, 1}, {-1, 1}}};
      break;
    default:
      break;
  }
  std::array<GridCell, 4> out{};
  for (std::size_t i = 0; i < 4; ++i) {
    int x = shape[i][0];
    int y = shape[i][1];
    switch (op.rotation) {
      case FumenRotation::kSpawn:
        break;
      case FumenRotation::kRight:
        std::tie(x, y) = std::pair{y, -x};
        break;
      case FumenRotation::kReverse:
        std::tie(x, y) = std::pair{-x, -y};
        break;
      case FumenRotation::kLeft:
        std::tie(x, y) = std::pair{-y, x};
        break;
    }
    out[i] = GridCell{op.x + x, op.y + y};
  }
  return out;
}

std::optional<Piece> operation_piece(Colour type) {
  switch (type) {
    case Colour::kI:
      return Piece::kI;
    case Colour::kL:
      return Piece::kL;
    case Colour::kO:
      return Piece::kO;
    case Colour::kZ:
      return Piece::kZ;
    case Colour::kT:
      return Piece::kT;
    case Colour::kJ:
      return Piece::kJ;
    case Colour::kS:
      return Piece::kS;
    default:
      return std::nullopt;
  }
}

namespace {

// The base-64 digits after the "v115@" prefix (or m115@, d115@) up to any '&', with the
// '?' line breaks and white space a pasted link may hold left out.
Result<Reader> read_digits(std::string_view text) {
  std::size_t at = std::string_view::npos;
  for (std::size_t i = 0; i + 5 <= text.size(); ++i) {
    const char c = text[i];
    if ((c == 'v' || c == 'm' || c == 'd') && text.substr(i + 1, 4) == "115@") {
      at = i + 5;
      break;
    }
  }
  if (at == std::string_view::npos) {
    return Violation{Reason::kBkFumenBadPrefix, {Param{"start", std::string(text.substr(0, 12))}}};
  }
  auto data = text.substr(at);
  if (const auto amp = data.find('&'); amp != std::string_view::npos) data = data.substr(0, amp);
  Reader reader;
  for (std::size_t i = 0; i < data.size(); ++i) {
    const char c = data[i];
    if (c == '?' || c == ' ' || c == '\n' || c == '\r' || c == '\t') continue;
    const auto v = kTable.find(c);
    if (v == std::string_view::npos) {
      return Violation{Reason::kBkFumenBadChar,
                       {Param{"position", i64(at + i + 1)}, Param{"char", std::string(1, c)}}};
    }
    reader.values.push_back(static_cast<int>(v));
  }
  return reader;
}

// A page's field, as runs of differences from the page before; an unchanged field is
// followed by how many more pages repeat it (`repeat`, counted down by the caller).
std::optional<Violation> read_field(Reader& reader, std::size_t page_index, Grid& current,
                                    int& repeat) {
  int index = 0;
  bool changed = false;
  while (index < kFieldBlocks) {
    const auto block = reader.poll(2);
    if (reader.failed) return truncated(page_index);
    const auto diff = static_cast<int>(block / kFieldBlocks);
    const auto count = static_cast<int>(block % kFieldBlocks) + 1;
    if (diff > 16 || index + count > kFieldBlocks) return bad_value(page_index, "field");
    if (count != kFieldBlocks) changed = true;
    for (int k = 0; k < count; ++k, ++index) {
      const int x = index % kWidth;
      const int y = index_y(index);
      const int v = current.get(x, y) + diff - 8;
      if (v < 0 || v > 8) return bad_value(page_index, "field");
      current.set(x, y, v);
    }
  }
  if (!changed) {
    repeat = static_cast<int>(reader.poll(1));
    if (reader.failed) return truncated(page_index);
  }
  return std::nullopt;
}

// A page's action number taken apart: the piece and where it lies, then the page's flags.
struct Action {
  int type = 0;  // Colour; 0: no piece
  int rot = 0;
  int pos = 0;
  bool rise = false;
  bool mirror = false;
  bool colour = false;
  bool has_comment = false;
  bool lock = false;
};

// The action's fields, least significant first (the order encode's pack_action builds it
// in reverse); nullopt when bits are left over or the type is out of range.
std::optional<Action> unpack_action(std::int64_t action) {
  Action a;
  a.type = static_cast<int>(action % 8);
  action /= 8;
  a.rot = static_cast<int>(action % 4);
  action /= 4;
  a.pos = static_cast<int>(action % kFieldBlocks);
  action /= kFieldBlocks;
  a.rise = action % 2 != 0;
  action /= 2;
  a.mirror = action % 2 != 0;
  action /= 2;
  a.colour = action % 2 != 0;
  action /= 2;
  a.has_comment = action % 2 != 0;
  action /= 2;
  a.lock = action % 2 == 0;
  action /= 2;
  if (action != 0 || a.type == 8) return std::nullopt;
  return a;
}

// A comment: its length, then four characters of the comment table per five digits,
// JavaScript-escaped.
std::optional<Violation> read_comment(Reader& reader, std::size_t page_index,
                                      std::string& comment) {
  const auto length = static_cast<std::size_t>(reader.poll(2));
  if (reader.failed) return truncated(page_index);
  std::string chars;
  for (std::size_t k = 0; k < (length + 3) / 4; ++k) {
    auto v = reader.poll(5);
    if (reader.failed) return truncated(page_index);
    for (int c = 0; c < 4; ++c) {
      const auto idx = static_cast<std::size_t>(v % kCommentBase);
      v /= kCommentBase;
      if (idx >= kCommentTable.size()) return bad_value(page_index, "comment");
      chars += kCommentTable[idx];
    }
    if (v != 0) return bad_value(page_index, "comment");
  }
  comment = js_unescape(chars.substr(0, length));
  return std::nullopt;
}

}  // namespace

Result<std::vector<Page>> decode(std::string_view text) {
  auto digits = read_digits(text);
  if (!digits) return digits.error();
  Reader reader = std::move(digits.value());
  if (reader.values.empty()) return truncated(0);

  std::vector<Page> pages;
  Grid prev;
  int repeat = -1;
  std::string last_comment;
  constexpr std::size_t kMaxPages = 10000;
  while (!reader.empty()) {
    const std::size_t page_index = pages.size();
    if (page_index >= kMaxPages) return bad_value(page_index, "pages");
    Grid current = prev;
    if (repeat > 0) {
      --repeat;
    } else if (auto bad = read_field(reader, page_index, current, repeat)) {
      return *bad;
    }
    const auto action_number = reader.poll(3);
    if (reader.failed) return truncated(page_index);
    const auto action = unpack_action(action_number);
    if (!action) return bad_value(page_index, "operation");

    Page page;
    page.lock = action->lock;
    page.rise = action->rise;
    page.mirror = action->mirror;
    page.colour = action->colour;
    if (action->type != 0) {
      page.operation =
          adjust_decoded(static_cast<Colour>(action->type), rotation_from_wire(action->rot),
                         action->pos % kWidth, kFieldTop - action->pos / kWidth - 1);
      if (!operation_fits(*page.operation)) return bad_value(page_index, "piece position");
    }
    if (action->has_comment) {
      if (auto bad = read_comment(reader, page_index, last_comment)) return *bad;
    }
    page.comment = page_index == 0 && !action->has_comment ? std::string() : last_comment;
    page.field = current.f;
    pages.push_back(page);
    lock_page(current, page);
    prev = current;
  }
  return pages;
}

namespace {

// A page's field as runs of equal differences from the page before, top-left first. A field
// that did not change is written once and then counted (the count's digit after it goes up
// to 63 before a new run starts); `last_repeat` is where that digit is, -1 for none.
void write_field(Writer& w, const Grid& prev, const Grid& current, int& last_repeat) {
  Writer fw;
  bool changed = false;
  auto diff_at = [&](int i) {
    const int x = i % kWidth;
    const int y = index_y(i);
    return current.get(x, y) - prev.get(x, y) + 8;
  };
  int run_diff = diff_at(0);
  int counter = -1;
  for (int i = 0; i < kFieldBlocks; ++i) {
    const int d = diff_at(i);
    if (d != run_diff) {
      fw.push(run_diff * kFieldBlocks + counter, 2);
      counter = 0;
      run_diff = d;
      changed = true;
    } else {
      ++counter;
    }
  }
  fw.push(run_diff * kFieldBlocks + counter, 2);
  if (changed) {
    w.values.insert(w.values.end(), fw.values.begin(), fw.values.end());
    last_repeat = -1;
  } else if (last_repeat < 0 || w.values[static_cast<std::size_t>(last_repeat)] == 63) {
    w.values.insert(w.values.end(), fw.values.begin(), fw.values.end());
    w.push(0, 1);
    last_repeat = static_cast<int>(w.values.size()) - 1;
  } else {
    w.values[static_cast<std::size_t>(last_repeat)] += 1;
  }
}

// The page's flags, then its piece (none when it is no piece or does not fit), most
// significant first: unpack_action's order reversed.
std::int64_t pack_action(const Page& page, bool write_comment) {
  std::int64_t action = page.lock ? 0 : 1;
  action = action * 2 + (write_comment ? 1 : 0);
  action = action * 2 + (page.colour ? 1 : 0);
  action = action * 2 + (page.mirror ? 1 : 0);
  action = action * 2 + (page.rise ? 1 : 0);
  int pos = 0;
  int rot = 0;
  int type = 0;
  if (page.operation && operation_piece(page.operation->type) && operation_fits(*page.operation)) {
    pos = encoded_position(*page.operation);
    rot = rotation_to_wire(page.operation->rotation);
    type = static_cast<int>(page.operation->type);
  }
  action = action * kFieldBlocks + pos;
  action = action * 4 + rot;
  action = action * 8 + type;
  return action;
}

// The comment JavaScript-escaped, cut to 4095 characters, four to five digits; a character
// outside the table is written as the table's first.
void write_comment(Writer& w, const std::string& comment) {
  const std::string escaped = js_escape(comment);
  const std::size_t length = std::min<std::size_t>(escaped.size(), 4095);
  w.push(static_cast<std::int64_t>(length), 2);
  for (std::size_t i = 0; i < length; i += 4) {
    std::int64_t value = 0;
    std::int64_t scale = 1;
    for (std::size_t k = 0; k < 4 && i + k < length; ++k) {
      const auto idx = kCommentTable.find(escaped[i + k]);
      value += static_cast<std::int64_t>(idx == std::string_view::npos ? 0 : idx) * scale;
      scale *= kCommentBase;
    }
    w.push(value, 5);
  }
}

// The digits as text behind "v115@", with a '?' after the first 42 characters and after
// every 47 more, as the fumen site writes its links.
std::string fumen_text(const Writer& w) {
  std::string data;
  for (int v : w.values) data += kTable[static_cast<std::size_t>(v)];
  std::string out = "v115@";
  if (data.size() < 41) return out + data;
  out += data.substr(0, 42);
  for (std::size_t i = 42; i < data.size(); i += 47) {
    out += '?';
    out += data.substr(i, 47);
  }
  return out;
}

}  // namespace

std::string encode(const std::vector<Page>& pages) {
  Writer w;
  Grid prev;
  int last_repeat = -1;
  std::string prev_comment;
  for (std::size_t index = 0; index < pages.size(); ++index) {
    const Page& page = pages[index];
    Grid current;
    current.f = page.field;
    write_field(w, prev, current, last_repeat);
    // Comment: written when it differs from the previous page's.
    const bool write_comment_now = page.comment != prev_comment;
    prev_comment = page.comment;
    w.push(pack_action(page, write_comment_now), 3);
    if (write_comment_now) write_comment(w, page.comment);
    lock_page(current, page);
    prev = current;
  }
  return fumen_text(w);
}

namespace {

Field field_of(const FumenField& f) {
  Field field;
  for (int y = 0; y < kFieldTop; ++y) {
    for (int x = 0; x < kWidth; ++x) {
      if (f.cells[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] != Colour::kEmpty)
        field.set(x, y);
    }
  }
  return field;
}

// The operation whose cells are `cells` for `piece` (first rotation that matches).
std::optional<Operation> operation_for(Piece piece, const std::vector<GridCell>& cells) {
  Colour type = Colour::kEmpty;
  switch (piece) {
    case Piece::kI:
      type = Colour::kI;
      break;
    case Piece::kL:
      type = Colour::kL;
      break;
    case Piece::kO:
      type = Colour::kO;
      break;
    case Piece::kZ:
      type = Colour::kZ;
      break;
    case Piece::kT:
      type = Colour::kT;
      break;
    case Piece::kJ:
      type = Colour::kJ;
      break;
    case Piece::kS:
      type = Colour::kS;
      break;
    case Piece::kMono:
      return std::nullopt;
  }
  auto sorted = [](std::vector<GridCell> v) {
    std::sort(v.begin(), v.end(), [](const GridCell& a, const GridCell& b) {
      return a.y != b.y ? a.y < b.y : a.x < b.x;
    });
    return v;
  };
  const auto want = sorted(cells);
  if (want.size() != 4) return std::nullopt;
  for (auto rot : {FumenRotation::kSpawn, FumenRotation::kRight, FumenRotation::kReverse,
                   FumenRotation::kLeft}) {
    Operation probe{type, rot, 0, 0};
    auto rel = operation_cells(probe);
    std::vector<GridCell> rv(rel.begin(), rel.end());
    rv = sorted(rv);
    Operation op{type, rot, want[0].x - rv[0].x, want[0].y - rv[0].y};
    auto got = operation_cells(op);
    if (sorted(std::vector<GridCell>(got.begin(), got.end())) == want) return op;
  }
  return std::nullopt;
}

}  // namespace

Result<FumenPlay> play_from_pages(const std::vector<Page>& pages) {
  FumenPlay play;
  if (pages.empty()) return Violation{Reason::kBkFumenNoPieces, {}};
  play.field = field_of(pages.front().field);
  Field expected = play.field;  // the field the tools show next, as our own simulation has it
  for (std::size_t i = 0; i < pages.size(); ++i) {
    const auto& page = pages[i];
    const Field shown = field_of(page.field);
    if (i > 0 && !(shown == expected)) {
      // One extra cell is a monomino drawn as a grey cell; anything else is an edited field.
      int extra = 0;
      GridCell cell;
      bool superset = true;
      for (int y = 0; y < kFieldTop; ++y) {
        const auto add = static_cast<std::uint16_t>(shown.row(y) & ~expected.row(y));
        if ((expected.row(y) & ~shown.row(y)) != 0) superset = false;
        for (int x = 0; x < kWidth; ++x) {
          if ((add >> x) & 1u) {
            ++extra;
            cell = GridCell{x, y};
          }
        }
      }
      if (!superset || extra != 1) {
        return Violation{Reason::kBkFumenFieldEdited, {Param{"page", i64(i + 1)}}};
      }
      play.pieces.push_back(PlacedPiece{Piece::kMono, {cell}});
      play.comments.push_back(page.comment);
      expected.set(cell.x, cell.y);
      expected.clear_full_rows();
      if (!(expected == shown)) {
        // The grey cell completed a row: the tools show it filled until the page locks.
        Field copy = shown;
        copy.clear_full_rows();
        if (!(copy == expected))
          return Violation{Reason::kBkFumenFieldEdited, {Param{"page", i64(i + 1)}}};
      }
    }
    if (page.operation && page.lock) {
      const auto piece = operation_piece(page.operation->type);
      if (piece) {
        const auto cells = operation_cells(*page.operation);
        play.pieces.push_back(
            PlacedPiece{*piece, std::vector<GridCell>(cells.begin(), cells.end())});
        play.comments.push_back(page.comment);
      }
    }
    // What the next page should show: this page's field, its piece locked, rows cleared.
    Grid g;
    g.f = page.field;
    lock_page(g, page);
    expected = field_of(g.f);
    if (page.rise || page.mirror) {
      return Violation{Reason::kBkFumenFieldEdited, {Param{"page", i64(i + 1)}}};
    }
  }
  if (play.pieces.empty()) return Violation{Reason::kBkFumenNoPieces, {}};
  return play;
}

Result<std::vector<Page>> pages_from_play(const Field& field,
                                          const std::vector<PlacedPiece>& pieces,
                                          const std::vector<std::string>& comments) {
  if (field.height() > kFieldTop) {
    return Violation{
        Reason::kBkFumenFieldTooTall,
        {Param{"rows", std::int64_t{field.height()}}, Param{"max", std::int64_t{kFieldTop}}}};
  }
  std::vector<Page> pages;
  Grid g;
  for (int y = 0; y < kFieldTop; ++y) {
    for (int x = 0; x < kWidth; ++x) {
      if (field.filled(x, y)) g.set(x, y, static_cast<int>(Colour::kGrey));
    }
  }
  if (!pieces.empty() && pieces.front().piece == Piece::kMono) {
    // A monomino has no fumen piece: show the start field on a page of its own (not locked,
    // so a merged row stays until the first piece).
    Page start;
    start.field = g.f;
    start.lock = false;
    pages.push_back(start);
  }
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    Page page;
    page.colour = pages.empty();
    page.comment = i < comments.size() ? comments[i] : std::string();
    for (const auto& c : pieces[i].cells) {
      if (c.x < 0 || c.x >= kWidth || c.y < 0 || c.y >= kFieldTop) {
        return Violation{
            Reason::kBkFumenFieldTooTall,
            {Param{"rows", std::int64_t{c.y + 1}}, Param{"max", std::int64_t{kFieldTop}}}};
      }
    }
    if (pieces[i].piece == Piece::kMono) {
      for (const auto& c : pieces[i].cells) g.set(c.x, c.y, static_cast<int>(Colour::kGrey));
    } else {
      page.operation = operation_for(pieces[i].piece, pieces[i].cells);
      if (!page.operation) {
        return Violation{Reason::kBkNotAPiece,
                         {Param{"piece", std::string(piece_name(pieces[i].piece))},
                          Param{"cells", pieces[i].cells}}};
      }
    }
    page.field = g.f;
    pages.push_back(page);
    lock_page(g, page);
  }
  if (pages.empty()) {
    Page page;
    page.field = g.f;
    pages.push_back(page);
  }
  return pages;
}

}  // namespace tableref::blockkiller::fumen

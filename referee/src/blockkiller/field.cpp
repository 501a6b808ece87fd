#include "tableref/referee/blockkiller/field.hpp"
#include "tableref/referee/blockkiller/reason.hpp"

#include <bit>

namespace tableref::blockkiller {
namespace {

bool filled_char(char c) {
  switch (c) {
    case 'X':
    case 'x':
    case '#':
    case 'G':
    case 'Z':
    case 'S':
    case 'J':
    case 'L':
    case 'T':
    case 'O':
    case 'I':
    case '*':
      return true;
    default:
      return false;
  }
}
bool empty_char(char c) {
  return c == '.' || c == '_' || c == ' ';
}

}  // namespace

Result<Field> Field::from_rows_top_down(const std::vector<std::string>& rows) {
  if (rows.size() > static_cast<std::size_t>(kMaxStackHeight)) {
    return Violation{Reason::kBkFieldTooTall,
                     {Param{"rows", static_cast<std::int64_t>(rows.size())},
                      Param{"max", std::int64_t{kMaxStackHeight}}}};
  }
  Field field;
  const int n = static_cast<int>(rows.size());
  for (int i = 0; i < n; ++i) {
    const auto& text = rows[static_cast<std::size_t>(i)];
    const int y = n - 1 - i;
    bool ok = text.size() == static_cast<std::size_t>(kWidth);
    std::uint16_t mask = 0;
    for (std::size_t x = 0; ok && x < text.size(); ++x) {
      if (filled_char(text[x])) {
        mask = static_cast<std::uint16_t>(mask | (1u << x));
      } else if (!empty_char(text[x])) {
        ok = false;
      }
    }
    if (!ok) {
      return Violation{Reason::kBkFieldBadRow,
                       {Param{"row", std::int64_t{y}}, Param{"text", text}}};
    }
    field.rows_[static_cast<std::size_t>(y)] = mask;
    if (mask != 0 && y >= field.height_) field.height_ = y + 1;
  }
  return field;
}

Result<Field> Field::from_masks(const std::vector<std::uint16_t>& rows_bottom_up) {
  if (rows_bottom_up.size() > static_cast<std::size_t>(kMaxStackHeight)) {
    return Violation{Reason::kBkFieldTooTall,
                     {Param{"rows", static_cast<std::int64_t>(rows_bottom_up.size())},
                      Param{"max", std::int64_t{kMaxStackHeight}}}};
  }
  Field field;
  for (std::size_t y = 0; y < rows_bottom_up.size(); ++y) {
    field.rows_[y] = static_cast<std::uint16_t>(rows_bottom_up[y] & kFullRow);
    if (field.rows_[y] != 0) field.height_ = static_cast<int>(y) + 1;
  }
  return field;
}

void Field::recount_height() {
  while (height_ > 0 && rows_[static_cast<std::size_t>(height_ - 1)] == 0) --height_;
}

int Field::full_rows() const {
  int n = 0;
  for (int y = 0; y < height_; ++y) n += (rows_[static_cast<std::size_t>(y)] == kFullRow) ? 1 : 0;
  return n;
}

int Field::clear_full_rows() {
  std::size_t write = 0;
  int cleared = 0;
  const auto top = static_cast<std::size_t>(height_);
  for (std::size_t read = 0; read < top; ++read) {
    if (rows_[read] == kFullRow) {
      ++cleared;
      continue;
    }
    rows_[write++] = rows_[read];
  }
  while (write < top) rows_[write++] = 0;
  height_ -= cleared;
  recount_height();
  return cleared;
}

std::vector<std::string> Field::to_rows_top_down() const {
  std::vector<std::string> out;
  for (int y = height() - 1; y >= 0; --y) {
    std::string row(static_cast<std::size_t>(kWidth), '.');
    for (int x = 0; x < kWidth; ++x) {
      if (filled(x, y)) row[static_cast<std::size_t>(x)] = 'X';
    }
    out.push_back(row);
  }
  return out;
}

std::uint64_t Field::hash() const {
  std::uint64_t h = 1469598103934665603ull;
  const int top = height();
  for (int y = 0; y < top; ++y) {
    h ^= rows_[static_cast<std::size_t>(y)];
    h *= 1099511628211ull;
    h ^= h >> 29;
  }
  return h ^ static_cast<std::uint64_t>(top);
}

}  // namespace tableref::blockkiller

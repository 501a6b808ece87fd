#pragma once
// The 10-wide field: rows from the floor up (y = 0 is the bottom), one uint16_t per row,
// bit x set when column x is filled. The field has no ceiling; kRows bounds what we store.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"

namespace tableref::blockkiller {

inline constexpr int kWidth = 10;
inline constexpr int kRows = 96;
// Tallest stack a field may be given with (the rest of kRows is room above for spawning).
inline constexpr int kMaxStackHeight = 40;
inline constexpr std::uint16_t kFullRow = (1u << kWidth) - 1u;

class Field {
 public:
  Field() = default;

  // Rows given from the top down (the last string is the floor row); 'X' (or any of
  // "#GZSJLTOI*") is filled, '.' (or '_', ' ') empty. Bad width, character or height is a
  // violation (blockkiller.field_bad_row, blockkiller.field_too_tall).
  [[nodiscard]] static Result<Field> from_rows_top_down(const std::vector<std::string>& rows);
  // Rows from the floor up as bitmasks.
  [[nodiscard]] static Result<Field> from_masks(const std::vector<std::uint16_t>& rows_bottom_up);

  [[nodiscard]] bool filled(int x, int y) const {
    if (x < 0 || x >= kWidth || y < 0) return true;  // walls and floor count as filled
    if (y >= kRows) return false;
    return ((rows_[static_cast<std::size_t>(y)] >> x) & 1u) != 0;
  }
  // Fills / empties one cell; cells outside the stored field are ignored.
  void set(int x, int y) {
    if (x >= 0 && x < kWidth && y >= 0 && y < kRows) {
      rows_[static_cast<std::size_t>(y)] |= static_cast<std::uint16_t>(1u << x);
      if (y >= height_) height_ = y + 1;
    }
  }
  void clear_cell(int x, int y) {
    if (x >= 0 && x < kWidth && y >= 0 && y < kRows) {
      rows_[static_cast<std::size_t>(y)] &= static_cast<std::uint16_t>(~(1u << x));
      if (y + 1 == height_) recount_height();
    }
  }
  [[nodiscard]] std::uint16_t row(int y) const {
    return (y >= 0 && y < kRows) ? rows_[static_cast<std::size_t>(y)] : std::uint16_t{0};
  }
  // Number of rows up to and including the highest filled cell.
  [[nodiscard]] int height() const { return height_; }
  [[nodiscard]] int full_rows() const;
  // Removes every full row (rows above fall down); returns how many were removed.
  int clear_full_rows();
  [[nodiscard]] std::vector<std::string> to_rows_top_down() const;
  [[nodiscard]] std::uint64_t hash() const;
  [[nodiscard]] const std::array<std::uint16_t, kRows>& rows() const { return rows_; }

  friend bool operator==(const Field&, const Field&) = default;

 private:
  void recount_height();

  std::array<std::uint16_t, kRows> rows_{};
  int height_ = 0;  // kept in step with rows_
};

}  // namespace tableref::blockkiller

#pragma once
// An exact decimal number: sign, arbitrary-precision integer coefficient, scale (digits after
// the point). HDCG's multipliers, damage and HP are all Decimals; no binary floating point is
// involved anywhere (1.2 x 1.5 is exactly 1.8). Addition, subtraction and multiplication are
// exact. Division is exact when the quotient terminates, otherwise it is rounded half-even to
// kDivisionPlaces decimal places and says so (Quotient::rounded).
//
// Values are always kept canonical (no trailing zeros after the point, zero is "0"), so ==
// compares values and to_string() gives "1.8", "216", "-0.05".
#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/hdcg/reason.hpp"

namespace tableref::hdcg {

enum class Rounding : std::uint8_t {
  kHalfUp,    // ties away from zero (2.5 -> 3, -2.5 -> -3)
  kHalfEven,  // ties to the even neighbour (2.5 -> 2, 3.5 -> 4)
  kFloor,     // toward minus infinity
  kCeil,      // toward plus infinity
  kDown,      // toward zero (truncate)
};

class Decimal {
 public:
  // Places kept by a division whose quotient does not terminate.
  static constexpr std::uint32_t kDivisionPlaces = 12;
  // Longest input accepted by parse() (digits plus exponent reach), against absurd inputs.
  static constexpr std::uint32_t kMaxParseDigits = 1000;

  Decimal() = default;  // zero
  static Decimal from_int(std::int64_t value);
  // "12", "-0.5", "1.20", "1e2", "2.5E-1", ".5", "5." ; no spaces, no "+", no "0x".
  // The text of a JSON number is always accepted. Fails with Reason::kHdcgBadNumber {text}.
  static Result<Decimal> parse(std::string_view text);

  // Canonical text, no exponent: "1.8", "216", "-0.05", "0".
  [[nodiscard]] std::string to_string() const;

  [[nodiscard]] bool is_zero() const { return limbs_.empty(); }
  [[nodiscard]] bool is_negative() const { return negative_; }
  [[nodiscard]] int sign() const { return is_zero() ? 0 : (negative_ ? -1 : 1); }
  // Digits after the point in canonical form (0 for integers).
  [[nodiscard]] std::uint32_t scale() const { return scale_; }

  // Rounds to `places` digits after the point.
  [[nodiscard]] Decimal round(std::uint32_t places, Rounding mode) const;
  // The value as an integer when it is one and fits; nullopt otherwise.
  [[nodiscard]] std::optional<std::int64_t> to_int64() const;

  [[nodiscard]] Decimal abs() const;
  Decimal operator-() const;
  friend Decimal operator+(const Decimal& a, const Decimal& b);
  friend Decimal operator-(const Decimal& a, const Decimal& b);
  friend Decimal operator*(const Decimal& a, const Decimal& b);
  Decimal& operator+=(const Decimal& other) { return *this = *this + other; }
  Decimal& operator-=(const Decimal& other) { return *this = *this - other; }
  Decimal& operator*=(const Decimal& other) { return *this = *this * other; }

  friend bool operator==(const Decimal&, const Decimal&) = default;
  friend std::strong_ordering operator<=>(const Decimal& a, const Decimal& b);

  // Internal representation, for the implementation: base 10^9 limbs, least significant first.
  using Limbs = std::vector<std::uint32_t>;
  static Decimal from_parts(bool negative, Limbs limbs, std::uint32_t scale);
  [[nodiscard]] const Limbs& coefficient() const { return limbs_; }

 private:
  bool negative_ = false;
  std::uint32_t scale_ = 0;
  Limbs limbs_;  // empty for zero
};

// A quotient, and whether it had to be rounded (to Decimal::kDivisionPlaces, half even).
struct Quotient {
  Decimal value;
  bool rounded = false;
  friend bool operator==(const Quotient&, const Quotient&) = default;
};

// a / b. Exact when the decimal expansion terminates; otherwise rounded half-even to
// Decimal::kDivisionPlaces places with `rounded` set. Fails with Reason::kHdcgDivisionByZero
// {dividend} when b is zero.
[[nodiscard]] Result<Quotient> divide(const Decimal& a, const Decimal& b);

// Shorthand for literals in code and tests: dec("1.2"). The text must be valid (checked by
// tests); an invalid literal yields zero.
[[nodiscard]] Decimal dec(std::string_view text);

}  // namespace tableref::hdcg

#include "tableref/referee/hdcg/decimal.hpp"
#include "tableref/referee/hdcg/reason.hpp"

#include <algorithm>
#include <limits>
#include <utility>

namespace tableref::hdcg {
namespace {

// Unsigned big integers in base 10^9, least significant limb first, no leading zero limbs.
using Limbs = Decimal::Limbs;
constexpr std::uint32_t kBase = 1000000000u;
constexpr std::uint32_t kPow10[10] = {1,      10,      100,      1000,      10000,
                                      100000, 1000000, 10000000, 100000000, 1000000000};

void trim(Limbs& a) {
  while (!a.empty() && a.back() == 0) a.pop_back();
}

int compare(const Limbs& a, const Limbs& b) {
  if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  for (std::size_t i = a.size(); i-- > 0;) {
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

Limbs add(const Limbs& a, const Limbs& b) {
  Limbs out;
  out.reserve(std::max(a.size(), b.size()) + 1);
  std::uint64_t carry = 0;
  for (std::size_t i = 0; i < std::max(a.size(), b.size()) || carry != 0; ++i) {
    std::uint64_t sum = carry;
    if (i < a.size()) sum += a[i];
    if (i < b.size()) sum += b[i];
    out.push_back(static_cast<std::uint32_t>(sum % kBase));
    carry = sum / kBase;
  }
  trim(out);
  return out;
}

// a - b, requires a >= b.
Limbs sub(const Limbs& a, const Limbs& b) {
  Limbs out;
  out.reserve(a.size());
  std::int64_t borrow = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    std::int64_t diff = static_cast<std::int64_t>(a[i]) - borrow;
    if (i < b.size()) diff -= b[i];
    if (diff < 0) {
      diff += kBase;
      borrow = 1;
    } else {
      borrow = 0;
    }
    out.push_back(static_cast<std::uint32_t>(diff));
  }
  trim(out);
  return out;
}

Limbs mul_small(const Limbs& a, std::uint32_t m) {
  if (m == 0 || a.empty()) return {};
  Limbs out;
  out.reserve(a.size() + 1);
  std::uint64_t carry = 0;
  for (std::uint32_t limb : a) {
    const std::uint64_t product = static_cast<std::uint64_t>(limb) * m + carry;
    out.push_back(static_cast<std::uint32_t>(product % kBase));
    carry = product / kBase;
  }
  if (carry != 0) out.push_back(static_cast<std::uint32_t>(carry));
  trim(out);
  return out;
}

Limbs mul(const Limbs& a, const Limbs& b) {
  if (a.empty() || b.empty()) return {};
  std::vector<std::uint64_t> acc(a.size() + b.size() + 1, 0);
  for (std::size_t i = 0; i < a.size(); ++i) {
    std::uint64_t carry = 0;
    for (std::size_t j = 0; j < b.size(); ++j) {
      const std::uint64_t cur = acc[i + j] + static_cast<std::uint64_t>(a[i]) * b[j] + carry;
      acc[i + j] = cur % kBase;
      carry = cur / kBase;
    }
    std::size_t k = i + b.size();
    while (carry != 0) {
      const std::uint64_t cur = acc[k] + carry;
      acc[k] = cur % kBase;
      carry = cur / kBase;
      ++k;
    }
  }
  Limbs out(acc.size());
  for (std::size_t i = 0; i < acc.size(); ++i) out[i] = static_cast<std::uint32_t>(acc[i]);
  trim(out);
  return out;
}

// a * 10^n.
Limbs shift10(const Limbs& a, std::uint32_t n) {
  if (a.empty()) return {};
  Limbs out(n / 9, 0);
  out.insert(out.end(), a.begin(), a.end());
  return mul_small(out, kPow10[n % 9]);
}

Limbs pow10(std::uint32_t n) {
  return shift10(Limbs{1}, n);
}

// Quotient and remainder of a / d for a small d > 0.
std::pair<Limbs, std::uint32_t> divmod_small(const Limbs& a, std::uint32_t d) {
  Limbs q(a.size(), 0);
  std::uint64_t rem = 0;
  for (std::size_t i = a.size(); i-- > 0;) {
    const std::uint64_t cur = rem * kBase + a[i];
    q[i] = static_cast<std::uint32_t>(cur / d);
    rem = cur % d;
  }
  trim(q);
  return {q, static_cast<std::uint32_t>(rem)};
}

// Quotient and remainder of a / d, d non-zero. Schoolbook, one base-10^9 digit at a time,
// each digit found by binary search (the numbers of a card game are short).
std::pair<Limbs, Limbs> divmod(const Limbs& a, const Limbs& d) {
  if (compare(a, d) < 0) return {{}, a};
  if (d.size() == 1) {
    auto [q, r] = divmod_small(a, d[0]);
    return {q, r == 0 ? Limbs{} : Limbs{r}};
  }
  Limbs q(a.size(), 0);
  Limbs rem;
  for (std::size_t i = a.size(); i-- > 0;) {
    rem.insert(rem.begin(), a[i]);
    trim(rem);
    std::uint32_t lo = 0;
    std::uint32_t hi = kBase - 1;
    while (lo < hi) {
      const std::uint32_t mid = lo + (hi - lo + 1) / 2;
      if (compare(mul_small(d, mid), rem) <= 0) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    q[i] = lo;
    if (lo != 0) rem = sub(rem, mul_small(d, lo));
  }
  trim(q);
  return {q, rem};
}

Limbs gcd(Limbs a, Limbs b) {
  while (!b.empty()) {
    Limbs r = divmod(a, b).second;
    a = std::move(b);
    b = std::move(r);
  }
  return a;
}

bool is_odd(const Limbs& a) {
  return !a.empty() && (a[0] % 2) == 1;
}

std::string digits(const Limbs& a) {
  if (a.empty()) return "0";
  std::string out = std::to_string(a.back());
  for (std::size_t i = a.size() - 1; i-- > 0;) {
    const std::string part = std::to_string(a[i]);
    out.append(9 - part.size(), '0');
    out += part;
  }
  return out;
}

// Rounds the magnitude q + r/d (0 <= r < d) to an integer magnitude, given the sign.
Limbs round_magnitude(Limbs q, const Limbs& r, const Limbs& d, bool negative, Rounding mode) {
  if (r.empty()) return q;
  bool up = false;
  const int half = compare(mul_small(r, 2), d);
  switch (mode) {
    case Rounding::kHalfUp:
      up = half >= 0;
      break;
    case Rounding::kHalfEven:
      up = half > 0 || (half == 0 && is_odd(q));
      break;
    case Rounding::kFloor:
      up = negative;
      break;
    case Rounding::kCeil:
      up = !negative;
      break;
    case Rounding::kDown:
      up = false;
      break;
  }
  return up ? add(q, Limbs{1}) : q;
}

// Both coefficients brought to the larger scale.
struct Aligned {
  Limbs a;
  Limbs b;
  std::uint32_t scale;
};

}  // namespace

Decimal Decimal::from_parts(bool negative, Limbs limbs, std::uint32_t scale) {
  trim(limbs);
  // Canonical form: strip trailing zeros after the point.
  while (scale > 0 && !limbs.empty()) {
    auto [q, r] = divmod_small(limbs, 10);
    if (r != 0) break;
    limbs = std::move(q);
    --scale;
  }
  Decimal d;
  if (limbs.empty()) return d;
  d.negative_ = negative;
  d.limbs_ = std::move(limbs);
  d.scale_ = scale;
  return d;
}

Decimal Decimal::from_int(std::int64_t value) {
  const bool negative = value < 0;
  std::uint64_t magnitude =
      negative ? (~static_cast<std::uint64_t>(value) + 1u) : static_cast<std::uint64_t>(value);
  Limbs limbs;
  while (magnitude != 0) {
    limbs.push_back(static_cast<std::uint32_t>(magnitude % kBase));
    magnitude /= kBase;
  }
  return from_parts(negative, std::move(limbs), 0);
}

Result<Decimal> Decimal::parse(std::string_view text) {
  const Violation bad{Reason::kHdcgBadNumber, {Param{"text", std::string(text)}}};
  std::size_t i = 0;
  bool negative = false;
  if (i < text.size() && text[i] == '-') {
    negative = true;
    ++i;
  }
  std::string mantissa;
  std::uint32_t fraction_digits = 0;
  bool seen_digit = false;
  bool seen_point = false;
  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (c >= '0' && c <= '9') {
      seen_digit = true;
      mantissa += c;
      if (seen_point) ++fraction_digits;
    } else if (c == '.' && !seen_point) {
      seen_point = true;
    } else {
      break;
    }
  }
  if (!seen_digit) return bad;
  std::int64_t exponent = 0;
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    bool exp_negative = false;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
      exp_negative = text[i] == '-';
      ++i;
    }
    bool exp_digit = false;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
      exp_digit = true;
      exponent = exponent * 10 + (text[i] - '0');
      if (exponent > kMaxParseDigits) return bad;
    }
    if (!exp_digit) return bad;
    if (exp_negative) exponent = -exponent;
  }
  if (i != text.size()) return bad;
  // Drop leading zeros of the mantissa (they carry no value).
  const auto first = mantissa.find_first_not_of('0');
  mantissa = first == std::string::npos ? std::string() : mantissa.substr(first);
  if (mantissa.size() > kMaxParseDigits) return bad;
  std::int64_t scale = static_cast<std::int64_t>(fraction_digits) - exponent;
  if (mantissa.empty()) return Decimal{};
  if (scale < 0) {
    if (-scale + static_cast<std::int64_t>(mantissa.size()) > kMaxParseDigits) return bad;
    mantissa.append(static_cast<std::size_t>(-scale), '0');
    scale = 0;
  }
  if (scale > static_cast<std::int64_t>(kMaxParseDigits) * 2) return bad;
  Limbs limbs;
  for (std::size_t end = mantissa.size(); end > 0;) {
    const std::size_t begin = end >= 9 ? end - 9 : 0;
    std::uint32_t limb = 0;
    for (std::size_t k = begin; k < end; ++k) {
      limb = limb * 10 + static_cast<std::uint32_t>(mantissa[k] - '0');
    }
    limbs.push_back(limb);
    end = begin;
  }
  return from_parts(negative, std::move(limbs), static_cast<std::uint32_t>(scale));
}

std::string Decimal::to_string() const {
  std::string text = digits(limbs_);
  if (scale_ > 0) {
    if (text.size() <= scale_) text.insert(0, scale_ - text.size() + 1, '0');
    text.insert(text.size() - scale_, 1, '.');
  }
  if (negative_) text.insert(0, 1, '-');
  return text;
}

Decimal Decimal::round(std::uint32_t places, Rounding mode) const {
  if (scale_ <= places) return *this;
  const Limbs divisor = pow10(scale_ - places);
  auto [q, r] = divmod(limbs_, divisor);
  return from_parts(negative_, round_magnitude(std::move(q), r, divisor, negative_, mode), places);
}

std::optional<std::int64_t> Decimal::to_int64() const {
  if (scale_ != 0) return std::nullopt;
  if (limbs_.size() > 3) return std::nullopt;
  std::uint64_t magnitude = 0;
  for (std::size_t i = limbs_.size(); i-- > 0;) {
    const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() / kBase;
    if (magnitude > limit) return std::nullopt;
    magnitude = magnitude * kBase;
    if (magnitude > std::numeric_limits<std::uint64_t>::max() - limbs_[i]) return std::nullopt;
    magnitude += limbs_[i];
  }
  const std::uint64_t max_positive =
      static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
  if (!negative_) {
    if (magnitude > max_positive) return std::nullopt;
    return static_cast<std::int64_t>(magnitude);
  }
  if (magnitude > max_positive + 1) return std::nullopt;
  if (magnitude == max_positive + 1) return std::numeric_limits<std::int64_t>::min();
  return -static_cast<std::int64_t>(magnitude);
}

Decimal Decimal::abs() const {
  Decimal d = *this;
  d.negative_ = false;
  return d;
}

Decimal Decimal::operator-() const {
  Decimal d = *this;
  if (!d.is_zero()) d.negative_ = !d.negative_;
  return d;
}

namespace {
Aligned align(const Limbs& a, std::uint32_t sa, const Limbs& b, std::uint32_t sb) {
  const std::uint32_t scale = std::max(sa, sb);
  return {shift10(a, scale - sa), shift10(b, scale - sb), scale};
}
}  // namespace

Decimal operator+(const Decimal& a, const Decimal& b) {
  const Aligned x = align(a.limbs_, a.scale_, b.limbs_, b.scale_);
  if (a.negative_ == b.negative_) return Decimal::from_parts(a.negative_, add(x.a, x.b), x.scale);
  const int cmp = compare(x.a, x.b);
  if (cmp == 0) return Decimal{};
  if (cmp > 0) return Decimal::from_parts(a.negative_, sub(x.a, x.b), x.scale);
  return Decimal::from_parts(b.negative_, sub(x.b, x.a), x.scale);
}

Decimal operator-(const Decimal& a, const Decimal& b) {
  return a + (-b);
}

Decimal operator*(const Decimal& a, const Decimal& b) {
  return Decimal::from_parts(a.negative_ != b.negative_, mul(a.limbs_, b.limbs_),
                             a.scale_ + b.scale_);
}

std::strong_ordering operator<=>(const Decimal& a, const Decimal& b) {
  const int sa = a.sign();
  const int sb = b.sign();
  if (sa != sb) return sa <=> sb;
  const Aligned x = align(a.limbs_, a.scale_, b.limbs_, b.scale_);
  const int cmp = compare(x.a, x.b);
  return (sa < 0 ? -cmp : cmp) <=> 0;
}

Result<Quotient> divide(const Decimal& a, const Decimal& b) {
  if (b.is_zero()) {
    return Violation{Reason::kHdcgDivisionByZero, {Param{"dividend", a.to_string()}}};
  }
  if (a.is_zero()) return Quotient{};
  const bool negative = a.is_negative() != b.is_negative();
  // |a| / |b| = (ca * 10^sb) / (cb * 10^sa) = n / d.
  const Decimal ma = a.abs();
  const Decimal mb = b.abs();
  const Limbs n = shift10(ma.coefficient(), mb.scale());
  const Limbs d = shift10(mb.coefficient(), ma.scale());
  // The quotient terminates iff the reduced denominator is 2^x 5^y; then max(x, y) places
  // are exact.
  const Limbs g = gcd(n, d);
  Limbs reduced = divmod(d, g).first;
  std::uint32_t twos = 0;
  std::uint32_t fives = 0;
  for (;;) {
    auto [q, r] = divmod_small(reduced, 2);
    if (r != 0) break;
    reduced = std::move(q);
    ++twos;
  }
  for (;;) {
    auto [q, r] = divmod_small(reduced, 5);
    if (r != 0) break;
    reduced = std::move(q);
    ++fives;
  }
  if (reduced == Limbs{1}) {
    const std::uint32_t places = std::max(twos, fives);
    auto [q, r] = divmod(shift10(n, places), d);
    return Quotient{Decimal::from_parts(negative, std::move(q), places), false};
  }
  const std::uint32_t places = Decimal::kDivisionPlaces;
  auto [q, r] = divmod(shift10(n, places), d);
  Limbs rounded = round_magnitude(std::move(q), r, d, negative, Rounding::kHalfEven);
  return Quotient{Decimal::from_parts(negative, std::move(rounded), places), true};
}

Decimal dec(std::string_view text) {
  auto parsed = Decimal::parse(text);
  return parsed ? parsed.value() : Decimal{};
}

}  // namespace tableref::hdcg

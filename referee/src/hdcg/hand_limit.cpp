#include "tableref/referee/hdcg/hand_limit.hpp"
#include "tableref/referee/hdcg/reason.hpp"

#include <limits>
#include <string>

namespace tableref::hdcg {

Result<std::int64_t> hand_limit(const Decimal& hp, const Decimal& divisor) {
  if (divisor.sign() <= 0) {
    return Violation{Reason::kHdcgBadHandDivisor, {Param{"divisor", divisor.to_string()}}};
  }
  if (hp.sign() <= 0) return std::int64_t{0};
  auto quotient = divide(hp, divisor);
  if (!quotient) return quotient.violations();
  // The quotient may be rounded (12 places); settle the ceiling exactly: the least k with
  // k x divisor >= hp.
  Decimal k = quotient.value().value.round(0, Rounding::kCeil);
  const Decimal one = Decimal::from_int(1);
  while (k > one && (k - one) * divisor >= hp) k -= one;
  while (k * divisor < hp) k += one;
  return k.to_int64().value_or(std::numeric_limits<std::int64_t>::max());
}

std::int64_t discard_count(std::int64_t hand, std::int64_t limit) {
  return hand > limit ? hand - limit : 0;
}

Status check_discard(std::int64_t hand, std::int64_t limit, std::int64_t discarding) {
  const std::int64_t required = discard_count(hand, limit);
  if (discarding == required) return Done{};
  return Violation{Reason::kHdcgWrongDiscardCount,
                   {Param{"required", required}, Param{"given", discarding}, Param{"hand", hand},
                    Param{"limit", limit}}};
}

}  // namespace tableref::hdcg

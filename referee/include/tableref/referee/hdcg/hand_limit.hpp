#pragma once
// Hand limit and the discard phase: limit = ceil(HP / hand divisor), 0 when HP <= 0; the
// discard phase demands exactly max(0, hand - limit) cards, never more.
#include <cstdint>

#include "tableref/base/result.hpp"
#include "tableref/referee/hdcg/decimal.hpp"
#include "tableref/referee/hdcg/reason.hpp"

namespace tableref::hdcg {

// ceil(hp / divisor), exact (no rounding of the quotient can move it); 0 when hp <= 0.
// Saturates at INT64_MAX. Fails with Reason::kHdcgBadHandDivisor {divisor} when divisor <= 0.
[[nodiscard]] Result<std::int64_t> hand_limit(const Decimal& hp, const Decimal& divisor);

// max(0, hand - limit).
[[nodiscard]] std::int64_t discard_count(std::int64_t hand, std::int64_t limit);

// The discard phase: `discarding` must equal discard_count(hand, limit). Fails with
// Reason::kHdcgWrongDiscardCount {required, given, hand, limit}.
[[nodiscard]] Status check_discard(std::int64_t hand, std::int64_t limit, std::int64_t discarding);

}  // namespace tableref::hdcg

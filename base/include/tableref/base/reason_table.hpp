#pragma once
// How a layer names its reason codes: one row per code, the name being the catalog key
// suffix ("reason.<name>"). Each layer keeps its table next to its enum.
#include <array>
#include <cstddef>
#include <string_view>
#include <vector>

#include "tableref/base/reason_code.hpp"

namespace tableref {

template <class E>
struct ReasonRow {
  E reason;
  std::string_view name;
};

// The name of `reason` in `rows`, "unknown" when it has none.
template <class E, std::size_t N>
[[nodiscard]] constexpr std::string_view name_in(const std::array<ReasonRow<E>, N>& rows,
                                                 E reason) {
  for (const auto& row : rows) {
    if (row.reason == reason) return row.name;
  }
  return "unknown";
}

// Every code of a table, for tests that walk the catalog.
template <class E, std::size_t N>
[[nodiscard]] std::vector<ReasonCode> codes_in(const std::array<ReasonRow<E>, N>& rows) {
  std::vector<ReasonCode> codes;
  codes.reserve(N);
  for (const auto& row : rows) codes.emplace_back(row.reason);
  return codes;
}

}  // namespace tableref

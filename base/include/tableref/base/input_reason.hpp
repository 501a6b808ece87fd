#pragma once
// Why an input (a JSON file, an option value) was refused. Shared by every layer that reads
// input: the referee's rule options, the JSON input layer, the CLI. Never renumber a code.
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "tableref/base/reason_table.hpp"

namespace tableref {

enum class InputReason : std::uint16_t {
  kMalformed = 9101,   // line, column, detail: not well-formed (JSON syntax)
  kUnknownKey = 9102,  // key
  kBadValue = 9103,    // key, detail (line, column where the input has them)
};

inline constexpr std::array kInputReasonNames{
    ReasonRow<InputReason>{InputReason::kMalformed, "input.malformed"},
    ReasonRow<InputReason>{InputReason::kUnknownKey, "input.unknown_key"},
    ReasonRow<InputReason>{InputReason::kBadValue, "input.bad_value"},
};

template <>
struct ReasonEnumTraits<InputReason> {
  static constexpr std::string_view name(InputReason r) { return name_in(kInputReasonNames, r); }
};

[[nodiscard]] inline std::vector<ReasonCode> input_reasons() {
  return codes_in(kInputReasonNames);
}

}  // namespace tableref

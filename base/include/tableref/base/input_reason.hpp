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
  // The JSON input layer (app/controllers json_input), shared by every game. Smash Up's own
  // 3301-3308 said the same before this layer existed; those numbers stay retired.
  kJsonSyntax = 9104,    // line, column: where the text stops being JSON
  kDuplicateKey = 9105,  // key: an object names it twice
  kTooDeep = 9106,       // max: nesting deeper than any format of ours
  kMissing = 9107,       // key: required and absent
  kNotObject = 9108,     // key
  kNotArray = 9109,      // key
  kNotInteger = 9110,    // key
  kNotString = 9111,     // key
  kNotBoolean = 9112,    // key
  kOutOfRange = 9113,    // key, value, min, max
  kNotOneOf = 9114,      // key, value, allowed ("standard | no-mercy")
  kNotDecimal = 9115,    // key, value: not a number or a decimal string ("1.5")
  kExclusive = 9116,     // key, other: give one of the two, not both
  kNotLike = 9117,       // key, value, example: not written like the example ("a20,b20")
  kWrongCount = 9118,    // key, count, expected: an array with the wrong number of items
  kEmpty = 9119,         // key: a text that must not be empty
  kRepeated = 9120,      // key, value: a value another item already has (a seat twice)
  kNotExpected = 9121,   // key, value, expected: only one value is right here (seq 3 after 2)
};

inline constexpr std::array kInputReasonNames{
    ReasonRow<InputReason>{InputReason::kMalformed, "input.malformed"},
    ReasonRow<InputReason>{InputReason::kUnknownKey, "input.unknown_key"},
    ReasonRow<InputReason>{InputReason::kBadValue, "input.bad_value"},
    ReasonRow<InputReason>{InputReason::kJsonSyntax, "input.json_syntax"},
    ReasonRow<InputReason>{InputReason::kDuplicateKey, "input.duplicate_key"},
    ReasonRow<InputReason>{InputReason::kTooDeep, "input.too_deep"},
    ReasonRow<InputReason>{InputReason::kMissing, "input.missing"},
    ReasonRow<InputReason>{InputReason::kNotObject, "input.not_object"},
    ReasonRow<InputReason>{InputReason::kNotArray, "input.not_array"},
    ReasonRow<InputReason>{InputReason::kNotInteger, "input.not_integer"},
    ReasonRow<InputReason>{InputReason::kNotString, "input.not_string"},
    ReasonRow<InputReason>{InputReason::kNotBoolean, "input.not_boolean"},
    ReasonRow<InputReason>{InputReason::kOutOfRange, "input.out_of_range"},
    ReasonRow<InputReason>{InputReason::kNotOneOf, "input.not_one_of"},
    ReasonRow<InputReason>{InputReason::kNotDecimal, "input.not_decimal"},
    ReasonRow<InputReason>{InputReason::kExclusive, "input.exclusive"},
    ReasonRow<InputReason>{InputReason::kNotLike, "input.not_like"},
    ReasonRow<InputReason>{InputReason::kWrongCount, "input.wrong_count"},
    ReasonRow<InputReason>{InputReason::kEmpty, "input.empty"},
    ReasonRow<InputReason>{InputReason::kRepeated, "input.repeated"},
    ReasonRow<InputReason>{InputReason::kNotExpected, "input.not_expected"},
};

template <>
struct ReasonEnumTraits<InputReason> {
  static constexpr std::string_view name(InputReason r) { return name_in(kInputReasonNames, r); }
};

[[nodiscard]] inline std::vector<ReasonCode> input_reasons() {
  return codes_in(kInputReasonNames);
}

}  // namespace tableref

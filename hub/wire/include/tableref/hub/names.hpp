#pragma once
// The names the hub owns (clubs, devices): 1 to 64 characters of letters, digits, spaces and
// - _ . (UTF-8 letters of any script allowed). Quotes, backslashes, semicolons, SQL comment
// marks, control characters and malformed UTF-8 are refused, whatever binding would make of
// them: a name is shown in lists and logs, and must read the same everywhere.
#include <string_view>

namespace tableref::hub {

inline constexpr std::size_t kMaxNameBytes = 64;

[[nodiscard]] bool valid_name(std::string_view name);
// Valid UTF-8 with no control character (C0, DEL, C1): the rule for every other text field.
[[nodiscard]] bool clean_text(std::string_view text);

}  // namespace tableref::hub

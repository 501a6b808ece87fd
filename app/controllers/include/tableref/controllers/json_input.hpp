#pragma once
// The one way every game reads JSON input: session files, the CLI's input files and the
// events a store keeps. Parsing never throws (the browser build has no exceptions) and says
// where the text broke (line and column). The readers name the key path of a value that is
// missing, of the wrong type or out of range ("players[2].power"). Every answer is an
// InputReason, so each game's input errors read the same way in every language.
#include <cstdint>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "tableref/base/input_reason.hpp"
#include "tableref/base/result.hpp"

namespace tableref::controllers::json_input {

using nlohmann::json;

// How numbers are kept: as nlohmann reads them, or as the text of their token (a string),
// for exact decimals (HDCG's 1.5 multipliers must not pass through a double).
enum class Numbers : std::uint8_t { kAsNumbers, kAsWritten };

// The whole text as one JSON value. Refused: InputReason::kJsonSyntax {line, column}, and
// kDuplicateKey {key} for an object naming a key twice (the second would silently win).
[[nodiscard]] Result<json> parse(std::string_view text, Numbers numbers = Numbers::kAsNumbers);

// The tolerant mode, for reading what is already stored (History, a worker's answer, the
// CLI's dump of stored rows): the value as written, a key named twice keeping its last value;
// nullopt when the text is not JSON at all. It never refuses for anything else, because a
// reader of the past shows what it can rather than nothing.
// `Json` = nlohmann::ordered_json keeps the keys' order (an export writes them back).
template <class Json = json>
[[nodiscard]] std::optional<Json> parse_tolerant(std::string_view text) {
  Json value = Json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (value.is_discarded()) return std::nullopt;
  return value;
}

// parse(), keeping the keys' order: for input that is checked, then written back as it was.
[[nodiscard]] Result<nlohmann::ordered_json> parse_ordered(std::string_view text);

// Key paths: "rules" + "mode" = "rules.mode"; "players" + 2 = "players[2]".
[[nodiscard]] std::string child(std::string_view path, std::string_view key);
[[nodiscard]] std::string element(std::string_view path, std::size_t index);
// The path of the document itself in a message.
inline constexpr std::string_view kTopLevel = "(top level)";

// The value must be an object (kNotObject {key}) whose keys are all among `known`
// (kUnknownKey {key}: a typo would otherwise read as a missing optional key).
[[nodiscard]] Status object_with_keys(const json& value, std::string_view path,
                                      std::initializer_list<std::string_view> known);

// object[key], required (kMissing {key}); nullptr from `optional_member` when absent.
[[nodiscard]] Result<const json*> member(const json& object, std::string_view path,
                                         std::string_view key);
[[nodiscard]] const json* optional_member(const json& object, std::string_view key);

// Typed reads of one value at `path`.
[[nodiscard]] Result<std::int64_t> read_integer(const json& value, std::string_view path,
                                                std::int64_t min, std::int64_t max);
[[nodiscard]] Result<std::string> read_string(const json& value, std::string_view path);
[[nodiscard]] Result<bool> read_bool(const json& value, std::string_view path);
[[nodiscard]] Result<const json*> read_array(const json& value, std::string_view path);

// A value that is none of the words allowed: kNotOneOf {key, value, allowed} with `allowed`
// as the words themselves ("standard | no-mercy"), which read the same in every language.
[[nodiscard]] Violation not_one_of(std::string_view path, const json& value,
                                   std::initializer_list<std::string_view> allowed);
// The same with the value as read and the words already joined ("mul | div | add | sub").
[[nodiscard]] Violation not_one_of(std::string_view path, std::string_view value,
                                   std::string_view allowed);

}  // namespace tableref::controllers::json_input

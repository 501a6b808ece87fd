#include "tableref/controllers/json_input.hpp"

#include <algorithm>
#include <utility>
#include <vector>

namespace tableref::controllers::json_input {
namespace {

// Deeper nesting than any of our formats uses is refused before it costs memory.
constexpr std::size_t kMaxDepth = 256;

// Builds the tree from SAX events: no exceptions, duplicate keys refused, the error's
// position kept, and numbers either as read or as their written token.
class TreeBuilder final : public nlohmann::json_sax<json> {
 public:
  explicit TreeBuilder(Numbers numbers) : numbers_(numbers) {}

  bool null() override { return put(json(nullptr)); }
  bool boolean(bool value) override { return put(json(value)); }
  bool number_integer(number_integer_t value) override {
    return put(numbers_ == Numbers::kAsWritten ? json(std::to_string(value)) : json(value));
  }
  bool number_unsigned(number_unsigned_t value) override {
    return put(numbers_ == Numbers::kAsWritten ? json(std::to_string(value)) : json(value));
  }
  bool number_float(number_float_t value, const string_t& text) override {
    return put(numbers_ == Numbers::kAsWritten ? json(text) : json(value));
  }
  bool string(string_t& value) override { return put(json(std::move(value))); }
  bool binary(binary_t& /*value*/) override { return false; }  // not in JSON text
  bool start_object(std::size_t /*elements*/) override { return open(json::object()); }
  bool key(string_t& value) override {
    if (stack_.back()->contains(value)) {
      failure = Violation{InputReason::kDuplicateKey, {Param{"key", value}}};
      return false;
    }
    key_ = std::move(value);
    return true;
  }
  bool end_object() override {
    stack_.pop_back();
    return true;
  }
  bool start_array(std::size_t /*elements*/) override { return open(json::array()); }
  bool end_array() override {
    stack_.pop_back();
    return true;
  }
  bool parse_error(std::size_t position, const std::string& /*last_token*/,
                   const nlohmann::detail::exception& /*error*/) override {
    error_position = position;
    return false;
  }

  json root;
  std::optional<Violation> failure;
  std::optional<std::size_t> error_position;

 private:
  bool open(json container) {
    if (stack_.size() >= kMaxDepth) {
      failure = Violation{InputReason::kTooDeep, {Param{"max", std::int64_t{kMaxDepth}}}};
      return false;
    }
    if (!put(std::move(container))) return false;
    stack_.push_back(last_);
    return true;
  }
  bool put(json value) {
    if (stack_.empty()) {
      root = std::move(value);
      last_ = &root;
      return true;
    }
    json* parent = stack_.back();
    if (parent->is_array()) {
      parent->push_back(std::move(value));
      last_ = &parent->back();
    } else {
      last_ = &((*parent)[key_] = std::move(value));
    }
    return true;
  }

  Numbers numbers_;
  std::vector<json*> stack_;
  json* last_ = nullptr;
  std::string key_;
};

// nlohmann counts the characters read, the offending one included: line and column (from 1)
// of that character.
Violation syntax_error(std::string_view text, std::size_t position) {
  const std::size_t at = std::min(position == 0 ? 0 : position - 1, text.size());
  const std::size_t line_start = text.rfind('\n', at == 0 ? 0 : at - 1);
  const auto line =
      1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n');
  const std::size_t column =
      line_start == std::string_view::npos || at == 0 ? at + 1 : at - line_start;
  return Violation{InputReason::kJsonSyntax,
                   {Param{"line", static_cast<std::int64_t>(line)},
                    Param{"column", static_cast<std::int64_t>(column)}}};
}

Violation about(InputReason reason, std::string_view path) {
  return Violation{reason, {Param{"key", std::string(path.empty() ? kTopLevel : path)}}};
}

}  // namespace

Result<json> parse(std::string_view text, Numbers numbers) {
  TreeBuilder builder(numbers);
  const bool ok = json::sax_parse(text.begin(), text.end(), &builder, json::input_format_t::json,
                                  /*strict=*/true, /*ignore_comments=*/false);
  if (builder.failure) return *builder.failure;
  if (!ok || builder.error_position) return syntax_error(text, builder.error_position.value_or(0));
  return std::move(builder.root);
}

Result<nlohmann::ordered_json> parse_ordered(std::string_view text) {
  if (auto checked = parse(text); !checked) return checked.violations();
  // The same parser has just read it; the ordered tree differs only in the keys' order.
  return nlohmann::ordered_json::parse(text, nullptr, /*allow_exceptions=*/false);
}

std::string child(std::string_view path, std::string_view key) {
  if (path.empty() || path == kTopLevel) return std::string(key);
  std::string joined(path);
  joined += '.';
  joined += key;
  return joined;
}

std::string element(std::string_view path, std::size_t index) {
  return std::string(path) + "[" + std::to_string(index) + "]";
}

Status object_with_keys(const json& value, std::string_view path,
                        std::initializer_list<std::string_view> known) {
  if (!value.is_object()) return about(InputReason::kNotObject, path);
  for (const auto& [key, member_value] : value.items()) {
    if (std::find(known.begin(), known.end(), key) == known.end()) {
      return about(InputReason::kUnknownKey, child(path, key));
    }
  }
  return Done{};
}

Result<const json*> member(const json& object, std::string_view path, std::string_view key) {
  const json* found = optional_member(object, key);
  if (found == nullptr) return about(InputReason::kMissing, child(path, key));
  return found;
}

const json* optional_member(const json& object, std::string_view key) {
  if (!object.is_object()) return nullptr;
  const auto it = object.find(key);
  return it == object.end() ? nullptr : &*it;
}

Result<std::int64_t> read_integer(const json& value, std::string_view path, std::int64_t min,
                                  std::int64_t max) {
  if (!value.is_number_integer()) return about(InputReason::kNotInteger, path);
  const bool above_int64 = value.is_number_unsigned() &&
                           value.get<std::uint64_t>() > static_cast<std::uint64_t>(INT64_MAX);
  const std::int64_t number = above_int64 ? INT64_MAX : value.get<std::int64_t>();
  if (above_int64 || number < min || number > max) {
    return Violation{InputReason::kOutOfRange,
                     {Param{"key", std::string(path)}, Param{"value", value.dump()},
                      Param{"min", min}, Param{"max", max}}};
  }
  return number;
}

Result<std::string> read_string(const json& value, std::string_view path) {
  if (!value.is_string()) return about(InputReason::kNotString, path);
  return value.get<std::string>();
}

Result<bool> read_bool(const json& value, std::string_view path) {
  if (!value.is_boolean()) return about(InputReason::kNotBoolean, path);
  return value.get<bool>();
}

Result<const json*> read_array(const json& value, std::string_view path) {
  if (!value.is_array()) return about(InputReason::kNotArray, path);
  return &value;
}

Violation not_one_of(std::string_view path, const json& value,
                     std::initializer_list<std::string_view> allowed) {
  std::string words;
  for (const auto word : allowed) {
    if (!words.empty()) words += " | ";
    words += word;
  }
  return not_one_of(path, value.is_string() ? value.get<std::string>() : value.dump(), words);
}

Violation not_one_of(std::string_view path, std::string_view value, std::string_view allowed) {
  return Violation{InputReason::kNotOneOf,
                   {Param{"key", std::string(path)}, Param{"value", std::string(value)},
                    Param{"allowed", std::string(allowed)}}};
}

}  // namespace tableref::controllers::json_input

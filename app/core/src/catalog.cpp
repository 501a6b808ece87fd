#include "tableref/app/catalog.hpp"

#include <charconv>
#include <filesystem>
#include <fstream>
#include <limits>
#include <optional>
#include <set>
#include <sstream>

#include "tableref/app/cell_notation.hpp"

namespace tableref::app {

std::string_view language_code(Language language) {
  switch (language) {
    case Language::kEnglish:
      return "en";
    case Language::kSimplifiedChinese:
      return "zh-Hans";
    case Language::kTraditionalChinese:
      return "zh-Hant";
  }
  return "en";
}

Language parse_language(std::string_view code) {
  if (code == "zh-Hans" || code == "zh_CN" || code == "zh") return Language::kSimplifiedChinese;
  if (code == "zh-Hant" || code == "zh_TW" || code == "zh_HK") {
    return Language::kTraditionalChinese;
  }
  return Language::kEnglish;
}

namespace {

std::string unescape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 1 < text.size()) {
      const char next = text[i + 1];
      if (next == 'n') {
        out += '\n';
        ++i;
        continue;
      }
      if (next == 't') {
        out += '\t';
        ++i;
        continue;
      }
      if (next == '\\') {
        out += '\\';
        ++i;
        continue;
      }
    }
    out += text[i];
  }
  return out;
}

std::vector<std::string> split_tabs(const std::string& line) {
  std::vector<std::string> fields;
  std::string field;
  std::istringstream stream(line);
  while (std::getline(stream, field, '\t')) fields.push_back(field);
  if (!line.empty() && line.back() == '\t') fields.emplace_back();
  return fields;
}

}  // namespace

Catalog Catalog::load(const std::string& directory) {
  Catalog catalog;
  for (const auto& name : catalog_files()) {
    // A game added from elsewhere names its file by its whole path (catalog_files.cpp).
    const std::string path = (std::filesystem::path(directory) / name).string();
    std::ifstream in(path);
    if (!in) {
      catalog.problems_.push_back({name, 0, "file missing"});
      continue;
    }
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
      ++number;
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.empty() || line[0] == '#') continue;
      auto fields = split_tabs(line);
      if (fields.size() != 4) {
        catalog.problems_.push_back({name, number, "expected 4 tab-separated fields"});
        continue;
      }
      std::array<std::string, 3> texts{unescape(fields[1]), unescape(fields[2]),
                                       unescape(fields[3])};
      for (const auto& text : texts) {
        if (text.empty()) catalog.problems_.push_back({name, number, "empty text"});
      }
      if (!catalog.rows_.emplace(fields[0], std::move(texts)).second) {
        catalog.problems_.push_back({name, number, "duplicate key " + fields[0]});
      }
    }
  }
  return catalog;
}

bool Catalog::has(std::string_view key) const {
  return rows_.find(key) != rows_.end();
}

std::string Catalog::text(Language language, std::string_view key) const {
  const auto it = rows_.find(key);
  if (it == rows_.end()) return "[" + std::string(key) + "]";
  return it->second[static_cast<std::size_t>(language)];
}

std::string Catalog::format(Language language, std::string_view key,
                            const std::vector<Param>& params) const {
  return format_with(language, text(language, key), params, ReasonCode{});
}

std::string Catalog::format(Language language, std::string_view key, std::vector<Param> params,
                            const std::vector<std::pair<std::string, std::string>>& keyed) const {
  for (const auto& [name, text_key] : keyed)
    params.push_back(Param{name, text(language, text_key)});
  return format_with(language, text(language, key), params, ReasonCode{});
}

std::string Catalog::render(Language language, const Violation& violation) const {
  const std::string key = "reason." + std::string(reason_name(violation.reason));
  return format_with(language, text(language, key), violation.params, violation.reason);
}

namespace {

// The CLDR plural category of an integer: English has one and other, Chinese only other.
std::string_view plural_category(Language language, std::int64_t n) {
  if (language == Language::kEnglish && n == 1) return "one";
  return "other";
}

// The index one past the '}' that closes the '{' at `open` (nested braces counted), or npos.
std::size_t closing_brace(std::string_view text, std::size_t open) {
  int depth = 0;
  for (std::size_t i = open; i < text.size(); ++i) {
    if (text[i] == '{') ++depth;
    if (text[i] == '}' && --depth == 0) return i + 1;
  }
  return std::string_view::npos;
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  return text;
}

// The chosen branch of `one {...} other {...}` for `n`, or nullopt when malformed.
std::optional<std::string_view> plural_branch(std::string_view options, Language language,
                                              std::int64_t n) {
  const std::string exact = "=" + std::to_string(n);
  const std::string_view category = plural_category(language, n);
  std::optional<std::string_view> chosen;
  std::optional<std::string_view> other;
  std::size_t i = 0;
  while (true) {
    while (i < options.size() && options[i] == ' ') ++i;
    if (i >= options.size()) break;
    const std::size_t open = options.find('{', i);
    if (open == std::string_view::npos) return std::nullopt;
    const std::size_t close = closing_brace(options, open);
    if (close == std::string_view::npos) return std::nullopt;
    const std::string_view selector = trimmed(options.substr(i, open - i));
    const std::string_view body = options.substr(open + 1, close - open - 2);
    if (selector == exact) chosen = body;  // an exact match wins over a category
    if (selector == category && !chosen) chosen = body;
    if (selector == "other") other = body;
    i = close;
  }
  if (chosen) return chosen;
  return other;
}

}  // namespace

std::string Catalog::format_with(Language language, std::string_view pattern,
                                 const std::vector<Param>& params, ReasonCode reason) {
  auto find = [&](std::string_view name) -> const Param* {
    for (const auto& param : params) {
      if (param.name == name) return &param;
    }
    return nullptr;
  };
  std::string out;
  out.reserve(pattern.size());
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '{') {
      const auto close = closing_brace(pattern, i);
      if (close != std::string_view::npos) {
        const std::string_view inside = pattern.substr(i + 1, close - i - 2);
        const auto comma = inside.find(',');
        const std::string_view name = trimmed(inside.substr(0, comma));
        const Param* param = find(name);
        if (param != nullptr && comma == std::string_view::npos) {
          out += render_param(reason, param->value);
          i = close - 1;
          continue;
        }
        const std::string_view rest = inside.substr(comma + 1);
        const auto second = rest.find(',');
        if (comma != std::string_view::npos && second != std::string_view::npos &&
            trimmed(rest.substr(0, second)) == "plural") {
          // The number: an integer, the count of a cell list, or an integer written as text.
          // Anything else takes the "other" text with the value as written.
          std::optional<std::int64_t> number;
          std::string shown = param != nullptr ? render_param(reason, param->value) : "#";
          if (param != nullptr) {
            if (const auto* n = std::get_if<std::int64_t>(&param->value)) number = *n;
            if (const auto* c = std::get_if<std::vector<GridCell>>(&param->value)) {
              number = static_cast<std::int64_t>(c->size());
            }
            if (const auto* t = std::get_if<std::string>(&param->value)) {
              std::int64_t parsed = 0;
              const auto [end, error] = std::from_chars(t->data(), t->data() + t->size(), parsed);
              if (error == std::errc{} && end == t->data() + t->size()) number = parsed;
            }
          }
          if (number) shown = std::to_string(*number);
          const std::int64_t chosen_for = number.value_or(std::numeric_limits<std::int64_t>::min());
          if (const auto branch = plural_branch(rest.substr(second + 1), language, chosen_for)) {
            std::string body;
            for (const char c : *branch) {
              if (c == '#') {
                body += shown;
              } else {
                body += c;
              }
            }
            out += format_with(language, body, params, reason);
            i = close - 1;
            continue;
          }
        }
      }
    }
    out += pattern[i];
  }
  return out;
}

std::vector<std::string> Catalog::keys() const {
  std::vector<std::string> keys;
  keys.reserve(rows_.size());
  for (const auto& [key, texts] : rows_) keys.push_back(key);
  return keys;
}

std::vector<char32_t> Catalog::code_points() const {
  std::set<char32_t> points;
  for (const auto& [key, texts] : rows_) {
    for (const auto& text : texts) {
      for (char32_t c : utf8_code_points(text)) points.insert(c);
    }
  }
  return {points.begin(), points.end()};
}

std::string render_param(ReasonCode reason, const ParamValue& value) {
  if (const auto* number = std::get_if<std::int64_t>(&value)) return std::to_string(*number);
  if (const auto* text = std::get_if<std::string>(&value)) return *text;
  // Each cell in the notation of the game that gave the ruling (the referee's); the list is
  // the catalog's.
  std::string out;
  for (const auto& cell : std::get<std::vector<GridCell>>(value)) {
    if (!out.empty()) out += ", ";
    out += write_cell(reason, cell);
  }
  return out;
}

std::vector<char32_t> utf8_code_points(std::string_view text) {
  std::vector<char32_t> points;
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    int length = 0;
    char32_t point = 0;
    if (byte < 0x80) {
      length = 1;
      point = byte;
    } else if ((byte & 0xE0) == 0xC0) {
      length = 2;
      point = byte & 0x1F;
    } else if ((byte & 0xF0) == 0xE0) {
      length = 3;
      point = byte & 0x0F;
    } else if ((byte & 0xF8) == 0xF0) {
      length = 4;
      point = byte & 0x07;
    } else {
      ++i;
      continue;
    }
    if (i + static_cast<std::size_t>(length) > text.size()) break;
    bool valid = true;
    for (int k = 1; k < length; ++k) {
      const auto next = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
      if ((next & 0xC0) != 0x80) {
        valid = false;
        break;
      }
      point = (point << 6) | (next & 0x3F);
    }
    if (valid) points.push_back(point);
    i += valid ? static_cast<std::size_t>(length) : 1;
  }
  return points;
}

}  // namespace tableref::app

#include "tableref/app/catalog.hpp"

#include <fstream>
#include <set>
#include <sstream>

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

const std::vector<std::string>& catalog_files() {
  static const std::vector<std::string> files{"core.tsv",        "store.tsv",   "blokus.tsv",
                                              "blockkiller.tsv", "smashup.tsv", "hdcg.tsv",
                                              "history.tsv",     "setup.tsv"};
  return files;
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
    const std::string path = directory + "/" + name;
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
  return format_with(text(language, key), params, Reason{});
}

std::string Catalog::format(Language language, std::string_view key, std::vector<Param> params,
                            const std::vector<std::pair<std::string, std::string>>& keyed) const {
  for (const auto& [name, text_key] : keyed)
    params.push_back(Param{name, text(language, text_key)});
  return format_with(text(language, key), params, Reason{});
}

std::string Catalog::render(Language language, const Violation& violation) const {
  const std::string key = "reason." + std::string(reason_name(violation.reason));
  return format_with(text(language, key), violation.params, violation.reason);
}

std::string Catalog::format_with(const std::string& pattern, const std::vector<Param>& params,
                                 Reason reason) {
  std::string out;
  out.reserve(pattern.size());
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '{') {
      const auto close = pattern.find('}', i);
      if (close != std::string::npos) {
        const std::string_view name(pattern.data() + i + 1, close - i - 1);
        bool found = false;
        for (const auto& param : params) {
          if (param.name == name) {
            out += render_param(reason, param.value);
            found = true;
            break;
          }
        }
        if (found) {
          i = close;
          continue;
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

std::string render_param(Reason reason, const ParamValue& value) {
  if (const auto* number = std::get_if<std::int64_t>(&value)) return std::to_string(*number);
  if (const auto* text = std::get_if<std::string>(&value)) return *text;
  const auto& cells = std::get<std::vector<GridCell>>(value);
  const auto code = static_cast<unsigned>(reason);
  const bool blokus = code >= 1000 && code < 2000;
  std::string out;
  for (const auto& cell : cells) {
    if (!out.empty()) out += ", ";
    if (blokus) {
      // Blokus writes cells as column letter + row number, a1 at the lower left.
      out += static_cast<char>('a' + cell.x);
      out += std::to_string(cell.y + 1);
    } else {
      out += "(" + std::to_string(cell.x) + "," + std::to_string(cell.y) + ")";
    }
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

#include "tableref/referee/smashup/names_zh.hpp"
#include "tableref/referee/smashup/data_file.hpp"
#include "tableref/referee/smashup/reason.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace tableref::smashup {
namespace {

constexpr std::array<std::string_view, 6> kNamesHeader{"kind",    "english", "zh_Hans",
                                                       "zh_Hant", "trust",   "source"};
constexpr std::array<std::string_view, 5> kAlternatesHeader{"kind", "english", "chosen_zh_Hans",
                                                            "alternate", "alt_source"};

std::vector<std::string_view> split(std::string_view line, char separator) {
  std::vector<std::string_view> fields;
  while (true) {
    const auto at = line.find(separator);
    fields.push_back(line.substr(0, at));
    if (at == std::string_view::npos) break;
    line.remove_prefix(at + 1);
  }
  return fields;
}

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

Violation at_line(Reason reason, int line, std::vector<Param> more = {}) {
  std::vector<Param> params{Param{"line", std::int64_t{line}}};
  for (auto& p : more) params.push_back(std::move(p));
  return Violation{reason, std::move(params)};
}

template <std::size_t N>
std::string joined(const std::array<std::string_view, N>& header) {
  std::string out;
  for (const auto& name : header) {
    if (!out.empty()) out += ' ';
    out += name;
  }
  return out;
}

// The data rows after a header; problems for a bad header or column count.
template <std::size_t N>
std::vector<std::pair<int, std::vector<std::string_view>>> rows_of(
    std::string_view text, const std::array<std::string_view, N>& header, Violations& problems) {
  std::vector<std::pair<int, std::vector<std::string_view>>> rows;
  const auto lines = data_lines(text);
  if (lines.empty()) {
    problems.emplace_back(Reason::kSmashupCatalogEmpty);
    return rows;
  }
  const auto head = split(lines.front().text, '\t');
  bool ok = head.size() == N;
  for (std::size_t i = 0; ok && i < N; ++i) ok = head[i] == header[i];
  if (!ok) {
    problems.push_back(at_line(Reason::kSmashupCatalogHeader, lines.front().number,
                               {Param{"expected", joined(header)}}));
    return rows;
  }
  for (std::size_t i = 1; i < lines.size(); ++i) {
    auto fields = split(lines[i].text, '\t');
    if (fields.size() != N) {
      problems.push_back(at_line(Reason::kSmashupCatalogColumns, lines[i].number,
                                 {Param{"found", static_cast<std::int64_t>(fields.size())},
                                  Param{"expected", static_cast<std::int64_t>(N)}}));
      continue;
    }
    rows.emplace_back(lines[i].number, std::move(fields));
  }
  return rows;
}

// The length of the UTF-8 sequence starting with `lead`, or 1 for a stray byte.
std::size_t utf8_length(unsigned char lead) {
  if (lead < 0x80) return 1;
  if ((lead & 0xE0) == 0xC0) return 2;
  if ((lead & 0xF0) == 0xE0) return 3;
  if ((lead & 0xF8) == 0xF0) return 4;
  return 1;
}

}  // namespace

std::string_view name_kind_name(NameKind kind) {
  return kind == NameKind::kBase ? "base" : "faction";
}

std::optional<NameKind> parse_name_kind(std::string_view text) {
  if (text == "faction") return NameKind::kFaction;
  if (text == "base") return NameKind::kBase;
  return std::nullopt;
}

Result<std::vector<ZhName>> parse_zh_names(std::string_view text) {
  Violations problems;
  std::vector<ZhName> names;
  std::map<std::pair<NameKind, std::string>, int> seen;
  for (const auto& [line, f] : rows_of(text, kNamesHeader, problems)) {
    bool ok = true;
    for (std::size_t c = 0; c < f.size(); ++c) {
      if (c == 3 || !f[c].empty()) continue;  // zh_Hant may be empty
      problems.push_back(at_line(Reason::kSmashupCatalogEmptyField, line,
                                 {Param{"column", std::string(kNamesHeader[c])}}));
      ok = false;
    }
    const auto kind = parse_name_kind(f[0]);
    if (ok && !kind) {
      problems.push_back(at_line(Reason::kSmashupCatalogEmptyField, line,
                                 {Param{"column", std::string(kNamesHeader[0])}}));
      ok = false;
    }
    if (!ok) continue;
    const auto [first, fresh] = seen.emplace(std::pair{*kind, std::string(f[1])}, line);
    if (!fresh) {
      problems.push_back(at_line(
          Reason::kSmashupCatalogDuplicate, line,
          {Param{"name", std::string(f[1])}, Param{"first_line", std::int64_t{first->second}}}));
      continue;
    }
    ZhName name;
    name.kind = *kind;
    name.english = std::string(f[1]);
    name.hans = std::string(f[2]);
    name.hant = std::string(f[3]);
    name.hant_from_source = !f[3].empty();
    name.trust = std::string(f[4]);
    names.push_back(std::move(name));
  }
  if (!problems.empty()) return problems;
  return names;
}

Status add_zh_alternates(std::vector<ZhName>& names, std::string_view text) {
  Violations problems;
  for (const auto& [line, f] : rows_of(text, kAlternatesHeader, problems)) {
    const auto kind = parse_name_kind(f[0]);
    // A structured binding cannot be captured before C++20 (clang refuses it).
    const std::string_view english = f[1];
    auto it = std::find_if(names.begin(), names.end(), [&](const ZhName& n) {
      return kind && n.kind == *kind && n.english == english;
    });
    if (it == names.end()) {
      problems.push_back(at_line(Reason::kSmashupCatalogEmptyField, line,
                                 {Param{"column", std::string(kAlternatesHeader[1])}}));
      continue;
    }
    for (auto part : split(f[3], '/')) {
      part = trim(part);
      // "Q Point (untranslated)", "騙術家 (zh_Hant)": the note is not part of the name.
      if (!part.empty() && part.back() == ')') {
        const auto open = part.rfind(" (");
        if (open != std::string_view::npos) part = trim(part.substr(0, open));
      }
      if (part.empty()) continue;
      const std::string name(part);
      if (name == it->english || name == it->hans || name == it->hant) continue;
      if (std::find(it->alternates.begin(), it->alternates.end(), name) != it->alternates.end()) {
        continue;
      }
      it->alternates.push_back(name);
    }
  }
  if (!problems.empty()) return problems;
  return Done{};
}

CharTable parse_character_table(std::string_view text) {
  CharTable table;
  for (const auto& line : data_lines(text)) {
    const auto tab = line.text.find('\t');
    if (tab == std::string_view::npos || tab == 0) continue;
    const auto from = line.text.substr(0, tab);
    auto to = line.text.substr(tab + 1);
    to = to.substr(0, to.find(' '));  // the first candidate
    if (to.empty()) continue;
    table.emplace(std::string(from), std::string(to));
  }
  return table;
}

std::string convert_characters(std::string_view text, const CharTable& table) {
  std::string out;
  out.reserve(text.size());
  std::size_t i = 0;
  while (i < text.size()) {
    const std::size_t n =
        std::min(utf8_length(static_cast<unsigned char>(text[i])), text.size() - i);
    const auto ch = text.substr(i, n);
    const auto it = table.find(ch);
    out += it != table.end() ? std::string_view(it->second) : ch;
    i += n;
  }
  return out;
}

void fill_traditional(std::vector<ZhName>& names, const CharTable& table) {
  for (auto& name : names) {
    if (!name.hant_from_source) name.hant = convert_characters(name.hans, table);
  }
}

std::string fold_for_search(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (const char c : text) {
    if (c == ' ') continue;
    out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  }
  return out;
}

bool search_matches(std::string_view query, const std::vector<std::string>& names) {
  const std::string q = fold_for_search(query);
  if (q.empty()) return true;
  return std::any_of(names.begin(), names.end(), [&](const std::string& name) {
    return fold_for_search(name).find(q) != std::string::npos;
  });
}

}  // namespace tableref::smashup

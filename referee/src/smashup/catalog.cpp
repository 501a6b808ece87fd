#include "tableref/referee/smashup/catalog.hpp"
#include "tableref/referee/smashup/data_file.hpp"
#include "tableref/referee/smashup/reason.hpp"

#include <charconv>
#include <map>
#include <tuple>

namespace tableref::smashup {
namespace {

constexpr std::array<std::string_view, 8> kBaseHeader{"set", "base", "breakpoint", "vp1",
                                                      "vp2", "vp3",  "printing",   "confidence"};
constexpr std::array<std::string_view, 2> kFactionHeader{"set", "faction"};

Param int_param(std::string name, std::int64_t value) {
  return Param{std::move(name), value};
}
Param text_param(std::string name, std::string_view value) {
  return Param{std::move(name), std::string(value)};
}

std::vector<std::string_view> split_tabs(std::string_view line) {
  std::vector<std::string_view> fields;
  while (true) {
    const auto tab = line.find('\t');
    fields.push_back(line.substr(0, tab));
    if (tab == std::string_view::npos) break;
    line.remove_prefix(tab + 1);
  }
  return fields;
}

std::string join_header(const auto& header) {
  std::string out;
  for (const auto& name : header) {
    if (!out.empty()) out += ' ';
    out += name;
  }
  return out;
}

// Checks the header and column counts; calls row(line, fields) for each well-shaped row.
template <std::size_t N, class RowFn>
Violations parse_table(std::string_view text, const std::array<std::string_view, N>& header,
                       RowFn&& row) {
  Violations problems;
  const auto lines = data_lines(text);
  if (lines.empty()) {
    problems.emplace_back(Reason::kSmashupCatalogEmpty);
    return problems;
  }
  const auto head = split_tabs(lines.front().text);
  bool header_ok = head.size() == N;
  for (std::size_t i = 0; header_ok && i < N; ++i) header_ok = head[i] == header[i];
  if (!header_ok) {
    problems.emplace_back(Reason::kSmashupCatalogHeader,
                          std::vector<Param>{int_param("line", lines.front().number),
                                             text_param("expected", join_header(header))});
    return problems;
  }
  if (lines.size() == 1) {
    problems.emplace_back(Reason::kSmashupCatalogEmpty);
    return problems;
  }
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const auto fields = split_tabs(lines[i].text);
    if (fields.size() != N) {
      problems.emplace_back(
          Reason::kSmashupCatalogColumns,
          std::vector<Param>{int_param("line", lines[i].number),
                             int_param("found", static_cast<std::int64_t>(fields.size())),
                             int_param("expected", static_cast<std::int64_t>(N))});
      continue;
    }
    bool fields_ok = true;
    for (std::size_t c = 0; c < N; ++c) {
      if (fields[c].empty()) {
        problems.emplace_back(Reason::kSmashupCatalogEmptyField,
                              std::vector<Param>{int_param("line", lines[i].number),
                                                 text_param("column", header[c])});
        fields_ok = false;
      }
    }
    if (fields_ok) row(lines[i].number, fields, problems);
  }
  return problems;
}

std::optional<int> parse_count(std::string_view text) {
  int value = 0;
  const auto* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc{} || ptr != end || value < 0 || value > 999) return std::nullopt;
  return value;
}

}  // namespace

std::string_view printing_name(Printing printing) {
  switch (printing) {
    case Printing::kCurrent:
      return "current";
    case Printing::kOriginal:
      return "original";
    case Printing::kCustom:
      return "custom";
  }
  return "current";
}

std::optional<Printing> parse_printing(std::string_view text) {
  for (auto p : {Printing::kCurrent, Printing::kOriginal, Printing::kCustom}) {
    if (printing_name(p) == text) return p;
  }
  return std::nullopt;
}

std::string_view confidence_name(Confidence confidence) {
  switch (confidence) {
    case Confidence::kCrossChecked:
      return "cross-checked";
    case Confidence::kSingleSource:
      return "single-source";
    case Confidence::kSourcesDiffer:
      return "sources-differ";
    case Confidence::kCustom:
      return "custom";
  }
  return "cross-checked";
}

std::optional<Confidence> parse_confidence(std::string_view text) {
  for (auto c : {Confidence::kCrossChecked, Confidence::kSingleSource, Confidence::kSourcesDiffer,
                 Confidence::kCustom}) {
    if (confidence_name(c) == text) return c;
  }
  return std::nullopt;
}

Result<std::vector<BaseCard>> parse_bases(std::string_view text) {
  std::vector<BaseCard> bases;
  std::map<std::tuple<std::string, std::string, Printing>, int> seen;
  auto problems = parse_table(text, kBaseHeader, [&](int line, const auto& f, Violations& out) {
    BaseCard base;
    base.set = std::string(f[0]);
    base.name = std::string(f[1]);
    bool ok = true;
    std::array<int*, 4> numbers{&base.breakpoint, &base.vp[0], &base.vp[1], &base.vp[2]};
    for (std::size_t i = 0; i < numbers.size(); ++i) {
      if (auto value = parse_count(f[2 + i])) {
        *numbers[i] = *value;
      } else {
        out.emplace_back(
            Reason::kSmashupCatalogNumber,
            std::vector<Param>{int_param("line", line), text_param("column", kBaseHeader[2 + i]),
                               text_param("value", f[2 + i])});
        ok = false;
      }
    }
    if (auto printing = parse_printing(f[6])) {
      base.printing = *printing;
    } else {
      out.emplace_back(Reason::kSmashupCatalogPrinting,
                       std::vector<Param>{int_param("line", line), text_param("value", f[6])});
      ok = false;
    }
    if (auto confidence = parse_confidence(f[7])) {
      base.confidence = *confidence;
    } else {
      out.emplace_back(Reason::kSmashupCatalogConfidence,
                       std::vector<Param>{int_param("line", line), text_param("value", f[7])});
      ok = false;
    }
    if (!ok) return;
    const auto [it, fresh] = seen.emplace(std::tuple{base.set, base.name, base.printing}, line);
    if (!fresh) {
      out.emplace_back(Reason::kSmashupCatalogDuplicate,
                       std::vector<Param>{int_param("line", line), text_param("name", base.name),
                                          int_param("first_line", it->second)});
      return;
    }
    bases.push_back(std::move(base));
  });
  if (!problems.empty()) return problems;
  return bases;
}

Result<std::vector<Faction>> parse_factions(std::string_view text) {
  std::vector<Faction> factions;
  std::map<std::pair<std::string, std::string>, int> seen;
  auto problems = parse_table(text, kFactionHeader, [&](int line, const auto& f, Violations& out) {
    Faction faction{std::string(f[0]), std::string(f[1])};
    const auto [it, fresh] = seen.emplace(std::pair{faction.set, faction.name}, line);
    if (!fresh) {
      out.emplace_back(Reason::kSmashupCatalogDuplicate,
                       std::vector<Param>{int_param("line", line), text_param("name", faction.name),
                                          int_param("first_line", it->second)});
      return;
    }
    factions.push_back(std::move(faction));
  });
  if (!problems.empty()) return problems;
  return factions;
}

std::string format_base_row(const BaseCard& base) {
  std::string row = base.set + '\t' + base.name + '\t' + std::to_string(base.breakpoint);
  for (int vp : base.vp) row += '\t' + std::to_string(vp);
  row += '\t';
  row += printing_name(base.printing);
  row += '\t';
  row += confidence_name(base.confidence);
  return row;
}

const BaseCard* find_base(const std::vector<BaseCard>& bases, std::string_view set,
                          std::string_view name, Printing printing) {
  for (const auto& base : bases) {
    if (base.set == set && base.name == name && base.printing == printing) return &base;
  }
  return nullptr;
}

namespace {
template <class T>
std::vector<std::string> sets_of(const std::vector<T>& rows) {
  std::vector<std::string> sets;
  for (const auto& row : rows) {
    bool known = false;
    for (const auto& s : sets) known = known || s == row.set;
    if (!known) sets.push_back(row.set);
  }
  return sets;
}
}  // namespace

std::vector<std::string> base_sets(const std::vector<BaseCard>& bases) {
  return sets_of(bases);
}
std::vector<std::string> faction_sets(const std::vector<Faction>& factions) {
  return sets_of(factions);
}

}  // namespace tableref::smashup

#include "tableref/referee/blockkiller/garbage.hpp"
#include "tableref/referee/blockkiller/reason.hpp"

#include <charconv>

namespace tableref::blockkiller {
namespace {

std::vector<std::string_view> split(std::string_view text, char sep) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  while (true) {
    const auto pos = text.find(sep, start);
    if (pos == std::string_view::npos) {
      parts.push_back(text.substr(start));
      return parts;
    }
    parts.push_back(text.substr(start, pos - start));
    start = pos + 1;
  }
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

std::optional<int> to_int(std::string_view s) {
  s = trim(s);
  int value = 0;
  const auto* end = s.data() + s.size();
  auto [ptr, ec] = std::from_chars(s.data(), end, value);
  if (ec != std::errc() || ptr != end || s.empty()) return std::nullopt;
  return value;
}

Violation bad_row(int line, std::string_view text) {
  return Violation{Reason::kBkCatalogBadRow,
                   {Param{"line", std::int64_t{line}}, Param{"text", std::string(text)}}};
}

// Data lines (after the header), with their 1-based line numbers.
std::vector<std::pair<int, std::string_view>> data_lines(std::string_view tsv) {
  std::vector<std::pair<int, std::string_view>> out;
  int number = 0;
  bool header = true;
  for (auto line : split(tsv, '\n')) {
    ++number;
    line = trim(line);
    if (line.empty() || line.front() == '#') continue;
    if (header) {
      header = false;
      continue;
    }
    out.emplace_back(number, line);
  }
  return out;
}

}  // namespace

std::string_view garbage_kind_name(GarbageKind kind) {
  switch (kind) {
    case GarbageKind::kSingleHole:
      return "single-hole";
    case GarbageKind::kDoubleHole:
      return "double-hole";
    case GarbageKind::kTripleHole:
      return "triple-hole";
    case GarbageKind::kQuadHole:
      return "quad-hole";
    case GarbageKind::kCheckerboard:
      return "checkerboard";
  }
  return "?";
}

std::optional<GarbageKind> parse_garbage_kind(std::string_view name) {
  for (auto kind : {GarbageKind::kSingleHole, GarbageKind::kDoubleHole, GarbageKind::kTripleHole,
                    GarbageKind::kQuadHole, GarbageKind::kCheckerboard}) {
    if (garbage_kind_name(kind) == name) return kind;
  }
  return std::nullopt;
}

std::uint16_t garbage_row_mask(const GarbageCard& card, bool flipped) {
  std::uint16_t holes = card.holes & kFullRow;
  if (flipped) {
    std::uint16_t mirrored = 0;
    for (int c = 0; c < kWidth; ++c) {
      if ((holes >> c) & 1u)
        mirrored = static_cast<std::uint16_t>(mirrored | (1u << (kWidth - 1 - c)));
    }
    holes = mirrored;
  }
  return static_cast<std::uint16_t>(kFullRow & ~holes);
}

std::vector<int> hole_columns(std::uint16_t holes) {
  std::vector<int> out;
  for (int c = 0; c < kWidth; ++c) {
    if ((holes >> c) & 1u) out.push_back(c);
  }
  return out;
}

bool CardCatalog::has_garbage(const GarbageCard& card) const {
  for (const auto& e : garbage) {
    if (e.card == card) return true;
  }
  return false;
}
int CardCatalog::block_total() const {
  int n = 0;
  for (const auto& e : blocks) n += e.copies;
  return n;
}
int CardCatalog::garbage_total() const {
  int n = 0;
  for (const auto& e : garbage) n += e.copies;
  return n;
}

Result<std::vector<GarbageCatalogEntry>> parse_garbage_catalog(std::string_view tsv) {
  std::vector<GarbageCatalogEntry> out;
  for (const auto& [number, line] : data_lines(tsv)) {
    const auto cols = split(line, '\t');
    if (cols.size() < 3) return bad_row(number, line);
    const auto kind = parse_garbage_kind(trim(cols[0]));
    const auto copies = to_int(cols[2]);
    if (!kind || !copies || *copies < 0) return bad_row(number, line);
    std::uint16_t holes = 0;
    for (auto h : split(trim(cols[1]), ',')) {
      const auto c = to_int(h);
      if (!c || *c < 0 || *c >= kWidth) return bad_row(number, line);
      holes = static_cast<std::uint16_t>(holes | (1u << *c));
    }
    out.push_back(GarbageCatalogEntry{GarbageCard{*kind, holes}, *copies});
  }
  return out;
}

Result<std::vector<BlockCatalogEntry>> parse_block_catalog(std::string_view tsv) {
  std::vector<BlockCatalogEntry> out;
  for (const auto& [number, line] : data_lines(tsv)) {
    const auto cols = split(line, '\t');
    if (cols.size() < 2) return bad_row(number, line);
    const auto piece = parse_piece(trim(cols[0]));
    const auto copies = to_int(cols[1]);
    if (!piece || !copies || *copies < 0) return bad_row(number, line);
    out.push_back(BlockCatalogEntry{*piece, *copies});
  }
  return out;
}

Result<Field> build_garbage_field(const std::vector<GarbageCatalogEntry>& catalog,
                                  const std::vector<StackedGarbage>& stack) {
  if (stack.size() > static_cast<std::size_t>(kMaxStackHeight)) {
    return Violation{Reason::kBkFieldTooTall,
                     {Param{"rows", static_cast<std::int64_t>(stack.size())},
                      Param{"max", std::int64_t{kMaxStackHeight}}}};
  }
  std::vector<std::uint16_t> rows;
  for (std::size_t i = 0; i < stack.size(); ++i) {
    const auto& g = stack[i];
    if (g.merged) {
      rows.push_back(kFullRow);
      continue;
    }
    bool known = false;
    for (const auto& e : catalog) known = known || e.card == g.card;
    if (!known) {
      std::string holes;
      for (int c : hole_columns(g.card.holes)) {
        if (!holes.empty()) holes += ",";
        holes += std::to_string(c);
      }
      return Violation{
          Reason::kBkGarbageUnknownCard,
          {Param{"row", static_cast<std::int64_t>(i)},
           Param{"kind", std::string(garbage_kind_name(g.card.kind))}, Param{"holes", holes}}};
    }
    rows.push_back(garbage_row_mask(g.card, g.flipped));
  }
  return Field::from_masks(rows);
}

int cards_in_rows(const std::vector<StackedGarbage>& stack, const std::vector<int>& rows) {
  int cards = 0;
  for (int y : rows) {
    if (y < 0 || y >= static_cast<int>(stack.size())) continue;
    cards += stack[static_cast<std::size_t>(y)].merged ? 2 : 1;
  }
  return cards;
}

}  // namespace tableref::blockkiller

#pragma once
// The Smash Up base and faction catalog: parsed from the text of assets/smashup/bases.tsv
// and factions.tsv (the caller reads the file; this parses what it is given).
//
// bases.tsv:    set <TAB> base <TAB> breakpoint <TAB> vp1 <TAB> vp2 <TAB> vp3 <TAB> printing
//               <TAB> confidence
// factions.tsv: set <TAB> faction
// The first non-comment line is the header row, exactly as above (column names). Lines
// starting with '#' and blank lines are skipped; line numbers in violations count every
// line of the text, from 1.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"

namespace tableref::smashup {

// Which printing of a base a row describes. 21 bases changed between printings; both
// rows ship. Custom: a base a player added (not in the published list).
enum class Printing : std::uint8_t { kCurrent = 0, kOriginal = 1, kCustom = 2 };
// How well the row's numbers are confirmed by the sources.
enum class Confidence : std::uint8_t {
  kCrossChecked = 0,
  kSingleSource = 1,
  kSourcesDiffer = 2,
  kCustom = 3,
};

[[nodiscard]] std::string_view printing_name(Printing printing);  // "current", ...
[[nodiscard]] std::optional<Printing> parse_printing(std::string_view text);
[[nodiscard]] std::string_view confidence_name(Confidence confidence);  // "cross-checked", ...
[[nodiscard]] std::optional<Confidence> parse_confidence(std::string_view text);

// One base card: its printed numbers (a session may edit them: it is a plain value).
struct BaseCard {
  std::string set;
  std::string name;
  int breakpoint = 0;
  std::array<int, 3> vp{};  // VP for 1st, 2nd, 3rd; not necessarily descending
  Printing printing = Printing::kCurrent;
  Confidence confidence = Confidence::kCrossChecked;
  friend bool operator==(const BaseCard&, const BaseCard&) = default;
};

struct Faction {
  std::string set;
  std::string name;
  friend bool operator==(const Faction&, const Faction&) = default;
};

// Parses bases.tsv text. Every malformed row is reported (reason + {line}), not just the
// first; a duplicate (set, base, printing) is malformed too.
[[nodiscard]] Result<std::vector<BaseCard>> parse_bases(std::string_view text);
// Parses factions.tsv text; a duplicate (set, faction) is malformed.
[[nodiscard]] Result<std::vector<Faction>> parse_factions(std::string_view text);

// One bases.tsv row (no newline) for a base, e.g. to store a custom base.
[[nodiscard]] std::string format_base_row(const BaseCard& base);

// The row of (set, name, printing), or nullptr.
[[nodiscard]] const BaseCard* find_base(const std::vector<BaseCard>& bases, std::string_view set,
                                        std::string_view name,
                                        Printing printing = Printing::kCurrent);
// Set names in order of first appearance.
[[nodiscard]] std::vector<std::string> base_sets(const std::vector<BaseCard>& bases);
[[nodiscard]] std::vector<std::string> faction_sets(const std::vector<Faction>& factions);

}  // namespace tableref::smashup

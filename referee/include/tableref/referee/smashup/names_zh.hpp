#pragma once
// Chinese names of the Smash Up factions and bases: parsed from the text of
// assets/smashup/names_zh.tsv and names_zh_alternates.tsv (community fan translations, not
// the official edition), the Traditional names made character by character from the
// Simplified ones with a conversion table (OpenCC's STCharacters, text form:
// "simplified <TAB> traditional [other traditional...]"), and the search over every name a
// faction or base goes by. Pure: the caller reads the files.
//
// names_zh.tsv:            kind <TAB> english <TAB> zh_Hans <TAB> zh_Hant <TAB> trust <TAB> source
// names_zh_alternates.tsv: kind <TAB> english <TAB> chosen_zh_Hans <TAB> alternate <TAB> alt_source
// kind is "faction" or "base"; zh_Hant may be empty (converted from zh_Hans). Lines starting
// with '#' and blank lines are skipped; line numbers in violations count every line from 1.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"

namespace tableref::smashup {

enum class NameKind : std::uint8_t { kFaction = 0, kBase = 1 };
[[nodiscard]] std::string_view name_kind_name(NameKind kind);  // "faction", "base"
[[nodiscard]] std::optional<NameKind> parse_name_kind(std::string_view text);

struct ZhName {
  NameKind kind = NameKind::kFaction;
  std::string english;
  std::string hans;  // Simplified
  std::string hant;  // Traditional: the source's, or converted (see below)
  bool hant_from_source = false;
  std::string trust;                    // "medium" | "low"
  std::vector<std::string> alternates;  // other names in use (searchable, not shown)
};

// Parses names_zh.tsv text. Every malformed row is reported (the catalog's reasons: header,
// columns, empty field, duplicate (kind, english)); zh_Hant alone may be empty.
[[nodiscard]] Result<std::vector<ZhName>> parse_zh_names(std::string_view text);
// Adds the alternates of names_zh_alternates.tsv to `names`: "a / b" is two names, a
// trailing "(...)" note is dropped, a name already known for that entry is not repeated.
// Rows naming an unknown (kind, english) are reported, as are malformed rows.
[[nodiscard]] Status add_zh_alternates(std::vector<ZhName>& names, std::string_view text);

// One UTF-8 character -> its Traditional form (the table's first candidate).
using CharTable = std::map<std::string, std::string, std::less<>>;
[[nodiscard]] CharTable parse_character_table(std::string_view text);
// `text` with every character the table knows replaced, character by character; others
// (and malformed UTF-8 bytes) are kept as they are.
[[nodiscard]] std::string convert_characters(std::string_view text, const CharTable& table);
// Sets `hant` of every name without a source Traditional name to convert_characters(hans).
void fill_traditional(std::vector<ZhName>& names, const CharTable& table);

// Lower-cases ASCII letters and drops spaces, for matching what a player types.
[[nodiscard]] std::string fold_for_search(std::string_view text);
// True when `query` (folded) is empty or a substring of any of `names` (folded).
[[nodiscard]] bool search_matches(std::string_view query, const std::vector<std::string>& names);

}  // namespace tableref::smashup

#pragma once
// The Chinese names of Smash Up's factions and bases as the screen shows and searches them:
// the shipped community names (assets/smashup/names_zh.tsv and names_zh_alternates.tsv),
// their Traditional forms (the source's, else converted with OpenCC's character table
// compiled in at build time), and the corrections a table made, kept on the device in the
// store's settings (key smashup.name_corrections). No ImGui here.
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/db/store.hpp"
#include "tableref/referee/smashup/names_zh.hpp"

namespace tableref::controllers {

// The store setting holding the corrections: a JSON array of
// {"kind":"faction"|"base","english":..,"script":"zh-Hans"|"zh-Hant","name":..}.
inline constexpr std::string_view kSmashupNameCorrectionsKey = "smashup.name_corrections";

enum class ZhScript { kHans, kHant };
[[nodiscard]] std::string_view zh_script_name(ZhScript script);  // "zh-Hans", "zh-Hant"

// OpenCC's Simplified-to-Traditional rows for the characters of names_zh.tsv (generated).
[[nodiscard]] std::string_view smashup_zh_character_table();

class SmashupNames {
 public:
  // Reads the two files under asset_dir/smashup and fills the Traditional names.
  [[nodiscard]] Status load(const std::string& asset_dir);
  // Reads the table's corrections from the store (none when the setting is absent).
  [[nodiscard]] Status load_corrections(db::Store& store);
  // Sets (or, with an empty name, removes) a correction and saves them all in the store.
  [[nodiscard]] Status correct(db::Store& store, smashup::NameKind kind, const std::string& english,
                               ZhScript script, std::string name);

  // The name shown in `script`: the table's correction, else the shipped one; empty when the
  // faction or base has no Chinese name (a custom base).
  [[nodiscard]] std::string chinese(smashup::NameKind kind, std::string_view english,
                                    ZhScript script) const;
  [[nodiscard]] bool corrected(smashup::NameKind kind, std::string_view english,
                               ZhScript script) const;
  // The shipped entry, or nullptr.
  [[nodiscard]] const smashup::ZhName* find(smashup::NameKind kind, std::string_view english) const;
  // True when `query` is empty or part of any name it goes by: English, Simplified,
  // Traditional, the alternates and the table's corrections (case and spaces ignored).
  [[nodiscard]] bool matches(smashup::NameKind kind, std::string_view english,
                             std::string_view query) const;
  [[nodiscard]] const std::vector<smashup::ZhName>& names() const { return names_; }

 private:
  using Key = std::pair<smashup::NameKind, std::string>;
  std::vector<smashup::ZhName> names_;
  std::map<Key, std::size_t> index_;
  std::map<std::pair<Key, ZhScript>, std::string> corrections_;
};

}  // namespace tableref::controllers

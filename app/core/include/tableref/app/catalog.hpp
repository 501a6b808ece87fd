#pragma once
// The one string catalog: every user-visible text in English, 简体中文 and 繁體中文.
// Rows live in assets/strings/*.tsv as: key <TAB> en <TAB> zh-Hans <TAB> zh-Hant.
#include <array>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tableref/base/result.hpp"

namespace tableref::app {

enum class Language { kEnglish = 0, kSimplifiedChinese = 1, kTraditionalChinese = 2 };
inline constexpr std::array kLanguages{Language::kEnglish, Language::kSimplifiedChinese,
                                       Language::kTraditionalChinese};
[[nodiscard]] std::string_view language_code(Language language);  // "en", "zh-Hans", "zh-Hant"
[[nodiscard]] Language parse_language(std::string_view code);     // English when unknown

// The catalog files, in load order. One place lists them.
[[nodiscard]] const std::vector<std::string>& catalog_files();

struct CatalogProblem {
  std::string file;
  int line = 0;
  std::string what;
};

class Catalog {
 public:
  // Loads every file of catalog_files() from `directory`; problems are collected, not thrown.
  static Catalog load(const std::string& directory);

  [[nodiscard]] bool has(std::string_view key) const;
  // The text of `key`, or the key itself in brackets so a missing one is visible.
  [[nodiscard]] std::string text(Language language, std::string_view key) const;
  // Replaces {name} with the parameter of that name. A plural choice, ICU's form,
  // `{name, plural, one {# card} other {# cards}}`, picks the text for the parameter's
  // number in the language's plural rule (English: one for 1, other otherwise; Chinese has
  // the one form, other) and writes the number in place of `#`; `=N {...}` matches N exactly.
  [[nodiscard]] std::string format(Language language, std::string_view key,
                                   const std::vector<Param>& params) const;
  // As format(), where each of `keyed` ({param name, catalog key}) is a parameter whose value
  // is that key's text in the same language (a color, a phase).
  [[nodiscard]] std::string format(
      Language language, std::string_view key, std::vector<Param> params,
      const std::vector<std::pair<std::string, std::string>>& keyed) const;
  // "reason.<name>" of the violation, with its parameters.
  [[nodiscard]] std::string render(Language language, const Violation& violation) const;

  [[nodiscard]] const std::vector<CatalogProblem>& problems() const { return problems_; }
  [[nodiscard]] std::vector<std::string> keys() const;
  // Every code point used by any text, for the font atlas.
  [[nodiscard]] std::vector<char32_t> code_points() const;

 private:
  [[nodiscard]] static std::string format_with(Language language, std::string_view pattern,
                                               const std::vector<Param>& params, ReasonCode reason);
  std::map<std::string, std::array<std::string, 3>, std::less<>> rows_;
  std::vector<CatalogProblem> problems_;
};

// Renders one parameter value for display (cells as the reason's game writes them).
[[nodiscard]] std::string render_param(ReasonCode reason, const ParamValue& value);

// Decodes UTF-8 into code points (invalid bytes are skipped).
[[nodiscard]] std::vector<char32_t> utf8_code_points(std::string_view text);

}  // namespace tableref::app

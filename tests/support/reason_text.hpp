#pragma once
// What a test asserts about a refusal a user reads: rendered through the shipped catalog, its
// Chinese sentence is Chinese. The data a message quotes (a key path, the value as written,
// the words allowed, an example, a format's name) reads the same in every language; every
// other letter must come from the catalog's Chinese text, never from an English parameter.
#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include "tableref/app/catalog.hpp"

namespace tableref::reason_text {

inline const app::Catalog& shipped_catalog() {
  static const app::Catalog catalog =
      app::Catalog::load(std::string(TABLEREF_ASSET_DIR) + "/strings");
  return catalog;
}

inline std::string rendered(const Violation& violation,
                            app::Language language = app::Language::kSimplifiedChinese) {
  return shipped_catalog().render(language, violation);
}

inline void erase_all(std::string& text, std::string_view part) {
  if (part.empty()) return;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part)) {
    text.erase(at, part.size());
  }
}

// True when `text`, with the quoted data of `violation` taken out, has no Latin letter left.
// A "detail" parameter is prose, not data: it is never taken out. Nor is English: the only
// Latin the catalog's Chinese texts write are literals (JSON, true, false, format names).
inline bool no_english_but_data(const std::string& text, const Violation& violation) {
  constexpr std::array<std::string_view, 14> kData{
      "key",  "value", "allowed", "example", "expected", "other", "format",
      "game", "path",  "count",   "min",     "max",      "line",  "column"};
  constexpr std::array<std::string_view, 8> kLiterals{R"("format": "tableref-session")",
                                                      "JSON",
                                                      "tableref",
                                                      "true",
                                                      "false",
                                                      "json",
                                                      "csv",
                                                      "bgstats"};
  std::string rest = text;
  for (const auto& param : violation.params) {
    if (std::find(kData.begin(), kData.end(), param.name) == kData.end()) continue;
    erase_all(rest, app::render_param(violation.reason, param.value));
  }
  for (const auto literal : kLiterals) erase_all(rest, literal);
  return std::none_of(rest.begin(), rest.end(),
                      [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); });
}

}  // namespace tableref::reason_text

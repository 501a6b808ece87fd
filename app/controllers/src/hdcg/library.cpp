#include "tableref/controllers/hdcg/library.hpp"

#include <algorithm>

#include "tableref/controllers/hdcg/json.hpp"

namespace tableref::controllers {
namespace {

template <class Card>
void put(std::vector<Card>& cards, const Card& card) {
  auto it =
      std::find_if(cards.begin(), cards.end(), [&](const Card& c) { return c.name == card.name; });
  if (it == cards.end()) {
    cards.push_back(card);
  } else {
    *it = card;
  }
}

Result<hdcg::CardLibrary> read_text(const std::string& text) {
  auto parsed = hdcg_json::parse_exact(text);
  if (!parsed) return parsed.violations();
  return hdcg_json::read_library(parsed.value());
}

}  // namespace

void merge_library(hdcg::CardLibrary& into, const hdcg::CardLibrary& from) {
  for (const auto& card : from.characters) put(into.characters, card);
  for (const auto& card : from.skills) put(into.skills, card);
  for (const auto& card : from.events) put(into.events, card);
  for (const auto& [field, parent] : from.fields.parents()) {
    (void)into.fields.add(field, parent);  // a link that would loop is left out
  }
}

Result<hdcg::CardLibrary> load_hdcg_library(db::Store& store) {
  auto stored = store.setting(kHdcgLibraryKey);
  if (!stored) return stored.violations();
  if (!stored.value()) return hdcg::book_examples();
  return read_text(*stored.value());
}

Status save_hdcg_library(db::Store& store, const hdcg::CardLibrary& library) {
  if (auto valid = library.validate(); !valid) return valid;
  return store.set_setting(kHdcgLibraryKey, hdcg_json::to_json(library).dump());
}

Result<hdcg::CardLibrary> import_hdcg_library(db::Store& store, const std::string& json_text,
                                              ImportMode mode) {
  auto read = read_text(json_text);
  if (!read) return read.violations();
  hdcg::CardLibrary library = std::move(read).value();
  if (mode == ImportMode::kMerge) {
    auto current = load_hdcg_library(store);
    if (!current) return current.violations();
    hdcg::CardLibrary merged = std::move(current).value();
    merge_library(merged, library);
    library = std::move(merged);
  }
  if (auto saved = save_hdcg_library(store, library); !saved) return saved.violations();
  return library;
}

Result<std::string> export_hdcg_library(db::Store& store) {
  auto library = load_hdcg_library(store);
  if (!library) return library.violations();
  return hdcg_json::to_json(library.value()).dump(2);
}

}  // namespace tableref::controllers

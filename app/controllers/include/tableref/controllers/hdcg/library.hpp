#pragma once
// The HDCG card library in the store: the players' own characters, skill cards and event
// cards. Kept as one JSON document (the format of `tableref-cli hdcg cards`, see
// hdcg_json.hpp) in the store's `settings` table under kHdcgLibraryKey, so it needs no schema
// step. Until something is saved, the library is the book's examples (刺客, 大锤, 战争).
#include <string>
#include <string_view>

#include "tableref/base/result.hpp"
#include "tableref/db/store.hpp"
#include "tableref/referee/hdcg/cards.hpp"

namespace tableref::controllers {

inline constexpr std::string_view kHdcgLibraryKey = "hdcg.library";

// The stored library, or the book's examples when none is stored. A stored document that no
// longer reads is reported (kInput* or kHdcg* reasons), never silently replaced.
[[nodiscard]] Result<hdcg::CardLibrary> load_hdcg_library(db::Store& store);
// Validates (CardLibrary::validate) and stores `library`.
[[nodiscard]] Status save_hdcg_library(db::Store& store, const hdcg::CardLibrary& library);

enum class ImportMode {
  kReplace,  // the file becomes the library
  kMerge,    // the file's cards are added; a card with a name already there replaces it
};
// Reads a library file's text (numbers as JSON numbers or decimal strings), validates it and
// stores it. Returns the library now stored. Nothing is stored when the text is refused.
[[nodiscard]] Result<hdcg::CardLibrary> import_hdcg_library(db::Store& store,
                                                            const std::string& json_text,
                                                            ImportMode mode = ImportMode::kReplace);
// The stored library as a library file (canonical JSON, 2-space indent).
[[nodiscard]] Result<std::string> export_hdcg_library(db::Store& store);

// Adds `from`'s cards and fields to `into`, a card of the same kind and name replacing the
// old one.
void merge_library(hdcg::CardLibrary& into, const hdcg::CardLibrary& from);

}  // namespace tableref::controllers

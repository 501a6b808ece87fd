#pragma once
// Session files for the History screen: exports written into the `exports`
// folder next to the database, and the files of that folder that can be imported.
#include <cstdint>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/game_history.hpp"
#include "tableref/db/store.hpp"

namespace tableref::controllers {

// `<folder of the database>/exports`.
[[nodiscard]] std::string exports_directory(const std::string& database_path);
// The formats a session of `game` can be exported as: json, csv, bgstats, then the
// registry's formats of that game (blksgf, fumen).
[[nodiscard]] std::vector<std::string> export_formats(const std::string& game,
                                                      const HistoryRegistry& registry);
// "session-12-blokus.blksgf": the file a format of session `id` is written to.
[[nodiscard]] std::string export_file_name(std::int64_t id, const std::string& game,
                                           const std::string& format,
                                           const HistoryRegistry& registry);
// Writes session `id` as `format` into `directory` (created when missing); the full path.
[[nodiscard]] Result<std::string> export_session_file(db::Store& store, std::int64_t id,
                                                      const std::string& format,
                                                      const std::string& directory,
                                                      const HistoryRegistry& registry);
// Names of the files in `directory` that import reads (our .json, registered formats with
// a reader such as .blksgf), sorted; BG Stats files (.bgsplay, and .bgstats.json from before) are
// left out.
[[nodiscard]] std::vector<std::string> importable_files(const std::string& directory,
                                                        const HistoryRegistry& registry);
// Reads and imports one file as a new session (one transaction: nothing is written when
// the file is refused); the new session's id.
[[nodiscard]] Result<std::int64_t> import_session_file(db::Store& store, const std::string& path,
                                                       const HistoryRegistry& registry);

}  // namespace tableref::controllers

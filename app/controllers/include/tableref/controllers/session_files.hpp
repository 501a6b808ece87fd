#pragma once
// Session files for the History screen and the game screens: exports written into the
// `exports` folder next to the database (or a path the user typed), and the files that can be
// imported, from that folder or a folder the user names.
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
// the file is refused); the new session's id. `render` names the seats of a file that records
// roles, not players (a .blksgf: "Blue", "Red+Yellow" in the user's language; null:
// "Player 1"...).
[[nodiscard]] Result<std::int64_t> import_session_file(db::Store& store, const std::string& path,
                                                       const HistoryRegistry& registry,
                                                       const RenderText& render = {});

// ---- From a game's own screen (the Blokus screen's Files) ----------------------------------
// Where a game's screen offers to export session `id` as `format`: export_file_name() in
// the exports folder of the database at `database_path`.
[[nodiscard]] std::string export_file_path(const std::string& database_path, std::int64_t id,
                                           const std::string& game, const std::string& format,
                                           const HistoryRegistry& registry);
// Writes session `id` as `format` to `path`, atomically (file_io): its folder is made when
// missing, and a path that names a folder gets export_file_name() inside it. The path
// written; ExportReason::kCannotWrite {path} when it cannot be written (an old file there is
// kept whole).
[[nodiscard]] Result<std::string> export_session_to(db::Store& store, std::int64_t id,
                                                    const std::string& format,
                                                    const std::string& path,
                                                    const HistoryRegistry& registry);
// One file to import: its name (to show) and its full path (to open).
struct ImportFile {
  std::string name;
  std::string path;
  friend bool operator==(const ImportFile&, const ImportFile&) = default;
};
// What a path typed into a game's import names: a folder, with its files that `game`'s
// formats read (sorted by name; none is an empty list), or else one file (`files` holds the
// path itself, to open).
struct ImportSource {
  bool folder = false;
  std::vector<ImportFile> files;
};
// ExportReason::kCannotList {path} when the folder cannot be listed.
[[nodiscard]] Result<ImportSource> import_source(const std::string& path, const std::string& game,
                                                 const HistoryRegistry& registry);
// Reads and imports one file as a new session of `game`: by the format of `game` its
// extension names, else by the game's first format with a reader (a .blksgf saved as .txt
// still opens). `render` as in import_session_file(). Nothing is written when the file is
// refused (ExportReason::kCannotRead {path}, the format's own reasons with line and column);
// ExportReason::kNotImportable {format: game} when the game has no format to read.
[[nodiscard]] Result<std::int64_t> import_game_file(db::Store& store, const std::string& path,
                                                    const std::string& game,
                                                    const HistoryRegistry& registry,
                                                    const RenderText& render);

}  // namespace tableref::controllers

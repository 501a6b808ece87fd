#pragma once
#include <string>
#include <vector>

namespace tableref::app {

// $XDG_DATA_HOME/tableref/tableref.db, or ~/.local/share/tableref/tableref.db when unset.
[[nodiscard]] std::string default_database_path();

// Where the shipped data (strings, catalogs) may be, in lookup order:
//   1. $TABLEREF_ASSETS, when set;
//   2. <folder of `executable`>/../share/tableref/assets: an installed copy (the .deb puts
//      the programs in /usr/bin and the data in /usr/share/tableref/assets; any prefix works);
//   3. the source tree's assets/ that the build was made from (running from the build tree);
//   4. the data folder of the install prefix configured at build time.
// `executable` is the program's own path (empty: unknown, candidate 2 is left out).
[[nodiscard]] std::vector<std::string> asset_directory_candidates(const std::string& executable);
// The first candidate that holds strings/core.tsv; when none does, candidate 3, so that the
// error names a place. The executable's path comes from /proc/self/exe.
[[nodiscard]] std::string asset_directory();

// Creates the directory that will hold `file_path`; an empty string on success, else why not.
[[nodiscard]] std::string ensure_parent_directory(const std::string& file_path);

}  // namespace tableref::app

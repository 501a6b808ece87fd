#pragma once
#include <string>

namespace tableref::app {

// $XDG_DATA_HOME/tableref/tableref.db, or ~/.local/share/tableref/tableref.db when unset.
[[nodiscard]] std::string default_database_path();
// TABLEREF_ASSETS when set, else the assets directory of the source tree we were built from.
[[nodiscard]] std::string asset_directory();
// Creates the directory that will hold `file_path`; an empty string on success, else why not.
[[nodiscard]] std::string ensure_parent_directory(const std::string& file_path);

}  // namespace tableref::app

#pragma once
#include <string>
#include <string_view>

namespace tableref::app {

// Where a file the user picked (the web build's file picker) is copied: into `directory`, as
// `wanted_name` when the screen gave one, else under the file's own name (its last part only).
// Settings asks for a backup's name, so that a backup the user renamed on their computer is
// still one the backup list shows; History keeps the file's own name.
[[nodiscard]] std::string picked_file_path(std::string_view directory, std::string_view wanted_name,
                                           std::string_view own_name);

}  // namespace tableref::app

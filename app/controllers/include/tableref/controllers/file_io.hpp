#pragma once
// Whole files in and out, the one way every layer reads an input file and writes an export:
// a file that cannot be read is ExportReason::kCannotRead {path}; a write goes to a file
// beside the target and is renamed over it, so a crash or a full disk never leaves half a
// file (ExportReason::kCannotWrite {path}).
#include <string>
#include <string_view>

#include "tableref/base/result.hpp"

namespace tableref::controllers {

[[nodiscard]] Result<std::string> read_whole_file(const std::string& path);
[[nodiscard]] Status write_file_atomically(const std::string& path, std::string_view text);

}  // namespace tableref::controllers

#include "tableref/controllers/file_io.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

#include "tableref/controllers/export_reason.hpp"

namespace tableref::controllers {

Result<std::string> read_whole_file(const std::string& path) {
  // A folder opens as a stream on Linux and would read as an empty file.
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored)) {
    return Violation{ExportReason::kCannotRead, {Param{"path", path}}};
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return Violation{ExportReason::kCannotRead, {Param{"path", path}}};
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) return Violation{ExportReason::kCannotRead, {Param{"path", path}}};
  return text.str();
}

Status write_file_atomically(const std::string& path, std::string_view text) {
  const std::string partial = path + ".partial";
  {
    std::ofstream out(partial, std::ios::binary | std::ios::trunc);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    out.flush();
    if (!out) {
      std::error_code ignored;
      std::filesystem::remove(partial, ignored);
      return Violation{ExportReason::kCannotWrite, {Param{"path", path}}};
    }
  }
  std::error_code error;
  std::filesystem::rename(partial, path, error);
  if (error) {
    std::filesystem::remove(partial, error);
    return Violation{ExportReason::kCannotWrite, {Param{"path", path}}};
  }
  return Done{};
}

}  // namespace tableref::controllers

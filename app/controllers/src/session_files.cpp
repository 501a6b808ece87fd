#include "tableref/controllers/session_files.hpp"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "tableref/controllers/export_reason.hpp"
#include "tableref/controllers/file_io.hpp"
#include "tableref/controllers/session_export.hpp"

namespace tableref::controllers {
namespace {

namespace fs = std::filesystem;

bool ends_with(const std::string& text, std::string_view end) {
  return text.size() >= end.size() && text.compare(text.size() - end.size(), end.size(), end) == 0;
}

Violation io_error(const std::string& path, const std::string& what) {
  return Violation{ExportReason::kFileError, {Param{"path", path}, Param{"detail", what}}};
}

}  // namespace

std::string exports_directory(const std::string& database_path) {
  const auto parent = fs::path(database_path).parent_path();
  return ((parent.empty() ? fs::path(".") : parent) / "exports").string();
}

std::vector<std::string> export_formats(const std::string& game, const HistoryRegistry& registry) {
  std::vector<std::string> formats{"json", "csv", "bgstats"};
  for (const auto* f : registry.formats_of(game)) {
    if (f->write) formats.push_back(f->name);
  }
  return formats;
}

std::string export_file_name(std::int64_t id, const std::string& game, const std::string& format,
                             const HistoryRegistry& registry) {
  std::string extension = "." + format;
  if (format == "bgstats") extension = ".bgsplay";  // what BG Stats' own share writes
  if (const auto* f = registry.format(format); f != nullptr && !f->extension.empty()) {
    extension = f->extension;
  }
  return "session-" + std::to_string(id) + "-" + game + extension;
}

Result<std::string> export_session_file(db::Store& store, std::int64_t id,
                                        const std::string& format, const std::string& directory,
                                        const HistoryRegistry& registry) {
  auto record = load_session(store, id);
  if (!record) return record.violations();
  auto text = export_session(record.value(), format, registry);
  if (!text) return text.violations();
  std::error_code error;
  fs::create_directories(directory, error);
  if (error) return io_error(directory, error.message());
  const auto path =
      (fs::path(directory) / export_file_name(id, record.value().session.game, format, registry))
          .string();
  if (auto written = write_file_atomically(path, text.value()); !written) {
    return written.violations();
  }
  return path;
}

std::vector<std::string> importable_files(const std::string& directory,
                                          const HistoryRegistry& registry) {
  std::vector<std::string> names;
  std::error_code error;
  for (fs::directory_iterator it(directory, error), end; !error && it != end; it.increment(error)) {
    if (!it->is_regular_file(error)) continue;
    const std::string name = it->path().filename().string();
    if (ends_with(name, ".bgsplay") || ends_with(name, ".bgstats.json")) continue;
    const auto* format = registry.format_for_file(name);
    if ((format != nullptr && format->read) || (format == nullptr && ends_with(name, ".json"))) {
      names.push_back(name);
    }
  }
  std::sort(names.begin(), names.end());
  return names;
}

Result<std::int64_t> import_session_file(db::Store& store, const std::string& path,
                                         const HistoryRegistry& registry) {
  auto text = read_whole_file(path);
  if (!text) return text.violations();
  auto record = read_session_file(path, text.value(), registry);
  if (!record) return record.violations();
  return import_session(store, record.value());
}

}  // namespace tableref::controllers

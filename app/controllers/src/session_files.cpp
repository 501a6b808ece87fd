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

// Session `id` as `format`, written to `target`, or into the folder `target` under its
// export_file_name() when `into_folder`; the folder is made when missing.
Result<std::string> write_export(db::Store& store, std::int64_t id, const std::string& format,
                                 const fs::path& target, bool into_folder,
                                 const HistoryRegistry& registry) {
  auto record = load_session(store, id);
  if (!record) return record.violations();
  auto text = export_session(record.value(), format, registry);
  if (!text) return text.violations();
  const std::string path =
      into_folder
          ? (target / export_file_name(id, record.value().session.game, format, registry)).string()
          : target.string();
  const fs::path folder = into_folder ? target : target.parent_path();
  std::error_code error;
  if (!folder.empty()) fs::create_directories(folder, error);
  // A folder that cannot be made (a file in its place, no permission) is a file that cannot
  // be written: the reason names the file the user asked for.
  if (error) return Violation{ExportReason::kCannotWrite, {Param{"path", path}}};
  if (auto written = write_file_atomically(path, text.value()); !written) {
    return written.violations();
  }
  return path;
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
  return write_export(store, id, format, directory, true, registry);
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
                                         const HistoryRegistry& registry,
                                         const RenderText& render) {
  auto text = read_whole_file(path);
  if (!text) return text.violations();
  auto record = read_session_file(path, text.value(), registry, render);
  if (!record) return record.violations();
  return import_session(store, record.value());
}

std::string export_file_path(const std::string& database_path, std::int64_t id,
                             const std::string& game, const std::string& format,
                             const HistoryRegistry& registry) {
  return (fs::path(exports_directory(database_path)) / export_file_name(id, game, format, registry))
      .string();
}

Result<std::string> export_session_to(db::Store& store, std::int64_t id, const std::string& format,
                                      const std::string& path, const HistoryRegistry& registry) {
  std::error_code ignored;
  return write_export(store, id, format, path, fs::is_directory(path, ignored), registry);
}

Result<ImportSource> import_source(const std::string& path, const std::string& game,
                                   const HistoryRegistry& registry) {
  std::error_code error;
  if (!fs::is_directory(path, error)) {
    return ImportSource{false, {ImportFile{fs::path(path).filename().string(), path}}};
  }
  std::vector<std::string> extensions;
  for (const auto* f : registry.formats_of(game)) {
    if (f->read && !f->extension.empty()) extensions.push_back(f->extension);
  }
  ImportSource source{true, {}};
  for (fs::directory_iterator it(path, error), end; !error && it != end; it.increment(error)) {
    std::error_code entry_error;
    if (!it->is_regular_file(entry_error)) continue;
    const std::string name = it->path().filename().string();
    if (std::any_of(extensions.begin(), extensions.end(),
                    [&](const std::string& extension) { return ends_with(name, extension); })) {
      source.files.push_back(ImportFile{name, it->path().string()});
    }
  }
  if (error) return Violation{ExportReason::kCannotList, {Param{"path", path}}};
  std::sort(source.files.begin(), source.files.end(),
            [](const ImportFile& a, const ImportFile& b) { return a.name < b.name; });
  return source;
}

Result<std::int64_t> import_game_file(db::Store& store, const std::string& path,
                                      const std::string& game, const HistoryRegistry& registry,
                                      const RenderText& render) {
  const SessionFormat* format = nullptr;
  for (const auto* f : registry.formats_of(game)) {
    if (!f->read) continue;
    if (format == nullptr) format = f;
    if (!f->extension.empty() && ends_with(path, f->extension)) {
      format = f;
      break;
    }
  }
  if (format == nullptr) return Violation{ExportReason::kNotImportable, {Param{"format", game}}};
  auto text = read_whole_file(path);
  if (!text) return text.violations();
  auto record = format->read(text.value(), render);
  if (!record) return record.violations();
  return import_session(store, record.value());
}

}  // namespace tableref::controllers

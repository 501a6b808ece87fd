#include "tableref/app/paths.hpp"

#include <cstdlib>
#include <filesystem>
#include <system_error>

#if !defined(TABLEREF_ASSET_DIR) || !defined(TABLEREF_INSTALLED_ASSET_DIR)
#error "TABLEREF_ASSET_DIR and TABLEREF_INSTALLED_ASSET_DIR must be defined by the build"
#endif

namespace tableref::app {

std::string default_database_path() {
  const char* xdg = std::getenv("XDG_DATA_HOME");
  std::filesystem::path base;
  if (xdg != nullptr && *xdg != '\0') {
    base = xdg;
  } else {
    const char* home = std::getenv("HOME");
    base = std::filesystem::path(home != nullptr ? home : ".") / ".local" / "share";
  }
  return (base / "tableref" / "tableref.db").string();
}

std::vector<std::string> asset_directory_candidates(const std::string& executable) {
  std::vector<std::string> candidates;
  const char* env = std::getenv("TABLEREF_ASSETS");
  if (env != nullptr && *env != '\0') candidates.emplace_back(env);
  if (!executable.empty()) {
    const auto prefix = std::filesystem::path(executable).parent_path().parent_path();
    candidates.push_back((prefix / "share" / "tableref" / "assets").string());
  }
  candidates.emplace_back(TABLEREF_ASSET_DIR);
  candidates.emplace_back(TABLEREF_INSTALLED_ASSET_DIR);
  return candidates;
}

std::string asset_directory() {
  std::error_code error;
  // Linux (and the browser build's emulated /proc, when it has one); empty when unknown.
  const auto self = std::filesystem::read_symlink("/proc/self/exe", error);
  for (const auto& dir : asset_directory_candidates(error ? std::string() : self.string())) {
    if (std::filesystem::is_regular_file(std::filesystem::path(dir) / "strings" / "core.tsv",
                                         error)) {
      return dir;
    }
  }
  return TABLEREF_ASSET_DIR;
}

std::string ensure_parent_directory(const std::string& file_path) {
  const auto parent = std::filesystem::path(file_path).parent_path();
  if (parent.empty()) return {};
  std::error_code error;
  std::filesystem::create_directories(parent, error);
  if (error) return parent.string() + ": " + error.message();
  return {};
}

}  // namespace tableref::app

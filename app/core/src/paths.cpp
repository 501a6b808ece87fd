#include "tableref/app/paths.hpp"

#include <cstdlib>
#include <filesystem>
#include <system_error>

#ifndef TABLEREF_ASSET_DIR
#error "TABLEREF_ASSET_DIR must be defined by the build"
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

std::string asset_directory() {
  const char* env = std::getenv("TABLEREF_ASSETS");
  if (env != nullptr && *env != '\0') return env;
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

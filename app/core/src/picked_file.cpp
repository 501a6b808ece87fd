#include "tableref/app/picked_file.hpp"

namespace tableref::app {

std::string picked_file_path(std::string_view directory, std::string_view wanted_name,
                             std::string_view own_name) {
  std::string_view name = wanted_name;
  if (name.empty()) {
    // A browser gives the file's name alone; a path's folders would lead out of `directory`.
    const auto slash = own_name.find_last_of("/\\");
    name = slash == std::string_view::npos ? own_name : own_name.substr(slash + 1);
  }
  std::string path(directory);
  if (!path.empty() && path.back() != '/') path += '/';
  path += name;
  return path;
}

}  // namespace tableref::app

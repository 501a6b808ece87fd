#include <algorithm>
#include <fstream>
#include <ostream>
#include <sstream>

#include "cli.hpp"

namespace tableref::cli {

std::optional<std::string> read_file(Context& ctx, const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    ctx.err << "tableref-cli: cannot read " << path << "\n";
    return std::nullopt;
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) {
    ctx.err << "tableref-cli: error while reading " << path << "\n";
    return std::nullopt;
  }
  return buffer.str();
}

std::optional<std::string> take_option(std::vector<std::string>& args, const std::string& name,
                                       bool& missing_value) {
  const auto it = std::find(args.begin(), args.end(), name);
  if (it == args.end()) return std::nullopt;
  if (it + 1 == args.end()) {
    missing_value = true;
    args.erase(it);
    return std::nullopt;
  }
  std::string value = *(it + 1);
  args.erase(it, it + 2);
  return value;
}

bool take_flag(std::vector<std::string>& args, const std::string& name) {
  const auto it = std::find(args.begin(), args.end(), name);
  if (it == args.end()) return false;
  args.erase(it);
  return true;
}

}  // namespace tableref::cli

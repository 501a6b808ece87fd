#include <algorithm>
#include <ostream>

#include "cli.hpp"
#include "tableref/controllers/file_io.hpp"

namespace tableref::cli {

std::optional<std::string> read_file(Context& ctx, const std::string& path) {
  auto text = controllers::read_whole_file(path);
  if (!text) {
    ctx.err << "tableref-cli: " << ctx.catalog.render(ctx.language, text.error()) << "\n";
    return std::nullopt;
  }
  return std::move(text).value();
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

#include "store_options.hpp"

#include <ostream>

#include "tableref/app/paths.hpp"

namespace tableref::cli {

std::optional<std::string> take_database_path(Context& ctx, std::vector<std::string>& args,
                                              int& exit_code) {
  bool missing = false;
  const auto db_path = take_option(args, "--db", missing);
  if (missing) {
    ctx.err << "tableref-cli: --db needs a path\n";
    exit_code = kExitUsage;
    return std::nullopt;
  }
  if (db_path) return db_path;
  std::string path = app::default_database_path();
  if (auto problem = app::ensure_parent_directory(path); !problem.empty()) {
    ctx.err << "tableref-cli: " << problem << "\n";
    exit_code = kExitUsage;
    return std::nullopt;
  }
  return path;
}

std::optional<db::Store> open_store(Context& ctx, std::vector<std::string>& args, int& exit_code) {
  const auto path = take_database_path(ctx, args, exit_code);
  if (!path) return std::nullopt;
  auto store = db::Store::open(*path);
  if (!store) {
    ctx.err << "tableref-cli: " << *path << ": " << ctx.catalog.render(ctx.language, store.error())
            << "\n";
    exit_code = kExitUsage;
    return std::nullopt;
  }
  return std::move(store).value();
}

}  // namespace tableref::cli

// tableref-cli db backup|restore: the whole database through SQLite's online backup.
#include <ostream>

#include "../cli.hpp"
#include "store_options.hpp"
#include "tableref/db/backup.hpp"
#include "tableref/db/store_reason.hpp"

namespace tableref::cli {
namespace {

constexpr const char* kUsage =
    "usage: tableref-cli db backup PATH [--db PATH] [--force]\n"
    "       tableref-cli db restore PATH [--db PATH]\n";

// A refusal about the file's content (not ours, newer, damaged, exists) is exit 1; a file
// that cannot be read or written at all is exit 2.
int exit_code_for(ReasonCode reason) {
  for (const ReasonCode content :
       {db::StoreReason::kNotADatabase, db::StoreReason::kNewerVersion, db::StoreReason::kCorrupt,
        db::StoreReason::kFileExists, db::StoreReason::kSameFile}) {
    if (reason == content) return kExitRuleBroken;
  }
  return kExitUsage;
}

int fail(Context& ctx, const std::string& what, const Violation& v) {
  ctx.err << "tableref-cli db " << what << ": " << ctx.catalog.render(ctx.language, v) << "\n";
  return exit_code_for(v.reason);
}

int backup(Context& ctx, std::vector<std::string> args) {
  int exit_code = kExitOk;
  const bool force = take_flag(args, "--force");
  auto store = open_store(ctx, args, exit_code);
  if (!store) return exit_code;
  if (args.size() != 1) {
    ctx.err << kUsage;
    return kExitUsage;
  }
  const auto& target = args.front();
  if (auto done = db::backup_database(store->connection(), target, db::BackupOptions{force});
      !done) {
    return fail(ctx, "backup", done.error());
  }
  ctx.out << "backed up to " << target << "\n";
  return kExitOk;
}

int restore(Context& ctx, std::vector<std::string> args) {
  int exit_code = kExitOk;
  const auto db_path = take_database_path(ctx, args, exit_code);
  if (!db_path) return exit_code;
  if (args.size() != 1) {
    ctx.err << kUsage;
    return kExitUsage;
  }
  auto report = db::restore_database(*db_path, args.front());
  if (!report) return fail(ctx, "restore", report.error());
  ctx.out << "restored " << *db_path << " from " << args.front() << "\n";
  if (!report.value().previous_saved_to.empty()) {
    ctx.out << "the previous database was saved to " << report.value().previous_saved_to << "\n";
  }
  return kExitOk;
}

}  // namespace

int run_db(Context& ctx, std::vector<std::string> args) {
  if (args.empty() || args.front() == "--help") {
    (args.empty() ? ctx.err : ctx.out) << kUsage;
    return args.empty() ? kExitUsage : kExitOk;
  }
  const std::string sub = args.front();
  args.erase(args.begin());
  if (sub == "backup") return backup(ctx, std::move(args));
  if (sub == "restore") return restore(ctx, std::move(args));
  ctx.err << "tableref-cli db: unknown subcommand '" << sub << "'\n" << kUsage;
  return kExitUsage;
}

}  // namespace tableref::cli

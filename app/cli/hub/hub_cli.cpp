#include "hub_cli.hpp"

#include <ostream>

#include "../db/store_options.hpp"
#include "tableref/db/sync_reason.hpp"

namespace tableref::cli {

int hub_failed(Context& ctx, const std::string& what, const Violation& v) {
  ctx.err << "tableref-cli hub " << what << ": " << ctx.catalog.render(ctx.language, v) << "\n";
  if (v.reason == db::SyncReason::kUnreachable || v.reason == db::SyncReason::kHubUnavailable) {
    return kExitHubUnavailable;
  }
  return kExitRuleBroken;
}

std::optional<db::Store> open_store_alone(Context& ctx, std::vector<std::string>& args,
                                          const char* usage, int& exit_code) {
  auto store = open_store(ctx, args, exit_code);
  if (store && !args.empty()) {
    ctx.err << usage;
    exit_code = kExitUsage;
    return std::nullopt;
  }
  return store;
}

}  // namespace tableref::cli

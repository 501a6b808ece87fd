// tableref-cli hub join|sync: this device and a club's hub (issue #26; docs/club.md). Its
// other commands have their own files: leave and status (hub_link_commands.cpp), share and
// live, standings.
#include <nlohmann/json.hpp>
#include <ostream>

#include "../cli.hpp"
#include "../db/store_options.hpp"
#include "hub_cli.hpp"
#include "hub_link_commands.hpp"
#include "live_command.hpp"
#include "tableref/controllers/club.hpp"
#include "tableref/hub/sync.hpp"

namespace tableref::cli {
namespace {

constexpr const char* kUsage =
    "usage: tableref-cli hub join URL JOIN_CODE [--name DEVICE] [--db PATH]\n"
    "       tableref-cli hub sync [--db PATH]\n"
    "       tableref-cli hub leave [--db PATH]\n"
    "       tableref-cli hub status [--db PATH]\n"
    "       tableref-cli hub share SESSION_ID [--qr] [--db PATH]\n"
    "       tableref-cli hub live SESSION_ID [--db PATH]\n"
    "       tableref-cli hub standings [--db PATH] [--game G] [--json]\n";

int join(Context& ctx, std::vector<std::string> args) {
  int exit_code = kExitOk;
  bool missing = false;
  const auto name = take_option(args, "--name", missing);
  auto store = open_store(ctx, args, exit_code);
  if (!store) return exit_code;
  if (missing || args.size() != 2) {
    ctx.err << kUsage;
    return kExitUsage;
  }
  std::string url = args[0];
  while (!url.empty() && url.back() == '/') url.pop_back();
  auto club = controllers::join_club(*store, url, args[1],
                                     name.value_or(controllers::default_device_name()));
  if (!club) return hub_failed(ctx, "join", club.error());
  ctx.out << nlohmann::json{{"joined", club.value()}, {"hub", url}}.dump() << "\n";
  return kExitOk;
}

int sync(Context& ctx, std::vector<std::string> args) {
  int exit_code = kExitOk;
  auto store = open_store_alone(ctx, args, kUsage, exit_code);
  if (!store) return exit_code;
  // Through the controller: the app's Settings → Club then shows this sync too.
  auto report = controllers::sync_club(*store);
  if (!report) return hub_failed(ctx, "sync", report.error());
  // Ordered: the documented shape is {"pushed": n, "pulled": m}.
  nlohmann::ordered_json out{{"pushed", report.value().pushed}, {"pulled", report.value().pulled}};
  if (!report.value().refused.empty()) {
    auto& refused = out["refused"] = nlohmann::ordered_json::array();
    for (const auto& r : report.value().refused) {
      refused.push_back({{"session", r.session}, {"code", r.code}});
    }
  }
  ctx.out << out.dump() << "\n";
  return kExitOk;
}

}  // namespace

int run_hub(Context& ctx, std::vector<std::string> args) {
  if (args.empty()) {
    ctx.err << kUsage;
    return kExitUsage;
  }
  const std::string sub = args.front();
  args.erase(args.begin());
  if (sub == "join") return join(ctx, std::move(args));
  if (sub == "sync") return sync(ctx, std::move(args));
  if (sub == "leave") return hub_leave(ctx, std::move(args));
  if (sub == "status") return hub_status(ctx, std::move(args));
  if (sub == "share" || sub == "live") return run_hub_live(ctx, std::move(args), sub == "share");
  if (sub == "standings") return run_hub_standings(ctx, std::move(args));
  ctx.err << kUsage;
  return kExitUsage;
}

}  // namespace tableref::cli

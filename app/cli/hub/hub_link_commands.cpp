// tableref-cli hub leave: forget the club (the link and its token), keep every session.
// tableref-cli hub status: the club's state as JSON, the words Settings → Club shows.
#include "hub_link_commands.hpp"

#include <ostream>

#include "../db/store_options.hpp"
#include "tableref/controllers/club.hpp"

namespace tableref::cli {
namespace {

constexpr const char* kUsage =
    "usage: tableref-cli hub leave [--db PATH]\n"
    "       tableref-cli hub status [--db PATH]\n";

}  // namespace

int hub_leave(Context& ctx, std::vector<std::string> args) {
  int exit_code = kExitOk;
  auto store = open_store(ctx, args, exit_code);
  if (!store) return exit_code;
  if (!args.empty()) {
    ctx.err << kUsage;
    return kExitUsage;
  }
  auto state = controllers::read_club_state(*store);
  if (!state) {
    ctx.err << "tableref-cli hub leave: " << ctx.catalog.render(ctx.language, state.error())
            << "\n";
    return kExitRuleBroken;
  }
  if (auto left = controllers::leave_club(*store); !left) {
    ctx.err << "tableref-cli hub leave: " << ctx.catalog.render(ctx.language, left.error()) << "\n";
    return kExitRuleBroken;
  }
  // Leaving a database that never joined is not an error: the state asked for holds.
  ctx.out << nlohmann::json{{"left", state.value().club.empty()
                                         ? nlohmann::json()
                                         : nlohmann::json(state.value().club)}}
                 .dump()
          << "\n";
  return kExitOk;
}

int hub_status(Context& ctx, std::vector<std::string> args) {
  int exit_code = kExitOk;
  auto store = open_store(ctx, args, exit_code);
  if (!store) return exit_code;
  if (!args.empty()) {
    ctx.err << kUsage;
    return kExitUsage;
  }
  auto state = controllers::read_club_state(*store);
  if (!state) {
    ctx.err << "tableref-cli hub status: " << ctx.catalog.render(ctx.language, state.error())
            << "\n";
    return kExitRuleBroken;
  }
  ctx.out << controllers::club_state_json(state.value()).dump() << "\n";
  return kExitOk;
}

}  // namespace tableref::cli

// tableref-cli hub leave: forget the club (the link and its token), keep every session.
// tableref-cli hub status: the club's state as JSON, the words Settings → Club shows.
#include "hub_link_commands.hpp"

#include <ostream>

#include "hub_cli.hpp"
#include "tableref/controllers/club.hpp"

namespace tableref::cli {
namespace {

constexpr const char* kUsage =
    "usage: tableref-cli hub leave [--db PATH]\n"
    "       tableref-cli hub status [--db PATH]\n";

}  // namespace

int hub_leave(Context& ctx, std::vector<std::string> args) {
  int exit_code = kExitOk;
  auto store = open_store_alone(ctx, args, kUsage, exit_code);
  if (!store) return exit_code;
  auto state = controllers::read_club_state(*store);
  if (!state) return hub_failed(ctx, "leave", state.error());
  if (auto left = controllers::leave_club(*store); !left) {
    return hub_failed(ctx, "leave", left.error());
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
  auto store = open_store_alone(ctx, args, kUsage, exit_code);
  if (!store) return exit_code;
  auto state = controllers::read_club_state(*store);
  if (!state) return hub_failed(ctx, "status", state.error());
  ctx.out << controllers::club_state_json(state.value()).dump() << "\n";
  return kExitOk;
}

}  // namespace tableref::cli

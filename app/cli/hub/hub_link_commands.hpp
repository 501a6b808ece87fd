#pragma once
// tableref-cli hub leave|status (hub_link_commands.cpp), dispatched by run_hub.
#include <string>
#include <vector>

#include "../cli.hpp"

namespace tableref::cli {

int hub_leave(Context& ctx, std::vector<std::string> args);
int hub_status(Context& ctx, std::vector<std::string> args);

}  // namespace tableref::cli
